/** The Expanse's search bot: the generic search, but for EX-SCN-1's chase and flight. */
import { findBot, playBotTurn, searchBotFor } from '../../../bots/play.js';
import { Match } from '../../../core/match.js';
import { rngFromSeed } from '../../../core/rng.js';
import { expanse } from '../index.js';
import type { ManoeuvreOrders } from '../orders.js';
import type { ExpanseView } from '../view.js';
import { heuristicBot } from './heuristic.js';
import { chase } from './chase.js';
import { plan } from './plan.js';
import { expanseSearchBot } from './search.js';

/** A battle played by the heuristic until `stop` holds for the pending decision. */
function playedUntil(
  scenarioId: string,
  seed: string,
  stop: (kind: string, seat: number, v: ExpanseView) => boolean,
) {
  const match = Match.create(expanse, { rulesetId: 'expanse', scenarioId }, seed);
  const rngs = [0, 1, 2].map((n) => rngFromSeed(seed, `seat-${n}`));
  for (;;) {
    const [d] = match.pending();
    if (stop(d.kind, d.seat, match.view(d.seat) as ExpanseView)) return { match, decision: d };
    match.submit(d.seat, d.id, playBotTurn(match, heuristicBot, d.seat, d.id, rngs[d.seat]));
    if (match.isOver) throw new Error(`${scenarioId} ${seed} ended first`);
  }
}

describe('Expanse search bot', () => {
  it('is the bot the registry offers as `search`', () => {
    expect(findBot('expanse', 'search')?.description).toContain('the Hunter chases');
  });

  it('EX-VIC-2, EX-STUNT-GUIDANCE: the Hunter closes two bands from Medium at its hardest burn, its command pool on the range contest', () => {
    const { match, decision } = playedUntil(
      'EX-SCN-1',
      'hunter',
      (kind, seat, v) => kind === 'manoeuvres' && seat === 0 && v.ships[0].sp.command > 0,
    );
    const view = match.view(0) as ExpanseView;
    const hunter = view.ships.find((x) => x.side === view.mySide)!;
    const runner = view.ships.find((x) => x.side !== view.mySide)!;
    expect(view.pairs[0].band).toBe('M');
    const rng = () => rngFromSeed('hunter', 'search');
    const captain = playBotTurn(match, heuristicBot, 0, decision.id, rng()) as ManoeuvreOrders;
    const order = playBotTurn(match, expanseSearchBot(), 0, decision.id, rng()) as ManoeuvreOrders;
    expect(captain.ships![hunter.id].high_g).toBe(1);
    expect(captain.stunts ?? []).toEqual([]);
    expect(order.ships![hunter.id].high_g).toBeGreaterThan(1);
    expect(order.ships![hunter.id].intents).toEqual([
      { enemy: runner.id, action: 'close', bands: 2 },
    ]);
    expect(order.stunts).toEqual([
      { ship: hunter.id, stunt: 'EX-STUNT-GUIDANCE', test: 'manoeuvre', sp: hunter.sp.command },
    ]);
    expect(match.check(0, decision.id, order)).toEqual([]);
    // Out of control it cannot burn, so it closes one band, as the captain does.
    const adrift = structuredClone(view);
    adrift.outOfControl = [hunter.id];
    const adriftCaptain = plan('manoeuvres', adrift) as ManoeuvreOrders;
    const held = chase(adrift, adriftCaptain);
    expect(held.ships![hunter.id].intents).toEqual([
      { enemy: runner.id, action: 'close', bands: 1 },
    ]);
    expect(held.ships![hunter.id].high_g).toBe(0);
  });

  it('EX-VIC-2, EX-HIGHG-1: the Runner flees at the most g the rules allow, its captain’s flight otherwise', () => {
    const { match, decision } = playedUntil(
      'EX-SCN-1',
      'runner',
      (kind, seat) => kind === 'manoeuvres' && seat === 1,
    );
    const rng = () => rngFromSeed('runner', 'search');
    const captain = playBotTurn(match, heuristicBot, 1, decision.id, rng()) as ManoeuvreOrders;
    const order = playBotTurn(match, expanseSearchBot(), 1, decision.id, rng()) as ManoeuvreOrders;
    const [runner] = Object.keys(captain.ships!);
    expect(captain.ships![runner].high_g).toBeGreaterThan(0);
    expect(captain.ships![runner].high_g).toBeLessThan(6);
    expect(order).toEqual({
      ...captain,
      ships: { [runner]: { ...captain.ships![runner], high_g: 6 } },
    });
    expect(match.check(1, decision.id, order)).toEqual([]);
  });

  // Seeds where the heuristic's battle reaches the decision (the Runner often gets away first).
  it.each([
    ['the Runner’s stunt window (EX-SCN-1)', 'EX-SCN-1', 'stunts', 1, 'same-stunts'],
    ['the Hunter’s weapon attacks (EX-SCN-1)', 'EX-SCN-1', 'weapon_attacks', 0, 'hunter-fires-0'],
    ['a duel’s manoeuvres', 'duel', 'manoeuvres', 0, 'same-manoeuvres'],
    ['a duel’s defence', 'duel', 'defence', 1, 'same-defence'],
  ])('searches %s exactly as the generic search does', (_, scenarioId, kind, seat, seed) => {
    const { match, decision } = playedUntil(scenarioId, seed, (k, s) => k === kind && s === seat);
    const searched = (bot: ReturnType<typeof expanseSearchBot>) =>
      playBotTurn(match, bot, seat, decision.id, rngFromSeed(seed, 'search'));
    const played: unknown[] = [];
    const generic = searchBotFor('expanse', { observe: (s) => played.push(s) });
    const own: unknown[] = [];
    const registered = expanseSearchBot({ observe: (s) => own.push(s) });
    expect(searched(registered)).toEqual(searched(generic));
    expect(own).toEqual(played);
    expect(own).toHaveLength(1);
  });
});
