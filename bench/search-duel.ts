/**
 * The search bot against the heuristic, seats rotating, with what each searched decision cost:
 * `npx tsx bench/search-duel.ts --ruleset stratoyager --scenario dogfight --games 40 [--seed s]
 * [--budget '{"iterations":8}'] [--no-hints] [--pilot-hints k] [--captain-hints] [--se-hints n]
 * [--light] [--generic] [--every n] [--log file.jsonl]` (`--no-hints`: ignore the heuristic's
 * runners-up; `--pilot-hints`: the Stratoyager pilot's k runners-up on every decision;
 * `--captain-hints`: the Expanse captain's runners-up, which its heuristic does not offer,
 * decision 0076; `--se-hints`, `--light`: Stellar Empires' runners-up in intent and light
 * playouts, decision 0073; `--every`: a running summary to stderr every n games; `--log`: each
 * searched decision's kind and best challenger's paired differences, a JSON line each). Wins are
 * also given by the search's seat, next to the heuristic's own on the same game seeds (its mirror:
 * the game the search would play if it never left the pilot's order, since the heuristic draws
 * nothing from its stream), a paired baseline for each seat. `npm run simulate` gives the win
 * rates; this adds iterations, playouts and CPU milliseconds per searched decision, which the
 * simulation does not see.
 */
import { appendFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { wilson } from '../src/simulation/summary.js';
import {
  findBot,
  findRuleset,
  Match,
  playOut,
  rngFromSeed,
  type Bot,
  type SearchOptions,
  type SearchStats,
} from '../src/engine/index.js';
import { searchBotFor } from '../src/engine/bots/play.js';
import { stratoyagerSearchBot } from '../src/engine/rulesets/stratoyager/bots/search.js';
import { pilotHints } from '../src/engine/rulesets/stratoyager/bots/hints.js';
import type { GameState } from '../src/engine/rulesets/stratoyager/model.js';
import { sitsSearchBot } from '../src/engine/rulesets/sits/bots/search.js';
import { stellarEmpiresSearchBot } from '../src/engine/rulesets/stellar-empires/bots/search.js';
import { captainHints, RUNNERS_UP } from '../src/engine/rulesets/expanse/bots/runners-up.js';
import { lightHeuristicBot } from '../src/engine/rulesets/stellar-empires/bots/heuristic.js';
import { seHints } from '../src/engine/rulesets/stellar-empires/bots/search-hints.js';
import { option } from './options.js';

const rulesetId = option('ruleset', 'stratoyager');
const ruleset = findRuleset(rulesetId);
if (!ruleset) throw new Error(`no ruleset ${rulesetId}`);
const scenarioId = option('scenario', ruleset.scenarios[0].id);
const games = Number(option('games', '20'));
const every = Number(option('every', '0'));
const seed = option('seed', 'duel');
const budget = JSON.parse(option('budget', '{}')) as Partial<SearchOptions<unknown>>;
const heuristic = findBot(rulesetId, 'heuristic') ?? findBot(rulesetId, 'broadside');
if (!heuristic) throw new Error(`${rulesetId} has no heuristic`);

const decisions: { stats: SearchStats; ms: number; kind: string }[] = [];
let last: SearchStats | undefined;
// `--se-hints n`, `--light` (Stellar Empires): the runners-up in intent and the light playouts of
// decision 0073, which a JSON budget cannot carry (they are functions).
const seHintsOption = Number(option('se-hints', '0'));
const observed = {
  ...budget,
  ...(seHintsOption > 0 && { hints: seHints(seHintsOption) }),
  ...(process.argv.includes('--light') && { playoutPolicy: lightHeuristicBot }),
  ...(process.argv.includes('--no-hints') && { hints: () => [] }),
  ...(process.argv.includes('--captain-hints') && { hints: captainHints(RUNNERS_UP) }),
  ...(option('pilot-hints', '') && { hints: pilotHints(Number(option('pilot-hints', '0'))) }),
  observe: (s: SearchStats) => (last = s),
};
// `--generic`: the generic search where the ruleset registers its own (SITS, Stellar Empires).
const generic = process.argv.includes('--generic');
const inner =
  rulesetId === 'stratoyager'
    ? stratoyagerSearchBot(ruleset as never, observed as Partial<SearchOptions<GameState>>)
    : rulesetId === 'sits' && !generic
      ? sitsSearchBot(observed as never)
      : rulesetId === 'stellar-empires' && !generic
        ? stellarEmpiresSearchBot(observed as never)
        : searchBotFor(rulesetId, observed);
const search: Bot = {
  ...inner,
  decide(turn) {
    last = undefined;
    const before = process.cpuUsage();
    const order = inner.decide(turn);
    const used = process.cpuUsage(before);
    if (last)
      decisions.push({
        stats: last,
        ms: (used.user + used.system) / 1000,
        kind: turn.decision.kind,
      });
    return order;
  },
};

const log = option('log', '');
let logged = 0;
const tally = { won: 0, drawn: 0, lost: 0 };
/**
 * The search's score against each other seat, summed over games: 1 where it won and that seat did
 * not, 0 where that seat won and it did not, ½ otherwise. With two seats this is the usual score
 * (a draw half); with three, an even share of wins (⅓) scores ½ where wins alone read 33%
 * (docs/decisions/0080-search-score-with-more-than-two-seats.md).
 */
let pairwise = 0;
// Wins by the search's seat: in an asymmetric scenario (pilot-episode) it may win one side only.
const seatWins: number[] = [];
const seatGames: number[] = [];
const mirrorWins: number[] = [];

/** The search's mean score against each other seat in one game (see `pairwise`). */
function pairwiseScore(winners: readonly number[], searchSeat: number, seats: number): number {
  const won = winners.includes(searchSeat);
  let score = 0;
  for (let other = 0; other < seats; other++) {
    if (other === searchSeat) continue;
    const otherWon = winners.includes(other);
    score += won === otherWon ? 0.5 : won ? 1 : 0;
  }
  return score / (seats - 1);
}

/** 1 if `seat` wins the heuristic's self-play game on `gameSeed`, else 0. */
function mirrorWon(gameSeed: string, seat: number): number {
  const match = Match.create(ruleset!, { rulesetId, scenarioId }, gameSeed);
  const rngs = Array.from({ length: match.seats }, (_, s) => rngFromSeed(gameSeed, `seat-${s}`));
  playOut(match, () => heuristic!, rngs, 20_000);
  return match.outcome()!.winners.includes(seat) ? 1 : 0;
}
const started = Date.now();
for (let g = 0; g < games; g++) {
  const gameSeed = `${seed}-${g}`;
  const match = Match.create(ruleset, { rulesetId, scenarioId }, gameSeed);
  const searchSeat = g % match.seats;
  const rngs = Array.from({ length: match.seats }, (_, s) => rngFromSeed(gameSeed, `seat-${s}`));
  playOut(match, (s) => (s === searchSeat ? search : heuristic), rngs, 20_000);
  const outcome = match.outcome()!;
  const result = outcome.winners.includes(searchSeat)
    ? 'won'
    : outcome.winners.length === 0
      ? 'drawn'
      : 'lost';
  tally[result]++;
  pairwise += pairwiseScore(outcome.winners, searchSeat, match.seats);
  mirrorWins[searchSeat] = (mirrorWins[searchSeat] ?? 0) + mirrorWon(gameSeed, searchSeat);
  seatGames[searchSeat] = (seatGames[searchSeat] ?? 0) + 1;
  seatWins[searchSeat] = (seatWins[searchSeat] ?? 0) + (result === 'won' ? 1 : 0);
  if (log) writeDecisions(g, result);
  if (process.argv.includes('--verbose'))
    console.error(`game ${g}: ${JSON.stringify(tally)} ${outcome.reason}`);
  // A running summary, so a run stopped at a deadline still reports what it measured.
  if (every > 0 && (g + 1) % every === 0 && g + 1 < games) console.error(summary(g + 1));
}

/**
 * The game's searched decisions, one JSON line each, to `--log`: the best challenger's paired
 * differences, so that another rule for leaving the policy's order can be weighed on them.
 */
function writeDecisions(game: number, result: string): void {
  const lines = decisions.slice(logged).map((d) =>
    JSON.stringify({
      game,
      result,
      kind: d.kind,
      deviated: d.stats.deviated,
      differences: d.stats.differences.map((x) => Math.round(x * 1e4) / 1e4),
    }),
  );
  logged = decisions.length;
  if (lines.length) appendFileSync(log, lines.join('\n') + '\n');
}

/** The Wilson 95% interval of `k` wins in `n` games, in percent (the simulation's own `wilson`). */
function winInterval(k: number, n: number): string {
  const { low, high } = wilson(k, n);
  return `${(100 * low).toFixed(1)}–${(100 * high).toFixed(1)}%`;
}

/**
 * Deviations by kind of decision: where the search leaves the policy's order is where its gain
 * over the heuristic is (the search that never leaves it plays the heuristic's mirror).
 */
function deviationsByKind(): string {
  const kinds = new Map<string, { searched: number; deviated: number }>();
  for (const d of decisions) {
    const k = kinds.get(d.kind) ?? { searched: 0, deviated: 0 };
    k.searched += 1;
    if (d.stats.deviated) k.deviated += 1;
    kinds.set(d.kind, k);
  }
  return [...kinds].map(([kind, k]) => `${kind} ${k.deviated}/${k.searched}`).join(', ');
}

/** The options beyond the budget that change what the search weighs, as `, no hints, …`. */
function optionLabels(): string {
  const pilot = option('pilot-hints', '');
  return [
    process.argv.includes('--no-hints') && 'no hints',
    pilot && `pilot hints ${pilot}`,
    process.argv.includes('--captain-hints') && 'captain hints',
    seHintsOption > 0 && `seHints(${seHintsOption})`,
    process.argv.includes('--light') && 'light playouts',
    generic && 'generic',
  ]
    .filter(Boolean)
    .map((label) => `, ${label}`)
    .join('');
}

function summary(played: number): string {
  const n = decisions.length || 1;
  const mean = (f: (d: (typeof decisions)[number]) => number) =>
    decisions.reduce((sum, d) => sum + f(d), 0) / n;
  const sorted = decisions.map((d) => d.ms).sort((a, b) => a - b);
  const leads = decisions.map((d) => d.stats.lead).sort((a, b) => a - b);
  const score = (tally.won + tally.drawn / 2) / played;
  return [
    `${rulesetId}/${scenarioId} ${played} games, seed ${seed}, budget ${JSON.stringify(budget)}${optionLabels()}`,
    `  search W/D/L ${tally.won}/${tally.drawn}/${tally.lost}: wins ${((100 * tally.won) / played).toFixed(1)}% (Wilson 95% ${winInterval(tally.won, played)}), score ${(100 * score).toFixed(1)}%, pairwise score ${((100 * pairwise) / played).toFixed(1)}%`,
    `  wins by the search's seat: ${seatGames.map((n, s) => `seat ${s} ${seatWins[s]}/${n} (mirror ${mirrorWins[s]})`).join(', ')}`,
    `  searched decisions ${decisions.length} (${(decisions.length / played).toFixed(1)} a game), candidates ${mean((d) => d.stats.candidates).toFixed(1)}, iterations ${mean((d) => d.stats.iterations).toFixed(1)}, playouts ${mean((d) => d.stats.playouts).toFixed(1)}, policy orders ${mean((d) => d.stats.orders).toFixed(0)}, deviated ${((100 * mean((d) => (d.stats.deviated ? 1 : 0))) / 1).toFixed(0)}%`,
    `  deviated by kind: ${deviationsByKind()}`,
    `  CPU ms per searched decision: mean ${mean((d) => d.ms).toFixed(1)}, median ${(sorted[Math.floor(sorted.length / 2)] ?? 0).toFixed(1)}, p90 ${(sorted[Math.floor(sorted.length * 0.9)] ?? 0).toFixed(1)}`,
    `  best challenger's lead per playout: ${[0.1, 0.25, 0.5, 0.75, 0.9].map((q) => leads[Math.floor(leads.length * q)]?.toFixed(3)).join(' / ')} (10/25/50/75/90%)`,
    `  wall ${((Date.now() - started) / 1000).toFixed(0)} s, load average ${loadavg()[0].toFixed(2)}`,
  ].join('\n');
}

console.log(summary(games));
