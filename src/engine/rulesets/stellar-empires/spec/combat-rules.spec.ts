import { vec } from '../../../geometry/index.js';
import { injectedDice, seededDice } from '../../../testing/context.js';
import { weaponDef } from '../data/data.js';
import { factorHits } from '../rules/to-hit.js';
import {
  allocateVolley,
  areaHits,
  interceptVolley,
  launchProblems,
  torpedoHits,
  volleyHits,
} from '../rules/ballistic.js';
import { fireProblems } from '../rules/fire.js';
import { applyHits, rollInterception } from '../rules/hits.js';
import {
  allocationProblems,
  defaultAllocation,
  interceptSucceeds,
  interceptValue,
} from '../rules/interception.js';
import { escorts, squadronScreens } from '../rules/screens.js';
import { victoryCheck, victoryPoints } from '../rules/end-phase.js';
import type { PendingHit, SeState } from '../state.js';
import { borderClash, place, ship } from './fixtures.js';

function hit(id: string, weapon: string, origin = { x: 0, y: 15 }): PendingHit {
  const w = weaponDef(weapon);
  return {
    id,
    attacker: 'B1',
    system: 'W4',
    weapon,
    int: interceptValue(w),
    pulse: false,
    dieModifier: 0,
    origin,
    section: 'F',
  };
}

/** Five more Omicrons in A's squadron, for screen geometry. */
function bigSquadron(s: SeState, n: number): void {
  for (let i = 0; i < n; i++) {
    const x = structuredClone(ship(s, 'A1'));
    x.id = `A${10 + i}`;
    s.ships.push(x);
    s.squadrons[0].ships.push(x.id);
  }
}

describe('screens (SE-HIT-10, SE-HIT-11)', () => {
  it('SE-EX-23, SE-HIT-10, SE-Q-23: four mates nearer → −8; equal distance → 0; one behind two → −4', () => {
    const s = borderClash();
    bigSquadron(s, 2);
    const origin = vec(40, 15);
    const t = place(ship(s, 'A1'), { x: 10, y: 15 });
    for (const [id, x] of [
      ['A2', 20],
      ['A3', 21],
      ['A10', 22],
      ['A11', 23],
    ] as const)
      place(ship(s, id), { x, y: 15 });
    expect(-2 * escorts(s, origin, t)).toBe(-8);
    place(ship(s, 'A2'), { x: 30, y: 15 });
    place(ship(s, 'A3'), { x: 30, y: 15 });
    place(ship(s, 'A10'), { x: 2, y: 15 });
    place(ship(s, 'A11'), { x: 2, y: 15 });
    place(t, { x: 30, y: 15 });
    expect(escorts(s, origin, ship(s, 'A2'))).toBe(0);
    place(t, { x: 20, y: 15 });
    expect(-2 * escorts(s, origin, t)).toBe(-4);
  });

  it('SE-EX-24, SE-HIT-11, SE-Q-24: two other enemy squadrons across the command line → −4', () => {
    const s = borderClash();
    // Side A in three squadrons: the target squadron far west, two screens in the middle.
    s.ships.push(
      { ...structuredClone(ship(s, 'A1')), id: 'A4', squadron: 'A-SQ2' },
      { ...structuredClone(ship(s, 'A1')), id: 'A5', squadron: 'A-SQ2' },
    );
    s.ships.push(
      { ...structuredClone(ship(s, 'A1')), id: 'A6', squadron: 'A-SQ3' },
      { ...structuredClone(ship(s, 'A1')), id: 'A7', squadron: 'A-SQ3' },
    );
    s.squadrons.push(
      { id: 'A-SQ2', side: 0, commandShip: 'A4', ships: ['A4', 'A5'] },
      { id: 'A-SQ3', side: 0, commandShip: 'A6', ships: ['A6', 'A7'] },
    );
    place(ship(s, 'A1'), { x: 5, y: 15 });
    place(ship(s, 'A4'), { x: 20, y: 16.5 });
    place(ship(s, 'A5'), { x: 20, y: 25 });
    place(ship(s, 'A6'), { x: 30, y: 13 });
    place(ship(s, 'A7'), { x: 30, y: 5 });
    expect(squadronScreens(s, vec(42, 15), ship(s, 'A2'))).toBe(2);
    place(ship(s, 'A6'), { x: 30, y: 12 }); // 3" off the line
    expect(squadronScreens(s, vec(42, 15), ship(s, 'A2'))).toBe(1);
  });
});

