/**
 * How deep a JSON text nests, found by scanning its characters, before anything parses or
 * transforms it: class-transformer and the validators recurse once per level, and a few
 * thousand levels overflow the stack (a 500). One pass, no recursion, no allocation.
 */

/** Deeper than any order, setup or replay the rulesets define (they stay under 12). */
export const MAX_JSON_DEPTH = 32;

const OPEN_OBJECT = 0x7b; // {
const OPEN_ARRAY = 0x5b; // [
const CLOSE_OBJECT = 0x7d; // }
const CLOSE_ARRAY = 0x5d; // ]
const QUOTE = 0x22; // "
const BACKSLASH = 0x5c; // \

/**
 * True when the JSON text (UTF-8 bytes, or a string) opens more than `max` objects or arrays
 * inside one another. Brackets inside strings do not count. Malformed text is left to the parser.
 */
export function nestsDeeperThan(text: Uint8Array | string, max: number): boolean {
  const codeAt =
    typeof text === 'string' ? (i: number) => text.charCodeAt(i) : (i: number) => text[i];
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = codeAt(i);
    if (inString) {
      if (c === BACKSLASH) i++;
      else if (c === QUOTE) inString = false;
    } else if (c === QUOTE) {
      inString = true;
    } else if (c === OPEN_OBJECT || c === OPEN_ARRAY) {
      if (++depth > max) return true;
    } else if (c === CLOSE_OBJECT || c === CLOSE_ARRAY) {
      depth--;
    }
  }
  return false;
}

/** The same measure for a value already parsed (graphql-ws messages): iterative, stops early. */
export function valueNestsDeeperThan(value: unknown, max: number): boolean {
  const stack: { value: unknown; depth: number }[] = [{ value, depth: 0 }];
  while (stack.length > 0) {
    const { value: current, depth } = stack.pop()!;
    if (typeof current !== 'object' || current === null) continue;
    if (depth + 1 > max) return true;
    for (const child of Object.values(current)) stack.push({ value: child, depth: depth + 1 });
  }
  return false;
}
