/**
 * Golden files: the Markdown summary and the SVG map of a fixed replay, per ruleset, from seat 0's
 * view. A change to a ruleset's words or to the renderer shows up here as a diff to review; run
 * with UPDATE_GOLDEN=1 to accept it (and read the diff before committing).
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { boardToSvg, buildTurnSummary, summaryToMarkdown } from '../../../engine/index.js';
import { fixtureMatch, SEAT_NAMES, type FixtureName } from './test-fixture-match.js';

const HERE = dirname(fileURLToPath(import.meta.url));

const CASES: { fixture: FixtureName; orders: number; turn: number }[] = [
  { fixture: 'stratoyager-pilot-episode', orders: 60, turn: 2 },
  { fixture: 'a-billion-suns-default', orders: 80, turn: 2 },
  { fixture: 'sits-picket-clash', orders: 50, turn: 2 },
];

function matchesGolden(file: string, actual: string): void {
  const path = join(HERE, file);
  if (process.env.UPDATE_GOLDEN === '1') writeFileSync(path, actual);
  expect(actual).toBe(readFileSync(path, 'utf8'));
}

describe.each(CASES)('golden files: $fixture', ({ fixture, orders, turn }) => {
  const { match, ruleset } = fixtureMatch(fixture, orders);

  it(`turn ${turn} summary in Markdown, seat 0`, () => {
    const summary = buildTurnSummary({
      ruleset,
      events: match.toJSON().events,
      viewer: 0,
      turn,
      names: SEAT_NAMES,
      pending: match.pending(),
    });
    matchesGolden(`${fixture}.turn-${turn}.md`, summaryToMarkdown(summary));
  });

  it('map SVG, seat 0', () => {
    const board = ruleset.presentation!.board(match.view(0), 0, { names: SEAT_NAMES });
    expect(board).not.toBeNull();
    matchesGolden(`${fixture}.svg`, boardToSvg(board!));
  });
});
