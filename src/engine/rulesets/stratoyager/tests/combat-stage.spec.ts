import { injectedDice } from '../../../testing/context.js';
import { stratoyager } from '../index.js';
import type { CombatOrder, GameState, Order, Side } from '../model.js';
import { checkLocks } from '../rules/lock.js';
import { canAct } from '../rules/units.js';
import { resolveMovement } from '../rules/segment.js';
import {
  atSegment,
  codesOf,
  drift,
  events,
  game,
  maneuver,
  submit,
  unit,
  type UnitSpec,
} from './fixtures.js';

const G = 'fsf-guardian-1';
const B = 'khi-blackbuck-1';

/** A COMBAT_ORDERS stage right after movement, with these active units. */
function combatStage(
  specs: UnitSpec[],
  active: string[],
  opts: { turn?: number; segment?: number } = {},
): GameState {
  const s = atSegment(game(specs), active, opts.segment ?? 1, opts.turn ?? 1);
  for (const id of active) unit(s, id).activated = true;
  s.stage = 'COMBAT_ORDERS';
  s.owes = [0, 1].map((side) =>
    active.some((id) => unit(s, id).side === side && canAct(unit(s, id))),
  ) as [boolean, boolean];
  return s;
}

const order = (
  unitId: string,
  action: CombatOrder['action'],
  gunnerMainGun?: CombatOrder['gunnerMainGun'],
): CombatOrder =>
  gunnerMainGun
    ? { type: 'COMBAT', unitId, action, gunnerMainGun }
    : { type: 'COMBAT', unitId, action };
const salvo = (unitId: string, targetId: string) =>
  order(unitId, { type: 'MAIN_WEAPON_SALVO', targetId });
const codes = (s: GameState, side: Side, ...orders: Order[]) => codesOf(s, side, { orders });

