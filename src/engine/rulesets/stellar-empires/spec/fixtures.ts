/** Test fixtures: a Border Clash state and ships placed where a test needs them. */
import { seededDice } from '../../../testing/context.js';
import { initialState } from '../setup.js';
import type { SeState, ShipState } from '../state.js';

export function borderClash(): SeState {
  return initialState({ scenarioId: 'border-clash', options: {} }, seededDice('fixture'));
}

export function ship(s: SeState, id: string): ShipState {
  const x = s.ships.find((k) => k.id === id);
  if (!x) throw new Error(`no ship ${id}`);
  return x;
}

export function place(
  x: ShipState,
  at: { x: number; y: number; heading?: number; rolled?: boolean },
): ShipState {
  x.x = at.x;
  x.y = at.y;
  if (at.heading !== undefined) x.heading = at.heading;
  if (at.rolled !== undefined) x.rolled = at.rolled;
  return x;
}

/** A Border Clash at Level 2, every Level 2 record in place. */
export function borderClashLevel2(options: Record<string, unknown> = {}): SeState {
  return initialState(
    { scenarioId: 'border-clash', options: { level2: true, ...options } },
    seededDice('fixture'),
  );
}
