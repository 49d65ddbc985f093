/** The summary as a human reads it: a plain-text table for the terminal. */
import { wilson, type Interval, type Share, type Summary } from './summary.js';

const percent = (x: number) => `${(x * 100).toFixed(1)}%`;
const interval = (ci: Interval) => `${percent(ci.low)} – ${percent(ci.high)}`;
const seconds = (ms: number) => (ms / 1000).toFixed(1);
const decimal = (x: number) => (Number.isInteger(x) ? String(x) : x.toFixed(2));

/** Rows of cells, left-aligned except the columns in `right`. */
function columns(rows: string[][], right: number[]): string[] {
  const widths = rows[0].map((_, c) => Math.max(...rows.map((r) => r[c].length)));
  return rows.map((row) =>
    row
      .map((cell, c) => (right.includes(c) ? cell.padStart(widths[c]) : cell.padEnd(widths[c])))
      .join('   ')
      .trimEnd(),
  );
}

/**
 * Scenario balance in one line: how often seat 0 won, whichever bot sat there, with its Wilson
 * 95% interval (a balanced scenario between equal bots is near 50% with draws rare).
 */
export function balanceLine(s: Summary): string {
  const rate = s.finished === 0 ? 0 : s.seatWins[0] / s.finished;
  const ci = wilson(s.seatWins[0], s.finished);
  return `${s.ruleset} ${s.scenario}: seat 0 wins ${percent(rate)} (95% CI ${interval(ci)}), draws ${percent(s.draws.rate)}, ${s.finished} games (${s.bots.map((b) => b.bot).join(' v ')})`;
}

export function formatSummary(s: Summary): string {
  const share = (name: string, x: Share) => [
    name,
    String(x.count),
    percent(x.rate),
    interval(x.ci95),
  ];
  const lines = [
    `${s.ruleset} ${s.rulesetVersion} · scenario ${s.scenario} · ${s.games} games · seed "${s.seed}"`,
    '',
    ...columns(
      [
        ['bot', 'wins', 'rate', '95% CI (Wilson)'],
        ...s.bots.map((b) => share(`${b.label}  ${b.bot}`, b)),
        share('draws', s.draws),
        ['errors', String(s.errors.count), '', ''],
      ],
      [1, 2],
    ).map((l) => `  ${l}`),
    '',
    `  rates are of the ${s.finished} games that finished; bots rotate seats every game`,
    `  turns         mean ${decimal(s.turns.mean)} · median ${decimal(s.turns.median)} · min ${s.turns.min} · max ${s.turns.max}`,
    `  orders/game   ${decimal(s.meanOrders)}`,
    `  seat wins     ${s.seatWins.map((w, seat) => `seat ${seat}: ${w}`).join(' · ')}`,
    `  balance       ${balanceLine(s)}`,
    `  ended by      ${Object.entries(s.reasons)
      .map(([reason, n]) => `${reason} ${n}`)
      .join(' · ')}`,
  ];
  if (s.timing) {
    const t = s.timing;
    lines.push(
      `  game time     mean ${t.meanGameMs.toFixed(3)} ms (${t.gameClock === 'thread-cpu' ? 'CPU' : 'wall clock'} per game in the workers)`,
      `  throughput    ${t.gamesPerSecond.toFixed(0)} games/s · ${seconds(t.wallMs)} s (${seconds(t.startupMs)} s of it starting) on ${t.workers.used} worker${t.workers.used === 1 ? '' : 's'} (games each: ${t.workers.gamesPerWorker.join(', ')})`,
    );
  }
  if (s.errors.count > 0) {
    lines.push('', `  first ${s.errors.first.length} of ${s.errors.count} errors:`);
    for (const e of s.errors.first)
      lines.push(`    game ${e.game} (seed "${e.seed}"): ${e.message}`);
  }
  return lines.join('\n');
}
