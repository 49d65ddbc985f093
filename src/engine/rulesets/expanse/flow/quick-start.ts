/**
 * Quick Start (EX-STUNT-QUICK-START, EX-DC-6): an advanced test to bring an offline reactor
 * back for good. Two named crew members test INT (Technology) and INT (Engineering) at TN 14;
 * each success adds its Drama Die, and 15 progress restarts the reactor.
 */
import type { StepContext } from '../../../core/contract.js';
import { own } from '../copy-on-write.js';
import { tn } from '../data/tables.js';
import { crewMember, testScore } from '../rules/crew.js';
import { crewShortfallPenalty } from '../rules/ships.js';
import { advance, basicTest, rollTest, type TestFaces, type TestResult } from '../rules/test.js';
import type { CrewMember, Ship } from '../state.js';
import { resolvedTest } from './report.js';

const FOCUS = ['Technology', 'Engineering'] as const;

/** Two different active crew members of the ship. */
export function quickStartCrewOk(ship: Ship, crew: readonly string[] | undefined): boolean {
  if (!crew || crew.length !== 2 || crew[0] === crew[1]) return false;
  return crew.every((id) => ship.crew.some((c) => c.id === id && c.status === 'active'));
}

/** One member's test (`which`: 0 Technology, 1 Engineering); no SP (EX-STUNT-GEN-6). */
export function quickStartTest(
  ship: Ship,
  c: CrewMember,
  which: 0 | 1,
  faces: TestFaces,
): TestResult {
  const r = basicTest(
    faces,
    testScore(c, 'INT', FOCUS[which]) - crewShortfallPenalty(ship),
    tn('quick_start'),
  );
  if (!ship.quickStart) return r;
  const qs = own(ship, 'quickStart')!;
  qs.progress = advance(qs.progress, r);
  if (qs.progress >= tn('quick_start_threshold')) {
    ship.reactor = { offline: false, tempOnlineUntilRound: null };
    ship.quickStart = null;
  }
  return r;
}

function testOne(ship: Ship, id: string, which: 0 | 1, ctx: StepContext): void {
  const c = crewMember(ship, id);
  const r = quickStartTest(ship, c, which, rollTest(ctx.dice, `${c.name}: quick start`));
  resolvedTest(ctx, ship, 'quick_start', r, tn('quick_start'), {
    crew: id,
    progress: ship.quickStart?.progress ?? null,
    reactorOnline: !ship.reactor.offline,
  });
}

/** On purchase: progress starts (or carries on) and both named members test at once. */
export function startQuickStart(
  ship: Ship,
  crew: [string, string],
  round: number,
  ctx: StepContext,
): void {
  ship.quickStart = { crew, progress: ship.quickStart?.progress ?? 0, round };
  testOne(ship, crew[0], 0, ctx);
  if (ship.quickStart) testOne(ship, crew[1], 1, ctx);
}

/** EX-DC-6: in a later round, a named member's step-7 action repeats its own test. */
export function continueQuickStart(ship: Ship, crew: string, ctx: StepContext): void {
  const qs = ship.quickStart;
  if (!qs) return;
  testOne(ship, crew, qs.crew[0] === crew ? 0 : 1, ctx);
}

/** Whether a crew member may continue the Quick Start now (EX-DC-6: rounds after the purchase). */
export function mayContinue(ship: Ship, crew: string, round: number): boolean {
  const qs = ship.quickStart;
  return qs !== null && ship.reactor.offline && qs.crew.includes(crew) && (qs.round ?? 0) < round;
}
