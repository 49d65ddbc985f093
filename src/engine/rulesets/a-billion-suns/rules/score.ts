/**
 * Profit and the winner (ABS-SCORE-6/7): profit is credits at the end; ties go to the greater
 * total Cost of own ships in play or in reserve, then the CEOs share the victory.
 */
import type { Outcome } from '../../../core/contract.js';
import type { AbsState, Seat } from '../state.js';
import { classCost } from './units.js';

/** Total Cost of a CEO's ships still in play or in reserve (the ABS-SCORE-7 tie-break). */
export function fleetValue(s: AbsState, seat: Seat): number {
  let total = 0;
  for (const ship of Object.values(s.ships))
    if (ship.ceo === seat && !ship.destroyed) total += classCost(ship.classId);
  return total;
}

function best(seats: Seat[], score: (seat: Seat) => number): Seat[] {
  const top = Math.max(...seats.map(score));
  return seats.filter((x) => score(x) === top);
}

export function outcomeOf(s: AbsState): Outcome | null {
  if (s.phase !== 'over') return null;
  const scores: Record<Seat, number> = {};
  for (const c of s.ceos) scores[c.seat] = c.credits;
  const contenders = s.ceos.filter((c) => !c.resigned).map((c) => c.seat);
  const name = (seat: Seat) => `${s.ceos[seat].id} (${s.ceos[seat].corpName})`;
  if (s.endedBy === 'resignation') {
    return {
      winners: contenders,
      draw: false,
      reason: 'resigned',
      summary: `${contenders.map(name).join(' and ')} win: every other CEO resigned`,
      scores,
    };
  }
  const byProfit = best(contenders, (x) => s.ceos[x].credits);
  if (byProfit.length === 1) {
    return {
      winners: byProfit,
      draw: false,
      reason: 'profit',
      summary: `${name(byProfit[0])} wins with a profit of ${s.ceos[byProfit[0]].credits}`,
      scores,
    };
  }
  const byFleet = best(byProfit, (x) => fleetValue(s, x));
  if (byFleet.length === 1) {
    return {
      winners: byFleet,
      draw: false,
      reason: 'fleet_value',
      summary: `${name(byFleet[0])} wins the profit tie on the Cost of its fleet`,
      scores,
    };
  }
  if (byFleet.length === contenders.length) {
    return { winners: [], draw: true, reason: 'draw', summary: 'Every CEO ties', scores };
  }
  return {
    winners: byFleet,
    draw: false,
    reason: 'shared',
    summary: `${byFleet.map(name).join(' and ')} share the victory`,
    scores,
  };
}
