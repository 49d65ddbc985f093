import { describe, expect, it } from '@jest/globals';
import { CLOCK } from '../../../geometry/index.js';
import { rngFromSeed } from '../../../core/rng.js';
import { isInFrontArc } from '../combat/index.js';
import type { UnitState } from '../model.js';
import { executeManeuver } from '../rules/movement.js';
import { stressBase, stressPool } from '../rules/stress.js';
import { unitType } from '../units/index.js';
import { mayBeInFrontArc } from './assess.js';
import { forEachBaseOrder } from './maneuver.js';
import type { Placed } from './situation.js';

function unit(typeId: string, extra: Partial<UnitState>): Placed {
  return {
    id: 'u',
    typeId,
    side: 0,
    status: 'ON_TABLE',
    pos: { x: 7.25, y: 11.5 },
    facing: 0,
    course: 0,
    speed: 3,
    yawed: false,
    ...extra,
  } as Placed;
}

describe('heuristic pilot: its own flights', () => {
  const cases: [string, Partial<UnitState>][] = [
    ['guardian-151a', {}],
    ['guardian-151a', { speed: 0, facing: 5, course: 5 }],
    ['blackbuck-mk-ii', { speed: 7, facing: 2, course: 11 }],
    ['evo-6-2', { speed: 4, facing: 9, course: 3, yawed: true }],
    ['vulture-mk-iv', { speed: 1, facing: 6, course: 4, pos: { x: 0.1, y: 35.9 } }],
  ];
  it.each(cases)(
    'SY-MOV-4: %s %o ends every order where executeManeuver does, to the last bit',
    (typeId, extra) => {
      const u = unit(typeId, extra);
      const type = unitType(typeId);
      let orders = 0;
      forEachBaseOrder(u, type, (order, flight, pool) => {
        const rules = executeManeuver(u, order);
        expect([flight.pos.x, flight.pos.y, flight.course, flight.facing, flight.speed]).toEqual([
          rules.pos.x,
          rules.pos.y,
          rules.course,
          rules.facing,
          rules.speed,
        ]);
        expect(pool).toBe(stressPool(stressBase(order, type), type));
        orders++;
      });
      expect(orders).toBeGreaterThan(0);
    },
  );
});

describe('heuristic pilot: its front-arc pre-test', () => {
  it('SY-GEO-5: passes every point isInFrontArc takes, boundaries and neighbours included', () => {
    const rng = rngFromSeed('front-arc');
    let inside = 0;
    let skipped = 0;
    for (let i = 0; i < 20000; i++) {
      const pos = { x: rng.int(2400) / 100, y: rng.int(3600) / 100 };
      const facing = rng.int(12);
      // Every fourth point lies on a heading from `pos`: the arc's edges and its centre.
      const onHeading = i % 4 === 0;
      const h = CLOCK.directions[(facing + rng.int(5) + 10) % 12];
      const r = (rng.int(2400) + 1) / 100;
      const target = onHeading
        ? { x: pos.x + r * h.x, y: pos.y + r * h.y }
        : { x: rng.int(2400) / 100, y: rng.int(3600) / 100 };
      const exact = isInFrontArc(pos, facing, target);
      const quick = mayBeInFrontArc(pos, facing, target);
      if (exact) {
        expect(quick).toBe(true);
        inside++;
      } else if (!quick) skipped++;
    }
    expect(inside).toBeGreaterThan(1000);
    expect(skipped).toBeGreaterThan(10000);
  });
});
