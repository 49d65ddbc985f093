import { crewGrade } from '../data/data.js';
import {
  defenseRating,
  factorHits,
  pulseRolls,
  rangeModifier,
  targetNumber,
  traitModifier,
} from '../rules/to-hit.js';
import { directTargetNumber, fireProblems } from '../rules/fire.js';
import { baseBonus } from '../rules/initiative.js';
import { weaponDef } from '../data/data.js';
import { borderClash, place, ship } from './fixtures.js';

describe('to hit (SE-HIT)', () => {
  it('SE-EX-1, SE-HIT-7, SE-HIT-8, SE-Q-2: Hellcat at the Omicron, 23" head-on: the engine TN (facing per table)', () => {
    // Source steps: skill 6 + DR +1 = 7; facing F +0 (source −1, SE-Q-2); range −3 → 4; Concentrate
    // Firepower +1 → 5 (Level 2). The Level 1 part is asserted here: TN 4 before the command.
    const s = borderClash();
    const hellcat = place(ship(s, 'B1'), { x: 30, y: 15, heading: 6 });
    const omicron = place(ship(s, 'A1'), { x: 7, y: 15, heading: 2 });
    expect(crewGrade('veteran').combatSkill).toBe(6);
    expect(defenseRating(omicron)).toBe(1);
    expect(directTargetNumber(s, hellcat, omicron, 0, 0)).toBe(4);
    expect(directTargetNumber(s, hellcat, omicron, 0, 0) + 1).toBe(5);
  });

  it('SE-EX-1, SE-HIT-3: at 23" the Heavy Laser may fire, a Particle Cannon gets E_OUT_OF_RANGE', () => {
    const s = borderClash();
    for (const id of ['A2', 'A3', 'B2', 'B3']) ship(s, id).status = 'destroyed';
    s.squadrons = [];
    for (const x of s.ships) x.squadron = null;
    place(ship(s, 'B1'), { x: 30, y: 15, heading: 6 });
    place(ship(s, 'A1'), { x: 7, y: 15, heading: 2 });
    ship(s, 'B1').reactorLeft = 36;
    expect(fireProblems(s, 'B1', [{ ship: 'B1', system: 'W1', target: 'A1' }])).toEqual([]);
    place(ship(s, 'B1'), { x: 30, y: 15, heading: 0 }); // heading north, the port battery bears west
    expect(fireProblems(s, 'B1', [{ ship: 'B1', system: 'W2', target: 'A1' }])[0].code).toBe(
      'E_OUT_OF_RANGE',
    );
  });

  it('SE-EX-2, SE-EX-3, SE-HIT-9, SE-Q-1: the sensor table, not the shortcut formula', () => {
    expect(rangeModifier(23, 7)).toBe(-3);
    expect(rangeModifier(17, 4)).toBe(-4);
    expect(rangeModifier(3.9, 4)).toBe(-0);
    expect(rangeModifier(4.0, 4)).toBe(-1);
    expect(rangeModifier(100, 10)).toBe(-10);
    expect(rangeModifier(150, 10)).toBe(-10);
  });

  it('SE-EX-5, SE-HIT-13, SE-HIT-14, SE-HIT-16: 27 weapons, TN 4, roll 2 → 14 + 5 = 19 hits', () => {
    expect(factorHits(2, 4, 20)).toBe(14);
    expect(factorHits(2, 4, 7)).toBe(5);
    expect(factorHits(2, 4, 27)).toBe(19);
    expect(factorHits(5, 5, 1)).toBe(1);
    expect(factorHits(6, 5, 1)).toBe(0);
  });

  it('SE-HIT-15, SE-Q-16: margin > 6 misses, < −6 reads row −6', () => {
    expect(factorHits(10, 3, 20)).toBe(0);
    expect(factorHits(1, 20, 20)).toBe(factorHits(1, 7, 20));
    expect(factorHits(1, 7, 20)).toBe(19);
  });

  it('SE-EX-6, SE-HIT-17, SE-TRAIT-PULSE: burst 10 hits, combined 11, saturation 2', () => {
    const burst = pulseRolls(4, 5, 'burst', false);
    expect(burst).toEqual({ factors: [5, 5, 5, 5], tnShift: 0 });
    expect([3, 5, 7, 9].reduce((n, r, i) => n + factorHits(r, 5, burst.factors[i]), 0)).toBe(10);
    const combined = pulseRolls(4, 5, 'burst', true);
    expect(factorHits(5, 5, combined.factors[0])).toBe(11);
    const sat = pulseRolls(4, 5, 'saturation', false);
    expect(sat.tnShift).toBe(3);
    expect(factorHits(8, 5 + sat.tnShift, sat.factors[0])).toBe(2);
  });

  it('SE-EX-22, SE-INIT-2: Base 4 and Base 1 on one side → +2', () => {
    expect(baseBonus([4, 1])).toBe(2);
  });

  it('SE-HIT-7: category bands and out of command +1', () => {
    const s = borderClash();
    expect(defenseRating(ship(s, 'A3'))).toBe(-1); // category 6
    expect(defenseRating(ship(s, 'B1'))).toBe(0); // category 9
    ship(s, 'B1').outOfCommand = true;
    expect(defenseRating(ship(s, 'B1'))).toBe(1);
  });

  it('SE-TRAIT-HIGHLY_ACCURATE, SE-TRAIT-INACCURATE, SE-TRAIT-PROXIMITY, SE-TRAIT-SHOTGUN: TN modifiers', () => {
    const base = weaponDef('n_laser_3');
    expect(traitModifier({ ...base, traits: ['highly_accurate'] })).toBe(1);
    expect(traitModifier({ ...base, traits: ['inaccurate'] })).toBe(-1);
    expect(traitModifier({ ...base, traits: ['proximity'] })).toBe(1);
    expect(traitModifier({ ...base, traits: ['shotgun'] })).toBe(1);
  });

  it('SE-HIT-8, SE-HIT-20, SE-DMG-12: crippled and out-of-command attackers lose 1 each', () => {
    const parts = {
      skill: 5,
      defenseRating: 0,
      facing: 0,
      range: 0,
      escorts: 0,
      squadronScreens: 0,
      crippled: -1,
      outOfCommand: -1,
      traits: 0,
      saturation: 0,
    };
    expect(targetNumber(parts)).toBe(3);
  });
});
