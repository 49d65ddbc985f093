import { sha256OfText } from './sha256.js';

const HEX: readonly string[] = Array.from({ length: 256 }, (_, i) =>
  i.toString(16).padStart(2, '0'),
);

export function sha256Hex(text: string): string {
  let hex = '';
  for (const byte of sha256OfText(text)) hex += HEX[byte];
  return hex;
}

export function sha256Bytes(text: string): Uint8Array {
  return sha256OfText(text);
}

/** JSON with object keys sorted, so that equal values always give equal text (and hashes). */
export function canonicalJson(value: unknown): string {
  return JSON.stringify(sortKeys(value));
}

function sortKeys(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(sortKeys);
  if (value !== null && typeof value === 'object') {
    const out: Record<string, unknown> = {};
    for (const key of Object.keys(value).sort()) {
      const v = (value as Record<string, unknown>)[key];
      if (v !== undefined) out[key] = sortKeys(v);
    }
    return out;
  }
  return value;
}
