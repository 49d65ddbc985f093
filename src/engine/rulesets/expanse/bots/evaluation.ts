/**
 * The Expanse for the search bot: a battle cut short is judged by each side's ships still in the
 * fight (EX-VIC-1), each worth less for the hull and system losses it has taken. `features` is
 * what a fit to outcomes may weigh instead (bench/evaluation-fit.ts); fitted, it played level
 * with this evaluation, so it is not the one registered
 * (docs/decisions/0068-expanse-evaluation-fitted-to-outcomes.md).
 */
import {
  leadOverBestOther,
  oddsOfLead,
  shareOfTurnsPlayed,
  type Evaluation,
} from '../../../bots/evaluation.js';
import type { ExpanseState } from '../battle.js';
import { BAND, WEAPON_TYPES, type BandId } from '../data/tables.js';
import { usable } from '../rules/attacks.js';
import { defeatedShip } from '../rules/round.js';
import type { Ship, WeaponSystem } from '../state.js';

/** What a loss box costs a ship's worth: a hull loss twice a system's. */
const HULL_LOSS = 0.2;
const SYSTEM_LOSS = 0.1;

const defeated = (state: ExpanseState, ship: Ship) =>
  defeatedShip(ship, false, state.outOfControl.includes(ship.id));

/** A ship still in the fight, worth 1 less its hull and system losses (at least 0.2). */
function worth(ship: Ship): number {
  const l = ship.losses;
  const systems = l.manoeuvrability + l.sensors + l.weapons;
  return Math.max(0.2, 1 - HULL_LOSS * l.hull - SYSTEM_LOSS * systems);
}

/** A side's ships still in the fight, each at its `worth`. */
function strength(state: ExpanseState, side: string): number {
  let sum = 0;
  for (const ship of state.ships)
    if (ship.side === side && !defeated(state, ship)) sum += worth(ship);
  return sum;
}

export const evaluate: Evaluation<ExpanseState> = (state, seat) => {
  const mine = state.sides[seat]?.id;
  const others = state.sides.filter((s) => s.id !== mine).map((s) => strength(state, s.id));
  const lead = strength(state, mine) - Math.max(0, ...others);
  return oddsOfLead(lead, 0.5);
};

/** The names of `features`' entries, in order. */
export const FEATURE_NAMES = [
  'strength',
  'hull',
  'systems',
  'crew',
  'conditions',
  'strength-late',
  'fortune',
  'reach',
  'torpedoes',
  'inbound',
  'runner',
] as const;

/** A weapon's mean damage (dice of six), 0 for a grappler. */
function meanDamage(expr: string | null): number {
  const m = /^(\d+)d6$/.exec(expr ?? '');
  return m ? Number(m[1]) * 3.5 : 0;
}

/**
 * How much a weapon can do to `band`'s enemy now: its mean damage where its type reaches the
 * band, scaled by how hard it is to evade there (a railgun at X-close against one at Medium), 0
 * where it is down or out of torpedoes.
 */
function reachAt(ship: Ship, w: WeaponSystem, band: BandId, round: number): number {
  const type = WEAPON_TYPES[w.type];
  if (!type || BAND[band] < BAND[type.min_band] || BAND[band] > BAND[type.max_band]) return 0;
  if (!usable(ship, w, round) || (w.magazine !== null && w.magazine <= 0)) return 0;
  const evasion = type.evasion_base?.[band];
  return meanDamage(w.damage) * (typeof evasion === 'number' ? evasion / 12 : 1);
}

/**
 * What a fitted evaluation may weigh, each `seat`'s side less the best other side's (harm counted
 * as its negative), per ship of the battle: the hand evaluation's strength (ships in the fight,
 * worth less for their losses); hull losses and breach short of defeat, as a share of the hull's
 * mean total; system losses and offline systems (reactor included); crew taken out; crew
 * conditions; the strength lead again times the share of the rounds played; Fortune left (a share
 * of all sides'); the damage its usable weapons can reach an enemy with at the band they are at
 * (range and who has the advantage there); torpedoes left (a share of all sides'); torpedoes in
 * flight at the other side less at this one; and, under EX-SCN-1's objective, how far the Runner
 * has got (the band index over 4, the Runner's plus, the Hunter's minus: EX-VIC-2).
 */
export function features(state: ExpanseState, seat: number): number[] {
  const mine = state.sides[seat]?.id;
  const sides = state.sides.map((s) => s.id);
  const ships = state.ships;
  const n = Math.max(1, ships.length);
  const standing = ships.filter((s) => !defeated(state, s));
  const per = (f: (side: string) => number) => leadOverBestOther(sides, mine, f);
  const sum = (side: string, f: (ship: Ship) => number) =>
    standing.reduce((t, s) => (s.side === side ? t + f(s) : t), 0);
  const harm = (f: (ship: Ship) => number) => per((side) => -sum(side, f)) / n;
  const share = (f: (side: string) => number) => {
    const all = sides.reduce((t, side) => t + f(side), 0);
    return all > 0 ? per(f) / all : 0;
  };
  const bandTo = (a: string, b: string): BandId =>
    state.pairs.find((p) => p.ships.includes(a) && p.ships.includes(b))?.band ?? 'BEYOND';
  const reach = (ship: Ship) => {
    let best = 0;
    for (const e of standing) {
      if (e.side === ship.side) continue;
      const band = bandTo(ship.id, e.id);
      const r = ship.weapons.reduce((t, w) => t + reachAt(ship, w, band, state.round), 0);
      best = Math.max(best, r);
    }
    return best / 30;
  };
  const sideOf = new Map(ships.map((s) => [s.id, s.side] as const));
  const inbound = (side: string) =>
    state.torpedoes.filter((t) => t.status === 'in_flight' && sideOf.get(t.target) !== side).length;
  const strengthLead = per((side) => strength(state, side)) / n;
  const runner =
    state.objective === 'intercept' && state.pairs[0]
      ? (BAND[state.pairs[0].band] / 4) * (mine === sides[1] ? 1 : -1)
      : 0;
  return [
    strengthLead,
    harm(
      (s) => (s.losses.hull + s.hullBreach) / Math.max(1, s.hull.diceCount * 3.5 + s.hull.plating),
    ),
    harm((s) => {
      const l = s.losses;
      const offline = Object.values(s.offline).filter(Boolean).length + (s.reactor.offline ? 1 : 0);
      return (l.manoeuvrability + l.sensors + l.weapons + 3 * offline) / 21;
    }),
    harm((s) => s.crew.filter((c) => c.status !== 'active').length / Math.max(1, s.crew.length)),
    harm(
      (s) => s.crew.reduce((t, c) => t + c.conditions.length, 0) / Math.max(1, 4 * s.crew.length),
    ),
    strengthLead * shareOfTurnsPlayed(state.round, state.roundLimit),
    share((side) => sum(side, (s) => s.crew.reduce((t, c) => t + c.fortune, 0))),
    per((side) => sum(side, reach)) / n,
    share((side) =>
      sum(side, (s) =>
        s.weapons.reduce((t, w) => t + (w.type === 'torpedo' ? (w.magazine ?? 0) : 0), 0),
      ),
    ),
    per(inbound) / n,
    runner,
  ];
}
