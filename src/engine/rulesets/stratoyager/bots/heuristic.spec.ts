import type { BotTurn } from '../../../bots/bot.js';
import { rngFromSeed } from '../../../core/rng.js';
import { sketchState, unitIn, type UnitSketch } from '../combat/test-state.js';
import { stratoyager } from '../index.js';
import { playBotTurn } from '../../../bots/play.js';
import { Match } from '../../../core/match.js';
import type {
  CombatOrder,
  GameState,
  InitiativeAssignment,
  ManeuverOrder,
  Stage,
  Submission,
} from '../model.js';
import { executeManeuver } from '../rules/movement.js';
import { stressBase, stressPool } from '../rules/stress.js';
import { unitType } from '../units/index.js';
import { viewOf } from '../view.js';
import { heuristicBot } from './heuristic.js';

/** A segment where `activeId` (side 0) acts, as the heuristic bot would be asked about it. */
function ask(
  state: GameState,
  stage: Stage,
  activeId: string,
): { order: Submission; valid: unknown } {
  state.stage = stage;
  state.active = [activeId];
  state.owes = [true, false];
  const [decision] = stratoyager.pending(state);
  const turn: BotTurn = {
    seat: 0,
    view: viewOf(state, 0),
    decision,
    description: stratoyager.describe(state, decision),
    rng: rngFromSeed('heuristic-spec'),
    sampleLegal: () => {
      throw new Error('not used');
    },
  };
  const order = heuristicBot.decide(turn) as Submission;
  return { order, valid: stratoyager.validate(state, decision, order) };
}

const guardian = (extra: Partial<UnitSketch> = {}): UnitSketch => ({
  id: 'fsf-guardian-1',
  typeId: 'guardian-151a',
  pos: { x: 12, y: 10 },
  speed: 2,
  ...extra,
});

