/**
 * Too Close (EX-STUNT-TOO-CLOSE): with two or more enemies in the fight, the buyer tucks in at
 * X-close beside a ship or station at least one size larger, so that shots at it risk the larger
 * one. Bought in W1 or O2, tested in S2_RESOLVE after the contests: an opposed test, TN 15 less
 * one per size of difference past the first, at −2, against the cover's pilot (a station rolls
 * 3d6 + 0). Success: +2 evasion this round against every attacker but the cover, and an attack
 * it evades with a Drama Die of 5 or 6 hits the cover ship instead. Both below the TN: they
 * collide (the cover 2d6, the buyer 4d6, as step-6 hits).
 */
import type { StepContext } from '../../../core/contract.js';
import {
  bandBetween,
  enemiesOf,
  isActive,
  shipById,
  type Attack,
  type ExpanseState,
} from '../battle.js';
import { listOf, ownEffects, ownTorpedo } from '../copy-on-write.js';
import { tn } from '../data/tables.js';
import { roleScore } from '../rules/crew.js';
import { manoeuvreBonus } from '../rules/manoeuvres.js';
import type { Ship } from '../state.js';
import { collide } from './dauntless.js';
import { opposedTnTotals, type Tester } from './opposed.js';

export const TOO_CLOSE = 'EX-STUNT-TOO-CLOSE';
export const STATION = 'station';

/** The station's size, when the battlefield has one (a station without a size is no cover). */
function stationSize(s: ExpanseState): number {
  return Math.max(
    0,
    ...(s.terrain ?? []).filter((t) => t.type === STATION).map((t) => t.size ?? 0),
  );
}

/** The size of a named cover, or 0 if it is not one. */
function coverSize(s: ExpanseState, cover: string): number {
  if (cover === STATION) return stationSize(s);
  const c = s.ships.find((x) => x.id === cover);
  return c && isActive(c) ? c.size : 0;
}

/**
 * What the ship may hide beside: an active ship at X-close, or the battlefield's station (taken
 * to be at X-close of every ship, EX-D-29), at least one size larger.
 */
export function covers(s: ExpanseState, ship: Ship): string[] {
  const ships = listOf(
    s.ships.filter(
      (x) =>
        x.id !== ship.id &&
        isActive(x) &&
        x.size > ship.size &&
        bandBetween(s, ship.id, x.id) === 'XC',
    ),
    (x) => x.id,
  );
  return stationSize(s) > ship.size ? [...ships, STATION] : ships;
}

/** Requires two or more enemies in the fight and the cover still beside the ship. */
export function canTuckIn(s: ExpanseState, ship: Ship, cover: string): boolean {
  return enemiesOf(s, ship).length >= 2 && covers(s, ship).includes(cover);
}

function pilot(s: ExpanseState, x: Ship, mod: number): Tester {
  return { ship: x, bonus: manoeuvreBonus(x, s.round, 0) + mod, score: roleScore(x, 'pilot') };
}

/** S2_RESOLVE, after the contests and band changes. */
export function resolveTooClose(s: ExpanseState, ctx: StepContext): void {
  for (const ship of s.ships.filter(isActive)) {
    const cover = s.fx[ship.id].tooCloseBid;
    if (cover === undefined) continue;
    if (!canTuckIn(s, ship, cover)) {
      ctx.emit({ type: 'stunt.fizzled', data: { ship: ship.id, stunt: TOO_CLOSE, cover } });
      continue;
    }
    const target = tn('too_close') - (coverSize(s, cover) - ship.size - 1);
    const other: Tester =
      cover === STATION
        ? { ship: { id: STATION, name: 'The station' }, bonus: 0, score: 0 }
        : pilot(s, shipById(s, cover), 0);
    const r = opposedTnTotals('too close', pilot(s, ship, -2), other, target, ctx);
    if (r.won) {
      ownEffects(s, ship.id).tooClose = cover;
      continue;
    }
    if (r.totals[0] >= target || r.totals[1] >= target) continue;
    // A station takes nothing from the scrape; the buyer takes the smaller ship's 4d6.
    if (cover === STATION) collideWithStation(s, ship, ctx);
    else collide(s, ship, shipById(s, cover), ctx);
  }
}

function collideWithStation(s: ExpanseState, ship: Ship, ctx: StepContext): void {
  s.attacks.push({
    id: `r${s.round}.collision.${STATION}.${ship.id}`,
    attacker: ship.id,
    weapon: 'collision',
    target: ship.id,
    kind: 'collision',
    type: 'collision',
    band: 'XC',
    damage: '4d6',
    result: 'hit',
    stunts: [],
  });
  ctx.emit({ type: 'ships.collided', data: { ships: [ship.id, STATION] } });
}

/** The cover a ship (or the leader it follows) hides beside this round, if any. */
export function coverOf(s: ExpanseState, ship: string): string | undefined {
  const own = s.fx[ship].tooClose;
  if (own !== undefined) return own;
  const leader = s.pairs.find((p) => p.follow?.follower === ship)?.follow?.leader;
  return leader === undefined ? undefined : s.fx[leader]?.tooClose;
}

/**
 * An attack the ship evaded with a Drama Die of 5 or 6 while beside a cover ship (its own Too
 * Close) hits the cover instead, with no evasion.
 */
export function deflect(s: ExpanseState, a: Attack, drama: number, ctx: StepContext): void {
  const cover = s.fx[a.target].tooClose;
  if (cover === undefined || cover === STATION || cover === a.attacker || drama < 5) return;
  if (!isActive(shipById(s, cover))) return;
  const from = a.target;
  a.target = cover;
  a.result = 'hit';
  const shared = a.torpedo ? s.torpedoes.find((t) => t.id === a.torpedo) : undefined;
  if (shared) {
    const torpedo = ownTorpedo(s, shared);
    torpedo.target = cover;
    torpedo.status = 'hit';
  }
  ctx.emit({ type: 'attack.deflected', data: { attack: a.id, from, to: cover } });
}
