import { injectedDice, seededDice } from '../../../testing/context.js';
import { stratoyager } from '../index.js';
import type { GameState, Submission } from '../model.js';
import { decideFirstPlacer } from '../rules/deployment.js';
import { buildGame, type CustomSetup } from '../setup.js';
import { codesOf, events, problemsOf, submit, unit } from './fixtures.js';

function pilotEpisode(): GameState {
  return buildGame({ scenarioId: 'pilot-episode', options: {} }, seededDice('deploy'));
}

const reserves = (unitIds: string[]): Submission => ({ orders: [{ type: 'RESERVES', unitIds }] });
const cards = (c: Record<string, number>, discards?: number[]): Submission => ({
  orders: [{ type: 'INITIATIVE', cards: c, ...(discards ? { discards } : {}) }],
});
const place = (unitId: string, x: number, y: number, course: number, speed = 0): Submission => ({
  orders: [{ type: 'PLACE', unitId, x, y, course, speed }],
});

const FSF_CARDS = {
  'fsf-guardian-1': 1,
  'fsf-guardian-2': 2,
  'fsf-guardian-3': 4,
  'fsf-vulture-1': 5,
};
const KHI_CARDS = {
  'khi-blackbuck-1': 1,
  'khi-blackbuck-2': 2,
  'khi-blackbuck-3': 3,
  'khi-evo-1': 4,
  'khi-evo-2': 5,
};

function toPlacement(): { s: GameState; ctx: ReturnType<typeof injectedDice> } {
  const s = pilotEpisode();
  const ctx = injectedDice([]);
  submit(s, 0, reserves([]), ctx);
  submit(s, 1, reserves([]), ctx);
  submit(s, 0, cards(FSF_CARDS), ctx);
  submit(s, 1, cards(KHI_CARDS), ctx);
  return { s, ctx };
}

describe('Stratoyager setup (SY-SET)', () => {
  it('SY-SET-1, SY-GEN-1, SY-GEN-2: the pilot episode fields the seed forces, two sides, units in canonical order', () => {
    const s = pilotEpisode();
    expect(s.units.map((u) => `${u.side}:${u.id}`)).toEqual([
      '0:fsf-guardian-1',
      '0:fsf-guardian-2',
      '0:fsf-guardian-3',
      '0:fsf-vulture-1',
      '1:khi-blackbuck-1',
      '1:khi-blackbuck-2',
      '1:khi-blackbuck-3',
      '1:khi-evo-1',
      '1:khi-evo-2',
    ]);
  });

  it('SY-SET-2, SY-SET-3: 24 x 36 Klicks, short edges by default; custom tables and modes', () => {
    const s = pilotEpisode();
    expect([s.config.tableWidth, s.config.tableLength, s.config.deploymentMode]).toEqual([
      24,
      36,
      'SHORT_EDGES',
    ]);
    const setup: CustomSetup = {
      table: { width: 18, length: 18 },
      deploymentMode: 'CORNERS',
      sides: [
        { units: [{ id: 'a', typeId: 'evo-6-2' }] },
        { units: [{ id: 'b', typeId: 'evo-6-2' }] },
      ],
    };
    expect(stratoyager.validateSetup({ setup, options: {} })).toEqual([]);
    const c = buildGame({ setup, options: {} }, seededDice('x'));
    expect([c.config.tableWidth, c.config.tableLength, c.config.deploymentMode]).toEqual([
      18,
      18,
      'CORNERS',
    ]);
  });

  it('SY-SET-4: units start with full structure, shields and missiles, facing = course', () => {
    const s = pilotEpisode();
    const v = unit(s, 'fsf-vulture-1');
    expect([v.structure, v.shields, v.missiles.MEDIUM, v.facing === v.course]).toEqual([
      4,
      3,
      2,
      true,
    ]);
    expect(unit(s, 'khi-evo-1').missiles.FRAGSHELL_POD).toBe(2);
  });

  it('SY-SET-5: obstacles are optional circles and polygons; a bad polygon or a unit inside one is refused', () => {
    const base = {
      placement: 'FIXED' as const,
      obstacles: [
        { id: 'rock', shape: { kind: 'circle' as const, center: { x: 12, y: 18 }, radius: 2 } },
        {
          id: 'wreck',
          shape: {
            kind: 'polygon' as const,
            points: [
              { x: 2, y: 10 },
              { x: 6, y: 10 },
              { x: 4, y: 14 },
            ],
          },
        },
      ],
      sides: [
        { units: [{ id: 'a', typeId: 'evo-6-2', at: { x: 12, y: 1, course: 0, speed: 0 } }] },
        { units: [{ id: 'b', typeId: 'evo-6-2', at: { x: 12, y: 35, course: 6, speed: 0 } }] },
      ],
    };
    expect(stratoyager.validateSetup({ setup: base, options: {} })).toEqual([]);
    const inside = structuredClone(base);
    inside.sides[0].units[0].at = { x: 12, y: 18, course: 0, speed: 0 };
    expect(stratoyager.validateSetup({ setup: inside, options: {} }).map((p) => p.path)).toEqual([
      '/setup/sides/0/units/0/at',
    ]);
    const bowtie = structuredClone(base);
    bowtie.obstacles[1].shape = {
      kind: 'polygon',
      points: [
        { x: 0, y: 0 },
        { x: 2, y: 2 },
        { x: 2, y: 0 },
        { x: 0, y: 2 },
      ],
    } as never;
    expect(stratoyager.validateSetup({ setup: bowtie, options: {} }).map((p) => p.code)).toEqual([
      'INVALID_SETUP',
    ]);
  });

  it('SY-SET-1: a custom roster by points; a side above the limit is refused', () => {
    const setup: CustomSetup = {
      pointsLimit: 200,
      sides: [
        {
          units: [
            { id: 'a1', typeId: 'guardian-151a' },
            { id: 'a2', typeId: 'evo-6-2' },
          ],
        },
        {
          units: [
            { id: 'b1', typeId: 'vulture-mk-iv' },
            { id: 'b2', typeId: 'evo-6-2' },
          ],
        },
      ],
    };
    expect(stratoyager.validateSetup({ setup, options: {} }).map((p) => p.path)).toEqual([
      '/setup/sides/1/units',
    ]);
    expect(
      stratoyager.validateSetup({ setup: { ...setup, pointsLimit: 300 }, options: {} }),
    ).toEqual([]);
    expect(
      stratoyager
        .validateSetup({
          setup: { ...setup, sides: [setup.sides[0], { units: [{ id: 'a1', typeId: 'x' }] }] },
          options: {},
        })
        .map((p) => p.message),
    ).toEqual(['unit id a1 is used twice', 'unknown unit type "x"']);
  });
});

