/**
 * A match is played under the ruleset version it was created under, for its whole life: its
 * replay verifies and its rebuild from the order log agrees after the ruleset is revised. The
 * Stratoyager Vulture's rockets (B-9: four until 1.1.0, two since) are the revision under test.
 */
import {
  createMatch,
  DriverCodes,
  EngineError,
  getRuleset,
  Match,
  replayMatch,
  restoreMatch,
  UNNAMED_DICE_GENERATOR,
  verify,
} from '../index.js';
import type { MatchReplay } from '../core/match.js';
import type { GameState } from '../rulesets/stratoyager/model.js';
import pilotEpisode100 from './replays/stratoyager-pilot-episode.json' with { type: 'json' };
import pilotEpisode110 from './replays/stratoyager-pilot-episode-1.1.0.json' with { type: 'json' };

const PILOT_EPISODE = { rulesetId: 'stratoyager', scenarioId: 'pilot-episode' };
const old = pilotEpisode100 as MatchReplay;
const current = pilotEpisode110 as MatchReplay;

function vultureRockets(match: Match): number {
  const vulture = (match.state as GameState).units.find((u) => u.typeId === 'vulture-mk-iv')!;
  return vulture.missiles.MEDIUM;
}

function refusal(run: () => unknown): string | undefined {
  try {
    run();
  } catch (err) {
    if (err instanceof EngineError) return err.code;
    throw err;
  }
  return undefined;
}

describe('Stratoyager ruleset versions (SY-SET-4, B-9)', () => {
  it('SY-SET-4: a new Pilot Episode is a 1.1.0 match and its Vulture carries two medium rockets', () => {
    const match = createMatch(PILOT_EPISODE, 'versions-new');
    expect(match.rulesetVersion).toBe('1.1.0');
    expect(match.toJSON().events[0].data.rulesetVersion).toBe('1.1.0');
    expect(vultureRockets(match)).toBe(2);
  });

  it('SY-SET-4: a match created under 1.0.0 carries four, and keeps them through a snapshot', () => {
    const ruleset = getRuleset('stratoyager');
    const match = Match.create(ruleset, PILOT_EPISODE, 'versions-old', undefined, '1.0.0');
    expect(match.rulesetVersion).toBe('1.0.0');
    expect(vultureRockets(match)).toBe(4);
    expect(restoreMatch(match.toJSON()).rulesetVersion).toBe('1.0.0');
  });

  it('the 1.0.0 fixture replays under 1.0.0 with four rockets, under 1.1.0 with two', () => {
    const generator = old.generator ?? UNNAMED_DICE_GENERATOR;
    expect(old.rulesetVersion).toBe('1.0.0');
    expect(vultureRockets(replayMatch(old.config, old.seed!, [], generator, '1.0.0'))).toBe(4);
    expect(vultureRockets(replayMatch(old.config, old.seed!, [], generator, '1.1.0'))).toBe(2);
  });

  it('each fixture verifies under its own version, and not under the other', () => {
    expect(verify(old)).toMatchObject({ ok: true, problems: [] });
    expect(verify(current)).toMatchObject({ ok: true, problems: [] });
    // Beyond the creation event, which names the version: the play itself differs.
    const played = (replay: MatchReplay) =>
      verify(replay).problems.filter(
        (p) =>
          p.code === 'REPLAY_DIVERGED' || (p.code === 'EVENT_MISMATCH' && p.path !== '/events/0'),
      );
    expect(played({ ...old, rulesetVersion: '1.1.0' })).not.toEqual([]);
    expect(played({ ...current, rulesetVersion: '1.0.0' })).not.toEqual([]);
  });

  it('a replay that does not carry its version is played under the one its creation event names', () => {
    const { rulesetVersion: _dropped, ...unversioned } = old;
    expect(verify(unversioned as MatchReplay)).toMatchObject({ ok: true, problems: [] });
  });

  it("a version the ruleset does not know is refused, not replayed under today's rules", () => {
    const newer = { ...current, rulesetVersion: '1.2.0' };
    const result = verify(newer);
    expect(result.ok).toBe(false);
    expect(result.problems).toEqual([
      expect.objectContaining({
        code: DriverCodes.unknownRulesetVersion,
        path: '/rulesetVersion',
      }),
    ]);
    const ruleset = getRuleset('stratoyager');
    expect(refusal(() => Match.create(ruleset, PILOT_EPISODE, 's', undefined, '2.0.0'))).toBe(
      DriverCodes.unknownRulesetVersion,
    );
    expect(refusal(() => replayMatch(old.config, old.seed!, [], undefined, '0.9.0'))).toBe(
      DriverCodes.unknownRulesetVersion,
    );
    const record = { ...createMatch(PILOT_EPISODE, 's').toJSON(), rulesetVersion: '1.2.0' };
    expect(refusal(() => restoreMatch(record))).toBe(DriverCodes.unknownRulesetVersion);
    // A ruleset never revised knows only its current version.
    const sits = getRuleset('sits');
    expect(sits.formerVersions).toBeUndefined();
    expect(
      refusal(() =>
        Match.create(
          sits,
          { rulesetId: 'sits', scenarioId: 'picket-clash' },
          's',
          undefined,
          '0.0.1',
        ),
      ),
    ).toBe(DriverCodes.unknownRulesetVersion);
  });
});
