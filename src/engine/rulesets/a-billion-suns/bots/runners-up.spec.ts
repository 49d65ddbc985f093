import { describe, expect, it } from '@jest/globals';
import type { Bot } from '../../../bots/bot.js';
import { playBotTurn } from '../../../bots/play.js';
import { Match } from '../../../core/match.js';
import { rngFromSeed } from '../../../core/rng.js';
import { aBillionSuns } from '../index.js';
import { heuristicBot } from './index.js';

/** The contractor plays both seats until `kind` is owed; then its order and its runners-up. */
function hintsAt(kind: string, seed: string) {
  const match = Match.create(aBillionSuns, { rulesetId: aBillionSuns.id }, seed);
  const rng = rngFromSeed(seed, 'x');
  for (let n = 0; n < 2000; n++) {
    const d = match.pending()[0];
    if (d.kind === kind) {
      const grab: Bot = {
        ...heuristicBot,
        decide: (turn) => {
          const own = heuristicBot.decide(turn);
          return { own, hints: heuristicBot.hints!(turn, own) };
        },
      };
      const got = playBotTurn(match, grab, d.seat, d.id, rng) as { own: unknown; hints: unknown[] };
      return { match, decision: d, ...got };
    }
    match.submit(d.seat, d.id, playBotTurn(match, heuristicBot, d.seat, d.id, rng));
  }
  throw new Error(`no ${kind} decision`);
}

describe("A Billion Suns: the contractor's runners-up for the search bot", () => {
  it('a helm with one CMD token moved, Seize Initiative first (ABS-CMD-2)', () => {
    const { own, hints } = hintsAt('helm', 'runners-up-helm');
    const helm = own as { seizeInitiative: number; jumpIn: number; tactical: number };
    expect(hints[0]).toEqual({ ...helm, seizeInitiative: 1, tactical: helm.tactical - 1 });
    for (const h of hints as (typeof helm)[]) {
      const moved = (['seizeInitiative', 'jumpIn', 'tactical'] as const).map((k) => h[k] - helm[k]);
      expect(moved.sort()).toEqual([-1, 0, 1]);
    }
  });

  it("Orders with one battlegroup's order changed, each legal (ABS-ORD)", () => {
    const { match, decision, own, hints } = hintsAt('orders', 'runners-up-orders');
    const entries = (own as { orders: { order: string }[] }).orders;
    expect(hints.length).toBeGreaterThanOrEqual(3 * entries.length);
    for (const h of hints as { orders: { order: string }[] }[]) {
      const changed = h.orders.filter((e, i) => JSON.stringify(e) !== JSON.stringify(entries[i]));
      expect(changed).toHaveLength(1);
      expect(match.check(decision.seat, decision.id, h)).toEqual([]);
    }
  });
});
