import { boardToSvg, mapSize } from '../../engine/index.js';
import { fixtureMatch, SEAT_NAMES } from './golden/test-fixture-match.js';
import { PNG_SIGNATURE, pngRenderer, pngSize, type SvgToPng } from './map-png.js';

describe('map PNG', () => {
  const { match, ruleset } = fixtureMatch('stratoyager-pilot-episode', 60);
  const board = ruleset.presentation!.board(match.view(0), 0, { names: SEAT_NAMES })!;
  const svg = boardToSvg(board);
  let svgToPng: SvgToPng;
  beforeAll(async () => {
    svgToPng = await pngRenderer();
  });

  it('starts with the PNG signature and has the size of the SVG', () => {
    const png = svgToPng(svg);
    expect(png.subarray(0, 8)).toEqual(PNG_SIGNATURE);
    const size = mapSize(board);
    expect(pngSize(png)).toEqual(size);
    expect(svg).toContain(`width="${size.width}" height="${size.height}"`);
  });

  it('is the same bytes every time (bundled font, no system fonts)', () => {
    expect(svgToPng(svg).equals(svgToPng(svg))).toBe(true);
  });
});
