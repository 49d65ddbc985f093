/**
 * Evaluation weights fitted to outcomes: heuristic self-play, each game's features (the ruleset
 * bots' `features`) measured for both seats at every turn boundary and every 16th order, regressed
 * on how the game ended for that seat (1 won, ½ drawn, 0 lost) by logistic regression without an
 * intercept (the features are one side's less the other's). Prints the weights and, on games held
 * out, the log loss of the fitted odds against the built-in evaluation's:
 * `node dist/bench/evaluation-fit.js --ruleset sits --scenario picket-clash,squadron-action --games
 * 300 [--seed s]` (games a scenario, alternating; held out: every fourth game).
 */
import { loadavg } from 'node:os';
import { findBot, findRuleset, Match, rngFromSeed, type Seat } from '../src/engine/index.js';
import { playBotTurn } from '../src/engine/bots/turn.js';
import * as sits from '../src/engine/rulesets/sits/bots/evaluation.js';
import * as se from '../src/engine/rulesets/stellar-empires/bots/evaluation.js';
import * as expanse from '../src/engine/rulesets/expanse/bots/evaluation.js';
import * as sy from '../src/engine/rulesets/stratoyager/bots/evaluation.js';
import { option } from './options.js';

const rulesetId = option('ruleset', 'sits');
const ruleset = findRuleset(rulesetId);
if (!ruleset) throw new Error(`no ruleset ${rulesetId}`);
const scenarioIds = option('scenario', ruleset.scenarios[0].id).split(',');
const games = Number(option('games', '100'));
const seed = option('seed', 'fit');
const every = Number(option('every', '16'));
const ridge = Number(option('ridge', '0.001'));
const modules: Record<string, typeof sits | typeof se | typeof sy | typeof expanse> = {
  sits,
  'stellar-empires': se,
  stratoyager: sy,
  expanse,
};
const module = modules[rulesetId];
if (!module) throw new Error(`no features for ${rulesetId}`);
const features = module.features as (state: unknown, seat: number) => number[];
const builtIn = module.evaluate as (state: unknown, seat: Seat) => number;
const heuristic = findBot(rulesetId, 'heuristic') ?? findBot(rulesetId, 'broadside');
if (!heuristic) throw new Error(`${rulesetId} has no heuristic`);

interface Row {
  game: number;
  boundary: boolean;
  x: number[];
  builtIn: number;
  seat: number;
  y: number;
}
const rows: Row[] = [];
const started = Date.now();
for (let g = 0; g < games * scenarioIds.length; g++) {
  const scenarioId = scenarioIds[g % scenarioIds.length];
  const gameSeed = `${seed}-${g}`;
  const match = Match.create(ruleset, { rulesetId, scenarioId }, gameSeed);
  const rngs = Array.from({ length: match.seats }, (_, s) => rngFromSeed(gameSeed, `seat-${s}`));
  const taken: Omit<Row, 'y'>[] = [];
  const take = (boundary: boolean) => {
    for (let s = 0; s < match.seats; s++)
      taken.push({
        game: g,
        boundary,
        x: features(match.state, s),
        builtIn: builtIn(match.state, s),
        seat: s,
      });
  };
  let turn = match.phase().turn;
  let orders = 0;
  while (!match.isOver && orders < 20_000) {
    const [decision] = match.pending();
    const order = playBotTurn(match, heuristic, decision.seat, decision.id, rngs[decision.seat]);
    const result = match.submit(decision.seat, decision.id, order);
    if (!result.ok) throw new Error(`rejected order in game ${g}`);
    orders++;
    if (match.isOver) break;
    const now = match.phase().turn;
    if (now !== turn) take(true);
    else if (every > 0 && orders % every === 0) take(false);
    turn = now;
  }
  const outcome = match.outcome()!;
  for (const t of taken) {
    const y = outcome.winners.includes(t.seat) ? 1 : outcome.winners.length ? 0 : 0.5;
    rows.push({ ...t, y });
  }
}
console.error(
  `${games} games a scenario (${scenarioIds.join(', ')}), ${rows.length} rows, ${((Date.now() - started) / 1000).toFixed(0)} s`,
);

