/**
 * The to-hit roll (SY-HIT-5) and the Linked re-roll (SY-FEAT-4). Pure selection logic is kept
 * apart from the dice so that the exact odds (odds.ts) enumerate the very same rules.
 */
import type { Seat } from '../../../core/contract.js';
import type { Dice } from '../../../core/dice.js';
import { poolNotation, type Keep, type ToHitPool } from './range.js';

/** The index of the kept die: the first highest or the first lowest in draw order. */
export function keptIndex(faces: readonly number[], keep: Keep): number {
  let best = 0;
  for (let i = 1; i < faces.length; i++) {
    if (keep === 'HIGHEST' ? faces[i] > faces[best] : faces[i] < faces[best]) best = i;
  }
  return best;
}

/** The die Linked re-rolls: the lowest, the earliest-drawn on a tie (SY-FEAT-4, SY-Q-41). */
export function linkedRerollIndex(faces: readonly number[]): number {
  return keptIndex(faces, 'LOWEST');
}

export interface LinkedReroll {
  /** Position of the re-rolled die in the pool (0-based, draw order). */
  index: number;
  from: number;
  to: number;
}

export interface ToHitRoll {
  pool: ToHitPool;
  tht: number;
  /** The faces as first rolled, in draw order. */
  faces: number[];
  /** Present only when Linked re-rolled a die after a miss. */
  reroll?: LinkedReroll;
  /** The faces the hit is decided on: `faces` with the re-rolled die replaced. */
  finalFaces: number[];
  kept: number;
  hit: boolean;
}

/**
 * Decide a roll from its faces, with the Linked re-roll face if one was drawn. Used by the roll
 * itself and by tests; `rerollFace` is consulted only when Linked applies and the first roll missed.
 */
export function decideToHit(
  pool: ToHitPool,
  tht: number,
  faces: readonly number[],
  linked: boolean,
  rerollFace?: () => number,
): ToHitRoll {
  const first = faces[keptIndex(faces, pool.keep)];
  const roll: ToHitRoll = {
    pool,
    tht,
    faces: [...faces],
    finalFaces: [...faces],
    kept: first,
    hit: first >= tht,
  };
  if (roll.hit || !linked || !rerollFace) return roll;
  const index = linkedRerollIndex(faces);
  const to = rerollFace();
  roll.reroll = { index, from: faces[index], to };
  roll.finalFaces[index] = to;
  roll.kept = roll.finalFaces[keptIndex(roll.finalFaces, pool.keep)];
  roll.hit = roll.kept >= tht;
  return roll;
}

export interface RollLabel {
  /** What the attack is, in the game's words: `fsf-guardian-1 salvo at khi-blackbuck-1`. */
  attack: string;
  /** The attacker's seat (side), for logging and for external dice. */
  seat?: Seat;
}

/**
 * Roll the pool of the band, then any Linked re-roll, in that order (SY-RNG-4 item 4). Dice are
 * rolled even when THT <= 1 (SY-HIT-5); callers never roll for THT > 6 (SY-HIT-6).
 */
export function rollToHit(
  dice: Dice,
  pool: ToHitPool,
  tht: number,
  linked: boolean,
  label: RollLabel,
): ToHitRoll {
  const faces = dice.roll({
    purpose: `to-hit: ${label.attack} (THT ${tht}, ${poolNotation(pool)}, ${pool.band})`,
    sides: 6,
    count: pool.count,
    seat: label.seat,
  });
  return decideToHit(pool, tht, faces, linked, () =>
    dice.d(6, `linked re-roll: ${label.attack}`, label.seat),
  );
}
