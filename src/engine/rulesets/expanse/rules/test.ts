/**
 * AGE tests (EX-CORE): two regular dice and the Drama Die, doubles, stunt points, opposed and
 * advanced tests. Pure functions over faces, plus one roll helper that draws them in order.
 */
import type { Dice } from '../../../core/dice.js';

/** The faces of one test roll: `[a, b, D]`, the Drama Die last (0.1 notation `[a, b | D]`). */
export type TestFaces = readonly [number, number, number];

export interface TestResult {
  faces: TestFaces;
  /** Sum of the three dice + score + modifiers (EX-CORE-1). */
  total: number;
  drama: number;
  doubles: boolean;
  success: boolean;
}

/** Draws one test's three dice in one roll, the Drama Die last (EX-CORE-15). */
export function rollTest(dice: Dice, purpose: string): TestFaces {
  const [a, b, d] = dice.roll({ purpose, sides: 6, count: 3 });
  return [a, b, d];
}

/** EX-CORE-3: doubles iff at least two of the three dice match (triples count). */
export function hasDoubles([a, b, d]: TestFaces): boolean {
  return a === b || a === d || b === d;
}

/** EX-CORE-1, EX-CORE-2: a basic test against `tn` with the tester's `bonus` (score + mods). */
export function basicTest(faces: TestFaces, bonus: number, tn: number): TestResult {
  const total = faces[0] + faces[1] + faces[2] + bonus;
  return { faces, total, drama: faces[2], doubles: hasDoubles(faces), success: total >= tn };
}

/** EX-CORE-4: a successful SP-generating test with doubles gives the Drama Die; else none. */
export function stuntPoints(r: TestResult): number {
  return r.success && r.doubles ? r.drama : 0;
}

/** EX-CORE-5: a successful command test gives 1 SP, plus the Drama Die on doubles. */
export function commandStuntPoints(r: TestResult): number {
  return r.success ? 1 + stuntPoints(r) : 0;
}

export interface OpposedSide {
  total: number;
  drama: number;
  /** Ability + focus, the last tie-break. */
  score: number;
}

/**
 * EX-CORE-7: the higher total wins; ties go to the higher Drama Die, then the higher score; a
 * full tie has no winner (EX-Q-54). Returns 'a', 'b' or null.
 */
export function opposedWinner(a: OpposedSide, b: OpposedSide): 'a' | 'b' | null {
  if (a.total !== b.total) return a.total > b.total ? 'a' : 'b';
  if (a.drama !== b.drama) return a.drama > b.drama ? 'a' : 'b';
  if (a.score !== b.score) return a.score > b.score ? 'a' : 'b';
  return null;
}

/** EX-CORE-8: in an "opposed TN X" test the initiator wins iff it reaches X and beats the other. */
export function opposedTnInitiatorWins(
  initiator: OpposedSide,
  opponent: OpposedSide,
  tn: number,
): boolean {
  return initiator.total >= tn && opposedWinner(initiator, opponent) === 'a';
}

/**
 * EX-CORE-9: in an opposed SP-generating test only the winner gains SP: its Drama Die if it
 * rolled doubles.
 */
export function opposedStuntPoints(winnerFaces: TestFaces): number {
  return hasDoubles(winnerFaces) ? winnerFaces[2] : 0;
}

/** EX-CORE-10: an advanced test's success adds its Drama Die to the progress total. */
export function advance(progress: number, r: TestResult): number {
  return r.success ? progress + r.drama : progress;
}

/** EX-CORE-13: "per N SP" effects round down. */
export function perSp(sp: number, n: number): number {
  return Math.floor(sp / n);
}

/** EX-CORE-13: halving damage rounds down. */
export function halveDamage(n: number): number {
  return Math.floor(n / 2);
}

/** 1d3 is ceil(d6 / 2) (0.1). */
export function d3FromD6(face: number): number {
  return Math.ceil(face / 2);
}
