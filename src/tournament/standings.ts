/** What a round robin's games add up to: the cross table and each bot's rating. */
import { displayed, newSkill, placesOf, rateGame, type Skill } from '../ratings/skill.js';
import { wilson, type Interval } from '../simulation/summary.js';
import type { GameRecord } from '../simulation/simulate.js';

/** The games of one pairing: bot `a` against bot `b` (indices into the plan's bots). */
export interface PairingGames {
  a: number;
  b: number;
  /** `winners` index the pairing's two bots: 0 is `a`, 1 is `b`. */
  records: GameRecord[];
}

export interface Cell {
  wins: number;
  draws: number;
  losses: number;
  /** Games that ended with an outcome (errors excluded). */
  games: number;
  /** Wins, with draws counted as half a win, over games. */
  score: number;
  ci95: Interval;
}

export interface BotStanding {
  bot: number;
  skill: Skill;
  ordinal: number;
  wins: number;
  draws: number;
  losses: number;
}

export interface Standings {
  /** `cross[row][column]`: the row bot's results against the column bot (null on the diagonal). */
  cross: (Cell | null)[][];
  /** Best first, by ordinal. */
  ratings: BotStanding[];
  errors: { count: number; first: string[] };
}

export function standings(bots: number, played: readonly PairingGames[]): Standings {
  const cross: (Cell | null)[][] = Array.from({ length: bots }, (_, r) =>
    Array.from({ length: bots }, (_, c) =>
      r === c ? null : { wins: 0, draws: 0, losses: 0, games: 0, score: 0, ci95: wilson(0, 0) },
    ),
  );
  const skills = Array.from({ length: bots }, newSkill);
  const errors: string[] = [];
  let errorCount = 0;
  // Rated in rounds (game k of every pairing, then game k + 1), so no pairing's games all
  // come before another's: the order OpenSkill sees stays close to a ladder's.
  const rounds = Math.max(0, ...played.map((p) => p.records.length));
  for (let k = 0; k < rounds; k++) {
    for (const { a, b, records } of played) {
      const game = records[k];
      if (!game) continue;
      if (game.error !== undefined) {
        if (errors.length < 5) errors.push(`${a}-${b} game ${game.index}: ${game.error}`);
        errorCount++;
        continue;
      }
      const places = placesOf(2, game.winners, game.draw);
      tally(cross[a][b]!, places[0], places[1]);
      tally(cross[b][a]!, places[1], places[0]);
      [skills[a], skills[b]] = rateGame([skills[a], skills[b]], places);
    }
  }
  for (const row of cross) {
    for (const cell of row) {
      if (!cell) continue;
      cell.score = cell.games === 0 ? 0 : (cell.wins + cell.draws / 2) / cell.games;
      cell.ci95 = wilson(cell.wins + cell.draws / 2, cell.games);
    }
  }
  const ratings = skills
    .map((skill, bot) => {
      const cells = cross[bot].filter((c): c is Cell => c !== null);
      const sum = (f: (c: Cell) => number) => cells.reduce((n, c) => n + f(c), 0);
      return {
        bot,
        skill,
        ordinal: displayed(skill),
        wins: sum((c) => c.wins),
        draws: sum((c) => c.draws),
        losses: sum((c) => c.losses),
      };
    })
    .sort((x, y) => y.ordinal - x.ordinal || x.bot - y.bot);
  return { cross, ratings, errors: { count: errorCount, first: errors } };
}

function tally(cell: Cell, mine: number, theirs: number): void {
  cell.games++;
  if (mine === theirs) cell.draws++;
  else if (mine < theirs) cell.wins++;
  else cell.losses++;
}
