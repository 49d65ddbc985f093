/**
 * Level 2 weapon rules and fields in play (SE-WPN-GEN-7..9, SE-SHLD-9..11): the ammunition pool,
 * one munition per launcher, beams firing before full charge, and fields on the defense rating.
 */
import { injectedDice } from '../../../testing/context.js';
import { designOf, weaponDef } from '../data/data.js';
import { launch, launchProblems } from '../rules/ballistic.js';
import { declarationCost, declareFire, fireProblems } from '../rules/fire.js';
import {
  accrueField,
  fieldDefenseModifier,
  fieldLoss,
  regenerateField,
  settleField,
} from '../rules/level2/fields.js';
import { damageRecord } from '../rules/level2/system-damage.js';
import { defenseRating } from '../rules/to-hit.js';
import { applyHits } from '../rules/hits.js';
import { rollGroup } from '../rules/fire.js';
import type { PendingHit, SeState } from '../state.js';
import { borderClash, borderClashLevel2, ship } from './fixtures.js';

const codes = (p: { code: string }[]) => p.map((x) => x.code);

/** Side B 15" nearer, within missile range of the Marikai. */
function closer<T extends { ships: { side: number; x: number }[] }>(s: T): T {
  for (const x of s.ships) if (x.side === 1) x.x -= 15;
  return s;
}

