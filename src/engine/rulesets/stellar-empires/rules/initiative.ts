/** Initiative (SE-INIT-1..4): D10 + Base tech + best command bonus; ties reroll. */
import type { StepContext } from '../../../core/contract.js';
import type { SeState, Side } from '../state.js';
import { design } from './ships.js';

/** SE-INIT-2: several empires on one side add the floor of their mean Base level. */
export function baseBonus(bases: readonly number[]): number {
  return Math.floor(bases.reduce((a, b) => a + b, 0) / bases.length);
}

/** SE-INIT-1: a side's modifier: its Base level plus the best command bonus in play. */
export function initiativeModifier(s: SeState, side: Side): number {
  const bonuses = s.ships
    .filter((x) => x.side === side && x.status === 'active')
    .map((x) => design(x).command_bonus);
  return s.tech[side].base + Math.max(0, ...bonuses);
}

/** SE-INIT-1, SE-INIT-3, SE-INIT-4: roll until the totals differ; the loser moves first. */
export function rollInitiative(s: SeState, ctx: StepContext): Side {
  const mods = [initiativeModifier(s, 0), initiativeModifier(s, 1)];
  for (;;) {
    const [a, b] = ctx.dice.roll({
      purpose: `turn ${s.turn} initiative (side A, side B)`,
      sides: 10,
      count: 2,
    });
    const totals = [a + mods[0], b + mods[1]];
    if (totals[0] === totals[1]) continue;
    const loser: Side = totals[0] < totals[1] ? 0 : 1;
    ctx.emit({
      type: 'initiative.rolled',
      data: {
        turn: s.turn,
        rolls: [a, b],
        totals,
        winner: s.sideNames[1 - loser],
        loser: s.sideNames[loser],
      },
    });
    return loser;
  }
}
