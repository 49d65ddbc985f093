import { adjudicationDice, attackOdds, resolveAttack, type AttackRequest } from './adjudicate.js';
import { fraction, type Fraction, type Probability } from './fraction.js';
import { damagePointsDistribution, dieScoreChance, toHitChance } from './odds.js';
import { toHitPool, type FiringBand } from './range.js';

const pool = (band: FiringBand) => toHitPool(band)!;
const show = (f: Fraction) => `${f.num}/${f.den}`;

describe('exact odds', () => {
  it('SY-HIT-3 / SY-HIT-5: to-hit chances of every pool match closed forms', () => {
    expect(show(toHitChance(pool('MEDIUM'), 4, false))).toBe('1/2');
    expect(show(toHitChance(pool('CLOSE'), 5, false))).toBe('5/9'); // 1 - (4/6)^2
    expect(show(toHitChance(pool('LONG'), 5, false))).toBe('1/9'); // (2/6)^2
    expect(show(toHitChance(pool('POINT_BLANK'), 6, false))).toBe('91/216'); // 1 - (5/6)^3
    expect(show(toHitChance(pool('EXTREME'), 2, false))).toBe('125/216'); // (5/6)^3
    expect(show(toHitChance(pool('EXTREME'), 1, false))).toBe('1/1');
    expect(show(toHitChance(pool('EXTREME'), -3, false))).toBe('1/1');
  });

  it('SY-HIT-6: THT above 6 can never hit', () => {
    expect(show(toHitChance(pool('POINT_BLANK'), 7, true))).toBe('0/1');
  });

  it('SY-FEAT-4: Linked adds the chance that re-rolling the lowest die turns a miss into a hit', () => {
    // LONG THT 5: 1/9, plus P(exactly one die >= 5) * P(re-roll >= 5) = 16/36 * 1/3.
    expect(show(toHitChance(pool('LONG'), 5, true))).toBe('7/27');
    // CLOSE THT 5: 5/9 + 4/9 * 1/3.
    expect(show(toHitChance(pool('CLOSE'), 5, true))).toBe('19/27');
    // MEDIUM THT 4: a second chance at 1/2.
    expect(show(toHitChance(pool('MEDIUM'), 4, true))).toBe('3/4');
  });

  it('SY-DMG-1: damage points are binomial in the dice that reach the armor', () => {
    expect(damagePointsDistribution(2, 4).map(show)).toEqual(['1/4', '1/2', '1/4']);
    expect(damagePointsDistribution(3, 3).map(show)).toEqual(['1/27', '2/9', '4/9', '8/27']);
    expect(damagePointsDistribution(2, 1).map(show)).toEqual(['0/1', '0/1', '1/1']);
    expect(damagePointsDistribution(2, 7).map(show)).toEqual(['1/1', '0/1', '0/1']);
    expect(show(dieScoreChance(3))).toBe('2/3');
  });
});

/**
 * Every sequence of `length` d6 faces, each played through resolveAttack as supplied dice: the
 * tallies over 6^length equally likely sequences are the exact odds, independently of odds.ts.
 */
function enumerate(request: AttackRequest, length: number) {
  const hits = new Map<number, number>();
  const structure = new Map<number, number>();
  let landed = 0;
  let wrecked = 0;
  let destroyed = 0;
  const total = 6 ** length;
  const seq = new Array<number>(length).fill(1);
  for (let n = 0; n < total; n++) {
    let rest = n;
    for (let i = length - 1; i >= 0; i--) {
      seq[i] = (rest % 6) + 1;
      rest = Math.floor(rest / 6);
    }
    const r = resolveAttack(request, adjudicationDice({ faces: seq }));
    if (!r.ok) throw new Error(JSON.stringify(r.problems));
    const points = r.damage?.points ?? 0;
    hits.set(points, (hits.get(points) ?? 0) + 1);
    const lost = r.structureBefore - r.structureAfter;
    structure.set(lost, (structure.get(lost) ?? 0) + 1);
    if (r.damage) landed++;
    if (r.result === 'WRECKED') wrecked++;
    if (r.result === 'DESTROYED') destroyed++;
  }
  return { hits, structure, landed, wrecked, destroyed, total };
}

function same(p: Probability, count: number, total: number): boolean {
  return (
    show(fraction(BigInt(p.numerator), BigInt(p.denominator))) === show(fraction(count, total))
  );
}

describe('attackOdds agrees exactly with resolveAttack over every dice outcome', () => {
  const cases: [string, AttackRequest, number][] = [
    [
      'SY-FEAT-4: Linked Blackbuck salvo at LONG (2 to-hit, 1 re-roll, 2 damage)',
      {
        weapon: 'MAIN_WEAPON',
        attacker: { typeId: 'blackbuck-mk-ii', speed: 3 },
        defender: { typeId: 'guardian-151a', speed: 3, shields: 1, structure: 2 },
        distance: 15,
        aspect: 'AFT',
      },
      5,
    ],
    [
      'SY-FEAT-6: Evo fragshell at POINT_BLANK on a Blackbuck from astern (3 to-hit, 3 damage vs armor 3)',
      {
        weapon: 'FRAGSHELL',
        attacker: { typeId: 'evo-6-2', speed: 2 },
        defender: { typeId: 'blackbuck-mk-ii', speed: 3, shields: 1, structure: 2 },
        distance: 0.8,
        aspect: 'AFT',
      },
      6,
    ],
    [
      'SY-LMD-3: locked missile with countermeasures (1 to-hit, 1 save, 3 damage)',
      {
        weapon: 'LOCKED_MISSILE',
        attacker: { typeId: 'guardian-151a', speed: 5 },
        defender: {
          typeId: 'blackbuck-mk-ii',
          speed: 3,
          countermeasures: true,
          shields: 0,
          structure: 2,
        },
        distance: 10,
        aspect: 'FORE',
      },
      5,
    ],
    [
      'SY-HIND-1: dumb rockets at POINT_BLANK into a Vulture aft (2 to-hit, 4 damage)',
      {
        weapon: 'DUMB_MISSILE',
        attacker: { typeId: 'vulture-mk-iv', speed: 4 },
        defender: { typeId: 'vulture-mk-iv', speed: 2, shields: 2, structure: 2 },
        distance: 1,
        aspect: 'AFT',
      },
      6,
    ],
  ];

  it.each(cases)('%s', (_name, request, length) => {
    const odds = attackOdds(request);
    if (!odds.ok) throw new Error(JSON.stringify(odds.problems));
    const e = enumerate(request, length);
    expect(same(odds.hit, e.landed, e.total)).toBe(true);
    odds.damagePoints.forEach((p, k) =>
      expect([k, same(p, e.hits.get(k) ?? 0, e.total)]).toEqual([k, true]),
    );
    odds.structureDamage.forEach((p, k) =>
      expect([k, same(p, e.structure.get(k) ?? 0, e.total)]).toEqual([k, true]),
    );
    expect(same(odds.wrecked, e.wrecked, e.total)).toBe(true);
    expect(same(odds.destroyed, e.destroyed, e.total)).toBe(true);
  });
});
