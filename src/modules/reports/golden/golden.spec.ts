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

describe('golden files: missiles in flight on the map', () => {
  it('SITS: salvos in flight at their launch hex, pointing at their target', () => {
    const { match, ruleset } = fixtureMatch('sits-picket-clash', 49);
    const view = match.view(0) as { salvos: { status: string }[] };
    expect(view.salvos.some((s) => s.status === 'in_flight')).toBe(true);
    const board = ruleset.presentation!.board(view, 0, { names: SEAT_NAMES })!;
    const missiles = board.pieces.filter((p) => p.kind === 'missile');
    expect(missiles.length).toBe(view.salvos.filter((s) => s.status === 'in_flight').length);
    matchesGolden('sits-picket-clash.salvos.svg', boardToSvg(board));
  });

  it('Stratoyager: a locked missile three quarters of the way to its target', () => {
    const { match, ruleset } = fixtureMatch('stratoyager-pilot-episode', 60);
    // The fixture never has a locked missile in flight: put one between two of its units, on a
    // copy of the view's top (the match hands the view out frozen, decision 0074).
    const view = {
      ...(match.view(0) as {
        units: { id: string; side: number; pos: unknown }[];
        missiles: unknown[];
      }),
    };
    const placed = view.units.filter((u) => u.pos !== null);
    const launcher = placed.find((u) => u.side === 0)!;
    const target = placed.find((u) => u.side === 1)!;
    view.missiles = [
      {
        seq: 1,
        launcherId: launcher.id,
        targetId: target.id,
        missileClass: 'LIGHT',
        damageDice: 3,
        aspect: 'FORE',
      },
    ];
    const board = ruleset.presentation!.board(view, 0, { names: SEAT_NAMES })!;
    expect(board.pieces.filter((p) => p.kind === 'missile').map((p) => p.label)).toEqual([
      'light missile 1',
    ]);
    matchesGolden('stratoyager-pilot-episode.missile.svg', boardToSvg(board));
  });
});
