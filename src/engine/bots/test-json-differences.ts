/** Test helper: the places where two JSON values differ, as paths. */
export function differences(a: unknown, b: unknown, path = ''): string[] {
  if (a !== null && b !== null && typeof a === 'object' && typeof b === 'object') {
    if (Array.isArray(a) !== Array.isArray(b)) return [path];
    if (Array.isArray(a) && Array.isArray(b) && a.length !== b.length) return [path];
    const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
    return [...keys].flatMap((k) =>
      differences(
        (a as Record<string, unknown>)[k],
        (b as Record<string, unknown>)[k],
        `${path}/${k}`,
      ),
    );
  }
  return a === b ? [] : [path];
}