describe('Stratoyager deployment (SY-DEP)', () => {
  it('SY-DEP-1, SY-GEN-4: reserve lists stay hidden until both are in, then revealed together', () => {
    const s = pilotEpisode();
    const ctx = injectedDice([]);
    submit(s, 0, reserves(['fsf-guardian-3']), ctx);
    expect(ctx.events.filter((e) => e.type !== 'dice.rolled')).toEqual([]);
    expect(JSON.stringify(stratoyager.view(s, 1))).not.toContain('fsf-guardian-3"]');
    expect((stratoyager.view(s, 1) as { mySubmission: unknown }).mySubmission).toBeNull();
    submit(s, 1, reserves([]), ctx);
    expect(events(ctx, 'reserves.revealed')[0]).toEqual({
      reserves: { 0: ['fsf-guardian-3'], 1: [] },
    });
    expect(unit(s, 'fsf-guardian-3').status).toBe('RESERVE');
    expect(s.deploying).not.toContain('fsf-guardian-3');
  });

  it('SY-DEP-1: a reserve id must be one of your units, once', () => {
    const s = pilotEpisode();
    expect(
      codesOf(s, 0, reserves(['khi-evo-1', 'nope', 'fsf-guardian-1', 'fsf-guardian-1'])),
    ).toEqual(['RESERVE_UNIT_INVALID', 'RESERVE_UNIT_INVALID', 'RESERVE_UNIT_INVALID']);
  });

  it('SY-DEP-2: N0 = the larger number of deploying units; distinct cards; surplus discarded', () => {
    const s = pilotEpisode();
    const ctx = injectedDice([]);
    submit(s, 0, reserves([]), ctx);
    submit(s, 1, reserves(['khi-evo-2']), ctx);
    expect(s.stage).toBe('DEPLOY_INITIATIVE');
    expect(s.segmentCount).toBe(4);
    expect(
      codesOf(
        s,
        1,
        cards({ 'khi-blackbuck-1': 1, 'khi-blackbuck-2': 1, 'khi-blackbuck-3': 5, 'khi-evo-2': 2 }),
      ),
    ).toEqual(['IC_DUPLICATE_CARD', 'IC_CARD_OUT_OF_RANGE', 'IC_UNKNOWN_UNIT', 'IC_UNIT_MISSING']);
    expect(
      codesOf(s, 1, cards({ 'khi-blackbuck-1': 1, 'khi-blackbuck-2': 2, 'khi-evo-1': 4 }, [4])),
    ).toEqual(['IC_UNIT_MISSING', 'IC_DISCARD_MISMATCH']);
    // Each problem names the card's unit (the path) and, for a duplicate, the unit holding it first.
    expect(
      problemsOf(
        s,
        1,
        cards({
          'khi-blackbuck-1': 3,
          'khi-evo-1': 1,
          'khi-blackbuck-2': 3,
          'khi-blackbuck-3': 9,
          'khi-evo-2': 2,
        }),
      ).map((p) => [p.code, p.path, p.message]),
    ).toEqual([
      [
        'IC_DUPLICATE_CARD',
        '/orders/0/cards/khi-blackbuck-2',
        'card 3 is given to both khi-blackbuck-1 and khi-blackbuck-2',
      ],
      [
        'IC_CARD_OUT_OF_RANGE',
        '/orders/0/cards/khi-blackbuck-3',
        'card 9 is not an integer in 1..4',
      ],
      [
        'IC_UNKNOWN_UNIT',
        '/orders/0/cards/khi-evo-2',
        'khi-evo-2 gets no card now (not one of khi-blackbuck-1, khi-blackbuck-2, khi-blackbuck-3, khi-evo-1)',
      ],
    ]);
    expect(
      codesOf(
        s,
        1,
        cards({ 'khi-blackbuck-1': 1, 'khi-blackbuck-2': 2, 'khi-blackbuck-3': 4, 'khi-evo-1': 3 }),
      ),
    ).toEqual([]);
  });

  it('SY-EX-25, SY-DEP-3: Khione (sensors 3 vs 5) places first in the pilot episode', () => {
    const { s, ctx } = toPlacement();
    expect(events(ctx, 'first_placer.decided')[0]).toEqual({
      side: 1,
      by: 'sensor totals 5 vs 3',
    });
    expect(s.placement).toEqual({ card: 1, side: 1 });
  });

  it('SY-EX-25, SY-DEP-3: equal sensors: more units place first; then a roll-off, re-rolled on ties', () => {
    const four = (p: string, t: string[]) => t.map((typeId, i) => ({ id: `${p}${i}`, typeId }));
    const eq = buildGame(
      {
        setup: {
          sides: [
            {
              units: four('a', [
                'guardian-151a',
                'guardian-151a',
                'guardian-151a',
                'guardian-151a',
              ]),
            },
            {
              units: four('b', [
                'blackbuck-mk-ii',
                'blackbuck-mk-ii',
                'blackbuck-mk-ii',
                'blackbuck-mk-ii',
                'evo-6-2',
              ]),
            },
          ],
        },
        options: {},
      },
      seededDice('x'),
    );
    expect(decideFirstPlacer(eq, injectedDice([]))).toEqual({
      side: 1,
      by: 'equal sensors; 4 vs 5 units',
    });
    const duel = buildGame({ scenarioId: 'dogfight', options: {} }, seededDice('x'));
    const ctx = injectedDice([3, 3, 5, 2]);
    expect(decideFirstPlacer(duel, ctx).side).toBe(1);
    expect(ctx.rolls().map((r) => r.faces[0])).toEqual([3, 3, 5, 2]);
  });

  it('SY-DEP-4: card by card, first placer first; a discarded card skips that side', () => {
    const { s, ctx } = toPlacement();
    const order: string[] = [];
    const spots: Record<string, [number, number, number]> = {};
    s.units.forEach(
      (u, i) => (spots[u.id] = u.side === 0 ? [2 + 2 * i, 0.5, 0] : [2 + 2 * i, 35.5, 6]),
    );
    while (s.stage === 'DEPLOY_PLACEMENT') {
      const side = s.placement!.side;
      const id = s.deploying.find(
        (x) => unit(s, x).side === side && unit(s, x).initiativeCard === s.placement!.card,
      )!;
      order.push(id);
      submit(s, side, place(id, ...spots[id]), ctx);
    }
    expect(order).toEqual([
      'khi-blackbuck-1',
      'fsf-guardian-1',
      'khi-blackbuck-2',
      'fsf-guardian-2',
      'khi-blackbuck-3',
      'khi-evo-1',
      'fsf-guardian-3',
      'khi-evo-2',
      'fsf-vulture-1',
    ]);
    expect(events(ctx, 'unit.placed')).toHaveLength(9);
  });

  it('SY-DEP-5, SY-DEP-6: position in the zone, on the table, clear of obstacles and units; inward course; speed 0..9', () => {
    const { s, ctx } = toPlacement();
    const B = 'khi-blackbuck-1';
    expect(codesOf(s, 1, place(B, 12, 34, 6))).toEqual(['OUTSIDE_DEPLOYMENT_ZONE']);
    expect(codesOf(s, 1, place(B, 12, 36.5, 6))).toEqual(['OFF_TABLE_POSITION']);
    expect(codesOf(s, 1, place(B, 12, 35.5, 3))).toEqual(['COURSE_NOT_INWARD']);
    expect(codesOf(s, 1, place(B, 12, 35.5, 12))).toEqual(['INVALID_HOUR']);
    expect(codesOf(s, 1, place(B, 12, 35.5, 6, 10))).toEqual(['SPEED_OUT_OF_RANGE']);
    expect(codesOf(s, 1, place(B, 12, 35.5, 6, 2.5))).toEqual(['SPEED_OUT_OF_RANGE']);
    expect(codesOf(s, 1, place('khi-evo-1', 12, 35.5, 6))).toEqual(['NOT_YOUR_PLACEMENT']);
    for (const h of [4, 5, 6, 7, 8]) expect(codesOf(s, 1, place(B, 12, 35.5, h))).toEqual([]);
    submit(s, 1, place(B, 12, 35.5, 7, 9), ctx);
    expect(unit(s, B)).toMatchObject({
      status: 'ON_TABLE',
      pos: { x: 12, y: 35.5 },
      course: 7,
      facing: 7,
      speed: 9,
    });
    submit(s, 0, place('fsf-guardian-1', 12, 0, 0), ctx);
    expect(codesOf(s, 1, place('khi-blackbuck-2', 12.2, 35.6, 6))).toEqual([
      'POSITION_OVERLAPS_UNIT',
    ]);
    expect(codesOf(s, 1, place('khi-blackbuck-2', 12.5, 35.5, 6))).toEqual([]);
  });

  it('SY-DEP-6: long edges and corners have their own zones and inward normals', () => {
    const mk = (mode: 'LONG_EDGES' | 'CORNERS') => {
      const g = buildGame(
        {
          setup: {
            deploymentMode: mode,
            sides: [
              { units: [{ id: 'a', typeId: 'evo-6-2' }] },
              { units: [{ id: 'b', typeId: 'evo-6-2' }] },
            ],
          },
          options: {},
        },
        seededDice('z'),
      );
      const ctx = injectedDice([2, 5]);
      submit(g, 0, reserves([]), ctx);
      submit(g, 1, reserves([]), ctx);
      submit(g, 0, cards({ a: 1 }), ctx);
      submit(g, 1, cards({ b: 1 }), ctx);
      return g;
    };
    const long = mk('LONG_EDGES');
    const sideL = long.placement!.side;
    expect(sideL).toBe(0);
    const idL = sideL === 0 ? 'a' : 'b';
    const xL = sideL === 0 ? 0.5 : 23.5;
    expect(codesOf(long, sideL, place(idL, xL, 18, sideL === 0 ? 3 : 9))).toEqual([]);
    expect(codesOf(long, sideL, place(idL, xL, 18, sideL === 0 ? 9 : 3))).toEqual([
      'COURSE_NOT_INWARD',
    ]);
    expect(codesOf(long, sideL, place(idL, 12, 18, 3))).toEqual(['OUTSIDE_DEPLOYMENT_ZONE']);
    const corners = mk('CORNERS');
    const sideC = corners.placement!.side;
    const idC = sideC === 0 ? 'a' : 'b';
    const [x, y] = sideC === 0 ? [1, 1] : [23, 35];
    expect(codesOf(corners, sideC, place(idC, x, y, sideC === 0 ? 1 : 7))).toEqual([]);
    expect(codesOf(corners, sideC, place(idC, x, y, sideC === 0 ? 7 : 1))).toEqual([
      'COURSE_NOT_INWARD',
    ]);
    expect(codesOf(corners, sideC, place(idC, 12, 10, 0))).toEqual(['OUTSIDE_DEPLOYMENT_ZONE']);
  });

  it('SY-DEP-7: after placement the cards are discarded and turn 1 starts at Initiative, no reserve rolls', () => {
    const { s, ctx } = toPlacement();
    while (s.stage === 'DEPLOY_PLACEMENT') {
      const side = s.placement!.side;
      submit(s, side, stratoyager.defaultOrder(s, stratoyager.pending(s)[0]), ctx);
    }
    expect(s.turn).toBe(1);
    expect(s.stage).toBe('INITIATIVE');
    expect(s.units.every((u) => u.initiativeCard === null)).toBe(true);
    expect(ctx.rolls()).toEqual([]);
  });
});
