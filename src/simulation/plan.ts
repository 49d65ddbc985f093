/** What to simulate. Plain data: it is sent to every worker as is. */
export interface SimulationPlan {
  rulesetId: string;
  scenarioId: string;
  /** Bot ids, one per seat; bot k plays seat (k + game) mod seats, so no bot keeps a seat. */
  bots: string[];
  games: number;
  /** Every game's seed derives from this and the game's index alone. */
  seed: string;
  /** A game that has taken this many orders without ending is stopped and counted as an error. */
  maxOrders: number;
}

export const DEFAULT_MAX_ORDERS = 100_000;

/** Game `index`'s seed: the same whichever worker plays it. */
export function gameSeed(plan: SimulationPlan, index: number): string {
  return `${plan.seed}/game-${index}`;
}

/** The bot (its index in `plan.bots`) that plays `seat` in game `index`. */
export function botInSeat(plan: SimulationPlan, index: number, seat: number): number {
  const n = plan.bots.length;
  return (((seat - index) % n) + n) % n;
}
