/**
 * The Command Phase (ABS-CMD): helm assignment, the Seize Initiative die and the initiative roll-off.
 */
import type { StepContext } from '../../../core/contract.js';
import type { Problem } from '../../../core/problems.js';
import { E, fail } from '../codes.js';
import type { AbsState, Ceo, Helm, Seat } from '../state.js';
import { cmdTokens } from './scale.js';

/** ABS-CMD-4: tokens in Seize Initiative → initiative die. */
export function initiativeDie(seizeTokens: number): number {
  if (seizeTokens <= 0) return 12;
  if (seizeTokens === 1) return 10;
  if (seizeTokens === 2) return 8;
  if (seizeTokens === 3) return 6;
  return 3;
}

/**
 * Spend CMD tokens from the CEO's revealed helm. The helm is replaced, not changed in place: the
 * state copy made on every order shares it.
 */
export function spendHelm(ceo: Ceo, part: 'jumpIn' | 'tactical', tokens: number): void {
  const helm = ceo.helm!;
  ceo.helm = { ...helm, [part]: helm[part] - tokens };
}

/** ABS-CMD-2: every token assigned, any split, integers ≥ 0. */
export function helmProblems(s: AbsState, helm: Helm): Problem[] {
  const total = helm.seizeInitiative + helm.jumpIn + helm.tactical;
  const want = cmdTokens(s.scale);
  return total === want
    ? []
    : [fail(E.helmTotal, `helm tokens sum to ${total}, must be S+3 = ${want} (ABS-CMD-1/2)`)];
}

/**
 * ABS-GEN-4: each participant rolls its die, in the order given; lowest wins; only the tied
 * participants re-roll, with the same dice, until one is lowest.
 */
export function rollOff(
  participants: { seat: Seat; sides: number }[],
  purpose: string,
  ctx: StepContext,
): { winner: Seat; rounds: { seat: Seat; sides: number; roll: number }[][] } {
  let field = participants;
  const rounds: { seat: Seat; sides: number; roll: number }[][] = [];
  for (;;) {
    const rolls = field.map((p) => ({
      ...p,
      roll: ctx.dice.roll({
        purpose: `${purpose}: seat ${p.seat} d${p.sides}`,
        sides: p.sides,
        seat: p.seat,
      })[0],
    }));
    rounds.push(rolls);
    const low = Math.min(...rolls.map((r) => r.roll));
    const tied = rolls.filter((r) => r.roll === low);
    if (tied.length === 1) return { winner: tied[0].seat, rounds };
    field = tied.map(({ seat, sides }) => ({ seat, sides }));
  }
}

/** ABS-CMD-5: the initiative roll-off in seat order; all Seize Initiative tokens are spent. */
export function rollInitiative(s: AbsState, ctx: StepContext): Seat {
  const participants = s.ceos.map((c) => ({
    seat: c.seat,
    sides: initiativeDie(c.helm?.seizeInitiative ?? 0),
  }));
  const { winner, rounds } = rollOff(participants, `initiative round ${s.round}`, ctx);
  for (const c of s.ceos) if (c.helm) c.helm = { ...c.helm, seizeInitiative: 0 };
  s.initiative = winner;
  ctx.emit({
    type: 'initiative.rolled',
    data: {
      round: s.round,
      dice: participants.map((p) => ({ ceo: s.ceos[p.seat].id, die: `d${p.sides}` })),
      rolls: rounds.map((r) => r.map((x) => ({ ceo: s.ceos[x.seat].id, roll: x.roll }))),
      holder: s.ceos[winner].id,
    },
  });
  return winner;
}
