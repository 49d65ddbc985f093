/** Step 2, Manoeuvres (EX-MAN): intents, range contests per pair and the size bonus. */
import { BAND, BANDS, type BandId } from '../data/tables.js';
import type { Ship } from '../state.js';
import { roleScore } from './crew.js';
import { activeSystemDamage, crewShortfallPenalty, sizeBonus } from './ships.js';
import { opposedWinner, type OpposedSide } from './test.js';

export type RangeAction = 'hold' | 'close' | 'open';
export interface Intent {
  action: RangeAction;
  bands?: 1 | 2;
}

/** EX-MAN-2: `desired = clamp(band ∓ n, XC, BEYOND)`. */
export function desiredBand(band: BandId, intent: Intent): BandId {
  const n = intent.action === 'hold' ? 0 : (intent.bands ?? 1);
  const sign = intent.action === 'close' ? -1 : 1;
  const i = Math.min(BAND.BEYOND, Math.max(BAND.XC, BAND[band] + sign * n));
  return BANDS[i];
}

/** EX-MAN-2, EX-HIGHG-2: a move of 2 bands needs g ≥ 1; else `RANGE_SHIFT_INVALID`. */
export function intentProblem(intent: Intent, g: number): string | null {
  if (intent.action === 'hold') return intent.bands === undefined ? null : 'RANGE_SHIFT_INVALID';
  const n = intent.bands ?? 1;
  if (n !== 1 && n !== 2) return 'RANGE_SHIFT_INVALID';
  return n === 2 && g < 1 ? 'RANGE_SHIFT_INVALID' : null;
}

/** EX-MAN-3: who cannot manoeuvre holds, makes no test, and cannot resist a move. */
export function canManoeuvre(
  ship: Ship,
  flags: { outOfControl?: boolean; flinched?: boolean; grappled?: boolean } = {},
): boolean {
  return !ship.offline.manoeuvrability && !flags.outOfControl && !flags.flinched && !flags.grappled;
}

/**
 * EX-MAN-5: DEX + Piloting + cond − manoeuvrability losses − System Damage + g + Guidance −
 * shortfall. The per-contest size bonus is added by `contestTotal`.
 */
export function manoeuvreBonus(ship: Ship, round: number, g: number, guidance = 0): number {
  return (
    roleScore(ship, 'pilot') -
    ship.losses.manoeuvrability -
    activeSystemDamage(ship, 'manoeuvrability', round) +
    g +
    guidance -
    crewShortfallPenalty(ship)
  );
}

export interface Contestant {
  ship: Ship;
  intent: Intent;
  /** Three dice + manoeuvreBonus, rolled once per step (EX-MAN-7). */
  total: number;
  drama: number;
  score: number;
  /** False when EX-MAN-3 holds: no test, and a move against it succeeds. */
  mobile: boolean;
  /** −2 for a Blockade `hinder` against the other ship (EX-STUNT-BLOCKADE). */
  hindered?: boolean;
}

function side(c: Contestant, other: Contestant): OpposedSide {
  return {
    total: c.total + sizeBonus(c.ship, other.ship) - (c.hindered ? 2 : 0),
    drama: c.drama,
    score: c.score,
  };
}

export interface PairOutcome {
  band: BandId;
  /** The contest winner (its pilot may gain SP, EX-CORE-9), or null if none was held. */
  winner: Contestant | null;
  contested: boolean;
}

/**
 * EX-MAN-4: both hold → no change; same direction → the larger move, no test; otherwise an
 * opposed manoeuvre test whose winner's desired band applies; a full tie keeps the band.
 */
export function resolvePair(band: BandId, a: Contestant, b: Contestant): PairOutcome {
  const ia: Intent = a.mobile ? a.intent : { action: 'hold' };
  const ib: Intent = b.mobile ? b.intent : { action: 'hold' };
  const da = desiredBand(band, ia);
  const db = desiredBand(band, ib);
  if (ia.action === 'hold' && ib.action === 'hold') return { band, winner: null, contested: false };
  if (ia.action === ib.action) {
    const pick = Math.abs(BAND[da] - BAND[band]) >= Math.abs(BAND[db] - BAND[band]) ? da : db;
    return { band: pick, winner: null, contested: false };
  }
  // A ship that cannot manoeuvre makes no test: the mover's band applies (EX-MAN-3).
  if (!a.mobile) return { band: db, winner: null, contested: false };
  if (!b.mobile) return { band: da, winner: null, contested: false };
  const w = opposedWinner(side(a, b), side(b, a));
  if (w === null) return { band, winner: null, contested: true };
  return w === 'a'
    ? { band: da, winner: a, contested: true }
    : { band: db, winner: b, contested: true };
}

/** EX-MAN-8: same-side pairs: a move applies unless the other moves the opposite way. */
export function resolveFriendlyPair(band: BandId, a: Intent, b: Intent): BandId {
  if (a.action !== 'hold' && b.action !== 'hold' && a.action !== b.action) return band;
  const da = desiredBand(band, a);
  const db = desiredBand(band, b);
  return Math.abs(BAND[da] - BAND[band]) >= Math.abs(BAND[db] - BAND[band]) ? da : db;
}
