/**
 * The fixture replays were recorded before dice generators had names: they carry none, and are
 * xoroshiro128plus-v1 games. They must verify as such, and only as such (SY-RNG-1).
 */
import { CHACHA20_V1, verify, XOROSHIRO128PLUS_V1 } from '../index.js';
import type { MatchReplay } from '../core/match.js';
import aBillionSuns from './replays/a-billion-suns-default.json' with { type: 'json' };
import dogfight from './replays/stratoyager-dogfight.json' with { type: 'json' };

describe.each([
  ['stratoyager dogfight', dogfight as MatchReplay],
  ['a-billion-suns two-sector-contract-run', aBillionSuns as MatchReplay],
])('fixture replay %s, recorded before generators had names', (_name, replay) => {
  it('SY-RNG-1: names no generator and verifies as xoroshiro128plus-v1', () => {
    expect(replay).not.toHaveProperty('generator');
    expect(verify(replay)).toMatchObject({ ok: true, problems: [] });
    expect(verify({ ...replay, generator: XOROSHIRO128PLUS_V1 })).toMatchObject({ ok: true });
  });

  it('SY-RNG-1: does not verify when relabelled chacha20-v1', () => {
    expect(verify({ ...replay, generator: CHACHA20_V1 }).ok).toBe(false);
  });
});
