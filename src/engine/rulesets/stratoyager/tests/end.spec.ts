import { chacha20FromSeed } from '../../../core/chacha20-rng.js';
import { CHACHA20_V1 } from '../../../core/dice-generators.js';
import { Match } from '../../../core/match.js';
import { rngFromSeed } from '../../../core/rng.js';
import { injectedDice } from '../../../testing/context.js';
import { stratoyager } from '../index.js';
import type { GameState } from '../model.js';
import { isAbsent, sideWithoutCombatCapableUnits } from '../rules/end.js';
import { runLmdPhase } from '../rules/lmd.js';
import { beginTurn, finishTurn } from '../rules/flow.js';
import { decideVictory, isAnnihilated, pilotAwardedTo, scores } from '../rules/victory.js';
import {
  assignCards,
  atSegment,
  codesOf,
  events,
  game,
  passStage,
  submit,
  unit,
} from './fixtures.js';

const G = 'fsf-guardian-1';
const B = 'khi-blackbuck-1';

function two(): GameState {
  return game([
    { id: G, x: 12, y: 2 },
    { id: 'fsf-guardian-2', x: 14, y: 2 },
    { id: B, x: 12, y: 30 },
    { id: 'khi-evo-1', x: 14, y: 30 },
  ]);
}

describe('Stratoyager game length and end (SY-END)', () => {
  it('SY-EX-26, SY-END-1: at the end of turn 6 a 4 gives turn 7', () => {
    const s = two();
    s.turn = 6;
    const ctx = injectedDice([4]);
    finishTurn(s, ctx);
    expect(events(ctx, 'extra_turn.rolled')).toEqual([{ roll: 4, needed: 4, extraTurn: true }]);
    expect([s.turn, s.stage]).toEqual([7, 'INITIATIVE']);
  });

  it('SY-EX-26, SY-END-1, SY-END-2: a 3 ends the game after turn 6; turn 7 always ends it, no roll', () => {
    const s = two();
    s.turn = 6;
    finishTurn(s, injectedDice([3]));
    expect(s.stage).toBe('GAME_OVER');
    expect(s.result?.reason).toBe('points');
    const t = two();
    t.turn = 7;
    const ctx = injectedDice([]);
    finishTurn(t, ctx);
    expect(t.stage).toBe('GAME_OVER');
    expect(ctx.rolls()).toEqual([]);
  });

  it('SY-END-3, SY-LMD-1, SY-Q-51: a side left with nothing: the segment finishes, LMD still lands, then the game ends', () => {
    const s = game([
      { id: G, x: 12, y: 12, speed: 2 },
      { id: 'fsf-guardian-2', x: 2, y: 2, shields: 0 },
      { id: B, x: 12, y: 15, course: 6, facing: 6, speed: 2, structure: 1, shields: 0 },
    ]);
    atSegment(s, [G], 1);
    s.segmentCount = 3;
    unit(s, B).initiativeCard = 2;
    s.missiles = [
      {
        seq: 1,
        launcherId: B,
        targetId: 'fsf-guardian-2',
        missileClass: 'LIGHT',
        damageDice: 3,
        aspect: 'FORE',
      },
    ];
    const ctx = injectedDice([6, 6, 6, 6, 6, 6, 6, 6]);
    submit(
      s,
      0,
      {
        orders: [
          {
            type: 'MANEUVER',
            unitId: G,
            maneuvers: [
              { driver: 'TURN', direction: 'PORT', thrust: 0 },
              { driver: 'SLIDE', direction: 'PORT', thrust: 0 },
            ],
          },
        ],
      },
      ctx,
    );
    // G drifts to (12, 14): POINT_BLANK, 3D to hit, 2D damage; then the missile's 3D.
    submit(
      s,
      0,
      {
        orders: [{ type: 'COMBAT', unitId: G, action: { type: 'MAIN_WEAPON_SALVO', targetId: B } }],
      },
      ctx,
    );
    expect(unit(s, B).status).toBe('DESTROYED');
    expect(events(ctx, 'segment.started')).toHaveLength(0);
    expect(events(ctx, 'missile.landed')[0]).toMatchObject({
      seq: 1,
      targetId: 'fsf-guardian-2',
      damagePoints: 3,
    });
    expect(s.stage).toBe('GAME_OVER');
    expect(s.result).toMatchObject({ winners: [0], reason: 'annihilation' });
  });

  it('SY-END-4: combat-capable means ON_TABLE, RESERVE or OFF_TABLE', () => {
    const s = two();
    for (const status of ['RESERVE', 'OFF_TABLE', 'ON_TABLE'] as const) {
      unit(s, B).status = 'WITHDRAWN';
      unit(s, 'khi-evo-1').status = status;
      expect(sideWithoutCombatCapableUnits(s)).toBe(false);
    }
    unit(s, 'khi-evo-1').status = 'ABANDONED';
    expect(sideWithoutCombatCapableUnits(s)).toBe(true);
  });

  it('SY-END-5, SY-VIC-2: a side away from the table a full turn with no reserves is absent; the other wins', () => {
    const s = game([
      { id: G, x: 12, y: 2 },
      {
        id: B,
        status: 'OFF_TABLE',
        offTable: { exitPoint: { x: 0, y: 20 }, exitEdge: 'WEST', exitTurn: 1 },
      },
    ]);
    const ctx = injectedDice([]);
    assignCards(s, ctx);
    while (s.stage !== 'GAME_OVER') passStage(s, ctx);
    expect(s.turn).toBe(1);
    expect(events(ctx, 'turn.ended')[0]).toEqual({ turn: 1, absent: [false, true] });
    expect(s.result).toMatchObject({ winners: [0], reason: 'absence' });
  });

  it('SY-END-5: a unit on the table at any moment of the turn, or a reserve left, means not absent', () => {
    const s = two();
    unit(s, B).status = 'WITHDRAWN';
    unit(s, B).pos = null;
    unit(s, B).onTableThisTurn = false;
    unit(s, 'khi-evo-1').status = 'RESERVE';
    unit(s, 'khi-evo-1').pos = null;
    expect(isAbsent(s, 1)).toBe(false);
    unit(s, 'khi-evo-1').status = 'OFF_TABLE';
    unit(s, 'khi-evo-1').onTableThisTurn = true;
    expect(isAbsent(s, 1)).toBe(false);
    unit(s, 'khi-evo-1').onTableThisTurn = false;
    expect(isAbsent(s, 1)).toBe(true);
  });
});

