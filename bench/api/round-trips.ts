/**
 * Database round trips per decision read and per accepted order, counted (not timed): one match
 * played move by move through a door, the statements the server process sent (it counts them at
 * its `pg` driver and says so when asked) counted around each request.
 * Load on the machine does not change these figures; background work (the deadline sweep, the
 * webhook outbox) may add a few, which is why the figure is a mean over many moves.
 */
import { registerPlayer, startMatch, type Door, type Player } from './client.js';
import type { BenchServer } from './server.js';

export interface RoundTrips {
  door: Door['name'];
  moves: number;
  perDecisionRead: number;
  perAcceptedOrder: number;
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
  while (orders < moves) {
    let moved = false;
    for (const player of seats) {
      const before = await statementsSent();
      const decision = await door.decision(matchId, player);
      readStatements += (await statementsSent()) - before;
      reads++;
      if (!decision) continue;
      const choices = decision.choices;
      const order = choices && choices.length > 0 ? choices[0] : decision.example;
      const sent = await statementsSent();
      await door.submit(matchId, player, decision, order);
      orderStatements += (await statementsSent()) - sent;
      orders++;
      moved = true;
    }
    // Nothing owed by either seat: the match is over (or resolving); play on in a fresh one.
    if (!moved) matchId = await startMatch(base, seats[0], seats[1], scenarioId);
  }
  const round = (n: number): number => Math.round(n * 100) / 100;
  return {
    door: door.name,
    moves: orders,
    perDecisionRead: round(readStatements / reads),
    perAcceptedOrder: round(orderStatements / orders),
  };
}
