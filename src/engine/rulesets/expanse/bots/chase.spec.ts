/** The heuristic captain in EX-SCN-1: the Hunter's chase and the Runner's flight at the most g. */
import { playBotTurn } from '../../../bots/play.js';
import { Match } from '../../../core/match.js';
import { rngFromSeed } from '../../../core/rng.js';
import { expanse } from '../index.js';
import type { ManoeuvreOrders } from '../orders.js';
import type { ExpanseView } from '../view.js';
import { heuristicBot } from './heuristic.js';
import { chase } from './chase.js';
import { plan } from './plan.js';

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

describe('Expanse heuristic in EX-SCN-1', () => {
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
    const captain = plan('manoeuvres', view) as ManoeuvreOrders;
    const order = playBotTurn(
      match,
      heuristicBot,
      0,
      decision.id,
      rngFromSeed('hunter', 'bot'),
    ) as ManoeuvreOrders;
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
    const captain = plan('manoeuvres', match.view(1) as ExpanseView) as ManoeuvreOrders;
    const order = playBotTurn(
      match,
      heuristicBot,
      1,
      decision.id,
      rngFromSeed('runner', 'bot'),
    ) as ManoeuvreOrders;
    const [runner] = Object.keys(captain.ships!);
    expect(captain.ships![runner].high_g).toBeGreaterThan(0);
    expect(captain.ships![runner].high_g).toBeLessThan(6);
    expect(order).toEqual({
      ...captain,
      ships: { [runner]: { ...captain.ships![runner], high_g: 6 } },
    });
    expect(match.check(1, decision.id, order)).toEqual([]);
  });
});
