import { canonicalJson } from '../core/hash.js';
import { rngFromSeed } from '../core/rng.js';
import { neighbour } from './search-neighbours.js';
import { differences } from './test-json-differences.js';

describe("the search bot's neighbours of the policy's order", () => {
  const order = {
    orders: [
      {
        unitId: 'u1',
        maneuvers: [
          { driver: 'ACCEL_DECEL', direction: 'ACCELERATE', thrust: 3 },
          { driver: 'TURN', direction: 'PORT', thrust: 1 },
        ],
        evasive: false,
      },
    ],
  };
  const donor = {
    orders: [
      {
        unitId: 'u1',
        maneuvers: [{ driver: 'ACCEL_DECEL', direction: 'DECELERATE', thrust: 2 }],
        evasive: false,
      },
    ],
  };

  it('change the order in one place, and never the order itself', () => {
    const before = canonicalJson(order);
    const rng = rngFromSeed('neighbours', 'one-place');
    for (let n = 0; n < 200; n++) {
      expect(differences(order, neighbour(order, donor, rng))).toHaveLength(1);
    }
    expect(canonicalJson(order)).toBe(before);
  });

  it('nudge numbers by one, flip flags, drop list entries, and take strings from the donor', () => {
    const rng = rngFromSeed('neighbours', 'kinds');
    const seen = new Set<string>();
    for (let n = 0; n < 400; n++) {
      const near = neighbour(order, donor, rng);
      const [path] = differences(order, near);
      const was = path
        .split('/')
        .slice(1)
        .reduce<unknown>((v, k) => (v as never)[k], order);
      const now = path
        .split('/')
        .slice(1)
        .reduce<unknown>((v, k) => (v as never)?.[k], near);
      if (typeof was === 'number') {
        expect([was - 1, was + 1]).toContain(now);
        seen.add('nudged');
      } else if (typeof was === 'boolean') {
        expect(now).toBe(!was);
        seen.add('flipped');
      } else if (typeof was === 'string') {
        expect(now).toBe('DECELERATE');
        seen.add('lent string');
      } else {
        expect(Array.isArray(was)).toBe(true);
        expect((now as unknown[]).length).toBe((was as unknown[]).length - 1);
        seen.add('dropped');
      }
    }
    expect(seen).toEqual(new Set(['nudged', 'flipped', 'lent string', 'dropped']));
  });

  it('are the same for the same stream', () => {
    const draw = () => {
      const rng = rngFromSeed('neighbours', 'same');
      return Array.from({ length: 20 }, () => canonicalJson(neighbour(order, donor, rng)));
    };
    expect(draw()).toEqual(draw());
  });
});
