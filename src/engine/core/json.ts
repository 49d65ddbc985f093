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

/**
 * True when two JSON values are equal: the same primitives (by `===`), arrays of equal items,
 * objects with the same keys and equal values (key order aside). Walks without allocating, so
 * comparing a value with a `copyJson` snapshot of it is cheaper than serializing both.
 */
export function sameJson(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (a === null || b === null || typeof a !== 'object' || typeof b !== 'object') return false;
  if (Array.isArray(a)) {
    if (!Array.isArray(b) || a.length !== b.length) return false;
    for (let i = 0; i < a.length; i++) if (!sameJson(a[i], b[i])) return false;
    return true;
  }
  if (Array.isArray(b)) return false;
  const x = a as Record<string, unknown>;
  const y = b as Record<string, unknown>;
  let keys = 0;
  for (const key in x) {
    if (!Object.hasOwn(y, key) || !sameJson(x[key], y[key])) return false;
    keys++;
  }
  for (const _ in y) keys--;
  return keys === 0;
}

/**
 * Freezes a JSON value all the way down, in place, and returns it. An object already frozen is
 * taken as frozen all the way down (what this function leaves, and the only way the engine
 * freezes its own constants), so a value that shares frozen parts with one frozen before is
 * walked only where it is new.
 */
export function freezeJson<T>(value: T): T {
  if (value === null || typeof value !== 'object' || Object.isFrozen(value)) return value;
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) freezeJson<unknown>(value[i]);
  } else {
    const record = value as Record<string, unknown>;
    for (const key in record) freezeJson(record[key]);
  }
  return Object.freeze(value);
}
