/**
 * Decision ids are made once per turn, segment and side and handed back after (`keptIds`): the
 * kept id must be the one the kind would build for the state in front of it.
 */
import type { GameState } from '../model.js';
import { keptIds, segmentIds, segmentPrompt, turnIds } from '../decisions/kind.js';

function at(turn: number, segment: number, dogfight = false): GameState {
  return { turn, segment, dogfight: dogfight ? { step: 0 } : null } as unknown as GameState;
}

describe('kept decision ids', () => {
  it('name the turn, segment and side of the state asked about', () => {
    const ids = segmentIds('maneuver');
    for (let round = 0; round < 2; round++) {
      expect(ids(at(3, 2), 0)).toBe('t3.s2.maneuver.0');
      expect(ids(at(3, 2), 1)).toBe('t3.s2.maneuver.1');
      expect(ids(at(3, 1), 0)).toBe('t3.s1.maneuver.0');
      expect(ids(at(2, 3), 0)).toBe('t2.s3.maneuver.0');
      expect(ids(at(3, 2, true), 0)).toBe('t3.dogfight.maneuver.0');
      expect(ids(at(3, 5000), 1)).toBe('t3.s5000.maneuver.1');
    }
    const turns = turnIds('initiative');
    expect([turns(at(1, 0), 0), turns(at(2, 0), 0), turns(at(1, 0), 1)]).toEqual([
      't1.initiative.0',
      't2.initiative.0',
      't1.initiative.1',
    ]);
  });

  it('are made afresh when the key is not a whole number', () => {
    const ids = keptIds(
      (s) => s.turn / 2,
      (s, side) => `${s.turn}.${side}`,
    );
    expect([ids(at(3, 0), 0), ids(at(2, 0), 1), ids(at(3, 0), 1)]).toEqual(['3.0', '2.1', '3.1']);
  });

  it('prompts are made again when the turn, segment or unit they say changed', () => {
    const units: (string | null)[] = ['a', 'a', 'b'];
    const prompt = segmentPrompt(
      (s, unit) => `${s.turn}/${s.segment}/${unit}`,
      (_s, side) => units[side],
    );
    expect(prompt(at(3, 2), 0)).toBe('3/2/a');
    expect(prompt(at(3, 2), 1)).toBe('3/2/a');
    expect(prompt(at(3, 1), 0)).toBe('3/1/a');
    expect(prompt(at(4, 1), 0)).toBe('4/1/a');
    units[0] = 'c';
    expect(prompt(at(4, 1), 0)).toBe('4/1/c');
    expect(prompt(at(4, 1), 1)).toBe('4/1/a');
    const unitless = segmentPrompt((s) => `turn ${s.turn} segment ${s.segment}`);
    expect([unitless(at(1, 1), 0), unitless(at(1, 2), 0), unitless(at(1, 2), 1)]).toEqual([
      'turn 1 segment 1',
      'turn 1 segment 2',
      'turn 1 segment 2',
    ]);
  });
});
