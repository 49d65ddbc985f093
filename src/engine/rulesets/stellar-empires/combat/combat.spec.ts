import { LoggedDice, SeededDiceSource } from '../../../core/dice.js';
import { rngFromSeed } from '../../../core/rng.js';
import { stellarEmpires } from '../index.js';

const combat = stellarEmpires.combat!;

type Odds = {
  ok: true;
  targetNumber: number;
  hits: { value: number }[];
  hitsAfterInterception: { value: number }[];
  structurePerHit: { value: number }[];
};

describe('stateless combat (SE-D-8)', () => {
  const request = {
    attacker: { design: 'hellcat', system: 'W4' }, // 4 pulse cannons, Pulse 5
    target: { design: 'omicron', section: 'F' },
    range: 6,
    intercept_dice: 3,
  };

  it('SE-HIT-8, SE-HIT-17, SE-EX-6: odds of a pulse burst at a heavy cruiser, TN 6 + 1 − 0 = 7', () => {
    const o = combat.odds(request) as Odds;
    expect(o.ok).toBe(true);
    expect(o.targetNumber).toBe(7);
    const sum = (p: { value: number }[]) => p.reduce((a, x) => a + x.value, 0);
    expect(sum(o.hits)).toBeCloseTo(1, 12);
    expect(sum(o.hitsAfterInterception)).toBeCloseTo(1, 12);
    expect(sum(o.structurePerHit)).toBeCloseTo(1, 12);
  });

  it('odds agree with 8k resolved attacks (hits, interception, first-hit damage)', () => {
    const o = combat.odds(request) as Odds;
    const dice = new LoggedDice(new SeededDiceSource(rngFromSeed('se-odds')), () => {});
    const n = 8_000;
    const hits: number[] = [];
    const left: number[] = [];
    const first: number[] = [];
    for (let i = 0; i < n; i++) {
      const r = combat.resolve(request, dice) as {
        ok: true;
        hits: number;
        intercepted: number;
        damage: { structure: { section: number; primary: number; opposite: number } }[];
      };
      hits[r.hits] = (hits[r.hits] ?? 0) + 1;
      const l = r.hits - r.intercepted;
      left[l] = (left[l] ?? 0) + 1;
      if (r.damage.length > 0) {
        const s = r.damage[0].structure;
        const pts = s.section + s.primary + s.opposite;
        first[pts] = (first[pts] ?? 0) + 1;
      }
    }
    o.hits.forEach((p, k) => expect(Math.abs((hits[k] ?? 0) / n - p.value)).toBeLessThan(0.02));
    o.hitsAfterInterception.forEach((p, k) =>
      expect(Math.abs((left[k] ?? 0) / n - p.value)).toBeLessThan(0.02),
    );
    const firsts = first.reduce((a, x) => a + (x ?? 0), 0);
    o.structurePerHit.forEach((p, k) =>
      expect(Math.abs((first[k] ?? 0) / firsts - p.value)).toBeLessThan(0.03),
    );
  });

  it('SE-SHLD-2, SE-DMG-4: shields and armor in the per-hit damage (Heavy Laser at a shielded Hellcat)', () => {
    const o = combat.odds({
      attacker: { design: 'omicron', system: 'W1' },
      target: { design: 'hellcat', section: 'F' },
      range: 10,
    }) as Odds;
    // E = 5 armor + (2 − 1) shield = 6; 4D10+1: P(0 structure) = P(all four dice ≤ 5) = (5/10)^4.
    expect(o.structurePerHit[0].value).toBeCloseTo(0.0625, 12);
    const down = combat.odds({
      attacker: { design: 'omicron', system: 'W1' },
      target: { design: 'hellcat', section: 'F', shield_capacity: 0 },
      range: 10,
    }) as Odds;
    expect(down.structurePerHit[0].value).toBeCloseTo(0.4 ** 4, 12);
  });

  it('refuses what the rules refuse, with codes', () => {
    expect(
      combat.odds({
        attacker: { design: 'hellcat', system: 'W4' },
        target: { design: 'omicron', section: 'F' },
        range: 12,
      }),
    ).toMatchObject({ ok: false, problems: [expect.objectContaining({ code: 'E_OUT_OF_RANGE' })] });
    expect(
      combat.odds({
        attacker: { design: 'omicron', system: 'W1' },
        target: { design: 'hellcat', section: 'F' },
        range: 5,
        intercept_dice: 1,
      }),
    ).toMatchObject({
      ok: false,
      problems: [expect.objectContaining({ code: 'E_INTERCEPT_BEAM' })],
    });
    expect(
      combat.odds({
        attacker: { design: 'marikai', system: 'W3' },
        target: { design: 'hellcat', section: 'F' },
        range: 5,
      }),
    ).toMatchObject({
      ok: false,
      problems: [expect.objectContaining({ code: 'E_BALLISTIC_WRONG_PHASE' })],
    });
    expect(
      combat.resolve(
        { attacker: { design: 'zz', system: 'W1' } },
        new LoggedDice(new SeededDiceSource(rngFromSeed('x')), () => {}),
      ),
    ).toMatchObject({ ok: false });
  });
});
