/**
 * Anti-fighter fire (SE-FTR-10, SE-FTR-12, SE-FTR-13, SE-Q-80): in a ship's combat activation,
 * ready direct-fire systems and close-defense dice shoot at flights, shot by shot, each hit's save
 * at once. Close-defense dice so used are gone for interception for the rest of the turn.
 */
import type { StepContext } from '../../../../../core/contract.js';
import { distance } from '../../../../../geometry/index.js';
import { problem, type Problem } from '../../../../../core/problems.js';
import { weaponClassification, type WeaponFile } from '../../../data/data.js';
import type { SeState, ShipState } from '../../../state.js';
import { inArc, position } from '../../bearings.js';
import { design } from '../../ships.js';
import { ratings } from '../../interception.js';
import {
  canUseWeapons,
  firingCost,
  isBallistic,
  isReady,
  markFired,
  payEnergy,
  systemFile,
  systemState,
  weaponOfSystem,
  weaponsLeft,
} from '../../systems.js';
import { silentRunning } from '../command-mods.js';
import { spendAmmo } from '../weapon-rules.js';
import { dogfights } from './dogfights.js';
import type { AffEntry, FlightState } from './flight-state.js';
import { affDefenseRating, flightById, hitFlight } from './flights.js';

export type { AffEntry } from './flight-state.js';

export const AffCodes = {
  target: 'E_AFF_TARGET',
  level: 'E_LEVEL_DISABLED',
  cannotFire: 'E_CANNOT_FIRE',
  duplicate: 'E_DUPLICATE_SYSTEM_USE',
  dice: 'E_INTERCEPT_DICE_EXCEEDED',
  unknownSystem: 'E_UNKNOWN_SYSTEM',
  notReady: 'E_SYSTEM_NOT_READY',
  unknownShip: 'E_UNKNOWN_SHIP',
} as const;

/** SE-FTR-10: close-defense dice reach 5 inches in any arc (provisional). */
export const CLOSE_DEFENSE_AFF_RANGE = 5;

/** SE-FTR-10: to-hit and save modifiers by the firing weapon's class. */
export function affModifiers(w: WeaponFile | null): { toHit: number; save: number } {
  if (!w) return { toHit: 0, save: 0 };
  const kind = weaponClassification(w);
  if (kind === 'minor') return { toHit: 1, save: -1 };
  if (kind === 'secondary') return { toHit: 2, save: -2 };
  return { toHit: 0, save: 0 };
}

/** SE-FTR-12: an Aegis ship's ballistic weapons of class ≤ 2 may fire at flights. */
function aegisOffenceAllowed(ship: ShipState, w: WeaponFile): boolean {
  return design(ship).interceptors.aegis_range > 0 && w.class <= 2;
}

/** Close-defense dice a ship has left for AFF this turn. */
function closeLeft(s: SeState, ship: ShipState): number {
  return ratings(ship).close - (s.fighters?.closeForAff[ship.id] ?? 0);
}

/** Every problem with a unit's anti-fighter fire; `busy` are the systems firing at ships. */
export function affProblems(
  s: SeState,
  ships: readonly ShipState[],
  aff: readonly AffEntry[],
  busy: ReadonlySet<string>,
): Problem[] {
  if (aff.length === 0) return [];
  if (!s.options.level2)
    return [problem(AffCodes.level, 'anti-fighter fire is a Level 2 rule', '/aff')];
  const out: Problem[] = [];
  const seen = new Set<string>();
  aff.forEach((e, i) => {
    const at = `/aff/${i}`;
    const ship = ships.find((x) => x.id === e.ship);
    if (!ship) {
      out.push(problem(AffCodes.unknownShip, `${e.ship} is not a ship of this unit`, `${at}/ship`));
      return;
    }
    if (silentRunning(ship) || !canUseWeapons(ship)) {
      out.push(
        problem(AffCodes.cannotFire, `${ship.id} cannot fire (SE-CMD-SILENT)`, `${at}/ship`),
      );
      return;
    }
    const key = `${ship.id}/${e.source}`;
    if (seen.has(key) || busy.has(key)) {
      out.push(problem(AffCodes.duplicate, `${key} is used twice`, `${at}/source`));
      return;
    }
    seen.add(key);
    const shots = e.allocations.reduce((n, a) => n + a.shots, 0);
    let w: WeaponFile | null = null;
    let reach = CLOSE_DEFENSE_AFF_RANGE;
    if (e.source === 'close_defense') {
      if (shots > closeLeft(s, ship))
        out.push(
          problem(
            AffCodes.dice,
            `${ship.id} has ${closeLeft(s, ship)} close-defense dice`,
            `${at}/allocations`,
          ),
        );
    } else {
      const file = systemFile(ship, e.source);
      if (!file) {
        out.push(
          problem(AffCodes.unknownSystem, `${ship.id} has no system ${e.source}`, `${at}/source`),
        );
        return;
      }
      w = weaponOfSystem(ship, e.source);
      if (isBallistic(w) && !aegisOffenceAllowed(ship, w)) {
        out.push(
          problem(
            AffCodes.target,
            `${w.name} may fire at flights only from an Aegis ship, class ≤ 2 (SE-FTR-12)`,
            `${at}/source`,
          ),
        );
        return;
      }
      if (isBallistic(w) && s.fighters?.aegisDefence.includes(ship.id)) {
        out.push(
          problem(
            AffCodes.target,
            `${ship.id} used Aegis defence earlier this turn (SE-FTR-12)`,
            `${at}/source`,
          ),
        );
        return;
      }
      if (systemState(ship, e.source)?.firedTurn === s.turn || !isReady(ship, e.source)) {
        out.push(problem(AffCodes.notReady, `${e.source} is not ready`, `${at}/source`));
        return;
      }
      if (shots > weaponsLeft(ship, e.source))
        out.push(
          problem(
            AffCodes.dice,
            `${e.source} has ${weaponsLeft(ship, e.source)} weapons`,
            `${at}/allocations`,
          ),
        );
      reach = w.max_range;
    }
    e.allocations.forEach((a, k) => {
      const f = flightById(s, a.flight);
      const ok =
        f !== undefined &&
        f.status === 'active' &&
        f.side !== ship.side &&
        distance(position(ship), position(f)) <= reach + 1e-6 &&
        (e.source === 'close_defense' || inArc(ship, systemFile(ship, e.source)!.arc, position(f)));
      if (!ok)
        out.push(
          problem(
            AffCodes.target,
            `${a.flight} is not an enemy flight in arc and range`,
            `${at}/allocations/${k}`,
          ),
        );
    });
  });
  return out;
}

