import { addressBucket, bucketOf } from './rate-limit.bucket.js';
import type { AuthenticatedPlayer, Caller } from '../../modules/players/index.js';

const red: AuthenticatedPlayer = { id: 'p-red', name: 'Red', kind: 'bot', createdAt: new Date(0) };
const limits = { limit: 600, anonymousLimit: 120 };

function callerPresenting(
  key: string | null,
): Caller & { remembered?: AuthenticatedPlayer | null } {
  const caller: Caller & { remembered?: AuthenticatedPlayer | null } = {
    presented: () => (key === null ? { kind: 'none' } : { kind: 'key', key }),
    known: () => caller.remembered,
    remember: (player) => {
      caller.remembered = player;
    },
  };
  return caller;
}

describe('whose budget a request spends', () => {
  const authenticate = async (key: string) => (key === 'good' ? red : null);

  it('a valid key: its player’s, and the player is remembered for the auth guard', async () => {
    const caller = callerPresenting('good');
    expect(await bucketOf(caller, '10.0.0.1', limits, authenticate)).toEqual({
      key: 'player:p-red',
      limit: 600,
    });
    expect(caller.remembered).toBe(red);
  });

  it('an unknown key or none: the address’s, and nothing is remembered', async () => {
    const unknown = callerPresenting('made-up');
    const none = callerPresenting(null);
    const anonymous = { key: 'address:10.0.0.1', limit: 120 };
    expect(await bucketOf(unknown, '10.0.0.1', limits, authenticate)).toEqual(anonymous);
    expect(await bucketOf(none, '10.0.0.1', limits, authenticate)).toEqual(anonymous);
    expect(unknown.remembered).toBeUndefined();
  });

  it('counts an IPv4 address alone, IPv4-mapped IPv6 as IPv4, and IPv6 by its /64', () => {
    expect(addressBucket('203.0.113.7')).toBe('203.0.113.7');
    expect(addressBucket('::ffff:203.0.113.7')).toBe('203.0.113.7');
    expect(addressBucket('2001:db8:0:42:1:2:3:4')).toBe('2001:db8:0:42::/64');
    expect(addressBucket('2001:db8::42:1')).toBe('2001:db8:0:0::/64');
    expect(addressBucket('2001:0db8:0000:0042::9')).toBe('2001:db8:0:42::/64');
    expect(addressBucket('::1')).toBe('0:0:0:0::/64');
    expect(addressBucket(undefined)).toBe('unknown');
  });
});
