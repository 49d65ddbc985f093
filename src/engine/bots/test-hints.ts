/** Test helper: what a bot's `hints` offer over a game it plays against itself. */
import type { Ruleset } from '../core/contract.js';
import { canonicalJson } from '../core/hash.js';
import { Match } from '../core/match.js';
import { rngFromSeed } from '../core/rng.js';
import type { Bot } from './bot.js';
import { playOut } from './play-out.js';

export interface HintTally {
  /** Decisions of each kind, and how many hints were offered, legal, and not the bot's own order. */
  [kind: string]: { decisions: number; offered: number; legal: number; distinct: number };
}

export function tallyHints<S>(
  ruleset: Ruleset<S, unknown>,
  scenarioId: string,
  bot: Bot,
  seed: string,
): HintTally {
  const match = Match.create(ruleset, { rulesetId: ruleset.id, scenarioId }, seed);
  const tally: HintTally = {};
  const hinting: Bot = {
    ...bot,
    decide(turn) {
      const own = bot.decide(turn);
      const kind = (tally[turn.decision.kind] ??= {
        decisions: 0,
        offered: 0,
        legal: 0,
        distinct: 0,
      });
      kind.decisions++;
      for (const hint of bot.hints?.(turn, own) ?? []) {
        kind.offered++;
        if (match.check(turn.seat, turn.decision.id, hint).length === 0) kind.legal++;
        if (canonicalJson(hint) !== canonicalJson(own)) kind.distinct++;
      }
      return own;
    },
  };
  const rngs = Array.from({ length: match.seats }, (_, s) => rngFromSeed(seed, `seat-${s}`));
  playOut(match, () => hinting, rngs, 20_000);
  return tally;
}
