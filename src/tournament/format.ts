/** A round robin's standings as a human reads them in a terminal. */
import type { TournamentPlan } from './round-robin.js';
import type { Cell, Standings } from './standings.js';

const percent = (x: number) => `${(x * 100).toFixed(1)}%`;

function cellText(cell: Cell | null): string {
  if (!cell) return '—';
  const ci = `${percent(cell.ci95.low)}–${percent(cell.ci95.high)}`;
  return `${cell.wins}-${cell.draws}-${cell.losses}  ${percent(cell.score)} (${ci})`;
}

function table(rows: string[][]): string[] {
  const widths = rows[0].map((_, c) => Math.max(...rows.map((r) => r[c].length)));
  return rows.map((r) => `  ${r.map((cell, c) => cell.padEnd(widths[c])).join('   ')}`.trimEnd());
}

export function formatStandings(plan: TournamentPlan, s: Standings & { wallMs: number }): string {
  const name = (i: number) => `${String.fromCharCode(65 + i)} ${plan.bots[i]}`;
  const lines = [
    `${plan.rulesetId} · scenario ${plan.scenarioId} · ${plan.bots.length} bots · ${plan.gamesPerPairing} games per pairing · seed "${plan.seed}"`,
    '',
    '  cross table: the row bot against the column bot, wins-draws-losses, score (a draw is half a',
    '  win) and its 95% confidence interval (Wilson); seats alternate every game',
    '',
    ...table([
      ['', ...plan.bots.map((_, i) => String.fromCharCode(65 + i))],
      ...s.cross.map((row, r) => [name(r), ...row.map(cellText)]),
    ]),
    '',
    '  ratings (OpenSkill, Weng-Lin Plackett-Luce; ordinal = mu - 3 sigma)',
    '',
    ...table([
      ['rank', 'bot', 'ordinal', 'mu', 'sigma', 'W-D-L'],
      ...s.ratings.map((r, rank) => [
        String(rank + 1),
        name(r.bot),
        r.ordinal.toFixed(2),
        r.skill.mu.toFixed(2),
        r.skill.sigma.toFixed(2),
        `${r.wins}-${r.draws}-${r.losses}`,
      ]),
    ]),
    '',
    `  ${(s.wallMs / 1000).toFixed(1)} s`,
  ];
  if (s.errors.count > 0) {
    lines.push(
      '',
      `  ${s.errors.count} games failed; first:`,
      ...s.errors.first.map((e) => `    ${e}`),
    );
  }
  return lines.join('\n');
}