const sigmoid = (z: number) => 1 / (1 + Math.exp(-z));
const dot = (w: number[], x: number[]) => w.reduce((n, wi, i) => n + wi * x[i], 0);

/** Newton's method on the soft-label log loss with a small ridge: a few features, few steps. */
function fit(train: Row[], use: number[]): number[] {
  const k = use.length;
  let w = new Array<number>(k).fill(0);
  for (let step = 0; step < 50; step++) {
    const grad = new Array<number>(k).fill(0);
    const hess = Array.from({ length: k }, () => new Array<number>(k).fill(0));
    for (const r of train) {
      const x = use.map((i) => r.x[i]);
      const p = sigmoid(dot(w, x));
      for (let i = 0; i < k; i++) {
        grad[i] += (p - r.y) * x[i];
        for (let j = 0; j < k; j++) hess[i][j] += p * (1 - p) * x[i] * x[j];
      }
    }
    for (let i = 0; i < k; i++) {
      grad[i] += ridge * train.length * w[i];
      hess[i][i] += ridge * train.length;
    }
    const delta = solve(hess, grad);
    w = w.map((wi, i) => wi - delta[i]);
    if (Math.max(...delta.map(Math.abs)) < 1e-6) break;
  }
  return w;
}

function solve(a: number[][], b: number[]): number[] {
  const n = b.length;
  const m = a.map((row, i) => [...row, b[i]]);
  for (let c = 0; c < n; c++) {
    let p = c;
    for (let r = c + 1; r < n; r++) if (Math.abs(m[r][c]) > Math.abs(m[p][c])) p = r;
    [m[c], m[p]] = [m[p], m[c]];
    for (let r = 0; r < n; r++) {
      if (r === c || m[c][c] === 0) continue;
      const f = m[r][c] / m[c][c];
      for (let k = c; k <= n; k++) m[r][k] -= f * m[c][k];
    }
  }
  return m.map((row, i) => (row[i] === 0 ? 0 : row[n] / row[i]));
}

const loss = (rs: Row[], p: (r: Row) => number) =>
  rs.reduce((n, r) => {
    const q = Math.min(1 - 1e-6, Math.max(1e-6, p(r)));
    return n - (r.y * Math.log(q) + (1 - r.y) * Math.log(1 - q));
  }, 0) / Math.max(1, rs.length);

const names = module.FEATURE_NAMES as readonly string[];
const all = names.map((_, i) => i);
const heldOut = (r: Row) => Math.floor(r.game / scenarioIds.length) % 4 === 3;
const train = rows.filter((r) => !heldOut(r));
const test = rows.filter(heldOut);
// The first feature alone, with the last (its lead late), all but the last, all, and all but each.
const last = names.length - 1;
const sets: [string, number[]][] = [
  [names[0], [0]],
  [`${names[0]}, ${names[last]}`, [0, last]],
  [`all but ${names[last]}`, all.filter((i) => i !== last)],
  ['all', all],
  ...all.map((d): [string, number[]] => [`all but ${names[d]}`, all.filter((i) => i !== d)]),
];
for (const where of ['boundary', 'mid-turn', 'any'] as const) {
  const keep = (r: Row) => where === 'any' || r.boundary === (where === 'boundary');
  const tr = train.filter(keep);
  const te = test.filter(keep);
  console.log(`fitted on ${where}: ${tr.length} rows, held out ${te.length}`);
  console.log(`  built-in        held-out loss ${loss(te, (r) => r.builtIn).toFixed(4)}`);
  console.log(`  coin            held-out loss ${loss(te, () => 0.5).toFixed(4)}`);
  for (const [label, use] of sets) {
    const w = fit(tr, use);
    const p = (r: Row) =>
      sigmoid(
        dot(
          w,
          use.map((i) => r.x[i]),
        ),
      );
    const weights = use.map((i, j) => `${names[i]} ${w[j].toFixed(2)}`).join(', ');
    console.log(`  ${label.padEnd(15)} held-out loss ${loss(te, p).toFixed(4)}: ${weights}`);
  }
  const whole = fit([...tr, ...te], all);
  console.log(`  all, fitted on every game: [${whole.map((w) => w.toFixed(2)).join(', ')}]`);
}
console.log(`load average ${loadavg()[0].toFixed(2)}`);
