import { roleHolder } from '../rules/crew.js';
import { repair, restore, suppress, removeHack } from '../rules/damage-control.js';
import {
  hullExprAgainst,
  normalLoss,
  resolveHit,
  rollExpr,
  seriousLoss,
  targetedHull,
  type Hit,
} from '../rules/damage.js';
import { stuntPoints } from '../rules/test.js';
import { faces, runner } from './fixtures.js';

const railgun: Hit = { damage: '3d6', attackerWeaponsPenalty: 0, round: 1 };

describe('Expanse step 6, attack damage (EX-DMG, worked examples EX-EX-3 and EX-EX-4)', () => {
  it('EX-DMG-2 EX-DMG-3 EX-DMG-5 EX-DMG-7 EX-DMG-8 EX-DMG-9 EX-DMG-14 EX-EX-3 base case', () => {
    const b = runner();
    const d = faces(5, 6, 4, 2, 3, 4, 6, 3, 6, 5, 1, 2, 4, 5);
    const out = resolveHit(b, railgun, d);
    expect(out).toMatchObject({ damage: 15, hull: 6, net: 9, conditions: 2, takenOut: false });
    expect(out.losses).toEqual(['manoeuvrability', 'weapons', 'collateral', 'hull']);
    expect(b.losses).toEqual({
      collateral: 1,
      hull: 1,
      manoeuvrability: 1,
      sensors: 0,
      weapons: 1,
    });
    expect(roleHolder(b, 'weapons').fortune).toBe(4);
    expect(b.status).toBe('active');
    expect(d.source.consumed).toBe(14);
  });

  it('EX-DMG-2 EX-DMG-7 EX-EX-3b Perceived Weakness +1d6: net 12, two condition dice leave 2 → taken out', () => {
    const b = runner();
    const out = resolveHit(
      b,
      { ...railgun, perceivedWeakness: true },
      faces(5, 6, 4, 3, 2, 3, 4, 6),
    );
    expect(out).toMatchObject({ damage: 18, net: 12, takenOut: true });
    expect(b.status).toBe('taken_out');
  });

  it('EX-DMG-8 EX-DMG-15 EX-DMG-16 EX-EX-3c preference serious: one serious loss, d6 2 → Reactor Offline', () => {
    const b = runner();
    const out = resolveHit(b, { ...railgun, preference: 'serious' }, faces(5, 6, 4, 2, 3, 4, 6, 2));
    expect(out.losses).toEqual(['reactor_offline']);
    expect(b.reactor.offline).toBe(true);
  });

  it('EX-DMG-5 EX-DMG-12 EX-DMG-18 EX-EX-3d net ≤ 0 but Precise Hit adds one loss: sensors 0→1', () => {
    const b = runner();
    const out = resolveHit(b, { ...railgun, preciseHit: true }, faces(2, 3, 1, 4, 3, 4));
    expect(out).toMatchObject({ damage: 6, hull: 8, conditions: 0, losses: ['sensors'] });
    expect(b.losses.sensors).toBe(1);
  });

  it('EX-DMG-3 EX-DMG-8 EX-EX-3e Evasive Action 1d6 [5]: hull 11, net 4, one condition, two losses', () => {
    const b = runner();
    const out = resolveHit(
      b,
      { ...railgun, evasiveActionDice: 1 },
      faces(5, 6, 4, 2, 3, 5, 4, 3, 4),
    );
    expect(out).toMatchObject({
      hull: 11,
      net: 4,
      conditions: 1,
      losses: ['manoeuvrability', 'sensors'],
    });
  });

  it('EX-DMG-8 EX-EX-3f Vulnerable Systems: five normal losses', () => {
    const b = runner();
    b.flaws.push('vulnerable_systems');
    const out = resolveHit(b, railgun, faces(5, 6, 4, 2, 3, 4, 6, 3, 6, 5, 1, 2, 4, 4, 5));
    expect(out.losses).toHaveLength(5);
    expect(b.losses.sensors).toBe(1);
  });

  it('EX-DMG-4 EX-EX-4 targeted sensors: damage 9 beats hull 6 × ½ = 3 → exactly one sensors loss', () => {
    const b = runner();
    const out = resolveHit(b, { ...railgun, targetedLoss: 'sensors' }, faces(3, 4, 2, 2, 3));
    expect(out).toMatchObject({
      damage: 9,
      hull: 6,
      conditions: 0,
      takenOut: false,
      losses: ['sensors'],
    });
    expect([
      targetedHull(6, 'collateral'),
      targetedHull(6, 'manoeuvrability'),
      targetedHull(7, 'weapons'),
    ]).toEqual([5, 2, 4]);
    const miss = resolveHit(
      runner(),
      { ...railgun, targetedLoss: 'manoeuvrability' },
      faces(1, 1, 1, 6, 6),
    );
    expect(miss.losses).toEqual([]);
  });

  it('EX-DMG-2 attacker weapons losses reduce damage, minimum 0', () => {
    const out = resolveHit(
      runner(),
      { ...railgun, attackerWeaponsPenalty: 5 },
      faces(1, 1, 1, 1, 1),
    );
    expect(out.damage).toBe(0);
  });

  it('EX-DMG-3 Penetrate Hull rolls no hull dice; plasma torpedoes meet a hull one row lower', () => {
    const b = runner();
    const out = resolveHit(
      b,
      { ...railgun, penetrateHull: true, evasiveActionDice: 1 },
      faces(1, 1, 2, 3, 1, 3, 4),
    );
    expect(out).toMatchObject({ damage: 4, hull: 3, net: 1, conditions: 1 });
    expect(hullExprAgainst(b, 'plasma')).toBe('1d6');
    b.hull.expr = '1d6';
    expect(hullExprAgainst(b, 'flechette')).toBe('1d3');
    expect(rollExpr(faces(5), '1d3', 'hull')).toBe(3);
  });

  it('EX-DMG-9 EX-DMG-10 EX-DMG-11 re-roll 6 and losses that cannot apply; a 7th system loss is offline', () => {
    const b = runner();
    b.losses.hull = 2;
    expect(normalLoss(b, faces(2, 6, 4))).toBe('sensors');
    b.losses.weapons = 6;
    expect(normalLoss(b, faces(5))).toBe('weapons_offline_system');
    expect(b.offline.weapons).toBe(true);
    expect(normalLoss(b, faces(5, 1))).toBe('collateral');
  });

  it('EX-DMG-15 EX-DMG-17 Weapons Offline picks a usable weapon; with none and reactor down, 4 normal losses', () => {
    const b = runner();
    expect(seriousLoss(b, faces(5, 6, 2), 1)).toEqual([{ weaponOffline: 'pdc_port' }]);
    b.reactor.offline = true;
    b.offline.weapons = true;
    expect(seriousLoss(b, faces(1, 3, 3, 3, 3), 1)).toHaveLength(4);
  });
});

