/**
 * PostgreSQL's jsonb keeps object keys in its own order (shorter keys first, then by bytes), so
 * a value read back from jsonb may list its keys differently from the value written. A ruleset
 * that iterates an order's or a setup's keys would then replay differently after a restart.
 * Every input the engine is given (orders, setups, options) is first put in that order, so the
 * engine sees the same input live and on replay.
 */
/** Outside printable ASCII (control characters too, rare in keys: they take the slow way). */
const UNPRINTABLE = /[^ -~]/;

/**
 * Keys in jsonb's order. Printable ASCII keys (nearly all) compare as strings: their UTF-16
 * units are their bytes. Others are encoded once each, not once per comparison (orders arrive with every
 * request, so this runs on each).
 */
function jsonbKeyOrder(keys: string[]): string[] {
  if (keys.length < 2) return keys;
  if (!keys.some((k) => UNPRINTABLE.test(k)))
    return keys.sort((a, b) => a.length - b.length || (a < b ? -1 : a > b ? 1 : 0));
  return keys
    .map((key) => ({ key, bytes: Buffer.from(key) }))
    .sort((a, b) => a.bytes.length - b.bytes.length || Buffer.compare(a.bytes, b.bytes))
    .map(({ key }) => key);
}

export function inStoredForm<T>(value: T): T {
  if (Array.isArray(value)) return value.map((v: unknown) => inStoredForm(v)) as T;
  if (value === null || typeof value !== 'object') return value;
  const out: Record<string, unknown> = {};
  for (const key of jsonbKeyOrder(Object.keys(value))) {
    const v = (value as Record<string, unknown>)[key];
    if (v === undefined) continue;
    // defineProperty: a key named `__proto__` stays data, as JSON.parse made it.
    if (key === '__proto__')
      Object.defineProperty(out, key, {
        value: inStoredForm(v),
        enumerable: true,
        writable: true,
        configurable: true,
      });
    else out[key] = inStoredForm(v);
  }
  return out as T;
}
