/**
 * Database round trips per decision read and per accepted order, counted (not timed): one match
 * played move by move through a door, the statements the server process sent (it counts them at
 * its `pg` driver and says so when asked) counted around each request.
 * Load on the machine does not change these figures; background work (the deadline sweep, the
 * webhook outbox) may add a few, which is why the figure is a mean over many moves.
 *
 * Every decision is read here (to count reads), also when the last answer for the seat told it
 * (`next`); such a read is left out of the per-move figure, which counts what a bot that answers
 * `next` without asking costs, and the decision read is checked against what `next` said.
 */
import { registerPlayer, startMatch, type Decision, type Door, type Player } from './client.js';
import type { BenchServer } from './server.js';

export interface RoundTrips {
  door: Door['name'];
  moves: number;
  perDecisionRead: number;
  perAcceptedOrder: number;
  /** The order and only the reads a bot answering `next` still makes, per accepted order. */
  perMoveUsingNext: number;
  /** Decisions read that are not the one the last answer for the seat said was owed next. */
  nextMismatches: number;
}

export async function measureRoundTrips(
  server: BenchServer,
  door: Door,
  scenarioId: string,
  moves = 40,
): Promise<RoundTrips> {
  const base = server.http;
  const statementsSent = (): Promise<number> => server.statementsSent();
  const seats: Player[] = [
    await registerPlayer(base, `round-trips-${door.name}-a`),
    await registerPlayer(base, `round-trips-${door.name}-b`),
  ];
  let matchId = await startMatch(base, seats[0], seats[1], scenarioId);
  let reads = 0;
  let readStatements = 0;
  let orders = 0;
  let orderStatements = 0;
  let untoldReadStatements = 0;
  let nextMismatches = 0;
  /** What the last answer for each seat said it owes next (null: nothing now). */
  const told = new Map<Player, Decision | null>();
  while (orders < moves) {
    let moved = false;
    for (const player of seats) {
      const before = await statementsSent();
      const decision = await door.decision(matchId, player);
      const spent = (await statementsSent()) - before;
      readStatements += spent;
      reads++;
      const said = told.get(player);
      told.delete(player);
      // Told a decision: a bot would have answered it without this read.
      if (said) {
        // The other seat may have moved since (a new phase label): the decision is what counts.
        if (said.decisionId !== decision?.decisionId) nextMismatches++;
      } else untoldReadStatements += spent;
      if (!decision) continue;
      const choices = decision.choices;
      const order = choices && choices.length > 0 ? choices[0] : decision.example;
      const sent = await statementsSent();
      const { next } = await door.submit(matchId, player, decision, order);
      orderStatements += (await statementsSent()) - sent;
      told.set(player, next);
      orders++;
      moved = true;
    }
    // Nothing owed by either seat: the match is over (or resolving); play on in a fresh one.
    if (!moved) {
      matchId = await startMatch(base, seats[0], seats[1], scenarioId);
      told.clear();
    }
  }
  const round = (n: number): number => Math.round(n * 100) / 100;
  return {
    door: door.name,
    moves: orders,
    perDecisionRead: round(readStatements / reads),
    perAcceptedOrder: round(orderStatements / orders),
    perMoveUsingNext: round((orderStatements + untoldReadStatements) / orders),
    nextMismatches,
  };
}
