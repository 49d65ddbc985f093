/**
 * Expanse 0.2.0 (EX-B-9) changed what two scenarios set up; a match keeps the version it was
 * created under (decision 0051), so a 0.1.0 match is still set up, replayed and verified as then.
 */
import { playOut } from '../../../bots/play-out.js';
import { randomBot } from '../../../bots/bot.js';
import { CURRENT_DICE_GENERATOR } from '../../../core/dice-generators.js';
import { Match, verifyReplay } from '../../../core/match.js';
import { rngFromSeed } from '../../../core/rng.js';
import type { ExpanseState } from '../battle.js';
import { expanse } from '../index.js';

function created(scenarioId: string, version: string) {
  return Match.create(
    expanse,
    { rulesetId: 'expanse', scenarioId },
    'versions',
    CURRENT_DICE_GENERATOR,
    version,
  );
}

const shape = (m: Match<unknown, unknown>) => {
  const s = m.state as ExpanseState;
  return {
    ships: s.ships.map((x) => `${x.id}:${x.classId}`),
    bands: [...new Set(s.pairs.map((p) => p.band))],
  };
};

describe('Expanse ruleset versions', () => {
  it('0.2.0 is current and 0.1.0 is still played', () => {
    expect(expanse.version).toBe('0.2.0');
    expect(expanse.formerVersions).toEqual(['0.1.0']);
  });

  it('EX-B-9 debris-field opens at Medium under 0.1.0 and at Close under 0.2.0', () => {
    expect(shape(created('debris-field', '0.1.0')).bands).toEqual(['M']);
    expect(shape(created('debris-field', '0.2.0')).bands).toEqual(['C']);
  });

  it('EX-B-9 three-sided is three frigates at Medium under 0.1.0, two corvettes a side at Close under 0.2.0', () => {
    expect(shape(created('three-sided', '0.1.0'))).toEqual({
      ships: ['A1:frigate', 'B1:frigate', 'C1:frigate'],
      bands: ['M'],
    });
    const now = shape(created('three-sided', '0.2.0'));
    expect(now.ships).toEqual(
      ['A1', 'A2', 'B1', 'B2', 'C1', 'C2'].map((id) => `${id}:mcrn_corvette`),
    );
    expect(now.bands).toEqual(['C']);
  });

  it('the other scenarios set up alike under both versions', () => {
    for (const id of ['EX-SCN-1', 'duel', 'two-vs-two'])
      expect(shape(created(id, '0.1.0'))).toEqual(shape(created(id, '0.2.0')));
  });

  it('a 0.1.0 three-sided match replays and verifies under 0.1.0', () => {
    const match = created('three-sided', '0.1.0');
    const rngs = [0, 1, 2].map((i) => rngFromSeed('versions', `seat-${i}`));
    playOut(match, () => randomBot, rngs, 5000);
    expect(match.isOver).toBe(true);
    const replay = match.replay();
    expect(replay.rulesetVersion).toBe('0.1.0');
    expect(verifyReplay(expanse, replay).ok).toBe(true);
  });
});