describe('interceptors (SE-INT)', () => {
  it('SE-INT-1: beams and area effects cannot be intercepted', () => {
    expect(interceptValue(weaponDef('heavy_laser'))).toBe(0);
    expect(interceptValue(weaponDef('particle_cannon'))).toBe(2);
    expect(interceptValue({ ...weaponDef('particle_cannon'), traits: ['area_effect'] })).toBe(0);
  });

  it('SE-INT-2, SE-Q-18: D12 at Defenses (Active) 4; success when die + modifiers ≤ Int', () => {
    const s = borderClash();
    expect(s.tech[0].activeDefense).toBe(4);
    expect(interceptSucceeds(5, 0, 5)).toBe(true);
    expect(interceptSucceeds(5, 1, 5)).toBe(false);
  });

  it('SE-INT-4, SE-INT-9, SE-EX-29: each success cancels one hit (one pulse); five pulse hits need five', () => {
    const s = borderClash();
    const t = ship(s, 'A1');
    const hits = ['h1', 'h2', 'h3', 'h4', 'h5'].map((id) => hit(id, 'pulse_cannon'));
    const ctx = injectedDice([1, 2, 12]);
    const left = rollInterception(
      s,
      t,
      hits,
      [
        { hit: 'h1', dice: [{ ship: 'A1', pool: 'close_defense', count: 1 }] },
        { hit: 'h2', dice: [{ ship: 'A1', pool: 'close_defense', count: 1 }] },
        { hit: 'h3', dice: [{ ship: 'A1', pool: 'close_defense', count: 1 }] },
      ],
      ctx,
    );
    expect(left.map((h) => h.id)).toEqual(['h3', 'h4', 'h5']);
    expect(s.spent.A1.close).toBe(3);
  });

  it('SE-INT-5, SE-INT-10: a pool cannot spend more than it has; not on beams', () => {
    const s = borderClash();
    const t = ship(s, 'A1');
    const hits = [hit('h1', 'particle_cannon'), hit('h2', 'heavy_laser')];
    expect(
      allocationProblems(
        s,
        t,
        hits,
        [{ hit: 'h1', dice: [{ ship: 'A1', pool: 'close_defense', count: 4 }] }],
        {},
      )[0].code,
    ).toBe('E_INTERCEPT_DICE_EXCEEDED');
    expect(
      allocationProblems(
        s,
        t,
        hits,
        [{ hit: 'h1', dice: [{ ship: 'A1', pool: 'close_defense', count: 3 }] }],
        {},
      ),
    ).toEqual([]);
    expect(
      allocationProblems(
        s,
        t,
        hits,
        [{ hit: 'h1', dice: [{ ship: 'A1', pool: 'close_defense', count: 1 }] }],
        { A1: { close: 3, assist: 0 } },
      )[0].code,
    ).toBe('E_INTERCEPT_DICE_EXCEEDED');
    expect(
      allocationProblems(
        s,
        t,
        hits,
        [{ hit: 'h2', dice: [{ ship: 'A1', pool: 'close_defense', count: 1 }] }],
        {},
      )[0].code,
    ).toBe('E_INTERCEPT_BEAM');
  });

  it('SE-INT-6: assist from a mate within 5" and no farther from the attack than the protected ship', () => {
    const s = borderClash();
    const t = place(ship(s, 'A1'), { x: 10, y: 15 });
    place(ship(s, 'A3'), { x: 12, y: 15 });
    const hits = [hit('h1', 'particle_cannon', { x: 40, y: 15 })];
    const assist = [{ hit: 'h1', dice: [{ ship: 'A3', pool: 'assist' as const, count: 1 }] }];
    expect(allocationProblems(s, t, hits, assist, {})).toEqual([]);
    place(ship(s, 'A3'), { x: 8, y: 15 }); // behind the protected ship
    expect(allocationProblems(s, t, hits, assist, {})[0].code).toBe('E_ASSIST_RANGE');
    place(ship(s, 'A3'), { x: 16, y: 15 }); // 6" away
    expect(allocationProblems(s, t, hits, assist, {})[0].code).toBe('E_ASSIST_RANGE');
  });

  it('SE-EX-26, SE-INT-7, SE-INT-8: the Marikai (aegis 14) covers a ship 12" away with its 4 dice, not at 15"', () => {
    const s = borderClash();
    const t = place(ship(s, 'A1'), { x: 10, y: 15 });
    place(ship(s, 'A2'), { x: 10, y: 27 });
    const hits = [hit('h1', 'particle_cannon'), hit('h2', 'particle_cannon')];
    const aegis = (count: number) => [
      { hit: 'h1', dice: [{ ship: 'A2', pool: 'aegis' as const, count }] },
    ];
    expect(allocationProblems(s, t, hits, aegis(4), {})).toEqual([]);
    expect(allocationProblems(s, t, hits, aegis(5), {})[0].code).toBe('E_INTERCEPT_DICE_EXCEEDED');
    expect(
      allocationProblems(
        s,
        t,
        hits,
        [{ hit: 'h1', dice: [{ ship: 'A2', pool: 'close_defense', count: 1 }] }],
        {},
      )[0].code,
    ).toBe('E_INTERCEPT_POOL');
    place(ship(s, 'A2'), { x: 10, y: 30 });
    expect(allocationProblems(s, t, hits, aegis(1), {})[0].code).toBe('E_AEGIS_RANGE');
  });

  it('SE-INT-3, SE-SCN-1.6: the default gives the most damaging weapon one own die per hit first', () => {
    const s = borderClash();
    const t = ship(s, 'A1');
    const hits = [
      hit('h1', 'pulse_cannon'),
      hit('h2', 'medium_plasma_cannon'),
      hit('h3', 'particle_cannon'),
      hit('h4', 'medium_plasma_cannon'),
    ];
    expect(defaultAllocation(t, hits, {}, weaponDef).map((a) => a.hit)).toEqual(['h2', 'h4', 'h3']);
  });
});

