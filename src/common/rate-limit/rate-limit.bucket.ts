/**
 * Whose budget a request spends. A valid API key spends its player's (so all of a player's keys,
 * on any address, share one); anything else — no key, an unknown or malformed one — spends its
 * address's, so that made-up `Bearer` tokens buy no fresh budget.
 */
import { isIPv6 } from 'node:net';
import type { AuthenticatedPlayer, Caller } from '../../modules/players/index.js';

export interface Bucket {
  /** The counter's name: `player:<id>` or `address:<address>`. */
  key: string;
  limit: number;
}

export interface Limits {
  limit: number;
  anonymousLimit: number;
}

/**
 * The caller's bucket. A valid key is remembered on the caller, so the authentication guard that
 * follows does not look it up again; an invalid one is left for that guard to refuse.
 */
export async function bucketOf(
  caller: Caller,
  address: string | undefined,
  limits: Limits,
  authenticate: (key: string) => Promise<AuthenticatedPlayer | null>,
): Promise<Bucket> {
  let player = caller.known();
  if (player === undefined) {
    const presented = caller.presented();
    player = presented.kind === 'key' ? await authenticate(presented.key) : null;
    if (player) caller.remember(player);
  }
  if (player) return { key: `player:${player.id}`, limit: limits.limit };
  return { key: `address:${addressBucket(address)}`, limit: limits.anonymousLimit };
}

/**
 * An IPv4 address counts alone; an IPv6 one by its /64, the block one subscriber usually holds
 * (a client that may pick any of 2^64 addresses would otherwise pick a fresh budget each time).
 */
export function addressBucket(address: string | undefined): string {
  if (!address) return 'unknown';
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped) return mapped[1];
  if (!isIPv6(address)) return address;
  const [head, tail = ''] = address.toLowerCase().split('::');
  const front = head ? head.split(':') : [];
  const back = tail ? tail.split(':') : [];
  const groups = address.includes('::')
    ? [...front, ...Array<string>(8 - front.length - back.length).fill('0'), ...back]
    : front;
  return `${groups
    .slice(0, 4)
    .map((g) => g.replace(/^0+(?=.)/, ''))
    .join(':')}::/64`;
}
