/** The map picture and the turn summary words: terrain, ships, flights and markers on the table. */
import { Match } from '../../../core/match.js';
import { playOut } from '../../../bots/play-out.js';
import { rngFromSeed } from '../../../core/rng.js';
import { boardToSvg } from '../../../presentation/map-svg.js';
import { heuristicBot } from '../bots/index.js';
import { stellarEmpires } from '../index.js';

const NAMES = { seat: (s: number) => `Seat ${s}` };

/** Heuristic play for `orders` orders (playOut stops there with its "no end" error). */
function playFor(match: Match, orders: number, seed: string): void {
  expect(() =>
    playOut(match, () => heuristicBot, [rngFromSeed(seed, 'a'), rngFromSeed(seed, 'b')], orders),
  ).toThrow(/no end after/);
}

describe('Stellar Empires presentation', () => {
  it('SE-TER-1, SE-TER-5, SE-FTR-1: the Belt Strike map draws asteroid zones, planets with rings, ships and flights', () => {
    const match = Match.create(
      stellarEmpires,
      { rulesetId: 'stellar-empires', scenarioId: 'belt-strike' },
      'map',
    );
    // Play until flights are on the table.
    playFor(match, 12, 'm');
    const board = stellarEmpires.presentation!.board(match.view(0), 0, { names: NAMES })!;
    expect(board.layout).toBe('plane');
    expect(board.areas[0]).toMatchObject({ width: 48, height: 30 });
    const circles = board.circles ?? [];
    expect(circles.filter((c) => c.label?.startsWith('asteroids'))).toHaveLength(4);
    expect(circles.find((c) => c.label === 'planetoid')).toMatchObject({
      radius: 1.5,
      kind: 'obstacle',
    });
    // The atmospheric world: a 2.5" zone with a 1.5" solid core.
    expect(circles.find((c) => c.label === 'atmosphere')).toMatchObject({
      radius: 2.5,
      kind: 'zone',
    });
    expect(circles.find((c) => c.label === 'planet')).toMatchObject({ radius: 1.5 });
    expect(board.pieces.filter((p) => p.kind === 'ship')).toHaveLength(6);
    const flights = board.pieces.filter((p) => p.kind === 'marker');
    expect(flights.length).toBeGreaterThan(0);
    expect(flights[0].status?.[0]).toMatch(/flight/);
    // Headings: compass 45 × h clockwise from north → board degrees counter-clockwise from east.
    const a1 = match.view(0) as { ships: { id: string; heading: number }[] };
    const h = a1.ships.find((x) => x.id === 'A1')!.heading;
    expect(board.pieces.find((p) => p.id === 'A1')!.facing).toBeCloseTo(90 - 45 * h);
    expect(board.selected?.arcs.length).toBeGreaterThan(0);
    const svg = boardToSvg(board);
    expect(svg).toContain('<svg');
    expect(svg).toContain('FA1');
  });

  it('SE-GEN-7: every roll of a Level 2 game reads as a summary line with its purpose', () => {
    const match = Match.create(
      stellarEmpires,
      { rulesetId: 'stellar-empires', scenarioId: 'belt-strike' },
      'words',
    );
    playFor(match, 40, 'w');
    const p = stellarEmpires.presentation!;
    const lines = match
      .toJSON()
      .events.map((e) => p.describe({ type: e.type, data: e.data } as never, NAMES))
      .filter((x) => x !== null);
    expect(
      lines.some((l) => !Array.isArray(l) && l.kind === 'move' && l.text.includes('flight')),
    ).toBe(true);
    expect(lines.some((l) => !Array.isArray(l) && l.kind === 'roll')).toBe(true);
  });
});