describe('ballistics (SE-BAL)', () => {
  it('SE-EX-9, SE-BAL-10, SE-BAL-11: V 20 against four ships: 5 intercepted, 15 → 4, 4, 4, 3 nearest first', () => {
    const s = borderClash();
    bigSquadron(s, 1);
    const targets = ['A1', 'A2', 'A3', 'A10'].map((id, i) =>
      place(ship(s, id), { x: 10 + i, y: 15 }),
    );
    for (const t of targets) t.design = 'marikai'; // volley rating 3 each → 12 dice
    const faces = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12];
    const v = interceptVolley(s, 20, 5, targets, injectedDice(faces));
    expect(v).toBe(15);
    const alloc = allocateVolley(v, targets, { x: 40, y: 15 });
    expect(targets.map((t) => alloc.get(t.id))).toEqual([3, 4, 4, 4]);
  });

  it('SE-EX-10, SE-BAL-11: V 3 against four ships: the three closest get one each', () => {
    const s = borderClash();
    bigSquadron(s, 1);
    const targets = ['A1', 'A2', 'A3', 'A10'].map((id, i) =>
      place(ship(s, id), { x: 10 + i, y: 15 }),
    );
    const alloc = allocateVolley(3, targets, { x: 40, y: 15 });
    expect(targets.map((t) => alloc.get(t.id))).toEqual([0, 1, 1, 1]);
  });

  it('SE-BAL-2, SE-BAL-13, SE-WPN-TORPEDO: a salvo splits all its torpedoes over at most 2 ships, in arc and range', () => {
    const s = borderClash();
    place(ship(s, 'B3'), { x: 26, y: 15, heading: 6 });
    const ok = launchProblems(s, 'B-SQ1', [
      {
        ship: 'B3',
        system: 'W1',
        kind: 'torpedo',
        targets: [
          { ship: 'A1', count: 2 },
          { ship: 'A3', count: 2 },
        ],
      },
    ]);
    expect(ok).toEqual([]);
    const three = launchProblems(s, 'B-SQ1', [
      {
        ship: 'B3',
        system: 'W1',
        kind: 'torpedo',
        targets: [
          { ship: 'A1', count: 2 },
          { ship: 'A2', count: 1 },
          { ship: 'A3', count: 1 },
        ],
      },
    ]);
    expect(three[0].code).toBe('E_SALVO_LIMIT');
    const far = launchProblems(s, 'B-SQ1', [
      { ship: 'B3', system: 'W1', kind: 'torpedo', targets: [{ ship: 'A1', count: 4 }] },
    ]);
    expect(far).toEqual([]);
    place(ship(s, 'B3'), { x: 44, y: 19, heading: 6 });
    expect(
      launchProblems(s, 'B-SQ1', [
        { ship: 'B3', system: 'W1', kind: 'torpedo', targets: [{ ship: 'A1', count: 4 }] },
      ])[0].code,
    ).toBe('E_OUT_OF_RANGE');
  });

  it('SE-BAL-1, SE-BAL-8, SE-WPN-MISSILE: a missile volley needs a target unit; direct weapons do not launch', () => {
    const s = borderClash();
    place(ship(s, 'A2'), { x: 20, y: 19 });
    expect(
      launchProblems(s, 'A-SQ1', [
        { ship: 'A2', system: 'W3', kind: 'volley', target_unit: 'B-SQ1' },
      ]),
    ).toEqual([]);
    expect(
      launchProblems(s, 'A-SQ1', [
        { ship: 'A2', system: 'W3', kind: 'volley', target_unit: 'A-SQ1' },
      ])[0].code,
    ).toBe('E_VOLLEY_TARGET');
    expect(
      launchProblems(s, 'A-SQ1', [
        { ship: 'A2', system: 'W1', kind: 'volley', target_unit: 'B-SQ1' },
      ])[0].code,
    ).toBe('E_BALLISTIC_WRONG_PHASE');
  });

  it('SE-BAL-4, SE-BAL-7, SE-BAL-14, SE-Q-25: torpedoes roll without a sensor modifier; a dead target loses them', () => {
    const s = borderClash();
    const m = {
      id: 'm-1',
      kind: 'torpedo' as const,
      side: 1 as const,
      launchUnit: 'B-SQ1',
      launchShip: 'B3',
      launchPoint: { x: 30, y: 15 },
      weapon: 'torpedo_tube',
      targets: [
        { ship: 'A1', count: 2 },
        { ship: 'A3', count: 2 },
      ],
      skill: 5,
      ownModifier: 0,
    };
    place(ship(s, 'A1'), { x: 6, y: 15, heading: 2 });
    ship(s, 'A3').status = 'destroyed';
    // TN = 5 + DR 1 + facing F 0 − 2 × escorts(A2 nearer? no) = 6; roll 6, factor 2, margin 0 → 1 hit.
    place(ship(s, 'A2'), { x: 4, y: 19 });
    const ctx = injectedDice([6]);
    const groups = torpedoHits(s, m, ctx);
    expect(groups).toHaveLength(1);
    expect(groups[0].hits).toHaveLength(1);
    expect(ctx.events.some((e) => e.type === 'torpedo.lost')).toBe(true);
  });

  it('SE-BAL-16, SE-BAL-17, SE-TRAIT-AREA_EFFECT: every ship within the radius, once per weapon, not interceptable', () => {
    const s = borderClash();
    s.markers = [];
    const m = {
      id: 'm-2',
      kind: 'aoe' as const,
      side: 1 as const,
      launchUnit: 'B-SQ1',
      launchShip: 'B1',
      launchPoint: { x: 30, y: 15 },
      weapon: 'particle_cannon',
      point: { x: 5, y: 15 },
      count: 2,
      skill: 6,
      ownModifier: 0,
    };
    const groups = areaHits(s, m);
    expect(groups.map((g) => g.target)).toEqual(['A1']);
    expect(groups[0].hits).toHaveLength(2);
    expect(groups[0].hits.every((h) => h.int === 0)).toBe(true);
  });
});

