/**
 * Flights (SE-FTR-1..5, SE-FTR-11): who they are, their hits and crippling, their saves, and the
 * bookkeeping of where they are. Fighters are category 0 and have no facing (SE-Q-44, SE-FTR-6).
 */
import type { StepContext } from '../../../../../core/contract.js';
import { crewGrade, dogfightBonus, fighterType, type FighterTypeFile } from '../../../data/data.js';
import type { SeState } from '../../../state.js';
import type { FlightState } from './flight-state.js';

export function flightsOf(s: SeState): FlightState[] {
  return s.fighters?.flights ?? [];
}

export function flightById(s: SeState, id: string): FlightState | undefined {
  return flightsOf(s).find((f) => f.id === id);
}

export function activeFlights(s: SeState, side?: 0 | 1): FlightState[] {
  return flightsOf(s).filter(
    (f) => f.status === 'active' && (side === undefined || f.side === side),
  );
}

export function typeOf(f: FlightState): FighterTypeFile {
  return fighterType(f.type);
}

/** SE-FTR-3: one hit left of two or more is crippled. */
export function flightCrippled(f: FlightState): boolean {
  return f.hits === 1 && typeOf(f).hits >= 2;
}

/** SE-FTR-2: the carrier's combat skill and dogfight bonus. */
export function flightSkill(f: FlightState): number {
  return crewGrade(f.grade).combatSkill;
}

export function flightDogfightBonus(f: FlightState): number {
  const extraCrew = typeOf(f).equipment.includes('additional_crew_member') ? -1 : 0;
  return dogfightBonus(f.grade) + extraCrew;
}

/** SE-FTR-10: the flight's defense rating against AFF, less 1 with an additional crew member. */
export function affDefenseRating(f: FlightState): number {
  return (
    typeOf(f).defense_rating - (typeOf(f).equipment.includes('additional_crew_member') ? 1 : 0)
  );
}

/** SE-FTR-3: a failed save removes one hit; at 0 the flight is destroyed. */
export function loseHit(s: SeState, f: FlightState, ctx: StepContext, cause: string): void {
  if (f.status !== 'active' && f.status !== 'in_bay') return;
  f.hits = Math.max(0, f.hits - 1);
  const destroyed = f.hits === 0;
  if (destroyed) f.status = 'destroyed';
  ctx.emit({
    type: 'flight.damaged',
    data: {
      flight: f.id,
      cause,
      hits: f.hits,
      crippled: flightCrippled(f),
      destroyed,
      turn: s.turn,
    },
  });
}

export interface SaveTerms {
  /** Weapon save modifier: minor −1, secondary −2 (SE-FTR-10). */
  modifier: number;
  /** Armor raised by the rule (area +2, nebula +3/+6/+2, dogfight crew bonus). */
  armorPlus: number;
  cause: string;
}

/** The armor a save must reach: crippled +2 (SE-FTR-4) plus the rule's own. */
export function saveArmor(f: FlightState, armorPlus: number): number {
  return typeOf(f).armor + (flightCrippled(f) ? 2 : 0) + armorPlus;
}

/**
 * SE-FTR-11: D10 + carrier skill + modifier ≥ armor survives. A failed roll spends shield power
 * when that would save it, then the once-a-turn fuel re-roll. True when the hit is saved.
 */
export function rollSave(s: SeState, f: FlightState, t: SaveTerms, ctx: StepContext): boolean {
  const armor = saveArmor(f, t.armorPlus);
  const roll = (): number =>
    ctx.dice.roll({
      purpose: `save: flight ${f.id} (${t.cause}), armor ${armor}`,
      sides: 10,
      count: 1,
      seat: f.side,
    })[0];
  const total = (r: number) => r + flightSkill(f) + t.modifier;
  let r = roll();
  if (total(r) >= armor) return true;
  const shield = typeOf(f).shield;
  if (shield && f.shieldPower > 0 && total(r) >= armor - shield.armor_bonus) {
    f.shieldPower -= 1;
    return true;
  }
  if (f.fuel > 0 && f.rerollTurn !== s.turn) {
    f.fuel -= 1;
    f.rerollTurn = s.turn;
    r = roll();
    return total(r) >= armor;
  }
  return false;
}

/** A hit that allows a save: the flight loses a hit when the save fails. */
export function hitFlight(s: SeState, f: FlightState, t: SaveTerms, ctx: StepContext): void {
  if (f.status !== 'active') return;
  if (!rollSave(s, f, t, ctx)) loseHit(s, f, ctx, t.cause);
}
