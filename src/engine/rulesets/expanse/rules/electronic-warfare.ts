/** Step 3, Electronic warfare (EX-EW): EW tests compared pairwise, the winner's bonus and SP. */
import { tn } from '../data/tables.js';
import type { Ship } from '../state.js';
import { roleHolder, testScore } from './crew.js';
import { crewShortfallPenalty, sensorsEff } from './ships.js';
import { hasDoubles, opposedWinner, type TestFaces } from './test.js';

export type EwBonusUse = 'defence' | 'offence';

/** EX-EW-2: INT + Technology + cond + sensors_eff + Guidance + Eat Static − shortfall. */
export function ewBonus(ship: Ship, round: number, guidance = 0, eatStatic = 0): number {
  return (
    testScore(roleHolder(ship, 'comms'), 'INT', 'Technology') +
    sensorsEff(ship, round) +
    guidance +
    eatStatic -
    crewShortfallPenalty(ship)
  );
}

/** EX-EW-2: a ship with sensors offline (or hacked), or flinched, makes no EW test. */
export function makesEwTest(ship: Ship, flinched = false): boolean {
  return !flinched && !ship.offline.sensors && ship.hacked?.system !== 'sensors';
}

export interface EwRoll {
  faces: TestFaces;
  total: number;
  score: number;
}

/**
 * EX-EW-3: opposed TN 11, either side may win: a ship wins iff its total ≥ 11 and beats the
 * other's (EX-CORE-7); a ship without a test (null) loses to any roll reaching 11.
 */
export function ewPairWinner(a: EwRoll | null, b: EwRoll | null): 'a' | 'b' | null {
  const need = tn('ew');
  if (a === null && b === null) return null;
  if (a === null) return b!.total >= need ? 'b' : null;
  if (b === null) return a.total >= need ? 'a' : null;
  const w = opposedWinner(
    { total: a.total, drama: a.faces[2], score: a.score },
    { total: b.total, drama: b.faces[2], score: b.score },
  );
  if (w === 'a') return a.total >= need ? 'a' : null;
  if (w === 'b') return b.total >= need ? 'b' : null;
  return null;
}

/** EX-EW-4: the winner's bonus is ceil(DD / 2) of its own roll. */
export function ewWinBonus(roll: EwRoll): number {
  return Math.ceil(roll.faces[2] / 2);
}

/** EX-EW-5: a ship that wins at least once and rolled doubles gets DD comms SP (once). */
export function ewStuntPoints(roll: EwRoll, wonAny: boolean): number {
  return wonAny && hasDoubles(roll.faces) ? roll.faces[2] : 0;
}
