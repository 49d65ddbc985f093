/** Victory (SY-VIC): annihilation, absence, else points with pilot tokens. */
import { distanceSquared } from '../../../geometry/index.js';
import type { FinalResult, GameState, PilotToken, Side } from '../model.js';
import { isAnnihilatedStatus, typeOf } from './units.js';

/** SY-VIC-1. */
export function isAnnihilated(state: GameState, side: Side): boolean {
  return state.units.every((u) => u.side !== side || isAnnihilatedStatus(u));
}

/** Units that score for the opponent (SY-VIC-3). */
function scoresForOpponent(status: string): boolean {
  return (
    status === 'DESTROYED' ||
    status === 'WRECKED' ||
    status === 'ABANDONED' ||
    status === 'WITHDRAWN'
  );
}

/** SY-VIC-3: who gets a pilot token: the side of the nearest ON_TABLE unit; ties to no one. */
export function pilotAwardedTo(
  state: GameState,
  pilot: PilotToken,
  annihilator: Side | null,
): Side | null {
  if (annihilator !== null) return annihilator;
  let best = Infinity;
  let winner: Side | null = null;
  let tie = false;
  for (const u of state.units) {
    if (u.status !== 'ON_TABLE' || !u.pos) continue;
    const d2 = distanceSquared(u.pos, pilot.pos);
    if (d2 < best) {
      best = d2;
      winner = u.side;
      tie = false;
    } else if (d2 === best && u.side !== winner) {
      tie = true;
    }
  }
  return tie ? null : winner;
}

/** SY-VIC-3 points for both sides. */
export function scores(state: GameState, annihilator: Side | null): [number, number] {
  const s: [number, number] = [0, 0];
  for (const u of state.units) {
    if (scoresForOpponent(u.status)) s[u.side === 0 ? 1 : 0] += typeOf(u).points;
  }
  for (const p of state.pilots) {
    const to = pilotAwardedTo(state, p, annihilator);
    if (to !== null) s[to] += p.value;
  }
  return s;
}

const NAMES = ['Side 0', 'Side 1'];

/** SY-VIC-2: the first condition that holds decides. */
export function decideVictory(state: GameState, absent: [boolean, boolean]): FinalResult {
  const annihilated = [isAnnihilated(state, 0), isAnnihilated(state, 1)];
  const annihilator: Side | null =
    annihilated[0] !== annihilated[1] ? (annihilated[0] ? 1 : 0) : null;
  const points = scores(state, annihilator);
  if (annihilator !== null) {
    return {
      winners: [annihilator],
      reason: 'annihilation',
      scores: points,
      summary: `${NAMES[annihilator]} wins by total annihilation (${points[0]} to ${points[1]} points)`,
    };
  }
  if (absent[0] !== absent[1]) {
    const winner: Side = absent[0] ? 1 : 0;
    return {
      winners: [winner],
      reason: 'absence',
      scores: points,
      summary: `${NAMES[winner]} wins: the opponent left the table for a full turn`,
    };
  }
  if (points[0] === points[1]) {
    return {
      winners: [],
      reason: 'points',
      scores: points,
      summary: `Draw on points (${points[0]} each)`,
    };
  }
  const winner: Side = points[0] > points[1] ? 0 : 1;
  return {
    winners: [winner],
    reason: 'points',
    scores: points,
    summary: `${NAMES[winner]} wins on points, ${points[winner]} to ${points[winner === 0 ? 1 : 0]}`,
  };
}
