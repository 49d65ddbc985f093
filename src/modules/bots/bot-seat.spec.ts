import { createMatch, type Bot, type BotTurn } from '../../engine/index.js';
import { botOf, botOrder, playDecision } from './bot-seat.js';

const dogfight = () => createMatch({ rulesetId: 'stratoyager', scenarioId: 'dogfight' }, 'seed');

/** A bot that remembers what it was shown and answers like the random one. */
function watcher(): Bot & { turns: BotTurn[] } {
  const turns: BotTurn[] = [];
  return {
    id: 'watcher',
    name: 'Watcher',
    description: 'records its turns',
    turns,
    decide: (turn) => {
      turns.push(turn);
      return turn.sampleLegal();
    },
  };
}

describe('a built-in bot in a seat', () => {
  it('is found from the seat row, and only among the bots the server has', () => {
    const seat = { seat: 1, playerId: null, playerName: null, joinedAt: null };
    expect(botOf({ ...seat, bot: 'stratoyager/heuristic' })?.id).toBe('heuristic');
    expect(botOf({ ...seat, bot: 'stratoyager/nobody' })).toBeUndefined();
    expect(botOf({ ...seat, bot: null })).toBeUndefined();
  });

  it("is shown its own seat's view and the order description, nothing else", () => {
    const match = dogfight();
    const decision = match.pending()[0];
    const bot = watcher();
    botOrder(match, 'm1', bot, decision.seat, decision.id);
    const [turn] = bot.turns;
    expect(turn.seat).toBe(decision.seat);
    expect(turn.view).toEqual(match.view(decision.seat));
    expect(turn.description).toEqual(match.describe(decision.id));
    expect(Object.keys(turn).sort()).toEqual(
      ['decision', 'description', 'rng', 'sampleLegal', 'seat', 'view'].sort(),
    );
  });

  it('chooses the same order for the same match and decision, wherever it runs', () => {
    const orders = (matchId: string) =>
      dogfight()
        .pending()
        .map((d) => JSON.stringify(botOrder(dogfight(), matchId, watcher(), d.seat, d.id)));
    expect(orders('m1')).toEqual(orders('m1'));
  });

  it('is replaced by the random-legal bot for a decision it fails, so the match goes on', () => {
    const match = dogfight();
    const d = match.pending()[0];
    const broken: Bot = { ...watcher(), decide: () => ({ nonsense: true }) };
    const problems: string[] = [];
    const ok = playDecision(
      match,
      'm1',
      broken,
      d.seat,
      d.id,
      (order) => match.submit(d.seat, d.id, order),
      (p) => problems.push(p),
    );
    expect(ok).toBe(true);
    expect(problems).toEqual([expect.stringContaining(`watcher refused on ${d.id}`)]);
    expect(match.pending().some((p) => p.id === d.id)).toBe(false);
  });
});