describe('fire declarations (SE-HIT-3..5)', () => {
  it('SE-HIT-4, SE-HIT-5, SE-HIT-6, SE-Q-22: one enemy unit per squadron; a system fires once; never at friends', () => {
    const s = borderClash();
    place(ship(s, 'B1'), { x: 14, y: 15, heading: 6 });
    s.squadronTargets['B-SQ1'] = 'A9';
    s.squadrons.push({ id: 'A9', side: 0, commandShip: 'A9', ships: [] });
    const two = fireProblems(s, 'B-SQ1', [{ ship: 'B1', system: 'W1', target: 'A1' }]);
    expect(two.map((p) => p.code)).toContain('E_SQUADRON_TARGET_RULE');
    delete s.squadronTargets['B-SQ1'];
    expect(
      fireProblems(s, 'B-SQ1', [
        { ship: 'B1', system: 'W1', target: 'A1' },
        { ship: 'B1', system: 'W1', target: 'A2' },
      ])[0].code,
    ).toBe('E_SPLIT_TURRET');
    expect(fireProblems(s, 'B-SQ1', [{ ship: 'B1', system: 'W1', target: 'B2' }])[0].code).toBe(
      'E_FRIENDLY_TARGET',
    );
    expect(
      fireProblems(s, 'B-SQ1', [{ ship: 'B1', system: 'W4', target: 'A1', mode: 'saturation' }]),
    ).toEqual([]);
    expect(
      fireProblems(s, 'B-SQ1', [{ ship: 'B1', system: 'W1', target: 'A1', mode: 'saturation' }])[0]
        .code,
    ).toBe('E_MODE_INVALID');
  });

  it('SE-HIT-3, SE-WPN-GEN-5, SE-WPN-GEN-6: energy, readiness, sensors', () => {
    const s = borderClash();
    const b1 = place(ship(s, 'B1'), { x: 20, y: 15, heading: 6 });
    b1.reactorLeft = 0;
    b1.capacitor = 10;
    expect(fireProblems(s, 'B-SQ1', [{ ship: 'B1', system: 'W1', target: 'A1' }])[0].code).toBe(
      'E_INSUFFICIENT_ENERGY',
    );
    b1.capacitor = 100;
    b1.systems[0].charge = 0;
    expect(fireProblems(s, 'B-SQ1', [{ ship: 'B1', system: 'W1', target: 'A1' }])[0].code).toBe(
      'E_SYSTEM_NOT_READY',
    );
    b1.systems[0].charge = 4;
    b1.systems[0].firedTurn = s.turn;
    expect(fireProblems(s, 'B-SQ1', [{ ship: 'B1', system: 'W1', target: 'A1' }])[0].code).toBe(
      'E_DUPLICATE_SYSTEM_USE',
    );
    b1.systems[0].firedTurn = null;
    b1.heading = 2; // the target is now dead astern of the forward heavy lasers
    expect(fireProblems(s, 'B-SQ1', [{ ship: 'B1', system: 'W1', target: 'A1' }])[0].code).toBe(
      'E_OUT_OF_ARC',
    );
    b1.heading = 6;
    b1.design = 'hellcat';
    expect(fireProblems(s, 'B-SQ1', [{ ship: 'B1', system: 'W1', target: 'A1' }])).toEqual([]);
  });

  it('SE-HIT-19, SE-DMG-9: hits on a ship destroyed mid-resolution are lost', () => {
    const s = borderClash();
    const t = ship(s, 'A3');
    t.primaryMarked = 13;
    t.sections.F.blocksMarked = 8;
    const ctx = seededDice('x');
    applyHits(s, t, [hit('h1', 'heavy_laser'), hit('h2', 'heavy_laser')], ctx);
    // 4D10+1 against E 4 always passes at least 1 to the primary of a destroyed section.
    expect(t.status).toBe('destroyed');
    expect(ctx.events.filter((e) => e.type === 'damage.dealt')).toHaveLength(1);
  });
});

