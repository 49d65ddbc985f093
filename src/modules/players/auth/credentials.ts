/**
 * Where a caller's API key is found: the `Authorization: Bearer` header over HTTP, and the
 * graphql-ws `connectionParams` (`{ authorization: 'Bearer …' }` or `{ apiKey }`) over WebSocket.
 */

/** No key given; or a key; or something that claims to be credentials and is not readable. */
export type Presented = { kind: 'none' } | { kind: 'key'; key: string } | { kind: 'malformed' };

const BEARER = /^Bearer\s+(\S{1,512})$/i;

export function fromAuthorizationHeader(value: unknown): Presented {
  if (value === undefined || value === null || value === '') return { kind: 'none' };
  const match = typeof value === 'string' ? BEARER.exec(value.trim()) : null;
  return match ? { kind: 'key', key: match[1] } : { kind: 'malformed' };
}

export function fromConnectionParams(params: unknown): Presented {
  if (typeof params !== 'object' || params === null) return { kind: 'none' };
  const p = params as Record<string, unknown>;
  const header = p.authorization ?? p.Authorization;
  if (header !== undefined) return fromAuthorizationHeader(header);
  if (p.apiKey === undefined) return { kind: 'none' };
  return typeof p.apiKey === 'string' && /^\S{1,512}$/.test(p.apiKey)
    ? { kind: 'key', key: p.apiKey }
    : { kind: 'malformed' };
}