describe('Stratoyager segments: simultaneous combat (SY-SEG, SY-CA)', () => {
  function duel() {
    return combatStage(
      [
        { id: G, x: 12, y: 12, facing: 0, speed: 2, structure: 1, shields: 0 },
        { id: B, x: 12, y: 15, course: 6, facing: 6, speed: 2, structure: 1, shields: 0 },
      ],
      [G, B],
      { turn: 3, segment: 2 },
    );
  }

  it('SY-EX-28, SY-SEG-2, SY-Q-13: both duelists fire; damage after all rolls; both removed', () => {
    const s = duel();
    const ctx = injectedDice([2, 5, 5, 1, 1, 3, 6, 6]);
    submit(s, 0, { orders: [salvo(G, B)] }, ctx);
    expect(ctx.events).toEqual([]);
    submit(s, 1, { orders: [salvo(B, G)] }, ctx);
    const attacks = events(ctx, 'attack.resolved');
    expect(attacks.map((a) => [a.attackerId, a.tht, a.hit, a.damagePoints])).toEqual([
      [G, 1, true, 1],
      [B, 2, true, 2],
    ]);
    expect(unit(s, B)).toMatchObject({ status: 'WRECKED', structure: 0, pos: null });
    expect(unit(s, G)).toMatchObject({ status: 'DESTROYED', structure: -1, pos: null });
    const removed = ctx.events.findIndex((e) => e.type === 'unit.removed');
    const lastAttack = ctx.events.map((e) => e.type).lastIndexOf('attack.resolved');
    expect(removed).toBeGreaterThan(lastAttack);
  });

  it('SY-SEG-1, SY-GEN-4: combat orders are hidden until both are in; then revealed together', () => {
    const s = duel();
    const ctx = injectedDice([2, 5, 5, 1, 1, 3, 6, 6]);
    submit(s, 0, { orders: [salvo(G, B)] }, ctx);
    const seen = JSON.stringify(stratoyager.view(s, 1));
    expect(seen).not.toContain('MAIN_WEAPON_SALVO');
    expect((stratoyager.view(s, 0) as { mySubmission: unknown }).mySubmission).toEqual({
      orders: [salvo(G, B)],
    });
    submit(s, 1, { orders: [salvo(B, G)] }, ctx);
    expect(events(ctx, 'combat.revealed')[0]).toMatchObject({
      submissions: [{ side: 0 }, { side: 1 }],
    });
  });

  it('SY-SEG-1: the full segment: maneuver orders, movement, stress, lock check, combat orders, resolution, end check', () => {
    const s = atSegment(
      game([
        { id: G, x: 12, y: 6, speed: 2 },
        { id: B, x: 12, y: 20, course: 6, facing: 6, speed: 2 },
      ]),
      [G, B],
    );
    const ctx = injectedDice([]);
    submit(s, 0, { orders: [drift(G)] }, ctx);
    submit(s, 1, { orders: [drift(B)] }, ctx);
    expect(s.stage).toBe('COMBAT_ORDERS');
    expect(events(ctx, 'maneuvers.revealed')).toHaveLength(1);
    expect(unit(s, G).pos).toEqual({ x: 12, y: 8 });
    submit(s, 0, { orders: [order(G, { type: 'NONE' })] }, ctx);
    submit(s, 1, { orders: [] }, ctx);
    expect(s.turn).toBe(2);
  });

  it('SY-SEG-4: with one active unit the same steps run for it alone', () => {
    const s = atSegment(
      game([
        { id: G, x: 12, y: 6, speed: 2 },
        { id: B, x: 12, y: 20, course: 6, facing: 6 },
      ]),
      [G],
    );
    const ctx = injectedDice([]);
    expect(stratoyager.pending(s).map((d) => d.seat)).toEqual([0]);
    submit(s, 0, { orders: [drift(G)] }, ctx);
    expect(stratoyager.pending(s).map((d) => [d.seat, d.kind])).toEqual([[0, 'combat']]);
  });

  it('SY-SEG-3: a unit that already activated is not active again (UNIT_NOT_ACTIVE)', () => {
    const s = combatStage(
      [
        { id: G, x: 12, y: 10 },
        { id: 'fsf-guardian-2', x: 14, y: 10, activated: true },
        { id: B, x: 12, y: 20, course: 6, facing: 6 },
      ],
      [G],
    );
    expect(codes(s, 0, salvo('fsf-guardian-2', B))).toEqual(['UNIT_NOT_ACTIVE']);
    expect(codes(s, 0, salvo(B, G))).toEqual(['NOT_OWNER']);
    expect(codes(s, 0, salvo('nobody', B))).toEqual(['UNKNOWN_UNIT']);
  });

  it('SY-CA-1, SY-CA-3: one combat action, NONE included; instant ones resolve now', () => {
    const s = combatStage(
      [
        { id: G, x: 12, y: 10, shields: 1 },
        { id: B, x: 12, y: 20, course: 6, facing: 6 },
      ],
      [G],
    );
    expect(codes(s, 0, order(G, { type: 'NONE' }))).toEqual([]);
    expect(codes(s, 0, order(G, { type: 'NONE' }), order(G, { type: 'RAISE_SHIELDS' }))).toEqual([
      'MALFORMED',
    ]);
    submit(s, 0, { orders: [order(G, { type: 'RAISE_SHIELDS' })] }, injectedDice([]));
    expect(unit(s, G).shields).toBe(2);
  });

  it('SY-CA-2: a blacked-out unit cannot act (only NONE) and owes no order', () => {
    const s = combatStage(
      [
        { id: G, x: 12, y: 10, stress: 'BLACKOUT' },
        { id: B, x: 12, y: 20, course: 6, facing: 6 },
      ],
      [G, B],
    );
    s.owes = [false, true];
    expect(stratoyager.pending(s).map((d) => d.seat)).toEqual([1]);
  });

  it('SY-CA-4, SY-EX-29: a salvo needs an enemy in front arc and range, with THT <= 6', () => {
    const s = combatStage(
      [
        { id: G, x: 12, y: 10, speed: 5 },
        { id: B, x: 12, y: 13, speed: 5 },
        { id: 'fsf-guardian-2', x: 13, y: 10 },
      ],
      [G],
    );
    expect(codes(s, 0, salvo(G, B))).toEqual(['THT_ABOVE_6']);
    expect(codes(s, 0, salvo(G, 'fsf-guardian-2'))).toEqual(['TARGET_NOT_ENEMY']);
    expect(codes(s, 0, salvo(G, 'ghost'))).toEqual(['TARGET_NOT_FOUND']);
    unit(s, B).speed = 3;
    expect(codes(s, 0, salvo(G, B))).toEqual([]);
    unit(s, B).pos = { x: 12, y: 35 };
    expect(codes(s, 0, salvo(G, B))).toEqual(['TARGET_OUT_OF_RANGE']);
    unit(s, B).pos = { x: 14, y: 10 };
    expect(codes(s, 0, salvo(G, B))).toEqual(['TARGET_NOT_IN_ARC']);
  });

  it('SY-CA-5, SY-EX-29: a guided unit cannot MISSILE_SHOT; dumb shots need a target, fragshell none', () => {
    const s = combatStage(
      [
        { id: G, x: 12, y: 10 },
        { id: B, x: 12, y: 14, course: 6, facing: 6 },
      ],
      [G],
    );
    expect(
      codes(s, 0, order(G, { type: 'MISSILE_SHOT', missileClass: 'LIGHT', targetId: B })),
    ).toEqual(['MISSILES_REQUIRE_LOCK']);
    const v = combatStage(
      [
        { id: 'fsf-vulture-1', x: 12, y: 10, speed: 2 },
        { id: B, x: 12, y: 15, speed: 2 },
      ],
      ['fsf-vulture-1'],
    );
    expect(
      codes(v, 0, order('fsf-vulture-1', { type: 'MISSILE_SHOT', missileClass: 'MEDIUM' })),
    ).toEqual(['TARGET_REQUIRED']);
    expect(
      codes(
        v,
        0,
        order('fsf-vulture-1', { type: 'MISSILE_SHOT', missileClass: 'LIGHT', targetId: B }),
      ),
    ).toEqual(['MISSILE_CLASS_NOT_CARRIED']);
    expect(codes(v, 0, order('fsf-vulture-1', { type: 'TARGET_LOCK', targetId: B }))).toEqual([
      'MISSILES_CANNOT_LOCK',
    ]);
    unit(v, 'fsf-vulture-1').missiles.MEDIUM = 0;
    expect(
      codes(
        v,
        0,
        order('fsf-vulture-1', { type: 'MISSILE_SHOT', missileClass: 'MEDIUM', targetId: B }),
      ),
    ).toEqual(['NO_MISSILES_LEFT']);
    const e = combatStage(
      [
        { id: 'khi-evo-1', x: 12, y: 10 },
        { id: G, x: 12, y: 20 },
      ],
      ['khi-evo-1'],
    );
    expect(
      codes(
        e,
        1,
        order('khi-evo-1', { type: 'MISSILE_SHOT', missileClass: 'FRAGSHELL_POD', targetId: G }),
      ),
    ).toEqual(['TARGET_NOT_ALLOWED']);
    expect(
      codes(e, 1, order('khi-evo-1', { type: 'MISSILE_SHOT', missileClass: 'FRAGSHELL_POD' })),
    ).toEqual(['NO_TARGETS_IN_RANGE']);
  });

  it('SY-EX-20: a dumb rocket hit at CLOSE rolls the MEDIUM pool and applies 4D at once', () => {
    const V = 'fsf-vulture-1';
    const s = combatStage(
      [
        { id: V, x: 12, y: 10, speed: 2 },
        { id: B, x: 12, y: 15, speed: 2, course: 6, facing: 6, shields: 0 },
      ],
      [V],
    );
    const ctx = injectedDice([1, 6, 6, 6, 1]);
    submit(
      s,
      0,
      { orders: [order(V, { type: 'MISSILE_SHOT', missileClass: 'MEDIUM', targetId: B })] },
      ctx,
    );
    expect(events(ctx, 'attack.resolved')[0]).toMatchObject({
      tht: 1,
      pool: '1D',
      hit: true,
      damagePoints: 3,
    });
    // 3 points against armor 5 (fore, Unbalanced Armor) take structure 3 to exactly 0.
    expect(unit(s, B).status).toBe('WRECKED');
    expect(unit(s, V).missiles.MEDIUM).toBe(1);
  });

  it('SY-CA-6, SY-LOCK-1: a lock on one enemy in arc, LOS and <= 30; replaces the previous one; needs a missile', () => {
    const s = combatStage(
      [
        { id: G, x: 12, y: 5 },
        { id: B, x: 12, y: 34 },
        { id: 'khi-evo-1', x: 12, y: 30 },
        { id: 'fsf-guardian-2', x: 6, y: 5, targetLock: { targetId: B, declaredTurn: 1 } },
      ],
      [G],
      { turn: 2 },
    );
    expect(codes(s, 0, order(G, { type: 'TARGET_LOCK', targetId: B }))).toEqual([]);
    unit(s, B).pos = { x: 12, y: 35.5 };
    expect(codes(s, 0, order(G, { type: 'TARGET_LOCK', targetId: B }))).toEqual([
      'TARGET_OUT_OF_RANGE',
    ]);
    unit(s, G).targetLock = { targetId: B, declaredTurn: 1 };
    const ctx = injectedDice([]);
    submit(s, 0, { orders: [order(G, { type: 'TARGET_LOCK', targetId: 'khi-evo-1' })] }, ctx);
    expect(unit(s, G).targetLock).toEqual({ targetId: 'khi-evo-1', declaredTurn: 2 });
    expect(unit(s, 'fsf-guardian-2').targetLock).toEqual({ targetId: B, declaredTurn: 1 });
    const t = combatStage(
      [
        { id: G, x: 12, y: 5, missiles: { LIGHT: 0, MEDIUM: 0, HEAVY: 0, FRAGSHELL_POD: 0 } },
        { id: B, x: 12, y: 20 },
      ],
      [G],
    );
    expect(codes(t, 0, order(G, { type: 'TARGET_LOCK', targetId: B }))).toEqual([
      'NO_MISSILES_LEFT',
    ]);
  });

  it('SY-EX-10, SY-CA-7, SY-LOCK-5, SY-LOCK-6: a launch on a mature lock: one missile spent, lock removed; a hit flies to LMD', () => {
    const mk = () =>
      combatStage(
        [
          {
            id: 'fsf-guardian-2',
            x: 12,
            y: 10,
            speed: 5,
            targetLock: { targetId: B, declaredTurn: 1 },
          },
          { id: B, x: 12, y: 20, speed: 3, course: 6, facing: 6, shields: 0 },
        ],
        ['fsf-guardian-2'],
        { turn: 2 },
      );
    const miss = mk();
    const c1 = injectedDice([2]);
    submit(
      miss,
      0,
      {
        orders: [order('fsf-guardian-2', { type: 'LOCKED_MISSILE_LAUNCH', missileClass: 'LIGHT' })],
      },
      c1,
    );
    expect(events(c1, 'attack.resolved')[0]).toMatchObject({ tht: 4, pool: '1D', hit: false });
    expect(miss.missiles).toEqual([]);
    expect(unit(miss, 'fsf-guardian-2')).toMatchObject({
      targetLock: null,
      missiles: { LIGHT: 1 },
    });
    const hit = mk();
    const c2 = injectedDice([4, 6, 6, 6]);
    submit(
      hit,
      0,
      {
        orders: [order('fsf-guardian-2', { type: 'LOCKED_MISSILE_LAUNCH', missileClass: 'LIGHT' })],
      },
      c2,
    );
    expect(events(c2, 'missile.launched')[0]).toMatchObject({
      seq: 1,
      launcherId: 'fsf-guardian-2',
      targetId: B,
      damageDice: 3,
      aspect: 'FORE',
    });
    // The turn ends (no other segment): LMD lands it with [6, 6, 6] against armor 5 (fore).
    expect(events(c2, 'missile.landed')[0]).toMatchObject({
      seq: 1,
      damagePoints: 3,
      neutralised: false,
    });
    expect(unit(hit, B).status).toBe('WRECKED');
  });

  it('SY-LOCK-4: launching on a lock declared this turn is LOCK_NOT_MATURE; without a lock NO_LOCK', () => {
    const s = combatStage(
      [
        { id: G, x: 12, y: 10, targetLock: { targetId: B, declaredTurn: 2 } },
        { id: B, x: 12, y: 20 },
      ],
      [G],
      { turn: 2 },
    );
    expect(codes(s, 0, order(G, { type: 'LOCKED_MISSILE_LAUNCH', missileClass: 'LIGHT' }))).toEqual(
      ['LOCK_NOT_MATURE'],
    );
    unit(s, G).targetLock = null;
    expect(codes(s, 0, order(G, { type: 'LOCKED_MISSILE_LAUNCH', missileClass: 'LIGHT' }))).toEqual(
      ['NO_LOCK'],
    );
  });

  it('SY-EX-30, SY-LOCK-2, SY-LOCK-3, SY-FEAT-5: Tracker holds a lock out of arc; launch still needs the arc', () => {
    const s = game([
      { id: G, x: 12, y: 10, speed: 0 },
      { id: B, x: 12, y: 20, course: 3, facing: 3, speed: 8 },
      { id: 'khi-evo-1', x: 2, y: 34 },
    ]);
    atSegment(s, [G], 1, 2);
    const ctx = injectedDice([]);
    submit(s, 0, { orders: [drift(G)] }, ctx);
    submit(s, 0, { orders: [order(G, { type: 'TARGET_LOCK', targetId: B })] }, ctx);
    expect(unit(s, G).targetLock).toEqual({ targetId: B, declaredTurn: 2 });
    // Turn 2, segment 3: the Blackbuck flies to (20, 20), out of the Guardian's arc.
    atSegment(s, [B], 3, 2);
    resolveMovement(s, [drift(B)], ctx);
    expect(unit(s, B).pos).toEqual({ x: 20, y: 20 });
    expect(unit(s, G).targetLock).not.toBeNull();
    // The same geometry without Tracker loses the lock (the Blackbuck's own kind of holder).
    const plain = game([
      {
        id: 'fsf-guardian-9',
        typeId: 'blackbuck-mk-ii',
        x: 12,
        y: 10,
        targetLock: { targetId: B, declaredTurn: 2 },
      },
      { id: B, x: 20, y: 20 },
    ]);
    checkLocks(plain, injectedDice([]));
    expect(unit(plain, 'fsf-guardian-9').targetLock).toBeNull();
    // The Guardian activated in turn 2: a later combat order from it is UNIT_NOT_ACTIVE.
    s.stage = 'COMBAT_ORDERS';
    s.owes = [true, false];
    expect(codes(s, 0, order(G, { type: 'LOCKED_MISSILE_LAUNCH', missileClass: 'LIGHT' }))).toEqual(
      ['UNIT_NOT_ACTIVE'],
    );
    // Turn 3: facing 0, the target is out of arc: TARGET_NOT_IN_ARC, lock still held.
    const t3 = structuredClone(s);
    for (const u of t3.units) u.activated = false;
    atSegment(t3, [G], 1, 3);
    submit(
      t3,
      0,
      { orders: [maneuver(G, ['TURN', 'PORT', 0], ['ACCEL_DECEL', 'ACCELERATE', 0])] },
      injectedDice([]),
    );
    expect(
      codes(t3, 0, order(G, { type: 'LOCKED_MISSILE_LAUNCH', missileClass: 'LIGHT' })),
    ).toEqual(['TARGET_NOT_IN_ARC']);
    expect(unit(t3, G).targetLock).not.toBeNull();
    // Turn 3 with a turn starboard 1: in arc at 12.806 (LONG), THT 8 + 0 - 3 - 1 = 4.
    for (const u of s.units) u.activated = false;
    atSegment(s, [G], 1, 3);
    const c3 = injectedDice([4, 6]);
    submit(
      s,
      0,
      { orders: [maneuver(G, ['TURN', 'STARBOARD', 1], ['ACCEL_DECEL', 'ACCELERATE', 0])] },
      c3,
    );
    expect(unit(s, G).facing).toBe(1);
    submit(
      s,
      0,
      { orders: [order(G, { type: 'LOCKED_MISSILE_LAUNCH', missileClass: 'LIGHT' })] },
      c3,
    );
    expect(events(c3, 'attack.resolved')[0]).toMatchObject({ band: 'LONG', tht: 4, hit: true });
    expect(events(c3, 'missile.launched')[0]).toMatchObject({ damageDice: 3, aspect: 'AFT_STAR' });
    expect(unit(s, G)).toMatchObject({ targetLock: null, missiles: { LIGHT: 1 } });
  });

  it("SY-LOCK-7, SY-DMG-7: missiles at a target that leaves the table are discarded; a removed launcher's missiles still land", () => {
    const s = combatStage(
      [
        { id: G, x: 12, y: 10 },
        { id: B, x: 1, y: 20, course: 9, facing: 9, speed: 3 },
      ],
      [G],
    );
    s.missiles = [
      { seq: 1, launcherId: G, targetId: B, missileClass: 'LIGHT', damageDice: 3, aspect: 'FORE' },
    ];
    atSegment(s, [B], 2);
    const ctx = injectedDice([]);
    resolveMovement(s, [drift(B)], ctx);
    expect(s.missiles).toEqual([]);
    expect(events(ctx, 'missile.discarded')[0]).toMatchObject({ seq: 1, targetId: B });
  });

  it('SY-CA-8, SY-EX-12, SY-LMD-3: countermeasures save on 4+, then the token goes after LMD', () => {
    const s = combatStage(
      [
        { id: G, x: 12, y: 10 },
        { id: B, x: 12, y: 20, shields: 0 },
      ],
      [B],
    );
    const ctx = injectedDice([4, 3, 5, 2, 6]);
    s.missiles = [
      {
        seq: 1,
        launcherId: G,
        targetId: B,
        missileClass: 'LIGHT',
        damageDice: 3,
        aspect: 'AFT_STAR',
      },
      {
        seq: 2,
        launcherId: G,
        targetId: B,
        missileClass: 'LIGHT',
        damageDice: 3,
        aspect: 'AFT_STAR',
      },
    ];
    submit(s, 1, { orders: [order(B, { type: 'COUNTERMEASURES' })] }, ctx);
    expect(
      events(ctx, 'missile.landed').map((m) => [m.seq, m.neutralised, m.damagePoints]),
    ).toEqual([
      [1, true, 0],
      [2, false, 2],
    ]);
    expect(unit(s, B).structure).toBe(1);
    expect(unit(s, B).countermeasures).toBe(false);
  });

  it("SY-CA-9, SY-DMG-6, SY-EX-29: shields rise by one before this segment's damage; not above the maximum", () => {
    const s = combatStage(
      [
        { id: G, x: 12, y: 12, speed: 2, shields: 0, structure: 1 },
        { id: B, x: 12, y: 15, course: 6, facing: 6, speed: 2 },
      ],
      [G, B],
    );
    expect(codes(s, 1, order(B, { type: 'RAISE_SHIELDS' }))).toEqual(['SHIELDS_ALREADY_FULL']);
    const ctx = injectedDice([3, 4, 6, 1]);
    submit(s, 0, { orders: [order(G, { type: 'RAISE_SHIELDS' })] }, ctx);
    submit(s, 1, { orders: [salvo(B, G)] }, ctx);
    expect(unit(s, G)).toMatchObject({ shields: 0, structure: 1, status: 'ON_TABLE' });
  });

  it('SY-CA-10, SY-Q-54: Fire at Will arms now, triggers in a later segment against the front arc only', () => {
    const V = 'fsf-vulture-1';
    const s = combatStage(
      [
        { id: V, x: 12, y: 10, speed: 1 },
        { id: B, x: 16, y: 10, speed: 1, course: 9, facing: 9 },
      ],
      [V],
    );
    s.segmentCount = 2;
    unit(s, B).initiativeCard = 2;
    const ctx = injectedDice([]);
    submit(s, 0, { orders: [order(V, { type: 'FIRE_AT_WILL' })] }, ctx);
    expect(unit(s, V).fireAtWill).toEqual({ armedSegment: 1 });
    // Segment 2: the Blackbuck is active; side 0 owes a submission for its armed unit.
    atSegment(s, [B], 2);
    submit(s, 1, { orders: [drift(B)] }, ctx);
    expect(stratoyager.pending(s).map((d) => d.seat)).toEqual([0, 1]);
    // (14.5, 10) is abeam of the Vulture: a turret salvo could, a trigger cannot.
    expect(codes(s, 0, { type: 'FAW_TRIGGER', unitId: V, targetId: B })).toEqual([
      'TARGET_NOT_IN_ARC',
    ]);
    expect(
      codes(
        s,
        0,
        { type: 'FAW_TRIGGER', unitId: V, targetId: B },
        { type: 'FAW_TRIGGER', unitId: V, targetId: B },
      ),
    ).toEqual(['TARGET_NOT_IN_ARC', 'DUPLICATE_TRIGGER']);
    expect(codes(s, 0, { type: 'FAW_TRIGGER', unitId: 'fsf-vulture-1', targetId: G })).toEqual([
      'TARGET_NOT_FOUND',
    ]);
    unit(s, B).pos = { x: 12, y: 14 };
    expect(codes(s, 0, { type: 'FAW_TRIGGER', unitId: V, targetId: B })).toEqual([]);
    const c2 = injectedDice([6, 1, 6, 6]);
    submit(s, 0, { orders: [{ type: 'FAW_TRIGGER', unitId: V, targetId: B }] }, c2);
    submit(s, 1, { orders: [] }, c2);
    expect(events(c2, 'attack.resolved')[0]).toMatchObject({
      attackerId: V,
      weapon: 'FIRE_AT_WILL',
      damageDice: 2,
    });
    expect(unit(s, V).fireAtWill).toBeNull();
  });

  it("SY-EX-19, SY-FEAT-3: a turret salvo ignores the arc; the same Vulture's Fire at Will trigger does not", () => {
    const V = 'fsf-vulture-1';
    const R = 0.8660254037844386;
    const s = combatStage(
      [
        { id: V, x: 10, y: 10, speed: 0 },
        { id: B, x: 12.1, y: 10 + 4 * R, speed: 0 },
      ],
      [V],
    );
    expect(codes(s, 0, salvo(V, B))).toEqual([]);
    unit(s, V).fireAtWill = { armedSegment: 1 };
    atSegment(
      s,
      ['khi-evo-1'].filter(() => false),
      2,
    );
    s.stage = 'COMBAT_ORDERS';
    s.owes = [true, false];
    expect(codes(s, 0, { type: 'FAW_TRIGGER', unitId: V, targetId: B })).toEqual([
      'TARGET_NOT_IN_ARC',
    ]);
    unit(s, B).pos = { x: 12, y: 10 + 4 * R };
    expect(codes(s, 0, { type: 'FAW_TRIGGER', unitId: V, targetId: B })).toEqual([]);
  });

  it('SY-CA-10: a trigger in the arming segment, or without Fire at Will, is refused', () => {
    const V = 'fsf-vulture-1';
    const s = combatStage(
      [
        { id: V, x: 12, y: 10, fireAtWill: { armedSegment: 1 } },
        { id: 'fsf-guardian-2', x: 2, y: 2 },
        { id: B, x: 12, y: 14 },
      ],
      [V],
    );
    expect(codes(s, 0, { type: 'FAW_TRIGGER', unitId: V, targetId: B })).toEqual([
      'FAW_SAME_SEGMENT',
    ]);
    expect(codes(s, 0, { type: 'FAW_TRIGGER', unitId: 'fsf-guardian-2', targetId: B })).toEqual([
      'FAW_NOT_ARMED',
    ]);
  });

  it('SY-CA-11, SY-CA-12: EJECT places a pilot 1 Klick away; the yager drifts, can still be shot, not locked', () => {
    const s = combatStage(
      [
        { id: G, x: 12, y: 10, speed: 3, course: 3, facing: 3 },
        { id: 'fsf-guardian-2', x: 2, y: 2 },
        { id: B, x: 12, y: 14, course: 6, facing: 6 },
      ],
      [G],
    );
    s.segmentCount = 2;
    const ctx = injectedDice([]);
    submit(s, 0, { orders: [order(G, { type: 'EJECT', direction: 6 })] }, ctx);
    expect(s.pilots).toEqual([
      { id: `pilot-${G}`, unitId: G, side: 0, pos: { x: 12, y: 9 }, value: 55 },
    ]);
    expect(unit(s, G)).toMatchObject({ status: 'ABANDONED', pos: { x: 12, y: 10 } });
    atSegment(s, [B], 2);
    unit(s, G).activated = true;
    s.stage = 'COMBAT_ORDERS';
    s.owes = [false, true];
    expect(codes(s, 1, salvo(B, G))).toEqual([]);
    expect(codes(s, 1, order(B, { type: 'TARGET_LOCK', targetId: G }))).toEqual([
      'TARGET_NOT_ON_TABLE',
    ]);
  });

  it('SY-CA-11: the pilot point must be on the table and clear of obstacles while another hour is', () => {
    const s = combatStage(
      [
        { id: G, x: 0.5, y: 10 },
        { id: B, x: 12, y: 14 },
      ],
      [G],
    );
    expect(codes(s, 0, order(G, { type: 'EJECT', direction: 9 }))).toEqual([
      'EJECT_POSITION_INVALID',
    ]);
    expect(codes(s, 0, order(G, { type: 'EJECT', direction: 13 }))).toEqual(['INVALID_HOUR']);
    expect(codes(s, 0, order(G, { type: 'EJECT', direction: 3 }))).toEqual([]);
  });

  it('SY-CA-11: a drifting abandoned yager moves at the end of later turns and leaves when off the table', () => {
    const s = combatStage(
      [
        { id: G, x: 2, y: 10, speed: 3, course: 9, facing: 9 },
        { id: 'fsf-guardian-2', x: 20, y: 2 },
        { id: B, x: 12, y: 30 },
      ],
      [G],
    );
    const ctx = injectedDice([]);
    submit(s, 0, { orders: [order(G, { type: 'EJECT', direction: 3 })] }, ctx);
    expect(unit(s, G).pos).toEqual({ x: 2, y: 10 });
    expect(events(ctx, 'unit.drifted')).toEqual([]);
    // Turn 2 ends: it drifts 3 west, off the table, and is gone.
    s.stage = 'INITIATIVE';
    while (s.turn === 2 || s.stage !== 'INITIATIVE') {
      const d = stratoyager.pending(s)[0];
      if (!d) break;
      stratoyager.apply(s, d, stratoyager.defaultOrder(s, d), ctx);
      if (s.turn === 3) break;
    }
    expect(events(ctx, 'unit.drifted')[0]).toMatchObject({ unitId: G, to: { x: -1, y: 10 } });
    expect(unit(s, G)).toMatchObject({ status: 'ABANDONED', pos: null });
  });

  it('SY-CA-11: with abandonedYagers REMOVE the yager leaves at once; an ejection in a fatal segment keeps WRECKED', () => {
    const s = combatStage(
      [
        { id: G, x: 12, y: 12, speed: 2, structure: 2, shields: 0 },
        { id: B, x: 12, y: 15, course: 6, facing: 6, speed: 2 },
      ],
      [G, B],
    );
    s.config.abandonedYagers = 'REMOVE';
    const ctx = injectedDice([3, 4, 4, 4]);
    submit(s, 0, { orders: [order(G, { type: 'EJECT', direction: 6 })] }, ctx);
    submit(s, 1, { orders: [salvo(B, G)] }, ctx);
    expect(unit(s, G).status).toBe('WRECKED');
    expect(s.pilots).toHaveLength(1);
    const t = combatStage(
      [
        { id: G, x: 12, y: 12 },
        { id: B, x: 12, y: 25 },
      ],
      [G],
    );
    t.config.abandonedYagers = 'REMOVE';
    submit(t, 0, { orders: [order(G, { type: 'EJECT', direction: 6 })] }, injectedDice([]));
    expect(unit(t, G)).toMatchObject({ status: 'ABANDONED', pos: null });
  });

  it('SY-FEAT-1, SY-EX-29: the Gunner combines one missile action with the main gun; nobody else may', () => {
    const V = 'fsf-vulture-1';
    const s = combatStage(
      [
        { id: V, x: 12, y: 10, speed: 1 },
        { id: B, x: 12, y: 14, speed: 1, course: 6, facing: 6, shields: 0, structure: 9 },
      ],
      [V],
    );
    const both = order(
      V,
      { type: 'MISSILE_SHOT', missileClass: 'MEDIUM', targetId: B },
      { type: 'MAIN_WEAPON_SALVO', targetId: B },
    );
    expect(codes(s, 0, both)).toEqual([]);
    expect(
      codes(s, 0, order(V, { type: 'RAISE_SHIELDS' }, { type: 'MAIN_WEAPON_SALVO', targetId: B })),
    ).toEqual(['INVALID_GUNNER_COMBINATION', 'SHIELDS_ALREADY_FULL']);
    const ctx = injectedDice([6, 6, 6, 6, 6, 6, 6, 6, 6]);
    submit(s, 0, { orders: [both] }, ctx);
    expect(events(ctx, 'attack.resolved').map((a) => a.weapon)).toEqual([
      'DUMB_MISSILE',
      'MAIN_WEAPON',
    ]);
    const g = combatStage(
      [
        { id: 'khi-blackbuck-2', x: 12, y: 10 },
        { id: G, x: 12, y: 14 },
      ],
      ['khi-blackbuck-2'],
    );
    expect(
      codes(
        g,
        1,
        order(
          'khi-blackbuck-2',
          { type: 'TARGET_LOCK', targetId: G },
          { type: 'MAIN_WEAPON_SALVO', targetId: G },
        ),
      ),
    ).toEqual(['GUNNER_REQUIRED']);
  });

  it('SY-EX-21, SY-FEAT-6: a fragshell pod hits friend and foe in arc within 6, canonical order; one pod spent', () => {
    const s = combatStage(
      [
        { id: 'khi-evo-1', x: 10, y: 10, speed: 2 },
        { id: 'khi-blackbuck-2', x: 10, y: 10.8, speed: 3, shields: 1 },
        { id: 'fsf-guardian-1', x: 11, y: 14, speed: 2, course: 6, facing: 6 },
        { id: 'fsf-guardian-2', x: 14, y: 12 },
        { id: 'fsf-vulture-1', x: 10, y: 17 },
      ],
      ['khi-evo-1'],
    );
    const ctx = injectedDice([3, 1, 4, 2, 1, 1, 2, 4, 5, 1]);
    submit(
      s,
      1,
      { orders: [order('khi-evo-1', { type: 'MISSILE_SHOT', missileClass: 'FRAGSHELL_POD' })] },
      ctx,
    );
    expect(events(ctx, 'attack.resolved').map((a) => [a.targetId, a.tht, a.band])).toEqual([
      ['fsf-guardian-1', 1, 'CLOSE'],
      ['khi-blackbuck-2', 1, 'POINT_BLANK'],
    ]);
    expect(unit(s, 'fsf-guardian-1').shields).toBe(1);
    expect(unit(s, 'khi-blackbuck-2')).toMatchObject({ shields: 0, structure: 2 });
    expect(unit(s, 'khi-evo-1').missiles.FRAGSHELL_POD).toBe(1);
  });

  it('SY-EX-24, SY-EVA-2, SY-EVA-3: an evasive Guardian with greyout needs a 6; the Blackbuck firing at it has THT 5', () => {
    const s = combatStage(
      [
        { id: G, x: 12, y: 10, speed: 3, evasive: true, stress: 'GREYOUT' },
        { id: B, x: 12, y: 20, speed: 2, course: 6, facing: 6 },
      ],
      [G, B],
    );
    const ctx = injectedDice([5, 5, 1, 1]);
    submit(s, 0, { orders: [salvo(G, B)] }, ctx);
    submit(s, 1, { orders: [salvo(B, G)] }, ctx);
    expect(events(ctx, 'attack.resolved').map((a) => [a.attackerId, a.tht, a.hit])).toEqual([
      [G, 6, false],
      [B, 5, true],
    ]);
    const black = combatStage(
      [
        { id: G, x: 12, y: 10, speed: 3, evasive: true, stress: 'BLACKOUT' },
        { id: B, x: 12, y: 20, speed: 2, course: 6, facing: 6 },
      ],
      [G, B],
    );
    expect(stratoyager.pending(black).map((d) => d.seat)).toEqual([1]);
    const c2 = injectedDice([5, 1, 1]);
    submit(black, 1, { orders: [salvo(B, G)] }, c2);
    expect(events(c2, 'attack.resolved')[0]).toMatchObject({ tht: 5 });
  });

  it('SY-DMG-5, SY-DMG-7: a wrecked unit leaves the table with its locks and tokens; damage tokens stay', () => {
    const s = combatStage(
      [
        { id: G, x: 12, y: 12, speed: 2 },
        {
          id: B,
          x: 12,
          y: 15,
          course: 6,
          facing: 6,
          speed: 2,
          structure: 1,
          shields: 0,
          targetLock: { targetId: G, declaredTurn: 1 },
          countermeasures: true,
        },
      ],
      [G],
    );
    const ctx = injectedDice([6, 6, 5, 1]);
    submit(s, 0, { orders: [salvo(G, B)] }, ctx);
    expect(unit(s, B)).toMatchObject({
      status: 'WRECKED',
      pos: null,
      targetLock: null,
      countermeasures: false,
      structure: 0,
    });
  });
});
