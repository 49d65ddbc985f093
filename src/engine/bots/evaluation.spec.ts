import { leadOverBestOther } from './evaluation.js';
import { Match } from '../core/match.js';
import { aBillionSuns } from '../rulesets/a-billion-suns/registration.js';
import type { AbsState } from '../rulesets/a-billion-suns/state.js';
import { rngFromSeed } from '../core/rng.js';
import type { ExpanseState } from '../rulesets/expanse/battle.js';
import { expanse } from '../rulesets/expanse/index.js';
import { sits } from '../rulesets/sits/index.js';
import type { SitsState } from '../rulesets/sits/state.js';
import { stellarEmpires } from '../rulesets/stellar-empires/index.js';
import type { SeState } from '../rulesets/stellar-empires/state.js';
import { allRulesets, registeredEvaluation } from '../registry.js';
import type { Ruleset } from '../core/contract.js';

function opening<S>(ruleset: Ruleset<S, unknown>, scenarioId: string): S {
  const match = Match.create(ruleset, { rulesetId: ruleset.id, scenarioId }, 'evaluation');
  return structuredClone(match.state) as S;
}

/** The state after `orders` random legal orders (or the end). */
function played(ruleset: Ruleset, scenarioId: string, orders: number): Match {
  const match = Match.create(ruleset, { rulesetId: ruleset.id, scenarioId }, `played-${orders}`);
  const rng = rngFromSeed('evaluation', String(orders));
  for (let n = 0; n < orders && !match.isOver; n++) {
    const d = match.pending()[0];
    match.submit(d.seat, d.id, match.sample(d.id, rng));
  }
  return match;
}

const evaluated = allRulesets()
  .filter((r) => registeredEvaluation(r.id))
  .flatMap((r) => r.scenarios.map((s) => [r.id, s.id, r] as const));

describe('evaluations for the search bot', () => {
  it('every ruleset registers one, or has its own search bot (Stratoyager)', () => {
    expect(evaluated.map(([id]) => id)).toEqual(
      expect.arrayContaining(['a-billion-suns', 'sits', 'stellar-empires', 'expanse']),
    );
  });

  it.each(evaluated)(
    '%s %s: odds in 0..1; with two seats, they sum to 1',
    (id, scenarioId, ruleset) => {
      const evaluate = registeredEvaluation(id)!;
      for (const orders of [0, 40, 200]) {
        const match = played(ruleset, scenarioId, orders);
        const odds = Array.from({ length: match.seats }, (_, seat) => evaluate(match.state, seat));
        for (const p of odds) {
          expect(p).toBeGreaterThanOrEqual(0);
          expect(p).toBeLessThanOrEqual(1);
        }
        if (match.seats === 2) expect(odds[0] + odds[1]).toBeCloseTo(1, 10);
      }
    },
  );

  it('ABS-SCORE-6: even at the start; credits, then damage and loss of a ship, move the odds', () => {
    const evaluate = registeredEvaluation('a-billion-suns')!;
    expect(evaluate(opening(aBillionSuns, 'two-sector-contract-run'), 0)).toBeCloseTo(0.5, 10);
    const state = structuredClone(played(aBillionSuns, 'two-sector-contract-run', 60).state);
    const s = state as AbsState;
    const ship = Object.values(s.ships).find((x) => x.ceo === 0 && !x.destroyed && x.damage === 0);
    expect(ship).toBeDefined();
    const before = evaluate(state, 0);
    s.ceos[0].credits += 2;
    const richer = evaluate(state, 0);
    expect(richer).toBeGreaterThan(before);
    ship!.damage += 1;
    const damaged = evaluate(state, 0);
    expect(damaged).toBeLessThan(richer);
    ship!.destroyed = true;
    expect(evaluate(state, 0)).toBeLessThan(damaged);
  });

  // The fitted evaluations of SITS and Stellar Empires weigh what each side still has (missile
  // rounds, shields), so where the forces differ the start is not even: only the direction of
  // damage is asserted (docs/decisions/0065-search-evaluation-fitted-to-outcomes.md).
  it('SITS-END-5: a damaged, then destroyed enemy ship puts a side further ahead', () => {
    const evaluate = registeredEvaluation('sits')!;
    const state = opening(sits, 'picket-clash') as SitsState;
    const start = evaluate(state, 0);
    expect(start).toBeGreaterThan(0.4);
    expect(start).toBeLessThan(0.6);
    const enemy = Object.values(state.ships).find((s) => s.side === state.seatSides[1])!;
    enemy.damageTaken = Math.ceil(enemy.maxHull / 2);
    const damaged = evaluate(state, 0);
    expect(damaged).toBeGreaterThan(start);
    enemy.status = 'destroyed';
    expect(evaluate(state, 0)).toBeGreaterThan(damaged);
  });

  it('SE-END-5: structure lost, then a ship destroyed, put the other side further ahead', () => {
    const evaluate = registeredEvaluation('stellar-empires')!;
    const state = opening(stellarEmpires, 'border-clash') as SeState;
    const start = evaluate(state, 0);
    expect(start).toBeGreaterThan(0.4);
    expect(start).toBeLessThan(0.6);
    const enemy = state.ships.find((s) => s.side === 1)!;
    enemy.primaryMarked += 1;
    const damaged = evaluate(state, 0);
    expect(damaged).toBeGreaterThan(start);
    enemy.status = 'destroyed';
    expect(evaluate(state, 0)).toBeGreaterThan(damaged);
  });

  it('EX-VIC-1: even at the start; hull losses, then a ship taken out, put the other side ahead', () => {
    const evaluate = registeredEvaluation('expanse')!;
    const scenarioId =
      expanse.scenarios.find((s) => s.id === 'duel')?.id ?? expanse.scenarios[0].id;
    const state = opening(expanse, scenarioId) as ExpanseState;
    expect(evaluate(state, 0)).toBeCloseTo(0.5, 10);
    const enemy = state.ships.find((s) => s.side === state.sides[1].id)!;
    enemy.losses.hull += 1;
    const damaged = evaluate(state, 0);
    expect(damaged).toBeGreaterThan(0.5);
    enemy.status = 'taken_out';
    expect(evaluate(state, 0)).toBeGreaterThan(damaged);
  });
});

describe('leadOverBestOther', () => {
  it('is a side less the best of the others, 0 for a missing side or no others', () => {
    const score: Record<string, number> = { a: 5, b: 7, c: 2 };
    const of = (side: string) => score[side];
    expect(leadOverBestOther(['a', 'b', 'c'], 'a', of)).toBe(-2);
    expect(leadOverBestOther(['a', 'b', 'c'], 'b', of)).toBe(2);
    expect(leadOverBestOther(['a', 'b'], 'z', of)).toBe(-7);
    expect(leadOverBestOther(['a'], 'a', of)).toBe(5);
  });
});