describe('Expanse step 7, damage control (EX-DC, worked example EX-EX-7)', () => {
  it('EX-DC-2 EX-EX-7a engineer repairs manoeuvrability: [6, 3 | 5] + 2 = 16, progress 5 clears the loss', () => {
    const b = runner();
    b.losses.manoeuvrability = 1;
    const r = repair(b, roleHolder(b, 'engineer'), 'manoeuvrability', [6, 3, 5]);
    expect(r.total).toBe(16);
    expect(b.losses.manoeuvrability).toBe(0);
    expect(b.dcProgress.manoeuvrability).toBe(0);
  });

  it('EX-DC-2 EX-EX-7b captain without Engineering fails [2, 5 | 2] = 9: progress unchanged, no SP', () => {
    const b = runner();
    b.losses.weapons = 1;
    b.dcProgress.weapons = 3;
    const r = repair(b, roleHolder(b, 'captain'), 'weapons', [2, 5, 2]);
    expect(r.success).toBe(false);
    expect(stuntPoints(r)).toBe(0);
    expect(b.dcProgress.weapons).toBe(3);
  });

  it('EX-DC-2 progress carries over; an offline state is removed before losses', () => {
    const b = runner();
    b.losses.sensors = 6;
    b.offline.sensors = true;
    repair(b, roleHolder(b, 'engineer'), 'sensors', [6, 2, 3]);
    expect(b.dcProgress.sensors).toBe(3);
    repair(b, roleHolder(b, 'engineer'), 'sensors', [6, 1, 4]);
    expect(b).toMatchObject({
      offline: expect.objectContaining({ sensors: false }),
      dcProgress: expect.objectContaining({ sensors: 2 }),
    });
    expect(b.losses.sensors).toBe(6);
    expect(
      repair(b, roleHolder(b, 'engineer'), 'sensors', [1, 4, 3], { eyePatch: 2 }).success,
    ).toBe(true);
    expect(repair(b, roleHolder(b, 'engineer'), 'sensors', [1, 4, 3]).success).toBe(false);
  });

  it('EX-DC-3 EX-DC-7 EX-EX-7d reactor restore [4, 4 | 6] = 16 ≥ 13: online through r + 6, 6 engineer SP', () => {
    const b = runner();
    b.reactor.offline = true;
    const r = restore(b, roleHolder(b, 'engineer'), 'reactor', [4, 4, 6], 2);
    expect(r.total).toBe(16);
    expect(b.reactor.tempOnlineUntilRound).toBe(8);
    expect(stuntPoints(r)).toBe(6);
  });

  it('EX-DC-4 EX-DC-5 remove a hack at TN 15; suppress System Damage through r + DD', () => {
    const b = runner();
    b.hacked = { system: 'sensors' };
    expect(removeHack(b, roleHolder(b, 'comms'), [5, 5, 2]).success).toBe(false);
    expect(removeHack(b, roleHolder(b, 'comms'), [5, 5, 3]).success).toBe(true);
    expect(b.hacked).toBeNull();
    b.systemDamage.sensors = 3;
    suppress(b, roleHolder(b, 'engineer'), 'sensors', [5, 3, 4], 2);
    expect(b.systemDamageSuppressedUntil.sensors).toBe(6);
  });
});
