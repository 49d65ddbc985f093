/**
 * No summary or map shows another seat's hidden order. At a simultaneous hidden step, seat A
 * orders one thing in one copy of the match and another thing in a second copy; everything seat B
 * and a spectator are shown (summary in every format, map) must be byte-identical across the two.
 */
import { canonicalJson } from '../core/hash.js';
import type { MatchReplay } from '../core/match.js';
import type { Viewer } from '../core/seat.js';
import { rngFromSeed } from '../core/rng.js';
import { getRuleset, Match, replayMatch, UNNAMED_DICE_GENERATOR } from '../index.js';
import aBillionSuns from '../testing/replays/a-billion-suns-default.json' with { type: 'json' };
import pilotEpisode from '../testing/replays/stratoyager-pilot-episode.json' with { type: 'json' };
import picketClash from '../testing/replays/sits-picket-clash.json' with { type: 'json' };
import { boardToSvg } from './map-svg.js';
import { summaryToMarkdown, summaryToText } from './summary-format.js';
import { buildTurnSummary, turnsOf } from './turn-summary.js';

const FIXTURES: [string, MatchReplay][] = [
  ['stratoyager', pilotEpisode as MatchReplay],
  ['a-billion-suns', aBillionSuns as MatchReplay],
  ['sits', picketClash as MatchReplay],
];
/** Rulesets whose presentation has landed; the others are checked with the generic summary. */
const PRESENTED = new Set(['stratoyager', 'a-billion-suns', 'sits']);

const NAMES = { seat: (s: number) => `Seat ${s}` };

/** A mid-game match waiting on a hidden step of two seats or more, with two different orders for the first. */
function hiddenStep(replay: MatchReplay) {
  const generator = replay.generator ?? UNNAMED_DICE_GENERATOR;
  for (let k = Math.floor(replay.orders.length / 3); k < replay.orders.length; k++) {
    const match = replayMatch(
      replay.config,
      replay.seed!,
      replay.orders.slice(0, k),
      generator,
      replay.rulesetVersion,
    );
    const pending = match.pending();
    if (pending.length < 2 || !pending.every((d) => d.simultaneous)) continue;
    const decision = pending[0];
    const first = match.sample(decision.id, rngFromSeed('hidden-a'));
    for (let i = 0; i < 40; i++) {
      const other = match.sample(decision.id, rngFromSeed(`hidden-b-${i}`));
      if (canonicalJson(other) !== canonicalJson(first)) {
        return { match, decision, orders: [first, other], watcher: pending[1].seat };
      }
    }
  }
  throw new Error('the fixture has no hidden step with two different orders');
}

function shown(match: Match, viewer: Viewer): string {
  const ruleset = match.ruleset;
  const events = match.toJSON().events;
  const turns = turnsOf(events);
  const summary = buildTurnSummary({
    ruleset,
    events,
    viewer,
    turn: turns[turns.length - 1],
    names: NAMES,
    pending: match.pending(),
  });
  const board = ruleset.presentation?.board(match.view(viewer), viewer, { names: NAMES });
  return [
    summaryToMarkdown(summary),
    summaryToText(summary),
    JSON.stringify(summary),
    board ? boardToSvg(board) : '',
  ].join('\n');
}

describe.each(FIXTURES)('hidden orders stay hidden in summaries and maps: %s', (id, replay) => {
  (PRESENTED.has(id) ? it : it.skip)('has a presentation', () => {
    expect(getRuleset(id).presentation).toBeDefined();
  });

  it("another seat's and a spectator's summary and map do not change with a seat's hidden order", () => {
    const { match, decision, orders, watcher } = hiddenStep(replay);
    const copies = orders.map((order) => {
      const copy = Match.fromJSON(match.ruleset, structuredClone(match.toJSON()));
      const result = copy.submit(decision.seat, decision.id, order);
      expect(result.ok).toBe(true);
      return copy;
    });
    // The two orders differ where it counts: the ordering seat's own view tells them apart.
    expect(canonicalJson(copies[0].view(decision.seat))).not.toBe(
      canonicalJson(copies[1].view(decision.seat)),
    );
    for (const viewer of [watcher, null]) {
      expect(shown(copies[0], viewer)).toBe(shown(copies[1], viewer));
    }
  });
});
