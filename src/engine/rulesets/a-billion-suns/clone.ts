/**
 * A fast deep copy of the state for the driver (Ruleset.cloneState). The state is plain JSON, so a
 * recursive copy is exact; tables and contracts never change during play and are shared.
 */
import type { AbsState } from './state.js';

function copy<T>(value: T): T {
  if (value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) return value.map(copy) as T;
  const out: Record<string, unknown> = {};
  for (const key in value as Record<string, unknown>)
    out[key] = copy((value as Record<string, unknown>)[key]);
  return out as T;
}

export function cloneState(s: AbsState): AbsState {
  const { tables, contracts, ...rest } = s;
  return { ...copy(rest), tables, contracts };
}