describe('Stratoyager victory (SY-VIC)', () => {
  it('SY-VIC-1, SY-VIC-2: total annihilation wins, whatever the points', () => {
    const s = two();
    for (const id of [B, 'khi-evo-1']) unit(s, id).status = 'ABANDONED';
    for (const id of [G]) unit(s, id).status = 'WRECKED';
    expect(isAnnihilated(s, 1)).toBe(true);
    expect(isAnnihilated(s, 0)).toBe(false);
    expect(decideVictory(s, [false, false])).toMatchObject({
      winners: [0],
      reason: 'annihilation',
      scores: [193, 110],
    });
  });

  it('SY-VIC-3, SY-GEN-5: points for destroyed, wrecked, abandoned and withdrawn enemies; pilots go to the nearest side, half points', () => {
    const s = two();
    unit(s, B).status = 'WITHDRAWN';
    unit(s, 'khi-evo-1').status = 'DESTROYED';
    unit(s, G).status = 'ABANDONED';
    s.pilots = [
      { id: 'pilot-x', unitId: 'khi-blackbuck-9', side: 1, pos: { x: 12, y: 28 }, value: 54.5 },
    ];
    // Nearest unit on the table to (12, 28) is fsf-guardian-2 at (14, 2)? No: only side 0's guardian-2 is on the table.
    expect(pilotAwardedTo(s, s.pilots[0], null)).toBe(0);
    expect(scores(s, null)).toEqual([193 + 54.5, 110]);
    expect(decideVictory(s, [false, false])).toMatchObject({ winners: [0], reason: 'points' });
  });

  it('SY-VIC-3: a pilot equidistant from both sides, or with nobody on the table, goes to no one; an annihilator takes all', () => {
    const s = two();
    const pilot = { id: 'p', unitId: 'x', side: 0 as const, pos: { x: 12, y: 16 }, value: 55 };
    unit(s, G).pos = { x: 12, y: 10 };
    unit(s, B).pos = { x: 12, y: 22 };
    expect(pilotAwardedTo(s, pilot, null)).toBeNull();
    expect(pilotAwardedTo(s, pilot, 1)).toBe(1);
    for (const u of s.units) u.status = 'DESTROYED';
    expect(pilotAwardedTo(s, pilot, null)).toBeNull();
  });

  it('SY-VIC-2: equal points are a draw; both sides absent go to points', () => {
    const s = two();
    expect(decideVictory(s, [true, true])).toMatchObject({ winners: [], reason: 'points' });
    expect(stratoyager.outcome({ ...s, result: decideVictory(s, [false, false]) })).toMatchObject({
      draw: true,
      winners: [],
    });
  });
});

