import { createHash, randomBytes } from 'node:crypto';

/** Recognisable in logs and secret scanners; the rest is 256 random bits. */
const PREFIX = 'salvo_';

export function newApiKey(): string {
  return PREFIX + randomBytes(32).toString('base64url');
}

/**
 * Keys are long and random, so a fast unsalted hash is enough to make a stolen table useless,
 * and it lets a key be found by an index lookup.
 */
export function hashApiKey(apiKey: string): string {
  return createHash('sha256').update(apiKey).digest('hex');
}
