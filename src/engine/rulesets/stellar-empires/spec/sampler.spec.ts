/**
 * The order sampler (the random bot's moves) over terrain: every sampled order of every decision is
 * legal, in games across asteroids, rocks, atmospheres, gas giants, nebulae and a deadly edge
 * (SE-TER-1..8, SE-D-12). Few games in CI; `SALVO_SAMPLER_RUNS=500` for a long search.
 */
import fc from 'fast-check';
import { Match } from '../../../core/match.js';
import { rngFromSeed } from '../../../core/rng.js';
import { stellarEmpires } from '../index.js';
import { SCENARIO_SETUPS } from '../scenarios.js';
import type { TerrainSetup } from '../rules/level2/terrain/terrain-setup.js';

// eslint-disable-next-line no-restricted-globals -- a test switch, not engine code
const RUNS = Number(typeof process !== 'undefined' ? (process.env.SALVO_SAMPLER_RUNS ?? 6) : 6);

/** Border Clash's fleets on other ground: each terrain a ship may meet. */
const GROUND: Record<string, TerrainSetup> = {
  'gas giant': { planets: [{ x: 24, y: 15, radius: 5, kind: 'gas_giant' }] },
  'atmospheric worlds': {
    planets: [
      { x: 16, y: 10, radius: 3, kind: 'atmospheric', atmosphere_width: 1 },
      { x: 32, y: 20, radius: 3, kind: 'atmospheric', atmosphere_width: 1.5 },
    ],
  },
  'gas giants just ahead': {
    planets: [
      { x: 10.5, y: 15, radius: 2.5, kind: 'gas_giant' },
      { x: 37.5, y: 13, radius: 2.5, kind: 'gas_giant' },
    ],
  },
  'a crowded system': {
    planets: [
      { x: 12, y: 8, radius: 2, kind: 'atmospheric', atmosphere_width: 1 },
      { x: 12, y: 22, radius: 2, kind: 'atmospheric', atmosphere_width: 1 },
      { x: 24, y: 15, radius: 3, kind: 'gas_giant' },
      { x: 36, y: 8, radius: 2, kind: 'rock' },
      { x: 36, y: 22, radius: 2, kind: 'atmospheric', atmosphere_width: 0.5 },
    ],
  },
  'random asteroids and a rock': {
    random_asteroids: true,
    planets: [{ x: 24, y: 15, radius: 2, kind: 'rock' }],
  },
  'nebula fringe, deadly edge': {
    nebula: {
      mode: 'fringe',
      markers: [
        { x: 18, y: 15 },
        { x: 30, y: 15 },
      ],
    },
    deadly_edge: 'N',
  },
};

function start(ground: string, seed: string): Match {
  if (ground === 'belt-strike')
    return Match.create(
      stellarEmpires,
      { rulesetId: 'stellar-empires', scenarioId: 'belt-strike' },
      seed,
    );
  const setup = { ...SCENARIO_SETUPS['border-clash'], terrain: GROUND[ground] };
  return Match.create(
    stellarEmpires,
    { rulesetId: 'stellar-empires', setup, options: { level2: true } },
    seed,
  );
}

describe('the order sampler over terrain (SE-TER, SE-D-12)', () => {
  it('E_PATH_BLOCKED and every other code: each sampled order of each decision is legal', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('belt-strike', ...Object.keys(GROUND)),
        fc.integer({ min: 0, max: 1_000_000 }),
        (ground, n) => {
          const match = start(ground, `sampler-${n}`);
          const rng = rngFromSeed(`sampler-${n}`, 'orders');
          for (let orders = 0; !match.isOver; orders++) {
            if (orders > 20_000) throw new Error('no end');
            const [d] = match.pending();
            // A few draws per decision: the one submitted, and others that must be as legal.
            for (let k = 0; k < 3; k++) {
              const order = match.sample(d.id, rng);
              const problems = match.check(d.seat, d.id, order);
              if (problems.length > 0)
                throw new Error(
                  `${ground}, seed ${n}, ${d.id}: ${JSON.stringify(order)} → ${JSON.stringify(problems)}`,
                );
              if (k === 2) match.submit(d.seat, d.id, order);
            }
          }
        },
      ),
      { numRuns: RUNS, seed: 14 },
    );
  });
});
