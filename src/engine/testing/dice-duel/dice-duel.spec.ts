/**
 * The skeleton ruleset played through the public engine API, as docs/adding-a-ruleset.md tells a
 * new ruleset to test itself: whole games through `Match` with its bots, rule ids in test names,
 * worked examples with injected dice, and stateless combat against simulated rolls.
 */
import { playOut } from '../../bots/play-out.js';
import { LoggedDice, SeededDiceSource } from '../../core/dice.js';
import { Match, verifyReplay } from '../../core/match.js';
import { rngFromSeed } from '../../core/rng.js';
import { injectedDice } from '../context.js';
import { cautiousBot, diceDuelBots } from './bots/index.js';
import { damageOdds } from './combat.js';
import { diceDuel, type DuelState } from './index.js';
import { resolveRound } from './rules/round.js';

const config = { rulesetId: 'dice-duel', scenarioId: 'standard' };

describe('Dice Duel (the skeleton ruleset)', () => {
  it.each(['one', 'two', 'three'])(
    'plays to the end through Match with its bots (seed %s)',
    (seed) => {
      const match = Match.create(diceDuel, config, seed);
      const rngs = [rngFromSeed(seed, 'seat-0'), rngFromSeed(seed, 'seat-1')];
      const orders = playOut(match, (seat) => diceDuelBots[seat], rngs, 100);
      expect(match.isOver).toBe(true);
      expect(orders).toBeGreaterThan(0);
      expect(verifyReplay(diceDuel, match.replay()).ok).toBe(true);
    },
  );

  it('DD-ROUND-1: stances are secret until both are in', () => {
    const match = Match.create(diceDuel, config, 'secret');
    const [first] = match.pending();
    expect(first).toMatchObject({ kind: 'stance', simultaneous: true });
    const result = match.submit(first.seat, first.id, { stance: 'attack', effort: 2 });
    expect(result.ok && result.events.map((e) => e.type)).toEqual(['order.accepted']);
    expect(match.view(1 - first.seat)).toMatchObject({ myOrder: null });
  });

  it('DD-ROUND-4: an effort above the energy left is refused with NOT_ENOUGH_ENERGY', () => {
    const match = Match.create(diceDuel, config, 'tired');
    const [d] = match.pending();
    const tired = structuredClone(match.state as DuelState);
    tired.duelists[d.seat].energy = 2;
    expect(diceDuel.validate(tired, d, { stance: 'attack', effort: 3 })).toEqual([
      expect.objectContaining({ code: 'NOT_ENOUGH_ENERGY', path: '/effort' }),
    ]);
    expect(match.check(d.seat, d.id, { stance: 'sulk', effort: 1 })[0]).toMatchObject({
      code: 'MALFORMED',
      path: '/stance',
    });
  });

  it('DD-ROUND-2, DD-ROUND-3: worked example — 5 and 6 hit, the defender halves them', () => {
    const s: DuelState = {
      round: 1,
      maxRounds: 6,
      duelists: [
        { hp: 6, energy: 4, bonus: 0 },
        { hp: 6, energy: 4, bonus: 1 },
      ],
      orders: [
        { stance: 'attack', effort: 3 },
        { stance: 'defend', effort: 1 },
      ],
      resigned: null,
    };
    const ctx = injectedDice([5, 6, 2]);
    resolveRound(s, ctx);
    expect(ctx.rolls()).toEqual([expect.objectContaining({ faces: [5, 6, 2] })]);
    expect(s.duelists.map((d) => d.hp)).toEqual([6, 5]);
    expect(s.duelists.map((d) => d.energy)).toEqual([3, 5]);
  });

  it('the cautious bot defends once it can only make effort 1', () => {
    const match = Match.create(diceDuel, config, 'low');
    (match.state as DuelState).duelists[0].energy = 1;
    const description = match.describe(match.pendingFor(0)[0].id);
    const order = cautiousBot.decide({
      seat: 0,
      view: null,
      decision: description.decision,
      description,
      rng: rngFromSeed('x'),
      sampleLegal: () => null,
    });
    expect(order).toEqual({ stance: 'defend', effort: 1 });
  });

  it('stateless combat: exact odds agree with 100k simulated attacks', () => {
    const request = { effort: 3, bonus: 1, defending: true };
    const exact = damageOdds(request);
    const dice = new LoggedDice(new SeededDiceSource(rngFromSeed('odds')), () => {});
    const counts: Record<number, number> = {};
    const n = 100_000;
    for (let i = 0; i < n; i++) {
      const r = diceDuel.combat!.resolve(request, dice) as { ok: true; damage: number };
      counts[r.damage] = (counts[r.damage] ?? 0) + 1;
    }
    for (const [damage, p] of Object.entries(exact))
      expect(Math.abs((counts[Number(damage)] ?? 0) / n - p)).toBeLessThan(0.005);
    expect(diceDuel.combat!.odds({ effort: 9 })).toMatchObject({ ok: false });
  });
});
