/**
 * A deep copy of a JSON value. Orders and states are plain JSON, and this is an order of magnitude
 * faster than `structuredClone` on them (it need not handle cycles, Maps, Dates or typed arrays).
 */
export function copyJson<T>(value: T): T {
  if (value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) return value.map(copyJson) as T;
  const out: Record<string, unknown> = {};
  for (const key of Object.keys(value))
    out[key] = copyJson((value as Record<string, unknown>)[key]);
  return out as T;
}
