/**
 * The Expanse's turn summary and range-band diagram: they read the battle in its own words, and
 * a seat's sealed order changes nothing another seat or a spectator is shown.
 */
import { canonicalJson } from '../../../core/hash.js';
import { Match } from '../../../core/match.js';
import { rngFromSeed } from '../../../core/rng.js';
import type { Viewer } from '../../../core/seat.js';
import { boardToSvg } from '../../../presentation/map-svg.js';
import { summaryToMarkdown, summaryToText } from '../../../presentation/summary-format.js';
import { buildTurnSummary, turnsOf } from '../../../presentation/turn-summary.js';
import { expanse } from '../index.js';

const NAMES = { seat: (s: number) => `Seat ${s}` };

function shown(match: Match, viewer: Viewer): string {
  const events = match.toJSON().events;
  const turns = turnsOf(events);
  const summary = buildTurnSummary({
    ruleset: match.ruleset,
    events,
    viewer,
    turn: turns[turns.length - 1],
    names: NAMES,
    pending: match.pending(),
  });
  const board = expanse.presentation!.board(match.view(viewer), viewer, { names: NAMES });
  return [summaryToMarkdown(summary), summaryToText(summary), board ? boardToSvg(board) : ''].join(
    '\n',
  );
}

/** A duel played with sampled orders until `orders` have been given. */
function played(orders: number): Match {
  const match = Match.create(expanse, { rulesetId: 'expanse', scenarioId: 'duel' }, 'present');
  const rng = rngFromSeed('present', 'orders');
  for (let n = 0; n < orders && !match.isOver; n++) {
    const [d] = match.pending();
    match.submit(d.seat, d.id, match.sample(d.id, rng));
  }
  return match;
}

describe('Expanse presentation', () => {
  it('tells the round in the game’s words and draws the bands', () => {
    const match = played(30);
    const text = shown(match, 0);
    expect(text).toMatch(/command: \d+ against TN 11/);
    expect(text).toMatch(/Orders: A1/);
    const board = expanse.presentation!.board(match.view(0), 0, { names: NAMES })!;
    expect(board.areas.map((a) => a.id)).toEqual(['XC', 'C', 'M', 'L', 'BEYOND']);
    expect(board.pieces.map((p) => p.id)).toEqual(['A1', 'B1']);
    expect(board.pieces[0].x).toBe(0);
  });

  it("a seat's sealed order changes nothing another seat or a spectator is shown", () => {
    const match = played(12);
    const pending = match.pending();
    expect(pending.length).toBeGreaterThanOrEqual(2);
    const decision = pending[0];
    const first = match.sample(decision.id, rngFromSeed('hidden-a'));
    let other = first;
    for (let i = 0; i < 40 && canonicalJson(other) === canonicalJson(first); i++)
      other = match.sample(decision.id, rngFromSeed(`hidden-b-${i}`));
    expect(canonicalJson(other)).not.toBe(canonicalJson(first));
    const copies = [first, other].map((order) => {
      const copy = Match.fromJSON(match.ruleset, structuredClone(match.toJSON()));
      expect(copy.submit(decision.seat, decision.id, order).ok).toBe(true);
      return copy;
    });
    for (const viewer of [pending[1].seat, null])
      expect(shown(copies[0], viewer)).toBe(shown(copies[1], viewer));
  });
});
