/**
 * The fighter combat step (SE-FTR-14..16): after every unit's activation, dogfights, then flights
 * outside them attack ships or flights. Rolls come first and every loss of a flight is applied
 * after all rolls of the step, so the step is simultaneous.
 */
import type { StepContext } from '../../../../../core/contract.js';
import { distance } from '../../../../../geometry/index.js';
import { problem, type Problem } from '../../../../../core/problems.js';
import { weaponDesign } from '../../../data/data.js';
import type { SeState, ShipState } from '../../../state.js';
import { position, sectionHit } from '../../bearings.js';
import { defenseRating, facingOf, factorHits, targetNumber } from '../../to-hit.js';
import { environmentalWeapon, profileAttack } from '../environment.js';
import type { FighterCombatOrder, FlightState } from './flight-state.js';
import {
  activeFlights,
  flightById,
  flightCrippled,
  flightDogfightBonus,
  flightSkill,
  loseHit,
  rollSave,
  typeOf,
} from './flights.js';
import { divideHits, dogfightAttacks, dogfightHits, dogfights } from './dogfights.js';
import { dogfightAllocationProblems, namedDogfights, wishedHits } from './dogfight-allocations.js';

export const FighterCombatCodes = {
  unknown: 'E_UNKNOWN_FLIGHT',
  owner: 'E_NOT_OWNER',
  target: 'E_UNKNOWN_TARGET',
  friendly: 'E_FRIENDLY_TARGET',
  range: 'E_FIGHTER_RANGE',
  busy: 'E_FIGHTER_IN_DOGFIGHT',
  standAside: 'E_STAND_ASIDE',
} as const;

type Target = { ship: ShipState } | { flight: FlightState };

function targetOf(s: SeState, id: string): Target | null {
  const ship = s.ships.find((x) => x.id === id && x.status === 'active');
  if (ship) return { ship };
  const flight = flightById(s, id);
  return flight && flight.status === 'active' ? { flight } : null;
}

/** Every problem with one side's fighter combat order (SE-FTR-15, SE-FTR-16). */
export function fighterCombatProblems(s: SeState, side: 0 | 1, o: FighterCombatOrder): Problem[] {
  const out: Problem[] = [];
  const fights = dogfights(s);
  const fighting = new Set(fights.flat().map((f) => f.id));
  const aside = o.stand_aside ?? [];
  aside.forEach((id, i) => {
    const f = flightById(s, id);
    if (!f || f.side !== side || !fighting.has(id))
      out.push(
        problem(
          FighterCombatCodes.standAside,
          `${id} is not your flight in a dogfight`,
          `/stand_aside/${i}`,
        ),
      );
  });
  for (const d of fights) {
    const mine = d.filter((f) => f.side === side);
    const theirs = d.length - mine.length;
    const out_ = mine.filter((f) => aside.includes(f.id)).length;
    if (out_ > 0 && mine.length - out_ < theirs)
      out.push(
        problem(
          FighterCombatCodes.standAside,
          'only flights beyond the enemy\u2019s number may stand aside (SE-FTR-15)',
          '/stand_aside',
        ),
      );
  }
  out.push(...dogfightAllocationProblems(s, side, o.dogfight_allocations ?? []));
  const seen = new Set<string>();
  o.attacks.forEach((a, i) => {
    const at = `/attacks/${i}`;
    const f = flightById(s, a.flight);
    if (!f || f.status !== 'active') {
      out.push(
        problem(FighterCombatCodes.unknown, `no flight ${a.flight} on the table`, `${at}/flight`),
      );
      return;
    }
    if (f.side !== side) {
      out.push(
        problem(FighterCombatCodes.owner, `${f.id} belongs to the other side`, `${at}/flight`),
      );
      return;
    }
    if (seen.has(f.id) || fighting.has(f.id)) {
      out.push(
        problem(
          FighterCombatCodes.busy,
          `${f.id} is in a dogfight or already attacks`,
          `${at}/flight`,
        ),
      );
      return;
    }
    seen.add(f.id);
    const t = targetOf(s, a.target);
    if (!t || ('flight' in t && fighting.has(t.flight.id))) {
      out.push(
        problem(
          FighterCombatCodes.target,
          `no target ${a.target} outside a dogfight`,
          `${at}/target`,
        ),
      );
      return;
    }
    const other = 'ship' in t ? t.ship : t.flight;
    if (other.side === side) {
      out.push(problem(FighterCombatCodes.friendly, `${a.target} is friendly`, `${at}/target`));
      return;
    }
    if (distance(position(f), position(other)) > typeOf(f).range + 1e-6)
      out.push(
        problem(
          FighterCombatCodes.range,
          `${a.target} is beyond ${f.id}'s ${typeOf(f).range}" range (SE-FTR-16)`,
          `${at}/target`,
        ),
      );
  });
  return out;
}

/** SE-FTR-16: carrier skill + ship DR + facing; no range, screen or EW modifiers (SE-Q-45). */
export function fighterTargetNumber(f: FlightState, ship: ShipState): number {
  return targetNumber({
    skill: flightSkill(f),
    defenseRating: defenseRating(ship),
    facing: facingOf(sectionHit(ship, position(f))),
    range: 0,
    escorts: 0,
    squadronScreens: 0,
    crippled: 0,
    outOfCommand: 0,
    traits: 0,
    saturation: 0,
  });
}

