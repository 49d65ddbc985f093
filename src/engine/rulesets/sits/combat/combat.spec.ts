import { describe, expect, it } from '@jest/globals';
import { injectedDice } from '../../../testing/context.js';
import { d100Faces, d10Faces } from '../rules/dice.js';
import { sitsCombat } from './index.js';

const beam = { attack: 'beam', attacker: { classId: 'kestrel_cl', mount: 'P-GR' }, range: 1 };
const ex10 = {
  attack: 'salvo',
  missileType: 'M4',
  warhead: 'laser',
  missiles: 6,
  launchRange: 30,
  protection: 'protected',
  defender: { classId: 'lancet_dd' },
};

function ok(answer: ReturnType<typeof sitsCombat.odds>) {
  if (!answer.ok) throw new Error(JSON.stringify(answer.problems));
  return answer;
}

describe('stateless combat (CombatAdjudication)', () => {
  it('SITS-EX-8: resolve a graser pair at range 1, RoC 12: two hits of 18; 30 if unprotected; 9 at RoC 82', () => {
    const { dice } = injectedDice([]);
    expect(
      ok(sitsCombat.resolve({ ...beam, rocPerTurn: 12, protection: 'protected' }, dice)),
    ).toMatchObject({
      attack: 'beam',
      rocPerSegment: 1.5,
      rocBand: 0,
      hits: [18, 18],
      totalDamage: 36,
    });
    expect(
      ok(sitsCombat.odds({ ...beam, rocPerTurn: 12, protection: 'unprotected' })),
    ).toMatchObject({
      effectiveRange: 0,
      hits: [30, 30],
    });
    const fromVelocities = ok(
      sitsCombat.odds({
        ...beam,
        velocities: { target: { A: 40, B: 10 }, attacker: { D: 30, C: 12 } },
        protection: 'protected',
      }),
    );
    expect(fromVelocities).toMatchObject({ rocPerTurn: 82, rocBand: 2, hits: [9, 9] });
  });

  it('SITS-EX-9: a grav lance: dice 7, 4, 5 knock a 20 sidewall down; the odds against 25 are 16.5%', () => {
    const lance = {
      attack: 'beam',
      attacker: { classId: 'kestrel_cl', mount: 'P-GL' },
      range: 2,
      protection: 'protected',
    };
    const r = ok(
      sitsCombat.resolve({ ...lance, sidewallStrength: 20 }, injectedDice(d10Faces(7, 4, 5)).dice),
    );
    expect(r).toMatchObject({ variance: 3, knockedDown: true, hits: [] });
    const odds = ok(sitsCombat.odds({ ...lance, sidewallStrength: 25 }));
    expect(odds.knockDown).toEqual({ numerator: '33', denominator: '200', value: 0.165 });
  });

  it('SITS-EX-10: a salvo of six against a Lancet from 30: DV 46, rolls 71 12 45 46 90 03 leave three', () => {
    const r = ok(sitsCombat.resolve(ex10, injectedDice(d100Faces(71, 12, 45, 46, 90, 3)).dice));
    expect(r).toMatchObject({
      dv: 46,
      band: '28-33',
      survivors: 3,
      damagePerHit: 4,
      totalDamage: 12,
    });
    const sat = ok(
      sitsCombat.resolve(
        { ...ex10, launchRange: 23, decoyed: true, defender: { ad: 30, adRemaining: 0 } },
        injectedDice(d100Faces(33, 34, 50, 10, 99, 20)).dice,
      ),
    );
    expect(sat).toMatchObject({ dv: 64, saturatedDv: 34, atFullDv: 0, survivors: 3 });
  });

  it('SITS-DEF-5 / SITS-DEF-6: exact survivor odds mix the full and saturated values', () => {
    const one = ok(sitsCombat.odds({ ...ex10, missiles: 2, defender: { ad: 30, adRemaining: 1 } }));
    // Missile 1 survives 54% (DV 46), missile 2 84% (DV 16).
    expect(one.survivors).toEqual([
      { numerator: '46', denominator: '625', value: 0.0736 }, // 0.46 × 0.16
      { numerator: '591', denominator: '1250', value: 0.4728 },
      { numerator: '567', denominator: '1250', value: 0.4536 }, // 0.54 × 0.84
    ]);
    expect(ok(sitsCombat.odds({ ...ex10, protection: 'wedge' }))).toMatchObject({
      stoppedByWedge: true,
    });
  });

  it('SITS-EX-7 (c) / SITS-GEO-8: an aspect given as a sector, roll and what is up gives the protection', () => {
    // B1 facing D sees the attacker in sector 5, its left flank.
    const at = (aspect: object) => ok(sitsCombat.odds({ ...beam, rocPerTurn: 12, aspect }));
    expect(at({ sector: 5 })).toMatchObject({ protection: 'protected', hits: [18, 18] });
    expect(at({ sector: 5, sidewallsUp: { port: false } })).toMatchObject({
      protection: 'unprotected',
      hits: [30, 30],
    });
    expect(at({ sector: 5, rollAngle: 180, sidewallsUp: { port: false } })).toMatchObject({
      protection: 'protected',
    });
    expect(at({ sector: 5, rollAngle: 90 })).toMatchObject({ protection: 'wedge', hits: [] });
    expect(at({ sector: 5, rollAngle: 90, wedgeUp: false })).toMatchObject({
      protection: 'unprotected',
    });
    const { protection: _, ...salvo } = ex10;
    expect(ok(sitsCombat.odds({ ...salvo, aspect: { sector: 0 } }))).toMatchObject({
      damagePerHit: 8,
    });
    expect(sitsCombat.odds({ ...ex10, aspect: { sector: 0 } })).toMatchObject({
      ok: false,
      problems: [{ code: 'INVALID_REQUEST' }],
    });
    expect(sitsCombat.odds(salvo)).toMatchObject({ ok: false });
  });

  it('refuses bad requests with specific codes, and rolls nothing', () => {
    const ctx = injectedDice([]);
    const bad = sitsCombat.resolve(
      {
        ...beam,
        attacker: { classId: 'kestrel_cl', mount: 'P-MSL' },
        rocPerTurn: 1,
        protection: 'protected',
      },
      ctx.dice,
    );
    expect(bad).toMatchObject({ ok: false, problems: [{ code: 'FIRE_WRONG_MOUNT_KIND' }] });
    expect(sitsCombat.odds({ attack: 'beam' })).toMatchObject({ ok: false });
    expect(sitsCombat.odds({ ...ex10, defender: {} })).toMatchObject({
      ok: false,
      problems: [{ code: 'INVALID_REQUEST' }],
    });
    expect(sitsCombat.odds({ ...beam, protection: 'protected' })).toMatchObject({ ok: false });
    expect(ctx.rolls()).toEqual([]);
  });
});
