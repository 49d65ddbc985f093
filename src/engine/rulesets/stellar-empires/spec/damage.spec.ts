import { weaponDef } from '../data/data.js';
import {
  accrueArmor,
  effectiveThreshold,
  markShield,
  rangeDamageModifier,
  resolveDice,
  settleArmor,
  shieldLoss,
} from '../rules/damage.js';
import { regenerateShields } from '../rules/end-phase.js';
import { armorThreshold, isCrippled, unmarkedBlocks, unmarkedPrimary } from '../rules/ships.js';
import { chargeSystems, firingCost, isReady, markFired } from '../rules/systems.js';
import { borderClash, ship } from './fixtures.js';

describe('damage (SE-DMG), shields (SE-SHLD), weapons (SE-WPN)', () => {
  it('SE-EX-4, SE-DMG-3, SE-DMG-4, SE-DMG-5, SE-DMG-6, SE-DMG-7, SE-Q-10, SE-Q-11, SE-Q-14: plasma then heavy laser on the Omicron fore', () => {
    const s = borderClash();
    const omicron = ship(s, 'A1');
    const plasma = weaponDef('medium_plasma_cannon');
    const laser = weaponDef('heavy_laser');
    expect(rangeDamageModifier(plasma, 2, true)).toBe(-0);
    expect(effectiveThreshold(plasma, omicron, 'F')).toBe(6);
    const p = resolveDice(plasma, omicron, 'F', [1, 3, 6, 7, 9]);
    expect(p).toMatchObject({ section: 4, primary: 0, armor: 5 });
    accrueArmor(s.halfArmor, 'B1>A1>F', omicron, 'F', p.armor);
    expect(armorThreshold(omicron, 'F')).toBe(5);
    const l = resolveDice(
      laser,
      omicron,
      'F',
      [2, 4, 6, 10].map((v) => v + 1),
    );
    expect(l).toMatchObject({ section: 5, primary: 3, armor: 2, blowThrough: false });
    accrueArmor(s.halfArmor, 'B1>A1>F', omicron, 'F', l.armor);
    expect(armorThreshold(omicron, 'F')).toBe(5);
    expect(p.section + l.section + l.primary).toBe(12);
    expect(unmarkedBlocks(omicron, 'F')).toBe(5);
    expect(unmarkedPrimary(omicron)).toBe(21);
    expect(isCrippled(omicron)).toBe(false);
  });

  it('SE-DMG-6, SE-DMG-10, SE-DMG-11: damage passes on past thresholds; a filled primary destroys the ship', () => {
    const s = borderClash();
    const rapier = ship(s, 'A3');
    rapier.sections.F.blocksMarked = 8; // fore destroyed
    rapier.primaryMarked = 12;
    const big = {
      ...weaponDef('heavy_laser'),
      damage: { dice: 1, die: 10, bonus: 10, text: '1D10+10' },
    };
    const r = resolveDice(big, rapier, 'F', [20]);
    expect(r.section).toBe(0);
    expect(r.primary).toBe(2);
    expect(r.destroyed).toBe(true);
  });

  it('SE-DMG-6: blow-through reaches the opposite section and its armor', () => {
    const s = borderClash();
    const rapier = ship(s, 'A3');
    const w = { ...weaponDef('heavy_laser'), damage: { dice: 1, die: 10, bonus: 0, text: '' } };
    // E = 4; v = 14 → x = 10: fore 2, primary 3, aft 2, aft armor 3.
    const r = resolveDice(w, rapier, 'F', [14]);
    expect(r).toMatchObject({
      section: 2,
      primary: 3,
      opposite: 2,
      oppositeArmor: 3,
      blowThrough: true,
    });
  });

  it('SE-EX-8, SE-SHLD-2, SE-SHLD-3, SE-SHLD-4, SE-Q-17: capacity losses, and the shield-reduction-2 variant', () => {
    const particle = weaponDef('particle_cannon');
    expect([1, 2, 3, 4, 5, 8].reduce((n, v) => n + shieldLoss(particle, v, 3), 0)).toBe(1);
    const plasma = weaponDef('medium_plasma_cannon');
    expect([4, 6, 7, 10].reduce((n, v) => n + shieldLoss(plasma, v, 3), 0)).toBe(2);
    const red2 = { ...plasma, reduction: { shield: 2, armor: 2 } };
    expect([4, 6, 7, 10].reduce((n, v) => n + shieldLoss(red2, v, 3), 0)).toBe(3);
    const red3 = { ...plasma, reduction: { shield: 3, armor: 2 } };
    expect(shieldLoss(red3, 7, 3)).toBe(2);
  });

  it('SE-SHLD-1, SE-SHLD-2: an up projector adds its absorption (with the weapon shield modifier) to E', () => {
    const s = borderClash();
    const hellcat = ship(s, 'B1');
    expect(effectiveThreshold(weaponDef('particle_cannon'), hellcat, 'F')).toBe(5 + 2);
    expect(effectiveThreshold(weaponDef('n_laser_3'), hellcat, 'F')).toBe(5 + 1);
    hellcat.shields!.F.capacity = 0;
    expect(effectiveThreshold(weaponDef('particle_cannon'), hellcat, 'F')).toBe(5);
  });

  it('SE-EX-25, SE-SHLD-5, SE-SHLD-6, SE-SHLD-7: dropped on turn 3, regenerates first at the end of turn 4', () => {
    const s = borderClash();
    const hellcat = ship(s, 'B1');
    markShield(hellcat, 'F', 6, 3);
    expect(hellcat.shields!.F).toEqual({ capacity: 0, droppedTurn: 3 });
    regenerateShields(hellcat, 3);
    expect(hellcat.shields!.F.capacity).toBe(0);
    regenerateShields(hellcat, 4);
    expect(hellcat.shields!.F.capacity).toBe(1);
  });

  it('SE-EX-15, SE-WPN-LINEAR: E = min(T, max(2, T − (S − T))), structure halved up, armor halved down', () => {
    const s = borderClash();
    const omicron = ship(s, 'A1'); // fore armor 6
    const linear = (die: number) => ({
      ...weaponDef('particle_cannon'),
      type: 'linear',
      damage: { dice: 1, die, bonus: 0, text: '' },
    });
    expect(effectiveThreshold(linear(8), omicron, 'F')).toBe(4);
    omicron.sections.F.armorMarked = 0;
    const rapier = ship(s, 'A3');
    rapier.sections.A.armorMarked = 0; // aft armor 3
    expect(effectiveThreshold(linear(12), rapier, 'A')).toBe(2);
    const marikai = ship(s, 'A2');
    // D6 against armor 8 keeps E at 8 (T − (S − T) = 10, capped at T).
    marikai.sections.F.armorMarked = 0;
    const heavy = { ...linear(6), threshold_mods: { shield: 0, armor: 3, structure: 0 } };
    expect(effectiveThreshold(heavy, marikai, 'F')).toBe(8);
    // x = 5 → 3 structure; three dice over E would remove 3 armor → 1.
    const r = resolveDice(linear(12), rapier, 'A', [7]);
    expect(r.section).toBe(2); // ceil(5/2) = 3, aft threshold 2 keeps 2
    expect(r.primary).toBe(1);
    const three = resolveDice(linear(12), ship(s, 'B2'), 'F', [5, 5, 5]);
    expect(three.armor).toBe(1);
  });

  it('SE-EX-16, SE-WPN-TACHYON: armor points of one tachyon weapon halved, rounded down (3 → 1)', () => {
    const s = borderClash();
    const tachyon = {
      ...weaponDef('particle_cannon'),
      type: 'tachyon',
      damage: { dice: 3, die: 10, bonus: 0, text: '' },
    };
    expect(resolveDice(tachyon, ship(s, 'A1'), 'F', [7, 7, 7]).armor).toBe(1);
  });

  it('SE-EX-17, SE-WPN-PLASMA, SE-WPN-FUSION, SE-WPN-PARTICLE, SE-DMG-1: range penalties on damage dice', () => {
    expect(rangeDamageModifier(weaponDef('medium_plasma_cannon'), 11, true)).toBe(-3);
    expect(rangeDamageModifier(weaponDef('medium_plasma_cannon'), 11, false)).toBe(0);
    expect(rangeDamageModifier({ ...weaponDef('n_laser_3'), type: 'fusion' }, 17, true)).toBe(-4);
    expect(rangeDamageModifier(weaponDef('particle_cannon'), 7.5, true)).toBe(0);
    expect(rangeDamageModifier(weaponDef('particle_cannon'), 7.6, true)).toBe(-1);
    expect(rangeDamageModifier(weaponDef('n_laser_3'), 19, true)).toBe(0);
  });

  it('SE-TRAIT-PENETRATING_1: each die with v ≥ E adds 1 structure to the section hit', () => {
    const s = borderClash();
    const pen = { ...weaponDef('particle_cannon'), traits: ['penetrating_1'] };
    const r = resolveDice(pen, ship(s, 'A1'), 'F', [6, 7, 2]);
    expect(r.section).toBe(1 + 2);
  });

  it('SE-EX-30, SE-GEN-4, SE-DMG-7: half armor points 1.5 + 1.0 = 2.5 → 3 when the attacker finishes', () => {
    const s = borderClash();
    const omicron = ship(s, 'A1');
    accrueArmor(s.halfArmor, 'B1>A1>F', omicron, 'F', 1.5);
    accrueArmor(s.halfArmor, 'B1>A1>F', omicron, 'F', 1.0);
    expect(omicron.sections.F.armorMarked).toBe(2);
    settleArmor(s.halfArmor, 'B1', (id) => s.ships.find((x) => x.id === id));
    expect(omicron.sections.F.armorMarked).toBe(3);
  });

  it('SE-EX-18, SE-WPN-GEN-2, SE-WPN-GEN-3: delay 4 fired on turn 2 is ready on turn 6; delay 1 every turn', () => {
    const s = borderClash();
    const omicron = ship(s, 'A1'); // W1 heavy laser, delay 4
    expect(isReady(omicron, 'W1')).toBe(true);
    markFired(omicron, 'W1', 2);
    const readyAt: number[] = [];
    for (let turn = 2; turn <= 6; turn++) {
      if (turn > 2 && isReady(omicron, 'W1')) readyAt.push(turn);
      chargeSystems(omicron);
    }
    expect(readyAt[0]).toBe(6);
    const marikai = ship(s, 'A2'); // W2 pulse, delay 1
    markFired(marikai, 'W2', 1);
    chargeSystems(marikai);
    expect(isReady(marikai, 'W2')).toBe(true);
  });

  it('SE-EX-21, SE-WPN-GEN-5: three N Laser 3 in one turret cost 24.75 per firing', () => {
    const s = borderClash();
    expect(firingCost(ship(s, 'A1'), 'W2')).toBeCloseTo(24.75, 10);
  });

  it('SE-DMG-12: a destroyed section cripples the ship', () => {
    const s = borderClash();
    const rapier = ship(s, 'A3');
    rapier.sections.P.blocksMarked = 7;
    expect(isCrippled(rapier)).toBe(true);
  });
});
