/**
 * A deep copy of a JSON value. Orders and states are plain JSON, and this is an order of magnitude
 * faster than `structuredClone` on them (it need not handle cycles, Maps, Dates or typed arrays).
 * Objects are copied by spread: V8's fast path for it, and a key named `__proto__` stays a plain
 * property instead of setting the copy's prototype.
 */
export function copyJson<T>(value: T): T {
  if (value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) {
    const out: unknown[] = new Array<unknown>(value.length);
    for (let i = 0; i < value.length; i++) out[i] = copyJson<unknown>(value[i]);
    return out as T;
  }
  const out: Record<string, unknown> = { ...(value as Record<string, unknown>) };
  for (const key in out) {
    const child = out[key];
    if (child !== null && typeof child === 'object') out[key] = copyJson(child);
  }
  return out as T;
}