/**
 * SE-FTR-16: one roll for the flight's weapon (its dice with the design's damage bonus per die,
 * −2 per die crippled), one per manned turret (1 die) and per automatic turret (1 die −2).
 */
function attackShip(s: SeState, f: FlightState, ship: ShipState, ctx: StepContext): void {
  const type = typeOf(f);
  const tn = fighterTargetNumber(f, ship);
  const crippled = flightCrippled(f) ? -2 : 0;
  const bonus = weaponDesign(type.weapon_design).damage_bonus;
  const shots = [
    { dice: type.damage.dice, mod: bonus + crippled, label: 'weapon' },
    ...Array.from({ length: type.turrets.manned }, () => ({
      dice: 1,
      mod: bonus + crippled,
      label: 'manned turret',
    })),
    ...Array.from({ length: type.turrets.automatic }, () => ({
      dice: 1,
      mod: bonus + crippled - 2,
      label: 'automatic turret',
    })),
  ];
  const section = sectionHit(ship, position(f));
  for (const shot of shots) {
    if (ship.status !== 'active') return;
    const [roll] = ctx.dice.roll({
      purpose: `to-hit: flight ${f.id} ${shot.label} at ${ship.id}, TN ${tn}`,
      sides: 10,
      count: 1,
      seat: f.side,
    });
    const hits = factorHits(roll, tn, 1);
    ctx.emit({
      type: 'attack.rolled',
      data: { flight: f.id, target: ship.id, tn, rolls: [roll], hits, section },
    });
    const weapon = environmentalWeapon(shot.dice, type.damage.die);
    for (let k = 0; k < hits; k++)
      profileAttack(
        s,
        ship,
        { weapon, dieModifier: shot.mod, section, cause: `flight ${f.id}` },
        ctx,
      );
  }
}

/** SE-FTR-14: the whole step, both sides' orders in (indexed by side; null: no order). */
export function resolveFighterCombat(
  s: SeState,
  orders: readonly (FighterCombatOrder | null)[],
  ctx: StepContext,
): void {
  const given = orders.filter((o): o is FighterCombatOrder => o !== null);
  const aside = new Set(given.flatMap((o) => o.stand_aside ?? []));
  // Hits each flight must save against, with the armor its rule adds.
  const pending: { flight: FlightState; armorPlus: number; cause: string }[] = [];
  for (const d of namedDogfights(s)) {
    const fighting = d.flights.filter((f) => !aside.has(f.id));
    for (const side of [0, 1] as const) {
      const mine = fighting.filter((f) => f.side === side);
      const enemies = fighting.filter((f) => f.side !== side);
      if (mine.length === 0 || enemies.length === 0) continue;
      let hits = 0;
      mine.forEach((f, i) => {
        const enemy = enemies[i % enemies.length];
        for (const a of dogfightAttacks(f, enemies)) {
          const [roll] = ctx.dice.roll({
            purpose: `dogfight: flight ${f.id} at ${enemy.id}`,
            sides: 10,
            count: 1,
            seat: side,
          });
          if (dogfightHits(roll, a, enemy)) hits += 1;
        }
      });
      ctx.emit({ type: 'dogfight.rolled', data: { side, flights: mine.map((f) => f.id), hits } });
      for (const [id, n] of divideHits(hits, enemies, wishedHits(orders[side], d.id))) {
        const enemy = enemies.find((e) => e.id === id)!;
        for (let k = 0; k < n; k++)
          pending.push({ flight: enemy, armorPlus: flightDogfightBonus(enemy), cause: 'dogfight' });
      }
    }
  }
  for (const o of given)
    for (const a of o.attacks) {
      const f = flightById(s, a.flight);
      if (!f || f.status !== 'active') continue;
      const ship = s.ships.find((x) => x.id === a.target && x.status === 'active');
      if (ship) {
        attackShip(s, f, ship, ctx);
        continue;
      }
      const target = flightById(s, a.target);
      if (!target || target.status !== 'active') continue;
      const [roll] = ctx.dice.roll({
        purpose: `to-hit: flight ${f.id} at flight ${target.id}`,
        sides: 10,
        count: 1,
        seat: f.side,
      });
      if (roll <= typeOf(target).defense_rating)
        pending.push({ flight: target, armorPlus: 0, cause: `flight ${f.id}` });
    }
  // Saves on the state before the step; losses after every roll (simultaneous).
  const failed = pending.filter(
    (p) => !rollSave(s, p.flight, { modifier: 0, armorPlus: p.armorPlus, cause: p.cause }, ctx),
  );
  for (const p of failed) loseHit(s, p.flight, ctx, p.cause);
}

/** The default order (SE-SCN-1.6): no attacks, nobody stands aside. */
export function noFighterCombat(): FighterCombatOrder {
  return { attacks: [] };
}

/** Whether a side has anything to decide in the fighter step. */
export function fighterStepNeeded(s: SeState): boolean {
  return activeFlights(s).length > 0;
}