describe('Level 2 weapon rules and fields', () => {
  it('SE-WPN-GEN-7: at Level 2 each launching system spends one ammunition point; at 0 it cannot launch (E_NO_AMMO); Level 1 ammunition is unlimited', () => {
    const s = closer(borderClashLevel2());
    const a2 = ship(s, 'A2');
    const volley = { ship: 'A2', system: 'W3', kind: 'volley' as const, target_unit: 'B-SQ1' };
    expect(launchProblems(s, 'A-SQ1', [volley])).toEqual([]);
    launch(s, 'A-SQ1', [volley], injectedDice([]));
    expect(a2.ammo).toBe(7);
    a2.ammo = 0;
    s.turn += 1;
    a2.systems.find((x) => x.id === 'W3')!.charge = 1; // recharged (delay 1)
    expect(codes(launchProblems(s, 'A-SQ1', [volley]))).toEqual(['E_NO_AMMO']);
    const l1 = closer(borderClash());
    ship(l1, 'A2').ammo = 0;
    expect(launchProblems(l1, 'A-SQ1', [volley])).toEqual([]);
  });

  it('SE-WPN-GEN-8, SE-BAL-8: every launcher carries one munition, so a volley holds one munition type and only same-weapon launches merge', () => {
    const s = closer(borderClashLevel2());
    launch(
      s,
      'A-SQ1',
      [{ ship: 'A2', system: 'W3', kind: 'volley', target_unit: 'B-SQ1' }],
      injectedDice([]),
    );
    expect(s.markers.map((m) => [m.kind, m.weapon])).toEqual([['volley', 'missile_launcher']]);
    expect(weaponDef('missile_launcher').uses_ammo).toBe(true);
  });

  it('SE-WPN-GEN-9, SE-Q-28: a beam not yet charged fires with full effect for energy_per_firing × (delay − charge) / delay more', () => {
    const s = borderClashLevel2();
    const a1 = ship(s, 'A1');
    a1.reactorLeft = 50;
    const b1 = ship(s, 'B1');
    b1.x = a1.x + 20;
    b1.y = a1.y;
    a1.systems.find((x) => x.id === 'W1')!.charge = 2;
    const fire = { ship: 'A1', system: 'W1', target: 'B1' };
    expect(codes(fireProblems(s, 'A-SQ1', [fire]))).toEqual(['E_SYSTEM_NOT_READY']);
    const early = { ...fire, early: 'beam' as const };
    expect(fireProblems(s, 'A-SQ1', [early])).toEqual([]);
    expect(declarationCost(a1, early)).toBe(13.5 + (13.5 * 2) / 4);
    a1.systems.find((x) => x.id === 'W3')!.charge = 0;
    expect(
      codes(fireProblems(s, 'A-SQ1', [{ ship: 'A1', system: 'W3', target: 'B1', early: 'beam' }])),
    ).toContain('E_MODE_INVALID');
    const before = a1.reactorLeft + a1.capacitor;
    declareFire(s, 'A-SQ1', [early]);
    expect(before - (a1.reactorLeft + a1.capacitor)).toBe(20.25);
    const l1 = borderClash();
    ship(l1, 'A1').systems.find((x) => x.id === 'W1')!.charge = 2;
    expect(codes(fireProblems(l1, 'A-SQ1', [early]))).toContain('E_MODE_INVALID');
  });

  describe('fields (no sample design has one: the Omicron and Hellcat are lent one here)', () => {
    const omicron = designOf('omicron');
    const hellcat = designOf('hellcat');
    const field = { defense_rating_mod: -1, capacity: 2, regeneration: 1 };
    beforeEach(() => {
      omicron.fields = field;
      hellcat.fields = field;
    });
    afterEach(() => {
      omicron.fields = null;
      hellcat.fields = null;
    });

    it('SE-SHLD-9, SE-SHLD-10: the field lowers DR while it has capacity; dice ≥ 7 cost ½ / 1 / 2 by shield reduction, rounded up per attacking ship; it regenerates like a shield', () => {
      const s = borderClashLevel2();
      const a1 = ship(s, 'A1');
      expect(a1.field).toEqual({ capacity: 2, droppedTurn: null });
      expect(defenseRating(a1)).toBe(0); // category 10: +1, field −1
      const particle = weaponDef('particle_cannon');
      expect(fieldLoss(particle, [7, 8, 3])).toBe(1);
      expect(fieldLoss({ ...particle, reduction: { shield: 2, armor: 1 } }, [7])).toBe(1);
      expect(fieldLoss({ ...particle, reduction: { shield: 3, armor: 1 } }, [7])).toBe(2);
      accrueField(s.l2!, 'B1', a1, particle, [7]);
      accrueField(s.l2!, 'B1', a1, particle, [2]);
      settleField(s, 'B1');
      expect(a1.field!.capacity).toBe(1); // ½ rounded up
      accrueField(s.l2!, 'B2', a1, particle, [9]);
      settleField(s, 'B2');
      expect(a1.field).toEqual({ capacity: 0, droppedTurn: s.turn });
      expect(fieldDefenseModifier(a1)).toBe(0);
      regenerateField(a1, s.turn);
      expect(a1.field!.capacity).toBe(0);
      regenerateField(a1, s.turn + 1);
      expect(a1.field!.capacity).toBe(1);
      expect(ship(borderClash(), 'A1').field).toBeUndefined(); // Level 1: no fields
    });

    it('SE-SHLD-11: with shields the field has no capacity of its own: it works while the generator stands and a projector is up', () => {
      const s = borderClashLevel2();
      const b1 = ship(s, 'B1');
      accrueField(s.l2!, 'A1', b1, weaponDef('particle_cannon'), [9, 9, 9, 9]);
      settleField(s, 'A1');
      expect(b1.field!.capacity).toBe(2);
      expect(fieldDefenseModifier(b1)).toBe(-1);
      for (const sec of ['F', 'P', 'S', 'A'] as const) b1.shields![sec].capacity = 0;
      expect(fieldDefenseModifier(b1)).toBe(0);
      b1.shields!.A.capacity = 1;
      expect(fieldDefenseModifier(b1)).toBe(-1);
      damageRecord(b1).generator = 4;
      expect(fieldDefenseModifier(b1)).toBe(0);
    });
  });

  describe('Level 2 traits in play (no sample weapon has one: the lasers are lent them here)', () => {
    const heavy = weaponDef('heavy_laser');
    afterEach(() => {
      heavy.traits = [];
    });

    /** One heavy laser hit (4D10+1) on `target`'s fore from dead ahead; the sections struck. */
    function sectionsStruck(s: SeState, target: string): string[] {
      const t = ship(s, target);
      const ahead = { x: t.x + (t.heading === 2 ? 3 : -3), y: t.y };
      const hit: PendingHit = {
        id: 'h-1',
        attacker: 'X',
        system: 'W1',
        weapon: 'heavy_laser',
        int: 0,
        pulse: false,
        dieModifier: 0,
        origin: ahead,
        section: 'F',
      };
      const ctx = injectedDice([1, 1, 1, 1]);
      applyHits(s, t, [hit], ctx);
      return ctx.events.filter((e) => e.type === 'damage.dealt').map((e) => String(e.data.section));
    }

    it('SE-TRAIT-ENVELOPING_1, SE-EX-13, SE-DMG-2: dice dealt facing, nearer adjacent (tie: starboard), other, opposite; Level 1 ignores it', () => {
      heavy.traits = ['enveloping_1'];
      expect(sectionsStruck(borderClashLevel2(), 'A1')).toEqual(['F', 'S', 'P', 'A']);
      expect(sectionsStruck(borderClash(), 'A1')).toEqual(['F']);
    });

    it('SE-TRAIT-ENVELOPING_2: the cycle starts at the weakest up projector, the one facing away on a tie', () => {
      heavy.traits = ['enveloping_2'];
      expect(sectionsStruck(borderClashLevel2(), 'B1')).toEqual(['A', 'S', 'P', 'F']);
      const s = borderClashLevel2();
      ship(s, 'B1').shields!.A.capacity = 0;
      damageRecord(ship(s, 'B1')).projectorsDestroyed.push('P');
      expect(sectionsStruck(s, 'B1')[0]).toBe('F'); // A down, P gone: F and S tie, F first
      expect(sectionsStruck(borderClashLevel2(), 'A1')[0]).toBe('A'); // unshielded: facing away
    });

    it('SE-TRAIT-WAVE, SE-EX-14: floor(n/3) to the facing section and each adjacent one, the rest to the facing', () => {
      heavy.traits = ['wave'];
      expect(sectionsStruck(borderClashLevel2(), 'A1')).toEqual(['F', 'S', 'P']);
    });

    it('SE-TRAIT-ASCENDING, SE-EX-12: every die of every hit of a roll gets TN − roll', () => {
      heavy.traits = ['ascending'];
      const s = borderClashLevel2();
      const b1 = ship(s, 'B1');
      b1.x = ship(s, 'A1').x + 10;
      const ctx = injectedDice([1]);
      const hits = rollGroup(s, [{ ship: 'A1', system: 'W1', target: 'B1', mode: 'normal' }], ctx);
      const tn = Number(ctx.events.find((e) => e.type === 'attack.rolled')!.data.tn);
      expect(hits).toHaveLength(1);
      expect(hits[0].dieModifier).toBe(tn - 1);
    });
  });
});
