/**
 * Conventions and the rules outside play (SE-GEN-6, SE-GEN-8, SE-GEN-9, SE-TECH-1..3): precedence
 * of tables over examples, the example ships' names, the continuous table, and the technology and
 * design rules that are kept as data only (Level 3 and design are out of scope).
 */
import { distance } from '../../../geometry/index.js';
import {
  crewGrade,
  designOf,
  facingModifier,
  interceptDieSides,
  sideTechProfile,
} from '../data/data.js';
import { SE_DATA } from '../data/se-data.js';
import { position } from '../rules/bearings.js';
import { dieSidesFor } from '../rules/interception.js';
import { executePath } from '../rules/movement.js';
import { rangeModifier } from '../rules/to-hit.js';
import { setupProblems } from '../setup.js';
import { borderClash, ship } from './fixtures.js';

describe('conventions and out-of-scope rules', () => {
  it('SE-GEN-6, SE-Q-1, SE-Q-2: tables win over the rulebook examples (facing F +0, sensor 4 at 17" −4)', () => {
    expect(facingModifier('F')).toBe(0);
    expect(rangeModifier(17, 4)).toBe(-4);
  });

  it('SE-GEN-8, SE-Q-70: "Overlord" is read as the Hellcat and "Churchill" as the Omicron', () => {
    expect(designOf('hellcat').aliases_in_source?.join(' ')).toContain('Overlord');
    expect(designOf('omicron').aliases_in_source?.join(' ')).toContain('Churchill');
  });

  it('SE-GEN-9, SE-GEN-5, SE-Q-3: a continuous table in inches: positions and ranges are real numbers', () => {
    const s = borderClash();
    const a1 = ship(s, 'A1');
    executePath(a1, [{ fwd: 2.5 }, { turn: 'L', deg: 45 }, { fwd: 2.25 }], false, s.table);
    expect(a1.x).toBeCloseTo(6 + 2.5 + 2.25 * Math.SQRT1_2, 9);
    expect(a1.y).toBeCloseTo(15 + 2.25 * Math.SQRT1_2, 9);
    expect(distance(position(ship(s, 'A2')), position(ship(s, 'A3')))).toBe(8);
  });

  it('SE-TECH-1: effective tech = Base + the category modifier; play reads Base (initiative) and Defenses (Active) (the interceptor die)', () => {
    const profile = SE_DATA.technology.example_profile;
    const a = sideTechProfile('A');
    expect(a.base).toBe(Number(profile.Base));
    expect(a.activeDefense).toBe(Number(profile.Base) + Number(profile['Defenses (Active)']));
    const s = borderClash();
    expect(dieSidesFor(s, ship(s, 'A1'))).toBe(interceptDieSides(a.activeDefense));
  });

  it('SE-TECH-2, SE-Q-55: design coefficients stay data; no design procedure: a setup may only field the sample designs', () => {
    const types = (SE_DATA as unknown as { weapon_types: { types: { id: string }[] } })
      .weapon_types;
    expect(types.types.map((t) => t.id)).toContain('emag');
    const problems = setupProblems({
      setup: {
        sides: [
          { ships: [{ id: 'X1', design: 'my_own_dreadnought', x: 5, y: 5, heading: 2 }] },
          { ships: [{ id: 'Y1', design: 'hellcat', x: 40, y: 5, heading: 6 }] },
        ],
      },
      options: {},
    });
    expect(problems.length).toBeGreaterThan(0);
  });

  it('SE-TECH-3: experience values are campaign thresholds with no in-battle effect', () => {
    expect(SE_DATA.crew_skill_table.map((g) => g.experience)).toEqual([80, 40, 20, 10, 5]);
    expect(crewGrade('regular')).toEqual({ combatSkill: expect.any(Number), crewRoll: 5 });
    expect(Object.keys(crewGrade('ace'))).toEqual(['combatSkill', 'crewRoll']);
  });
});