describe('Stratoyager LMD phase (SY-LMD)', () => {
  it('SY-LMD-1, SY-LMD-2, SY-LMD-6: in seq order, damage at once; a second missile at a unit already gone is discarded; list emptied', () => {
    const s = two();
    unit(s, B).shields = 0;
    unit(s, B).structure = 1;
    unit(s, B).countermeasures = true;
    s.missiles = [
      { seq: 1, launcherId: G, targetId: B, missileClass: 'LIGHT', damageDice: 3, aspect: 'AFT' },
      { seq: 2, launcherId: G, targetId: B, missileClass: 'LIGHT', damageDice: 3, aspect: 'AFT' },
      {
        seq: 3,
        launcherId: 'fsf-guardian-2',
        targetId: 'khi-evo-1',
        missileClass: 'LIGHT',
        damageDice: 3,
        aspect: 'FORE',
      },
    ];
    unit(s, G).status = 'DESTROYED';
    const ctx = injectedDice([1, 6, 6, 6, 2, 2, 2]);
    runLmdPhase(s, ctx);
    expect(unit(s, B).status).toBe('DESTROYED');
    expect(events(ctx, 'missile.discarded')).toEqual([
      { seq: 2, launcherId: G, targetId: B, reason: 'khi-blackbuck-1 destroyed' },
    ]);
    expect(events(ctx, 'missile.landed').map((m) => m.seq)).toEqual([1, 3]);
    expect(s.missiles).toEqual([]);
    expect(s.units.every((u) => !u.countermeasures)).toBe(true);
  });
});

describe('Stratoyager general rules (SY-GEN, SY-RNG)', () => {
  it('SY-GEN-3: speeds, thrusts, hours and cards are chosen: no die is rolled for them', () => {
    const s = two();
    const ctx = injectedDice([]);
    assignCards(s, ctx);
    passStage(s, ctx);
    expect(ctx.rolls()).toEqual([]);
  });

  it('SY-GEN-6: a player orders only its own units', () => {
    const s = atSegment(two(), [G, B]);
    expect(
      codesOf(s, 0, {
        orders: [
          {
            type: 'MANEUVER',
            unitId: B,
            maneuvers: [
              { driver: 'TURN', direction: 'PORT', thrust: 0 },
              { driver: 'SLIDE', direction: 'PORT', thrust: 0 },
            ],
          },
        ],
      }),
    ).toEqual(['NOT_OWNER']);
    expect(codesOf(s, 0, { side: 1, orders: [] })).toContain('NOT_OWNER');
  });

  it('SY-RNG-2, SY-RNG-3: a seeded match draws d6 = randInt(6) + 1 from its stream, in draw order', () => {
    const m = Match.create(
      stratoyager,
      { rulesetId: 'stratoyager', scenarioId: 'pilot-episode' },
      'rng-check',
    );
    const bots = rngFromSeed('bots');
    while (!m.isOver && m.lastOrderSeq < 120) {
      const d = m.pending()[0];
      m.submit(d.seat, d.id, m.sample(d.id, bots));
    }
    const rolled = m.toJSON().events.filter((e) => e.type === 'dice.rolled');
    expect(rolled.length).toBeGreaterThan(0);
    expect(m.generator).toBe(CHACHA20_V1);
    const stream = chacha20FromSeed('rng-check');
    for (const e of rolled) {
      const sides = Number(String(e.data.notation).split('d')[1]);
      for (const face of e.data.faces as number[]) expect(face).toBe(stream.int(sides) + 1);
    }
  });

  it('SY-RNG-6: test vectors can inject dice, and running out is an error, not a silent roll', () => {
    const s = two();
    s.turn = 6;
    expect(() => finishTurn(s, injectedDice([]))).toThrow('dice needed');
  });

  it('SY-RNG-4: within one step side 0 draws first: stress tests of both active units', () => {
    const s = atSegment(
      game([
        { id: G, x: 5, y: 5, speed: 4 },
        { id: B, x: 15, y: 25, speed: 4, course: 6, facing: 6 },
      ]),
      [G, B],
    );
    const ctx = injectedDice([1, 1, 1, 1, 1, 1, 1]);
    submit(
      s,
      1,
      {
        orders: [
          {
            type: 'MANEUVER',
            unitId: B,
            maneuvers: [
              { driver: 'TURN', direction: 'PORT', thrust: 4 },
              { driver: 'SLIDE', direction: 'PORT', thrust: 0 },
            ],
          },
        ],
      },
      ctx,
    );
    submit(
      s,
      0,
      {
        orders: [
          {
            type: 'MANEUVER',
            unitId: G,
            maneuvers: [
              { driver: 'TURN', direction: 'PORT', thrust: 6 },
              { driver: 'SLIDE', direction: 'PORT', thrust: 0 },
            ],
          },
        ],
      },
      ctx,
    );
    expect(ctx.rolls().map((r) => r.purpose.split(':')[1].trim().split(' ')[0])).toEqual([G, B]);
  });

  it("SY-END-3: at the end of TURN_START a side with nothing left ends the game after this turn's LMD", () => {
    const s = two();
    unit(s, B).status = 'DESTROYED';
    unit(s, 'khi-evo-1').status = 'DESTROYED';
    beginTurn(s, 2, injectedDice([]));
    expect(s.stage).toBe('GAME_OVER');
  });
});
