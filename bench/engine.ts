/**
 * Engine throughput: complete random-vs-random matches per second, through the public Match driver
 * (validation, dice logging, event numbering and state copies included), for every registered
 * ruleset and the core's test ruleset. Median of several runs. `npm run bench:engine [-- --seconds 3
 * --runs 5 --only stratoyager/pilot-episode]` runs the compiled build, as production does. Matches
 * run on one thread; "per CPU-second" also charges the garbage collector's helper threads, so it is
 * the stricter one-core figure. Scenarios with a target (issue #19) print matches/s against it.
 * Each scenario first plays for `--warm-up` seconds (3) unmeasured.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { allRulesets, Match, rngFromSeed, type Ruleset } from '../src/engine/index.js';
import { diceDuel } from '../src/engine/testing/dice-duel/index.js';

interface Sample {
  matches: number;
  orders: number;
  seconds: number;
  cpuSeconds: number;
}

function arg(name: string, fallback: number): number {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? Number(process.argv[i + 1]) : fallback;
}

/** One-core targets in matches per second, by `ruleset/scenario`. */
const TARGETS: Readonly<Record<string, number>> = {
  'stratoyager/pilot-episode': 3000,
  'a-billion-suns/two-sector-contract-run': 1000,
  'expanse/duel': 1000,
};

/** `--only a/b,c/d`: just these scenarios (or every scenario of a ruleset named alone). */
function selected(rulesetId: string, scenarioId: string): boolean {
  const i = process.argv.indexOf('--only');
  if (i < 0) return true;
  return process.argv[i + 1]
    .split(',')
    .some((s) => s === rulesetId || s === `${rulesetId}/${scenarioId}`);
}

function playOne(ruleset: Ruleset, scenarioId: string, seed: string): number {
  const match = Match.create(ruleset, { rulesetId: ruleset.id, scenarioId }, seed);
  const chooser = rngFromSeed(seed, 'bench');
  let orders = 0;
  while (!match.isOver) {
    const pending = match.pending();
    const d = pending[chooser.int(pending.length)];
    const result = match.submit(d.seat, d.id, match.sample(d.id, chooser));
    if (!result.ok)
      throw new Error(`${ruleset.id}: sampled order rejected: ${JSON.stringify(result.problems)}`);
    orders++;
    if (orders > 100_000) throw new Error(`${ruleset.id}: match did not end`);
  }
  return orders;
}

function measure(ruleset: Ruleset, scenarioId: string, seconds: number, run: number): Sample {
  const cpuStart = process.cpuUsage();
  const start = performance.now();
  let matches = 0;
  let orders = 0;
  while (performance.now() - start < seconds * 1000) {
    orders += playOne(ruleset, scenarioId, `bench-${run}-${matches}`);
    matches++;
  }
  const cpu = process.cpuUsage(cpuStart);
  return {
    matches,
    orders,
    seconds: (performance.now() - start) / 1000,
    cpuSeconds: (cpu.user + cpu.system) / 1e6,
  };
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

const seconds = arg('seconds', 2);
const runs = arg('runs', 5);
const warmUp = arg('warm-up', 3);
const rows = [...allRulesets(), diceDuel].flatMap((ruleset) =>
  ruleset.scenarios
    .filter((scenario) => selected(ruleset.id, scenario.id))
    .map((scenario) => {
      // Each scenario warms up on itself, long enough for V8 to settle its optimised code on the
      // scenario's own shapes: one game left the first runs to the warm-up, so a scenario's
      // figure depended on which scenarios of its ruleset ran before it (decision 0052).
      measure(ruleset, scenario.id, warmUp, -1);
      const samples = Array.from({ length: runs }, (_, run) =>
        measure(ruleset, scenario.id, seconds, run),
      );
      const matchesPerSecond = median(samples.map((s) => s.matches / s.seconds));
      const matchesPerCpuSecond = median(samples.map((s) => s.matches / s.cpuSeconds));
      const ordersPerSecond = median(samples.map((s) => s.orders / s.seconds));
      const ordersPerMatch =
        samples.reduce((a, s) => a + s.orders, 0) / samples.reduce((a, s) => a + s.matches, 0);
      const target = TARGETS[`${ruleset.id}/${scenario.id}`];
      return {
        ruleset: ruleset.id,
        scenario: scenario.id,
        target,
        matchesPerSecond,
        matchesPerCpuSecond,
        ordersPerSecond,
        ordersPerMatch,
        runs,
        secondsPerRun: seconds,
      };
    }),
);

console.table(
  rows.map((r) => ({
    ruleset: r.ruleset,
    scenario: r.scenario,
    'matches/s': r.matchesPerSecond.toFixed(1),
    'matches/CPU-s': r.matchesPerCpuSecond.toFixed(1),
    'orders/s': r.ordersPerSecond.toFixed(0),
    'orders/match': r.ordersPerMatch.toFixed(1),
    target: r.target ?? '',
    'vs target': r.target ? `${(r.matchesPerSecond / r.target).toFixed(2)}x` : '',
  })),
);
const result = {
  bench: 'engine',
  date: new Date().toISOString(),
  node: process.version,
  cpu: cpus()[0]?.model,
  oneCore: true,
  // Other work on the machine shows up here: figures taken under load are pessimistic.
  loadAverage: loadavg(),
  rows,
};
mkdirSync('bench/results', { recursive: true });
const file = `bench/results/engine-${result.date.slice(0, 19).replace(/[:T]/g, '-')}.json`;
writeFileSync(file, JSON.stringify(result, null, 2) + '\n');
console.log(
  `median of ${runs} runs × ${seconds}s on one thread; load average ${loadavg()
    .map((l) => l.toFixed(2))
    .join(' ')}; written to ${file}`,
);
