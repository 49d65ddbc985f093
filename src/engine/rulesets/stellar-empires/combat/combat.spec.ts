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

/** The odds' three distributions against `n` seeded resolves of the same request. */
function agreesWithRolls(request: object, seed: string, n: number): void {
  const o = combat.odds(request) as Odds;
  expect(o.ok).toBe(true);
  const dice = new LoggedDice(new SeededDiceSource(rngFromSeed(seed)), () => {});
  const hits: number[] = [];
  const left: number[] = [];
  const first: number[] = [];
  for (let i = 0; i < n; i++) {
    const r = combat.resolve(request, dice) as {
      ok: true;
      targetNumber: number;
      hits: number;
      intercepted: number;
      damage: { structure: { section: number; primary: number; opposite: number } }[];
    };
    expect(r.targetNumber).toBe(o.targetNumber);
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
}

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
    agreesWithRolls(request, 'se-odds', 8_000);
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

  describe("terrain on the caller's table (SE-TER-3, SE-TER-5, SE-TER-6, SE-D-28)", () => {
    // A Heavy Laser (4D10+1) 8" at a Hellcat's fore, straight along y = 15.
    const table = {
      attacker: { x: 10, y: 15, heading: 2 },
      target: { x: 18, y: 15, heading: 6 },
    };
    const laser = {
      attacker: { design: 'omicron', system: 'W1' },
      target: { design: 'hellcat' },
      table,
    };
    // An asteroid zone on the line (chord 6": −2); an atmosphere 2.6" off it, core radius 2,
    // so the line crosses 2.99" of ring and no core: TN −3, every damage die −ceil(2.99 / 2) = −2.
    const belt = { asteroids: [{ x: 14, y: 15 }] };
    const ring = {
      planets: [{ x: 14, y: 17.6, radius: 3, kind: 'atmospheric', atmosphere_width: 1 }],
    };

    it('SE-TER-3, SE-TER-5, SE-TER-6: asteroids, rings and nebulae lower the target number; rings the damage dice', () => {
      const tn = (terrain?: object) =>
        (combat.odds({ ...laser, ...(terrain ? { terrain } : {}) }) as Odds).targetNumber;
      const open = tn();
      expect(tn(belt)).toBe(open - 2);
      expect(tn(ring)).toBe(open - 3);
      expect(tn({ ...belt, ...ring })).toBe(open - 5);
      expect(tn({ nebula: { mode: 'interior' } })).toBe(open - 2); // −ceil(8 / 4), SE-Q-43
      const mean = (terrain?: object) =>
        (
          combat.odds({ ...laser, ...(terrain ? { terrain } : {}) }) as unknown as {
            expectedStructurePerHit: { value: number };
          }
        ).expectedStructurePerHit.value;
      expect(mean(ring)).toBeLessThan(mean(belt));
      expect(mean(belt)).toBe(mean());
    });

    it('SE-TER-3, SE-TER-5, SE-D-28: odds with terrain agree with 6k seeded resolves', () => {
      // Pulse cannons 6" at an Omicron, 3 interceptor dice; an asteroid zone 2.6" off the line
      // (chord 2.99": −1) and a ring just grazed (0.85": TN −1, damage dice −1).
      const pulse = {
        attacker: { design: 'hellcat', system: 'W4' },
        target: { design: 'omicron' },
        intercept_dice: 3,
        table: { attacker: { x: 10, y: 15, heading: 2 }, target: { x: 16, y: 15, heading: 6 } },
      };
      const terrain = {
        asteroids: [{ x: 13, y: 17.6 }],
        planets: [{ x: 13, y: 12.03, radius: 3, kind: 'atmospheric', atmosphere_width: 1 }],
      };
      const open = combat.odds(pulse) as Odds;
      const rough = combat.odds({ ...pulse, terrain }) as Odds;
      expect(rough.targetNumber).toBe(open.targetNumber - 2);
      agreesWithRolls({ ...pulse, terrain }, 'se-odds-terrain', 6_000);
    });

    it("SE-TER-5: resolve rolls each damage die with the ring's −ceil(length / 2)", () => {
      const rolled: { purpose: string; faces: number[] }[] = [];
      const dice = new LoggedDice(new SeededDiceSource(rngFromSeed('ring-dice')), (e) =>
        rolled.push(e.data as { purpose: string; faces: number[] }),
      );
      const values: number[] = [];
      for (let i = 0; i < 40; i++) {
        const r = combat.resolve({ ...laser, terrain: ring }, dice) as unknown as {
          damage: { values: number[] }[];
        };
        values.push(...r.damage.flatMap((d) => d.values));
      }
      const faces = rolled.filter((x) => x.purpose.startsWith('damage')).flatMap((x) => x.faces);
      expect(values.length).toBeGreaterThan(0);
      // Each die: face + 1 (the laser's bonus) − 2 (the ring).
      expect(values).toEqual(faces.map((f) => f + 1 - 2));
    });

    it("SE-HIT-12, SE-TER-5: a planet's core blocks the line (E_NO_LOS); terrain needs the table and placed markers", () => {
      const core = {
        planets: [{ x: 14, y: 16, radius: 3, kind: 'atmospheric', atmosphere_width: 1 }],
      };
      expect(combat.odds({ ...laser, terrain: core })).toMatchObject({
        ok: false,
        problems: [expect.objectContaining({ code: 'E_NO_LOS', path: '/terrain' })],
      });
      expect(
        combat.odds({
          ...laser,
          table: undefined,
          range: 8,
          target: { design: 'hellcat', section: 'F' },
          terrain: belt,
        }),
      ).toMatchObject({
        ok: false,
        problems: [expect.objectContaining({ code: 'GEOMETRY_NEEDED' })],
      });
      expect(combat.odds({ ...laser, terrain: { random_asteroids: true } })).toMatchObject({
        ok: false,
        problems: [expect.objectContaining({ code: 'INVALID_REQUEST' })],
      });
    });
  });
});
