/** Worked examples of Level 2 rules, on the pure functions the Level 2 rules call. */
import { crewGrade } from '../data/data.js';
import { asteroidStrikeDice } from '../rules/level2/asteroids.js';
import {
  commandAllowance,
  commandAvailable,
  commandDef,
  crewRollSucceeds,
  opposedSucceeds,
} from '../rules/level2/commands.js';
import { blowThroughExplodes, explosion } from '../rules/level2/explosions.js';
import { fitsDoor, reconstitutionTarget } from '../rules/level2/fighters.js';
import {
  acceleratingDice,
  ascendingBonus,
  envelopingSplit,
  waveSplit,
} from '../rules/level2/traits.js';

describe('Level 2 worked examples (pure functions)', () => {
  it('SE-EX-11: Accelerating: 3 dice, delay 5, charge 4 → 2 dice', () => {
    expect(acceleratingDice(3, 4, 5)).toBe(2);
    expect(acceleratingDice(3, 1, 5)).toBe(0);
  });

  it('SE-EX-12: Ascending: 2D8+2, TN 4, roll 2 → each die +2 bonus +2 ascending = +4', () => {
    expect(2 + ascendingBonus(4, 2)).toBe(4);
    expect(ascendingBonus(4, 6)).toBe(0);
  });

  it('SE-EX-13: Enveloping I on a fore hit: 5 dice → F 2, P 1, S 1, A 1; 3 dice → F 1, P 1, S 1, A 0', () => {
    expect(envelopingSplit('F', 5)).toEqual({ F: 2, P: 1, S: 1, A: 1 });
    expect(envelopingSplit('F', 3)).toEqual({ F: 1, P: 1, S: 1, A: 0 });
  });

  it('SE-EX-14: Wave on a fore hit: 5 dice → 3/1/1; 4 dice → 2/1/1', () => {
    expect(waveSplit('F', 5)).toEqual({ F: 3, P: 1, S: 1, A: 0 });
    expect(waveSplit('F', 4)).toEqual({ F: 2, P: 1, S: 1, A: 0 });
  });

  it('SE-EX-20, SE-Q-4: Full Speed Ahead leaves a 3-turn ship 0 turn points (the prose would give 1)', () => {
    expect(commandAllowance(commandDef('FULL_SPEED_AHEAD'), 3)).toEqual({
      envelope: [1, 1.5],
      turnPoints: 0,
    });
    expect(commandAllowance(commandDef('EVASIVE_ACTION'), 3)).toEqual({
      envelope: [0.5, 0.75],
      turnPoints: 2,
    });
    expect(commandAvailable(commandDef('FIRE_ALL_WEAPONS')!)).toBe(false);
  });

  it('SE-EX-27: launch doors: Expanded (5) Small + Medium; scrambled (8) two Heavy; Heavy Dropship scrambled (12) three Heavy', () => {
    expect(fitsDoor('Expanded', false, ['Small', 'Medium'])).toBe(true);
    expect(fitsDoor('Expanded', false, ['Heavy', 'Heavy'])).toBe(false);
    expect(fitsDoor('Expanded', true, ['Heavy', 'Heavy'])).toBe(true);
    expect(fitsDoor('Heavy Dropship', true, ['Heavy', 'Heavy', 'Heavy'])).toBe(true);
  });

  it('SE-EX-28: a green fleet carrier (4) reconstitutes destroyed flights on D10 ≤ 0 (never), crippled on ≤ 2', () => {
    expect(reconstitutionTarget(crewGrade('green').crewRoll, true)).toBe(0);
    expect(reconstitutionTarget(crewGrade('green').crewRoll, false)).toBe(2);
  });

  it('SE-EX-31: blow-through on a category 3 ship with p2 = 7: 6 + 2 = 8 explodes, 5 + 2 = 7 does not', () => {
    expect(blowThroughExplodes(6, 7, 3)).toBe(true);
    expect(blowThroughExplodes(5, 7, 3)).toBe(false);
  });

  it('SE-EX-32: a category 8 ship with 35 unmarked blocks: 3D10 within 4"; flights take 4 D10', () => {
    expect(explosion(35, 8)).toEqual({ shipDice: 3, radius: 4, flightDice: 4 });
  });

  it('SE-EX-33, SE-CMD-3, SE-CMD-4, SE-Q-5, SE-Q-6: crew rolls: Ramming (−3) by a regular crew on ≤ 2; veteran tracks green on ≤ 7; equal crews ≤ 5', () => {
    const ram = commandDef('RAMMING_SPEED')!;
    expect(crewRollSucceeds(ram, 2, 5)).toBe(true);
    expect(crewRollSucceeds(ram, 3, 5)).toBe(false);
    expect(opposedSucceeds(7, 6, 4)).toBe(true);
    expect(opposedSucceeds(8, 6, 4)).toBe(false);
    expect(opposedSucceeds(5, 5, 5)).toBe(true);
    expect(opposedSucceeds(6, 5, 5)).toBe(false);
  });

  it('SE-EX-34: asteroid strike: category 6, regular (15), moved 9: D10 4 → 4D10; D10 1 → 1D10', () => {
    expect(asteroidStrikeDice(4, 9, 6, 0, 5)).toBe(4);
    expect(asteroidStrikeDice(1, 9, 6, 0, 5)).toBe(1);
    expect(asteroidStrikeDice(0, 9, 6, 1, 5)).toBeNull();
  });
});
