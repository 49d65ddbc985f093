/**
 * The engine's observed hit rates against the exact odds: many attacks per range band and THT,
 * rolled through `resolveAttack` from one fixed seed, compared with `attackOdds`. The seed is fixed,
 * so the test cannot flake; the bounds are still those of a fair test (|z| <= 4.5 per cell, and a
 * chi-square over all cells at alpha = 1e-6), and the same observations are shown to reject the
 * odds of a wrong pool, a wrong THT, or a missing Linked re-roll.
 */
import { adjudicationDice, attackOdds, resolveAttack, type AttackRequest } from './adjudicate.js';
import { toNumber } from './fraction.js';
import { toHitChance } from './odds.js';
import { toHitPool, type FiringBand } from './range.js';

const ATTACKS_PER_CELL = 2000;
const BANDS: [FiringBand, number][] = [
  ['POINT_BLANK', 0.5],
  ['CLOSE', 3],
  ['MEDIUM', 9],
  ['LONG', 15],
  ['EXTREME', 21],
];
const NEIGHBOUR: Record<FiringBand, FiringBand> = {
  POINT_BLANK: 'CLOSE',
  CLOSE: 'MEDIUM',
  MEDIUM: 'LONG',
  LONG: 'EXTREME',
  EXTREME: 'LONG',
};

interface Cell {
  band: FiringBand;
  tht: number;
  linked: boolean;
  hits: number;
  exact: number;
}

/** Guardian guns (plain) and Blackbuck guns (Linked), both at speed 0, at an Evo whose speed sets THT. */
function request(band: number, tht: number, linked: boolean): AttackRequest {
  const [typeId, tc] = linked ? ['blackbuck-mk-ii', 2] : ['guardian-151a', 3];
  return {
    weapon: 'MAIN_WEAPON',
    attacker: { typeId, speed: 0 },
    defender: { typeId: 'evo-6-2', speed: tht + tc },
    distance: band,
    aspect: 'FORE_STAR',
  };
}

function observe(): Cell[] {
  const dice = adjudicationDice({ seed: 'SY-HIT statistics 1' });
  const cells: Cell[] = [];
  for (const linked of [false, true]) {
    for (const [band, distance] of BANDS) {
      for (let tht = 1; tht <= 6; tht++) {
        const req = request(distance, tht, linked);
        const odds = attackOdds(req);
        if (!odds.ok || odds.band !== band || odds.tht !== tht || odds.linked !== linked) {
          throw new Error(`bad cell setup ${band} ${tht} ${linked}`);
        }
        let hits = 0;
        for (let i = 0; i < ATTACKS_PER_CELL; i++) {
          const r = resolveAttack(req, dice);
          if (!r.ok) throw new Error(JSON.stringify(r.problems));
          if (r.toHitSucceeded) hits++;
        }
        cells.push({ band, tht, linked, hits, exact: odds.toHit.value });
      }
    }
  }
  return cells;
}

function z(hits: number, p: number): number {
  const n = ATTACKS_PER_CELL;
  if (p === 0 || p === 1) return hits === n * p ? 0 : Number.POSITIVE_INFINITY;
  return (hits - n * p) / Math.sqrt(n * p * (1 - p));
}

/** Chi-square with one degree of freedom per uncertain cell (sum of z^2). */
function chiSquare(cells: Cell[], model: (c: Cell) => number): { chi2: number; df: number } {
  let chi2 = 0;
  let df = 0;
  for (const c of cells) {
    const p = model(c);
    chi2 += z(c.hits, p) ** 2;
    if (p > 0 && p < 1) df++;
  }
  return { chi2, df };
}

/** Upper critical value of chi-square at alpha = 1e-6 (Wilson-Hilferty; z = 4.753). */
function critical(df: number): number {
  const k = 2 / (9 * df);
  return df * (1 - k + 4.753 * Math.sqrt(k)) ** 3;
}

describe('observed hit rates against exact odds (fixed seed)', () => {
  const cells = observe();

  it('SY-HIT-3 / SY-HIT-4 / SY-HIT-5: every band and THT 1..6 agrees with attackOdds (|z| <= 4.5, chi-square)', () => {
    for (const c of cells) {
      expect([c.band, c.tht, c.linked, Math.abs(z(c.hits, c.exact)) <= 4.5]).toEqual([
        c.band,
        c.tht,
        c.linked,
        true,
      ]);
    }
    const { chi2, df } = chiSquare(cells, (c) => c.exact);
    expect(df).toBeGreaterThan(40);
    expect(chi2).toBeLessThan(critical(df));
  });

  it('SY-HIT-5: THT 1 always hits; dice are still rolled', () => {
    for (const c of cells.filter((x) => x.tht === 1)) expect(c.hits).toBe(ATTACKS_PER_CELL);
  });

  it('SY-HIT-3 / SY-FEAT-4: the same observations reject a wrong pool, a wrong THT and a missing Linked re-roll', () => {
    const wrong = (model: (c: Cell) => number) => {
      const { chi2, df } = chiSquare(cells, model);
      return chi2 > critical(Math.max(df, 1));
    };
    const chance = (band: FiringBand, tht: number, linked: boolean) =>
      toNumber(toHitChance(toHitPool(band)!, tht, linked));
    expect(wrong((c) => chance(NEIGHBOUR[c.band], c.tht, c.linked))).toBe(true);
    expect(wrong((c) => chance(c.band, c.tht + 1, c.linked))).toBe(true);
    expect(wrong((c) => chance(c.band, c.tht - 1, c.linked))).toBe(true);
    expect(wrong((c) => chance(c.band, c.tht, false))).toBe(true);
    // And the right model passes the same test.
    expect(wrong((c) => chance(c.band, c.tht, c.linked))).toBe(false);
  });
});
