import { describe, expect, it } from '@jest/globals';
import type { Bot, BotTurn } from '../../../bots/bot.js';
import { playBotTurn } from '../../../bots/play.js';
import type { SearchStats } from '../../../bots/search.js';
import { Match } from '../../../core/match.js';
import { rngFromSeed } from '../../../core/rng.js';
import { stellarEmpires } from '../index.js';
import { shipAllowance } from '../rules/level2/allowance.js';
import { pathLength } from '../rules/level2/terrain/path.js';
import { initialState } from '../setup.js';
import { seededDice } from '../../../testing/context.js';
import type { SeState } from '../state.js';
import { fireOrders, heuristicBot, LIGHT_FRACTIONS, lightHeuristicBot } from './heuristic.js';
import { candidatePaths } from './manoeuvre.js';
import { seHints } from './search-hints.js';
import { stellarEmpiresSearchBot } from './search.js';
import { stateOfView, type SeView } from './situation.js';

type ShipMoves = { ships: { ship: string; path: Parameters<typeof pathLength>[0] }[] };

/**
 * Heuristic self-play of `scenarioId` until a decision of `kind` is owed; `look` is then shown
 * that turn, with the heuristic's own order for it.
 */
function atFirst(scenarioId: string, kind: string, look: (turn: BotTurn, own: unknown) => void) {
  const match = Match.create(stellarEmpires, { rulesetId: 'stellar-empires', scenarioId }, 'hints');
  const spy: Bot = {
    ...heuristicBot,
    // So that the turn can be drawn again (`determinize`), as a search bot's is.
    searches: true,
    decide: (turn) => {
      const own = heuristicBot.decide(turn);
      look(turn, own);
      return own;
    },
  };
  for (let i = 0; i < 500; i++) {
    const [d] = match.pending();
    const rng = rngFromSeed('hints', `seat-${d.seat}`);
    if (d.kind === kind) return void playBotTurn(match, spy, d.seat, d.id, rng);
    match.submit(d.seat, d.id, playBotTurn(match, heuristicBot, d.seat, d.id, rng));
  }
  throw new Error(`no ${kind} decision`);
}

function legal(turn: BotTurn, order: unknown): boolean {
  const s = stateOfView(turn.view as SeView);
  const decision = stellarEmpires.pending(s as never).find((d) => d.id === turn.decision.id);
  return (
    decision !== undefined && stellarEmpires.validate(s as never, decision, order).length === 0
  );
}

describe('Stellar Empires search hints and light playouts', () => {
  it('SE-MOV-6: the held-back and pressed-in unit moves are legal, and no held-back path outruns a pressed-in one', () => {
    atFirst('fleet-action', 'move_execute', (turn) => {
      const [held, pressed] = seHints(2)(turn, null) as ShipMoves[];
      expect(legal(turn, held)).toBe(true);
      expect(legal(turn, pressed)).toBe(true);
      held.ships.forEach((m, i) =>
        expect(pathLength(m.path)).toBeLessThan(pathLength(pressed.ships[i].path)),
      );
    });
  });

  it("SE-CMD-CONCENTRATE: the fire runners-up follow the heuristic's own target, most damaging first", () => {
    atFirst('border-clash', 'fire', (turn, own) => {
      const s = stateOfView(turn.view as SeView);
      const orders = fireOrders(s, turn.seat as 0 | 1);
      expect(orders[0]).toEqual(own);
      expect(new Set(orders.map((o) => JSON.stringify(o))).size).toBe(orders.length);
      const hints = seHints(3)(turn, own);
      expect(hints).toEqual(orders.slice(1, 4));
      for (const h of hints) expect(legal(turn, h)).toBe(true);
    });
  });

  it('the light heuristic weighs fewer paths than the heuristic and plays Fleet Action to the end with legal orders', () => {
    const s = initialState({ scenarioId: 'fleet-action', options: {} }, seededDice('light'));
    const ship = s.ships[0];
    const light = candidatePaths(ship, shipAllowance(s, ship), LIGHT_FRACTIONS).length;
    expect(light).toBeLessThan(candidatePaths(ship, shipAllowance(s, ship)).length);
    const match = Match.create(
      stellarEmpires,
      { rulesetId: 'stellar-empires', scenarioId: 'fleet-action' },
      'light',
    );
    for (let i = 0; i < 20_000 && !match.isOver; i++) {
      const [d] = match.pending();
      const bot = d.seat === 0 ? lightHeuristicBot : heuristicBot;
      const order = playBotTurn(match, bot, d.seat, d.id, rngFromSeed('light', `seat-${d.seat}`));
      expect(match.submit(d.seat, d.id, order).ok).toBe(true);
    }
    expect(stellarEmpires.outcome(match.state as SeState)).not.toBeNull();
  });

  it("plays the playouts with the playout policy and asks the policy only for the root's own order", () => {
    const calls = { policy: 0, playouts: 0 };
    const counted = (bot: Bot, key: keyof typeof calls): Bot => ({
      ...bot,
      decide: (turn) => {
        calls[key] += 1;
        return bot.decide(turn);
      },
    });
    let stats: SearchStats | undefined;
    const search = stellarEmpiresSearchBot({
      policy: counted(heuristicBot, 'policy'),
      playoutPolicy: counted(lightHeuristicBot, 'playouts'),
      observe: (x) => (stats = x),
    });
    atFirst('border-clash', 'move_execute', (turn) => search.decide(turn));
    expect(stats).toBeDefined();
    expect(calls.playouts).toBe(stats!.orders);
    expect(calls.policy).toBe(1);
  });
});
