import { describe, expect, it } from '@jest/globals';
import type { Bot } from '../../../bots/bot.js';
import { playBotTurn } from '../../../bots/play.js';
import { canonicalJson } from '../../../core/hash.js';
import { Match } from '../../../core/match.js';
import { rngFromSeed } from '../../../core/rng.js';
import { expanse } from '../index.js';
import type { AttackShipOrders, Bundle } from '../orders.js';
import { heuristicBot } from './heuristic.js';
import { captainHints, RUNNERS_UP } from './runners-up.js';

const hints = captainHints(RUNNERS_UP);

/** The captain's order for the turn owed, and its runners-up, without submitting anything. */
const grab: Bot = {
  ...heuristicBot,
  decide: (turn) => {
    const own = heuristicBot.decide(turn);
    return { own, hints: hints(turn, own) };
  },
};

interface Grabbed {
  own: unknown;
  hints: unknown[];
}

/** Heuristic self-play of `scenarioId`, `look` shown every decision with its order and hints. */
function selfPlay(
  scenarioId: string,
  seed: string,
  look: (match: Match, d: ReturnType<Match['pending']>[number], got: Grabbed) => void,
) {
  const match = Match.create(expanse, { rulesetId: 'expanse', scenarioId }, seed);
  const rng = rngFromSeed(seed, 'captains');
  for (let n = 0; n < 5000 && !match.isOver; n++) {
    const d = match.pending()[0];
    const got = playBotTurn(match, grab, d.seat, d.id, rng) as Grabbed;
    look(match, d, got);
    expect(match.submit(d.seat, d.id, got.own).ok).toBe(true);
  }
  expect(match.isOver).toBe(true);
}

describe("The Expanse: the heuristic captain's runners-up for the search bot", () => {
  it('are legal orders, none the captain’s own and none twice, in every scenario (EX-ROUND-5)', () => {
    const kinds = new Map<string, number>();
    for (const scenarioId of expanse.scenarios.map((s) => s.id))
      selfPlay(scenarioId, `runners-up-${scenarioId}`, (match, d, { own, hints }) => {
        const keys = hints.map((h) => canonicalJson(h));
        expect(new Set(keys).size).toBe(keys.length);
        expect(keys).not.toContain(canonicalJson(own));
        for (const h of hints) expect(match.check(d.seat, d.id, h)).toEqual([]);
        kinds.set(d.kind, (kinds.get(d.kind) ?? 0) + hints.length);
      });
    // Every step the captain plans has runners-up somewhere; damage control and command none.
    for (const kind of [
      'manoeuvres',
      'electronic_warfare',
      'weapon_attacks',
      'defence',
      'stunts',
      'attack_damage',
    ])
      expect(kinds.get(kind) ?? 0).toBeGreaterThan(0);
    expect(kinds.get('damage_control') ?? 0).toBe(0);
  });

  it("are read from the seat's view: the same whatever the other side has ordered (EX-ROUND-5)", () => {
    const config = { rulesetId: 'expanse', scenarioId: 'duel' };
    const match = Match.create(expanse, config, 'hidden');
    const ask = (m: Match, d: ReturnType<Match['pending']>[number], n: number) =>
      playBotTurn(m, grab, d.seat, d.id, rngFromSeed('hidden', `${n}`)) as Grabbed;
    let compared = 0;
    for (let n = 0; n < 3000 && !match.isOver; n++) {
      const owed = match.pending();
      const [first] = owed;
      const other = owed.find((d) => d.seat !== first.seat);
      const before = ask(match, first, n);
      if (other) {
        // The other seat's orders, given but sealed: the captain's, or any legal ones.
        for (const reply of [
          ask(match, other, n).own,
          match.sample(other.id, rngFromSeed('r', `${n}`)),
        ]) {
          const fork = Match.fromJSON(expanse, match.toJSON());
          expect(fork.submit(other.seat, other.id, reply).ok).toBe(true);
          expect(canonicalJson(ask(fork, first, n).hints)).toBe(canonicalJson(before.hints));
        }
        if (before.hints.length > 0) compared++;
      }
      expect(match.submit(first.seat, first.id, before.own).ok).toBe(true);
    }
    expect(compared).toBeGreaterThan(5);
  });

  it('step 4: a runner-up fires the same weapons at other targets, each within reach (EX-ATK-3)', () => {
    let retargeted = 0;
    selfPlay('two-vs-two', 'runners-up-fire', (_, d, { own, hints }) => {
      if (d.kind !== 'weapon_attacks') return;
      const weapons = (o: unknown) =>
        Object.values((o as Bundle<AttackShipOrders>).ships ?? {}).map((x) =>
          x.attacks.map((a) => a.weapon),
        );
      const targets = (o: unknown) =>
        Object.values((o as Bundle<AttackShipOrders>).ships ?? {}).flatMap((x) =>
          x.attacks.map((a) => a.target),
        );
      // The same weapons fired, so only the targets differ (they are legal: the first spec).
      const same = hints.filter((h) => canonicalJson(weapons(h)) === canonicalJson(weapons(own)));
      for (const h of same) expect(targets(h)).not.toEqual(targets(own));
      retargeted += same.length;
    });
    expect(retargeted).toBeGreaterThan(0);
  });
});
