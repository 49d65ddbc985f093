import { describe, expect, it } from '@jest/globals';
import { unitType } from '../units/index.js';
import { gunGrace } from './maneuver-score.js';

describe('heuristic bot: speed its own gun forgives', () => {
  it('SY-FEAT-4 / SY-FEAT-2: Linked and Pulse guns give one THT of speed, plain guns none', () => {
    expect(gunGrace(unitType('blackbuck-mk-ii'))).toBe(1);
    expect(gunGrace(unitType('evo-6-2'))).toBe(1);
    expect(gunGrace(unitType('guardian-151a'))).toBe(0);
    expect(gunGrace(unitType('vulture-mk-iv'))).toBe(0);
  });
});
