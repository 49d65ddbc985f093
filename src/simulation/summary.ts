/**
 * The summary of a run, built from game records in any order: every figure outside `timing` is
 * a function of the plan alone, so two runs with one seed agree byte for byte however many
 * workers played and whichever finished first.
 */
import { gameSeed, type SimulationPlan } from './plan.js';
import type { GameRecord } from './simulate.js';
import type { ClockKind } from './thread-clock.js';

/** z for a two-sided 95% interval: the 0.975 quantile of the standard normal. */
const Z95 = 1.959963984540054;

export interface Interval {
  low: number;
  high: number;
}

/**
 * The Wilson score interval for `successes` out of `trials` (Wilson 1927). Unlike the normal
 * approximation it stays inside [0, 1] and behaves at 0% and 100%, which bots often reach.
 */
export function wilson(successes: number, trials: number, z = Z95): Interval {
  if (trials === 0) return { low: 0, high: 1 };
  const p = successes / trials;
  const z2 = z * z;
  const denominator = 1 + z2 / trials;
  const centre = (p + z2 / (2 * trials)) / denominator;
  const half = (z * Math.sqrt((p * (1 - p)) / trials + z2 / (4 * trials * trials))) / denominator;
  // At 0 and at `trials` successes the bound is exactly 0 or 1; rounding would miss it.
  return {
    low: successes === 0 ? 0 : centre - half,
    high: successes === trials ? 1 : centre + half,
  };
}

export interface Share {
  count: number;
  /** Of the games that finished. */
  rate: number;
  ci95: Interval;
}

export interface GameError {
  game: number;
  seed: string;
  message: string;
}

export interface Timing {
  wallMs: number;
  /** Of `wallMs`, the time until every worker had loaded the engine. */
  startupMs: number;
  /** Over the whole run, start-up included. */
  gamesPerSecond: number;
  /** Time per game in the workers, measured by `gameClock`. */
  meanGameMs: number;
  gameClock: ClockKind;
  workers: { requested: number; used: number; gamesPerWorker: number[]; playingMs: number[] };
}

export interface Summary {
  ruleset: string;
  rulesetVersion: string;
  scenario: string;
  seed: string;
  games: number;
  /** Games that ended with an outcome: the base of every rate. */
  finished: number;
  bots: (Share & { label: string; bot: string })[];
  draws: Share;
  /** Wins by seat, whoever sat there: a check on seat bias. */
  seatWins: number[];
  /** How games ended, by the ruleset's reason, sorted by reason. */
  reasons: Record<string, number>;
  turns: { mean: number; median: number; min: number; max: number };
  meanOrders: number;
  errors: { count: number; first: GameError[] };
  timing?: Timing;
}

export const ERRORS_KEPT = 5;

/** Accumulates game records, in whatever order they come, into a `Summary`. */
export class Tally {
  private finished = 0;
  private readonly wins: number[];
  private readonly seatWins: number[];
  private draws = 0;
  private readonly reasons = new Map<string, number>();
  private readonly turns = new Map<number, number>();
  private turnSum = 0;
  private orderSum = 0;
  private errorCount = 0;
  private errors: GameError[] = [];
  private recorded = 0;

  constructor(
    private readonly plan: SimulationPlan,
    private readonly rulesetVersion: string,
  ) {
    this.wins = plan.bots.map(() => 0);
    this.seatWins = plan.bots.map(() => 0);
  }

  get games(): number {
    return this.recorded;
  }

  add(game: GameRecord): void {
    this.recorded++;
    if (game.error !== undefined) {
      this.addError({
        game: game.index,
        seed: gameSeed(this.plan, game.index),
        message: game.error,
      });
      return;
    }
    this.finished++;
    for (const bot of game.winners) this.wins[bot]++;
    for (const seat of game.winningSeats) this.seatWins[seat]++;
    if (game.draw) this.draws++;
    this.reasons.set(game.reason, (this.reasons.get(game.reason) ?? 0) + 1);
    this.turns.set(game.turns, (this.turns.get(game.turns) ?? 0) + 1);
    this.turnSum += game.turns;
    this.orderSum += game.orders;
  }

  /** Keeps the errors of the lowest-numbered games: the same ones whatever the arrival order. */
  private addError(error: GameError): void {
    this.errorCount++;
    this.errors.push(error);
    this.errors.sort((a, b) => a.game - b.game);
    this.errors.length = Math.min(this.errors.length, ERRORS_KEPT);
  }

  summary(): Summary {
    const share = (count: number): Share => ({
      count,
      rate: this.finished === 0 ? 0 : count / this.finished,
      ci95: wilson(count, this.finished),
    });
    const turnValues = [...this.turns.keys()].sort((a, b) => a - b);
    return {
      ruleset: this.plan.rulesetId,
      rulesetVersion: this.rulesetVersion,
      scenario: this.plan.scenarioId,
      seed: this.plan.seed,
      games: this.recorded,
      finished: this.finished,
      bots: this.plan.bots.map((bot, i) => ({ label: botLabel(i), bot, ...share(this.wins[i]) })),
      draws: share(this.draws),
      seatWins: [...this.seatWins],
      reasons: Object.fromEntries([...this.reasons].sort(([a], [b]) => (a < b ? -1 : 1))),
      turns: {
        mean: this.finished === 0 ? 0 : this.turnSum / this.finished,
        median: median(this.turns, turnValues, this.finished),
        min: turnValues[0] ?? 0,
        max: turnValues[turnValues.length - 1] ?? 0,
      },
      meanOrders: this.finished === 0 ? 0 : this.orderSum / this.finished,
      errors: { count: this.errorCount, first: [...this.errors] },
    };
  }
}

/** Bots are told apart by position, since one bot may play several seats (`random,random`). */
export function botLabel(position: number): string {
  return String.fromCharCode(65 + position);
}

/** The median of `total` values given as counts per value (the mean of the middle two if even). */
function median(counts: Map<number, number>, sortedValues: number[], total: number): number {
  if (total === 0) return 0;
  const at = (rank: number): number => {
    let seen = 0;
    for (const v of sortedValues) {
      seen += counts.get(v)!;
      if (seen > rank) return v;
    }
    return sortedValues[sortedValues.length - 1];
  };
  return (at(Math.floor((total - 1) / 2)) + at(Math.floor(total / 2))) / 2;
}
