/**
 * Replays recorded before a change must still verify after it: the engine's compatibility promise
 * to every finished match. The fixtures were recorded by `scripts/record-engine-replays.ts` from
 * the games in `fixture-games.ts`, then frozen.
 */
import {
  getRuleset,
  replayMatch,
  UNNAMED_DICE_GENERATOR,
  verify,
  withCurrentNames,
} from '../index.js';
import type { MatchReplay } from '../core/match.js';
import aBillionSuns from './replays/a-billion-suns-default.json' with { type: 'json' };
import dogfight from './replays/stratoyager-dogfight.json' with { type: 'json' };
import pilotEpisode from './replays/stratoyager-pilot-episode.json' with { type: 'json' };
import pilotEpisode110 from './replays/stratoyager-pilot-episode-1.1.0.json' with { type: 'json' };
import picketClash from './replays/sits-picket-clash.json' with { type: 'json' };
import borderClash from './replays/stellar-empires-border-clash.json' with { type: 'json' };

const FIXTURES: [string, MatchReplay][] = [
  ['stratoyager pilot-episode (1.0.0)', pilotEpisode as MatchReplay],
  ['stratoyager pilot-episode (1.1.0)', pilotEpisode110 as MatchReplay],
  ['stratoyager dogfight', dogfight as MatchReplay],
  ['a-billion-suns two-sector-contract-run', aBillionSuns as MatchReplay],
  ['sits picket-clash', picketClash as MatchReplay],
  ['stellar-empires border-clash', borderClash as MatchReplay],
];

describe.each(FIXTURES)('fixture replay: %s', (_name, replay) => {
  it('is a finished game with its seed revealed', () => {
    expect(replay.outcome).not.toBeNull();
    expect(replay.seed).toBeDefined();
    expect(replay.orders.length).toBeGreaterThan(10);
  });

  it('verifies', () => {
    const result = verify(replay);
    expect(result.problems).toEqual([]);
    expect(result.ok).toBe(true);
    expect(result.outcome).toEqual(replay.outcome);
  });

  it('replaying its orders gives the same event log', () => {
    const generator = replay.generator ?? UNNAMED_DICE_GENERATOR;
    const match = replayMatch(
      replay.config,
      replay.seed!,
      replay.orders,
      generator,
      replay.rulesetVersion,
    );
    expect(match.isOver).toBe(true);
    // Under today's names: renames are listed in the ruleset's `formerNames`.
    expect(match.toJSON().events).toEqual(
      withCurrentNames(getRuleset(replay.rulesetId), replay.events),
    );
  });

  it('a replay with one die face changed does not verify', () => {
    const tampered = structuredClone(replay);
    const roll = tampered.events.find((e) => e.type === 'dice.rolled')!;
    const faces = roll.data.faces as number[];
    faces[0] = (faces[0] % 6) + 1;
    expect(verify(tampered).ok).toBe(false);
  });
});
