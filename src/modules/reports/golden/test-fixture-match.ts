/** The engine's frozen fixture replays, replayed to a given order: a fixed game to present. */
import {
  getRuleset,
  replayMatch,
  UNNAMED_DICE_GENERATOR,
  type Match,
  type MatchReplay,
  type PresentationNames,
  type Ruleset,
} from '../../../engine/index.js';
import aBillionSuns from '../../../engine/testing/replays/a-billion-suns-default.json' with { type: 'json' };
import pilotEpisode from '../../../engine/testing/replays/stratoyager-pilot-episode.json' with { type: 'json' };
import picketClash from '../../../engine/testing/replays/sits-picket-clash.json' with { type: 'json' };

export const FIXTURE_REPLAYS = {
  'stratoyager-pilot-episode': pilotEpisode as MatchReplay,
  'a-billion-suns-default': aBillionSuns as MatchReplay,
  'sits-picket-clash': picketClash as MatchReplay,
} as const;

export type FixtureName = keyof typeof FIXTURE_REPLAYS;

/** The fixture's match after its first `orders` orders (all of them when absent). */
export function fixtureMatch(
  name: FixtureName,
  orders?: number,
): { match: Match; ruleset: Ruleset } {
  const replay = FIXTURE_REPLAYS[name];
  const log = orders === undefined ? replay.orders : replay.orders.slice(0, orders);
  const match = replayMatch(
    replay.config,
    replay.seed!,
    log,
    replay.generator ?? UNNAMED_DICE_GENERATOR,
    replay.rulesetVersion,
  );
  return { match, ruleset: getRuleset(replay.rulesetId) };
}

export const SEAT_NAMES: PresentationNames = { seat: (seat) => `Seat ${seat}` };
