/**
 * PostgreSQL's jsonb keeps object keys in its own order (shorter keys first, then by bytes), so
 * a value read back from jsonb may list its keys differently from the value written. A ruleset
 * that iterates an order's or a setup's keys would then replay differently after a restart.
 * Every input the engine is given (orders, setups, options) is first put in that order, so the
 * engine sees the same input live and on replay.
 */
function jsonbKeyOrder(a: string, b: string): number {
  const byLength = Buffer.byteLength(a) - Buffer.byteLength(b);
  return byLength !== 0 ? byLength : Buffer.compare(Buffer.from(a), Buffer.from(b));
}

export function inStoredForm<T>(value: T): T {
  if (Array.isArray(value)) return value.map((v: unknown) => inStoredForm(v)) as T;
  if (value === null || typeof value !== 'object') return value;
  const out: Record<string, unknown> = {};
  for (const key of Object.keys(value).sort(jsonbKeyOrder)) {
    const v = (value as Record<string, unknown>)[key];
    // defineProperty: a key named `__proto__` stays data, as JSON.parse made it.
    if (v !== undefined)
      Object.defineProperty(out, key, {
        value: inStoredForm(v),
        enumerable: true,
        writable: true,
        configurable: true,
      });
  }
  return out as T;
}
