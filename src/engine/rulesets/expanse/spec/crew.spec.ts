import {
  condPenalty,
  damageCrew,
  pickCrew,
  reassignRoles,
  roleHolder,
  roleScore,
  targeting,
} from '../rules/crew.js';
import { crewShortfallPenalty, sensorsEff } from '../rules/ships.js';
import { faces, hunter, runner } from './fixtures.js';

describe('Expanse crew (EX-CREW, worked example EX-EX-8)', () => {
  it('EX-CREW-1 EX-CREW-2 every role has a holder and the §7 fixed facts hold', () => {
    const a = hunter();
    const b = runner();
    expect(
      ['captain', 'pilot', 'comms', 'weapons', 'engineer'].map((r) => roleScore(a, r as never)),
    ).toEqual([3, 3, 3, 3, 3]);
    expect(
      ['captain', 'pilot', 'comms', 'weapons', 'engineer'].map((r) => roleScore(b, r as never)),
    ).toEqual([2, 2, 2, 2, 2]);
    expect(a.crew.every((c) => c.fortune === 11 && c.abilities.CON === 0)).toBe(true);
    expect(b.crew.every((c) => c.fortune === 9)).toBe(true);
  });

  it('EX-CREW-3 targeting is the better of sensors and gunnery; gunnery alone with sensors offline', () => {
    const a = hunter();
    const b = runner();
    expect(targeting(a, 1)).toBe(3);
    expect(targeting(b, 1)).toBe(2);
    a.sensorsBase = 5;
    expect(targeting(a, 1)).toBe(5);
    a.offline.sensors = true;
    expect(targeting(a, 1)).toBe(3);
  });

  it('EX-CREW-4 EX-CREW-5 non-penetrating damage meets Toughness, then Fortune, then conditions', () => {
    const b = runner();
    const pilot = roleHolder(b, 'pilot');
    pilot.toughness = 2;
    damageCrew(pilot, { amount: 5, penetrating: false, juiceLadder: false }, faces());
    expect(pilot.fortune).toBe(6);
    damageCrew(pilot, { amount: 8, penetrating: true, juiceLadder: false }, faces(3));
    expect(pilot).toMatchObject({ fortune: 0, conditions: ['injured'], status: 'active' });
    expect(condPenalty(pilot)).toBe(-1);
    expect(roleScore(b, 'pilot')).toBe(1);
  });

  it('EX-CREW-4 EX-CREW-5 EX-CREW-6 EX-EX-8 pilot wounded, then taken out; the captain pilots', () => {
    const b = runner();
    const pilot = roleHolder(b, 'pilot');
    pilot.fortune = 0;
    pilot.conditions = ['fatigued'];
    damageCrew(pilot, { amount: 6, penetrating: true, juiceLadder: false }, faces(2, 5));
    expect(pilot.conditions).toEqual(['fatigued', 'injured', 'wounded']);
    expect(pilot.status).toBe('active');
    expect(condPenalty(pilot)).toBe(-2);
    damageCrew(pilot, { amount: 1, penetrating: true, juiceLadder: false }, faces());
    expect(pilot.status).toBe('taken_out');
    expect(reassignRoles(b)).toBe(true);
    expect(b.roles.pilot).toBe('B1.captain');
    expect(roleScore(b, 'pilot')).toBe(0);
  });

  it('EX-CREW-6 a vacant role goes first to an active member holding no role', () => {
    const b = runner();
    roleHolder(b, 'comms').status = 'taken_out';
    b.roles.engineer = 'B1.captain';
    reassignRoles(b);
    expect(b.roles.comms).toBe('B1.engineer');
  });

  it('EX-CREW-7 with no active crew left no one can take the roles', () => {
    const b = runner();
    b.crew.forEach((c) => (c.status = 'taken_out'));
    expect(reassignRoles(b)).toBe(false);
  });

  it('EX-CREW-8 collateral picks a d6, re-rolled while above the active crew count', () => {
    const b = runner();
    expect(pickCrew(b, faces(4), 'pick')?.id).toBe('B1.weapons');
    roleHolder(b, 'captain').status = 'taken_out';
    expect(pickCrew(b, faces(6, 5, 1), 'pick')?.id).toBe('B1.pilot');
  });

  it('EX-CREW-9 Fortune never regenerates and Toughness follows CON (template numbers)', () => {
    const b = runner();
    expect(b.crew.every((c) => c.toughness === Math.max(0, c.abilities.CON))).toBe(true);
  });

  it('EX-CORE-12 crew shortfall: −2 per size category the crew cannot run; none at full crew', () => {
    const a = hunter();
    expect(crewShortfallPenalty(a)).toBe(0);
    a.crewCurrent = 3;
    expect(crewShortfallPenalty(a)).toBe(2);
    a.crewCurrent = 1;
    expect(crewShortfallPenalty(a)).toBe(4);
    expect(sensorsEff(a, 1)).toBe(2);
  });
});