/** Energy the unit's AFF costs, per ship. */
export function affCost(ship: ShipState, aff: readonly AffEntry[]): number {
  return aff
    .filter((e) => e.ship === ship.id && e.source !== 'close_defense')
    .reduce((n, e) => n + firingCost(ship, e.source), 0);
}

/** At declaration: systems pay and count as fired; dice leave the interception pools. */
export function declareAff(s: SeState, aff: readonly AffEntry[]): void {
  for (const e of aff) {
    const ship = s.ships.find((x) => x.id === e.ship)!;
    const shots = e.allocations.reduce((n, a) => n + a.shots, 0);
    if (e.source === 'close_defense') {
      const used = s.fighters!.closeForAff;
      used[ship.id] = (used[ship.id] ?? 0) + shots;
      continue;
    }
    const w = weaponOfSystem(ship, e.source);
    payEnergy(ship, firingCost(ship, e.source));
    markFired(ship, e.source, s.turn);
    spendAmmo(s, ship, w);
    if (isBallistic(w)) s.fighters!.aegisOffense.push(ship.id);
  }
}

/**
 * SE-FTR-10, SE-FTR-13, SE-Q-80: each shot in order: D10 ≤ DR + class modifier hits (DR 3 into a
 * dogfight, the hit going to a flight of either side drawn from the dice), then the save at once.
 */
export function resolveAff(s: SeState, aff: readonly AffEntry[], ctx: StepContext): void {
  for (const e of aff) {
    const ship = s.ships.find((x) => x.id === e.ship);
    if (!ship) continue;
    const w = e.source === 'close_defense' ? null : weaponOfSystem(ship, e.source);
    const mods = affModifiers(w);
    for (const a of e.allocations)
      for (let k = 0; k < a.shots; k++) {
        const f = flightById(s, a.flight);
        if (!f || f.status !== 'active') break;
        const fight = dogfights(s).find((d) => d.some((x) => x.id === f.id));
        const dr = fight ? 3 : affDefenseRating(f);
        const [roll] = ctx.dice.roll({
          purpose: `anti-fighter: ${ship.id} ${e.source} at flight ${f.id}`,
          sides: 10,
          count: 1,
          seat: ship.side,
        });
        const hit = roll <= dr + mods.toHit;
        ctx.emit({
          type: 'aff.rolled',
          data: { ship: ship.id, source: e.source, flight: f.id, roll, hit },
        });
        if (!hit) continue;
        let struck: FlightState = f;
        if (fight) {
          const [pick] = ctx.dice.roll({
            purpose: 'fire into a dogfight: which flight (SE-FTR-13)',
            sides: fight.length,
            count: 1,
          });
          struck = fight[pick - 1];
        }
        hitFlight(
          s,
          struck,
          { modifier: mods.save, armorPlus: 0, cause: `anti-fighter fire from ${ship.id}` },
          ctx,
        );
      }
  }
}

/** SE-FTR-10, SE-INT-5: interception pools for a new attacking unit, less the dice given to AFF. */
export function freshPools(s: SeState): Record<string, { close: number; assist: number }> {
  const out: Record<string, { close: number; assist: number }> = {};
  for (const [id, n] of Object.entries(s.fighters?.closeForAff ?? {}))
    out[id] = { close: n, assist: 0 };
  return out;
}
