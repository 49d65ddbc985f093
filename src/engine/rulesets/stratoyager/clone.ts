/**
 * A deep copy of the game state. The state is plain JSON (no classes, no cycles, no undefined),
 * so a direct recursive copy gives the same value as `structuredClone`, many times faster: the
 * match driver copies the state on every accepted order (see docs/notes/stratoyager-flow-to-core.md).
 */
import type { GameState } from './model.js';

function copy(value: unknown): unknown {
  if (typeof value !== 'object' || value === null) return value;
  if (Array.isArray(value)) {
    const out = new Array<unknown>(value.length);
    for (let i = 0; i < value.length; i++) out[i] = copy(value[i]);
    return out;
  }
  const out: Record<string, unknown> = {};
  for (const key in value) out[key] = copy((value as Record<string, unknown>)[key]);
  return out;
}

export function cloneGameState(state: GameState): GameState {
  return copy(state) as GameState;
}
