/**
 * EJECT (SY-CA-11): the pilot token lands 1 Klick away; the yager is abandoned, and drifts on
 * (default) or is removed at once (failsafe option).
 */
import type { StepContext } from '../../../core/contract.js';
import type { GameState, Hour, UnitState, Vec } from '../model.js';
import { inObstacle, moveAlong, onTable } from './geometry.js';
import { removeUnit } from './removal.js';
import { typeOf } from './units.js';

/** The eject distance (Appendix A). */
export const EJECT_DISTANCE = 1;

export function ejectPoint(from: Vec, h: Hour): Vec {
  return moveAlong(from, h, EJECT_DISTANCE);
}

/** The pilot may land at this hour: on the table and not inside an obstacle. */
export function isEjectHourLegal(state: GameState, from: Vec, h: Hour): boolean {
  const p = ejectPoint(from, h);
  return onTable(state.config, p) && !inObstacle(state.obstacles, p);
}

export function legalEjectHours(state: GameState, from: Vec): Hour[] {
  const out: Hour[] = [];
  for (let h = 0; h < 12; h++) if (isEjectHourLegal(state, from, h)) out.push(h);
  return out;
}

/** SY-SEG-2 step 7 for one ejecting unit; `from` is its position in state S. */
export function ejectPilot(
  state: GameState,
  unit: UnitState,
  from: Vec,
  h: Hour,
  ctx: StepContext,
): void {
  const pos = isEjectHourLegal(state, from, h) ? ejectPoint(from, h) : from;
  const pilot = {
    id: `pilot-${unit.id}`,
    unitId: unit.id,
    side: unit.side,
    pos,
    value: typeOf(unit).points / 2,
  };
  state.pilots.push(pilot);
  ctx.emit({ type: 'pilot.ejected', data: { ...pilot, direction: h } });
  // A unit wrecked or destroyed by this segment's damage keeps that status (SY-CA-11).
  if (unit.status !== 'ON_TABLE') return;
  const removal = { turn: state.turn, segment: state.segment, cause: 'pilot ejected' };
  if (state.config.abandonedYagers === 'REMOVE') removeUnit(state, unit, 'ABANDONED', removal, ctx);
  else removeUnit(state, unit, 'ABANDONED', removal, ctx, { keepPosition: true });
}