describe('heuristic bot', () => {
  it('SY-CA-4: fires its guns at an enemy in its front arc at close range', () => {
    const state = sketchState([
      guardian(),
      {
        id: 'khi-blackbuck-1',
        typeId: 'blackbuck-mk-ii',
        pos: { x: 12, y: 14 },
        facing: 6,
        speed: 2,
      },
    ]);
    const { order, valid } = ask(state, 'COMBAT_ORDERS', 'fsf-guardian-1');
    expect(valid).toEqual([]);
    expect(order.orders).toEqual([
      {
        type: 'COMBAT',
        unitId: 'fsf-guardian-1',
        action: { type: 'MAIN_WEAPON_SALVO', targetId: 'khi-blackbuck-1' },
      },
    ]);
  });

  it('SY-LOCK-5: launches on a mature lock when the target is in arc and range', () => {
    const state = sketchState([
      guardian({ state: { targetLock: { targetId: 'khi-blackbuck-1', declaredTurn: 1 } } }),
      {
        id: 'khi-blackbuck-1',
        typeId: 'blackbuck-mk-ii',
        pos: { x: 12, y: 22 },
        facing: 6,
        speed: 2,
      },
    ]);
    const { order, valid } = ask(state, 'COMBAT_ORDERS', 'fsf-guardian-1');
    expect(valid).toEqual([]);
    expect((order.orders[0] as CombatOrder).action).toEqual({
      type: 'LOCKED_MISSILE_LAUNCH',
      missileClass: 'LIGHT',
    });
  });

  it('SY-CA-6: locks on an enemy too far for a good shot, for a launch next turn', () => {
    const state = sketchState([
      guardian({ speed: 4 }),
      {
        id: 'khi-blackbuck-1',
        typeId: 'blackbuck-mk-ii',
        pos: { x: 12, y: 30 },
        facing: 6,
        speed: 4,
      },
    ]);
    const { order, valid } = ask(state, 'COMBAT_ORDERS', 'fsf-guardian-1');
    expect(valid).toEqual([]);
    expect((order.orders[0] as CombatOrder).action).toEqual({
      type: 'TARGET_LOCK',
      targetId: 'khi-blackbuck-1',
    });
  });

  it('SY-CA-8: deploys countermeasures against a missile on its way when it has no shot', () => {
    const state = sketchState([
      guardian(),
      {
        id: 'khi-blackbuck-1',
        typeId: 'blackbuck-mk-ii',
        pos: { x: 20, y: 4 },
        facing: 9,
        speed: 2,
      },
    ]);
    state.missiles = [
      {
        seq: 1,
        launcherId: 'khi-blackbuck-1',
        targetId: 'fsf-guardian-1',
        missileClass: 'LIGHT',
        damageDice: 3,
        aspect: 'AFT_STAR',
      },
    ];
    const { order, valid } = ask(state, 'COMBAT_ORDERS', 'fsf-guardian-1');
    expect(valid).toEqual([]);
    expect((order.orders[0] as CombatOrder).action).toEqual({ type: 'COUNTERMEASURES' });
  });

  it('SY-EXIT-1: does not fly off the table, even heading for the edge at speed', () => {
    const state = sketchState([
      guardian({ pos: { x: 22, y: 18 }, facing: 3, speed: 7 }),
      {
        id: 'khi-blackbuck-1',
        typeId: 'blackbuck-mk-ii',
        pos: { x: 4, y: 30 },
        facing: 6,
        speed: 3,
      },
    ]);
    const { order, valid } = ask(state, 'MANEUVER_ORDERS', 'fsf-guardian-1');
    expect(valid).toEqual([]);
    const unit = unitIn(state, 'fsf-guardian-1');
    const end = executeManeuver(
      unit as Parameters<typeof executeManeuver>[0],
      order.orders[0] as ManeuverOrder,
    );
    expect(end.pos.x).toBeGreaterThanOrEqual(0);
    expect(end.pos.x).toBeLessThanOrEqual(24);
    expect(end.pos.y).toBeGreaterThanOrEqual(0);
    expect(end.pos.y).toBeLessThanOrEqual(36);
  });

  it('SY-STRESS-1: with nothing to gain it takes no hull stress, and it turns toward the enemy', () => {
    const state = sketchState([
      guardian({ pos: { x: 12, y: 6 }, speed: 3 }),
      {
        id: 'khi-blackbuck-1',
        typeId: 'blackbuck-mk-ii',
        pos: { x: 22, y: 30 },
        facing: 6,
        speed: 3,
      },
    ]);
    const { order, valid } = ask(state, 'MANEUVER_ORDERS', 'fsf-guardian-1');
    expect(valid).toEqual([]);
    const m = order.orders[0] as ManeuverOrder;
    const type = unitType('guardian-151a');
    expect(stressPool(stressBase(m, type), type)).toBe(0);
    const end = executeManeuver(
      unitIn(state, 'fsf-guardian-1') as Parameters<typeof executeManeuver>[0],
      m,
    );
    const before = Math.hypot(22 - 12, 30 - 6);
    expect(Math.hypot(22 - end.pos.x, 30 - end.pos.y)).toBeLessThan(before);
  });

  it('SY-HIT-4: near the enemy, a fast pilot brakes to a speed its own guns can hit at', () => {
    const state = sketchState([
      {
        id: 'khi-blackbuck-1',
        typeId: 'blackbuck-mk-ii',
        side: 0,
        pos: { x: 12, y: 4 },
        speed: 7,
      },
      {
        id: 'fsf-guardian-1',
        typeId: 'guardian-151a',
        side: 1,
        pos: { x: 12, y: 22 },
        facing: 6,
        speed: 3,
      },
    ]);
    const { order, valid } = ask(state, 'MANEUVER_ORDERS', 'khi-blackbuck-1');
    expect(valid).toEqual([]);
    const end = executeManeuver(
      unitIn(state, 'khi-blackbuck-1') as Parameters<typeof executeManeuver>[0],
      order.orders[0] as ManeuverOrder,
    );
    // THT = 3 + speed - 2 (Blackbuck TC): at 7 nothing short of a 6 hits; it sheds all it can.
    expect(end.speed).toBeLessThanOrEqual(5);
  });

  it('SY-INIT-3: the strongest units take the latest cards, the weakest the first', () => {
    const match = Match.create(
      stratoyager,
      { rulesetId: 'stratoyager', scenarioId: 'pilot-episode' },
      'ic',
    );
    const rngs = [rngFromSeed('ic', '0'), rngFromSeed('ic', '1')];
    let decision = match.pending()[0];
    while (decision.kind !== 'initiative') {
      match.submit(
        decision.seat,
        decision.id,
        playBotTurn(match, heuristicBot, decision.seat, decision.id, rngs[decision.seat]),
      );
      decision = match.pending()[0];
    }
    for (const seat of [0, 1]) {
      const d = match.pending().find((x) => x.seat === seat)!;
      const order = playBotTurn(match, heuristicBot, seat, d.id, rngs[seat]) as Submission;
      expect(match.check(seat, d.id, order)).toEqual([]);
      const { cards } = order.orders[0] as InitiativeAssignment;
      const points = (id: string) => unitType(unitIn(match.state, id).typeId).points;
      const byCard = Object.keys(cards).sort((a, b) => cards[a] - cards[b]);
      expect(byCard.map(points)).toEqual([...byCard.map(points)].sort((a, b) => a - b));
      // Five segments: the four-unit side leaves the first card, not the last, unused.
      expect(Math.max(...Object.values(cards))).toBe(5);
    }
  });
});