describe('end of game (SE-END)', () => {
  it('SE-END-3, SE-END-5: sudden death, mutual destruction, points at the limit', () => {
    const s = borderClash();
    expect(victoryCheck(s)).toBeNull();
    for (const id of ['B1', 'B2', 'B3']) ship(s, id).status = 'destroyed';
    expect(victoryCheck(s)).toMatchObject({ winner: 0, reason: 'sudden_death' });
    for (const id of ['A1', 'A2', 'A3']) ship(s, id).status = 'destroyed';
    expect(victoryCheck(s)).toMatchObject({ winner: null, reason: 'mutual_destruction' });
    const t = borderClash();
    t.turn = 10;
    ship(t, 'B2').status = 'destroyed'; // 2 × 5
    ship(t, 'A3').status = 'disengaged'; // 1 × 6
    ship(t, 'B1').sections.P.blocksMarked = 11; // crippled: 9
    expect([victoryPoints(t, 0), victoryPoints(t, 1)]).toEqual([19, 6]);
    expect(victoryCheck(t)).toMatchObject({ winner: 0, reason: 'points' });
  });
});

describe('ballistic impacts (SE-BAL-5..15)', () => {
  function volley(s: SeState, strength: number) {
    return {
      id: 'm-3',
      kind: 'volley' as const,
      side: 0 as const,
      launchUnit: 'A-SQ1',
      launchShip: 'A1',
      launchPoint: { x: 10, y: 15 },
      weapon: 'missile_launcher',
      targetUnit: 'B-SQ1',
      strength,
      skill: 5,
      ownModifier: 0,
    };
  }

  it('SE-BAL-5, SE-BAL-9, SE-BAL-12: the launcher may be gone; lost members are ignored; one roll per ship with factor k', () => {
    const s = borderClash();
    ship(s, 'A1').status = 'destroyed'; // the launcher: no effect on the attack
    ship(s, 'B2').status = 'destroyed';
    s.squadrons[1].ships = ['B1', 'B3'];
    for (const x of s.ships) if (x.side === 1) x.design = 'rapier'; // volley rating 1, no shields
    // Interception: B1 and B3 roll one D12 each (12, 12: none stop); V 6 → 3 each. B1: TN 5 − 1
    // (category 6) = 4, roll 1; B3 is screened by B1 (−2): TN 2, roll 10.
    const ctx = injectedDice([12, 12, 1, 10]);
    const groups = volleyHits(s, volley(s, 6), ctx);
    expect(ctx.rolls().map((r) => r.faces)).toEqual([[12], [12], [1], [10]]);
    expect(groups.map((g) => [g.target, g.hits.length])).toEqual([['B1', factorHits(1, 4, 3)]]);
    for (const id of ['B1', 'B3']) ship(s, id).status = 'destroyed';
    const none = seededDice('v');
    expect(volleyHits(s, volley(s, 6), none)).toEqual([]);
    expect(none.events.some((e) => e.type === 'volley.lost')).toBe(true);
  });

  it('SE-BAL-6: one squadron may send different systems at different enemy squadrons', () => {
    const s = borderClash();
    s.ships.push({ ...structuredClone(ship(s, 'B2')), id: 'B9', squadron: null, x: 30, y: 19 });
    place(ship(s, 'A2'), { x: 20, y: 19 });
    const other = { ...structuredClone(ship(s, 'A2')), id: 'A8' };
    s.ships.push(other);
    s.squadrons[0].ships.push('A8');
    expect(
      launchProblems(s, 'A-SQ1', [
        { ship: 'A2', system: 'W3', kind: 'volley', target_unit: 'B-SQ1' },
        { ship: 'A8', system: 'W3', kind: 'volley', target_unit: 'B9' },
      ]),
    ).toEqual([]);
  });

  it('SE-BAL-15, SE-INT-5: torpedo hits wait for the defender’s interception; pools refresh per launching unit', () => {
    const s = borderClash();
    const t = ship(s, 'A1');
    const hits = [hit('h1', 'torpedo_tube'), hit('h2', 'torpedo_tube')];
    expect(hits.every((h) => h.int === 4)).toBe(true);
    const left = rollInterception(
      s,
      t,
      hits,
      [{ hit: 'h1', dice: [{ ship: 'A1', pool: 'close_defense', count: 3 }] }],
      injectedDice([9, 8, 4]),
    );
    expect(left.map((h) => h.id)).toEqual(['h2']);
    expect(s.spent.A1.close).toBe(3);
  });

  it('SE-DMG-2, SE-DMG-8, SE-SHLD-5: the section is fixed for the attack; shields lose capacity after each weapon', () => {
    const s = borderClash();
    const hellcat = ship(s, 'B1');
    const ctx = injectedDice([10, 10, 1, 1, 10, 10, 1, 1]);
    applyHits(s, hellcat, [hit('h1', 'heavy_laser'), hit('h2', 'heavy_laser')], ctx);
    const dealt = ctx.events.filter((e) => e.type === 'damage.dealt').map((e) => e.data);
    expect(dealt.map((d) => d.section)).toEqual(['F', 'F']);
    expect(dealt.map((d) => d.shield)).toEqual([2, 2]);
    expect(hellcat.shields!.F.capacity).toBe(2);
  });
});
