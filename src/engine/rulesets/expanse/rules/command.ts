/** Step 1, Command (EX-CMD): the command test, planning and its bank entry. */
import { listOf, own } from '../copy-on-write.js';
import { tn } from '../data/tables.js';
import type { Ship } from '../state.js';
import { roleHolder, testScore } from './crew.js';
import { basicTest, commandStuntPoints, type TestFaces, type TestResult } from './test.js';

export interface Step1Modifiers {
  /** Good Advice bonus to this command test (EX-STUNT-GOOD-ADVICE). */
  goodAdvice?: number;
  /** Tactics penalty added to the TN of the captain's next step-1 test (EX-CMD-8). */
  tacticsPenalty?: number;
}

/** EX-CMD-2: COMM + Leadership vs TN 11 (+ Tactics); success fills the command pool. */
export function commandTest(ship: Ship, faces: TestFaces, mods: Step1Modifiers = {}): TestResult {
  const captain = roleHolder(ship, 'captain');
  const bonus = testScore(captain, 'COMM', 'Leadership') + (mods.goodAdvice ?? 0);
  const result = basicTest(faces, bonus, tn('command') + (mods.tacticsPenalty ?? 0));
  ship.sp.command = commandStuntPoints(result);
  return result;
}

/**
 * EX-CMD-5: INT + Tactics vs TN 13; success banks 2, or max(2, DD) on doubles (EX-Q-18), into the
 * entry locked to the declared stunts, capped at their total cost, usable from next round. A
 * planning ship has no command pool this round.
 */
export function planningTest(
  ship: Ship,
  faces: TestFaces,
  declared: { stunt: string; cost: number }[],
  round: number,
  mods: Step1Modifiers = {},
): TestResult {
  const captain = roleHolder(ship, 'captain');
  const result = basicTest(
    faces,
    testScore(captain, 'INT', 'Tactics'),
    tn('planning') + (mods.tacticsPenalty ?? 0),
  );
  ship.sp.command = 0;
  if (!result.success) return result;
  const gain = result.doubles ? Math.max(2, result.drama) : 2;
  const lockedTo = listOf(declared, (d) => d.stunt).sort();
  const target = declared.reduce((s, d) => s + d.cost, 0);
  const key = lockedTo.join(',');
  const bank = own(ship, 'bank');
  let entry = bank.find((b) => b.source === 'planning' && b.lockedTo?.join(',') === key);
  if (!entry) {
    entry = {
      id: `${ship.id}.bank.${bank.length + 1}`,
      source: 'planning',
      amount: 0,
      target,
      lockedTo,
      usableFromRound: round + 1,
    };
    bank.push(entry);
  }
  entry.amount = Math.min(target, entry.amount + gain);
  entry.usableFromRound = round + 1;
  return result;
}

/** EX-CMD-7: SP a bank entry can pay now for `stunt`. */
export function bankAvailable(ship: Ship, entryId: string, stunt: string, round: number): number {
  const entry = ship.bank.find((b) => b.id === entryId);
  if (!entry || entry.usableFromRound > round) return 0;
  if (entry.lockedTo && !entry.lockedTo.includes(stunt)) return 0;
  return entry.amount;
}
