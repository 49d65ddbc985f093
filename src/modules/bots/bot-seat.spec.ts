import { createMatch, randomBot, rngFromSeed, type Bot, type BotTurn } from '../../engine/index.js';
import { botOf, ordersToTry, readSeatTurn } from './bot-seat.js';

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
    ordersToTry(readSeatTurn(match, 'm1', decision), bot, () => undefined);
    const [turn] = bot.turns;
    expect(turn.seat).toBe(decision.seat);
    expect(turn.view).toEqual(match.view(decision.seat));
    expect(turn.description).toEqual(match.describe(decision.id));
    expect(Object.keys(turn).sort()).toEqual(
      ['decision', 'description', 'rng', 'sampleLegal', 'seat', 'view'].sort(),
    );
  });

  it('decides on what it read, whatever the live match does meanwhile', () => {
    const match = dogfight();
    const [mine, theirs] = match.pending();
    const turn = readSeatTurn(match, 'm1', mine);
    const viewThen = structuredClone(turn.view);
    expect(
      match.submit(theirs.seat, theirs.id, match.sample(theirs.id, rngFromSeed('other', 'seat')))
        .ok,
    ).toBe(true);
    const bot = watcher();
    const [order] = ordersToTry(turn, bot, () => undefined);
    expect(bot.turns[0].view).toEqual(viewThen);
    expect(match.check(mine.seat, mine.id, order)).toEqual([]);
  });

  it('the search bot (the boss) plays forward from what its seat knows, then answers legally', () => {
    const match = dogfight();
    const [theirs, mine] = match.pending();
    const boss = botOf({
      seat: 1,
      playerId: null,
      playerName: null,
      joinedAt: null,
      bot: 'stratoyager/search',
    })!;
    const turn = readSeatTurn(match, 'm1', mine, boss.searches === true);
    expect(
      match.submit(theirs.seat, theirs.id, match.sample(theirs.id, rngFromSeed('other', 'seat')))
        .ok,
    ).toBe(true);
    expect(turn.determinize?.(rngFromSeed('a', 'b'))).toEqual(match.publicState(mine.seat));
    const [order] = ordersToTry(turn, boss, () => undefined);
    expect(match.check(mine.seat, mine.id, order)).toEqual([]);
  });

  it('chooses the same order for the same match and decision, wherever it runs', () => {
    const orders = (matchId: string) =>
      dogfight()
        .pending()
        .map((d) =>
          JSON.stringify(ordersToTry(readSeatTurn(dogfight(), matchId, d), watcher(), () => {})),
        );
    expect(orders('m1')).toEqual(orders('m1'));
  });

  it('is followed by a legal order to fall back on, for a decision it fails', () => {
    const match = dogfight();
    const d = match.pending()[0];
    const turn = readSeatTurn(match, 'm1', d);
    const problems: string[] = [];
    const report = (p: string) => problems.push(p);
    const nonsense: Bot = { ...watcher(), decide: () => ({ nonsense: true }) };
    const [own, fallback] = ordersToTry(turn, nonsense, report);
    expect(own).toEqual({ nonsense: true });
    expect(match.check(d.seat, d.id, fallback)).toEqual([]);

    const throwing: Bot = {
      ...watcher(),
      decide: () => {
        throw new Error('out of fuel');
      },
    };
    expect(ordersToTry(turn, throwing, report)).toEqual([fallback]);
    expect(problems).toEqual([
      expect.stringContaining(`watcher failed on ${d.id}: Error: out of fuel`),
    ]);
    // The random bot's own order is the legal one: nothing to fall back on twice.
    expect(ordersToTry(turn, randomBot, report)).toEqual([fallback]);
  });
});
