/**
 * A bot that plays Salvo over REST with the typed client: it registers, opens a match against a
 * second player it also drives, and answers every decision with one of the legal orders the API
 * lists (or its example) until the match ends.
 *
 *   npx tsx examples/bot-client/src/bot.ts http://localhost:3000
 */
import { randomUUID } from 'node:crypto';
import type { components } from './generated/openapi.js';
import { TypedApi } from './typed-fetch.js';

type Decision = components['schemas']['Decision'];
type MatchDetail = components['schemas']['MatchDetail'];
type Order = components['schemas']['SubmitOrderInput']['order'];

export interface PlayedMatch {
  match: MatchDetail;
  orders: number;
}

/** The order the bot gives: a listed legal order when there are few, else the example. */
export function chooseOrder(decision: Decision, turn: number): Order {
  const choices = decision.choices;
  // `choices` is any JSON in the schema (the ruleset's orders): a list when present.
  return Array.isArray(choices) && choices.length > 0
    ? (choices[turn % choices.length] as Order)
    : decision.example;
}

async function register(api: TypedApi, name: string): Promise<{ id: string; apiKey: string }> {
  const { body } = await api.post('/api/v1/players', { body: { name, kind: 'bot' } });
  return { id: body.id, apiKey: body.apiKey };
}

/** Plays one match of `scenarioId` between two bots to its end; at most `maxOrders` orders. */
export async function playMatch(
  baseUrl: string,
  scenarioId = 'dogfight',
  maxOrders = 2000,
): Promise<PlayedMatch> {
  const api = new TypedApi(baseUrl);
  const red = await register(api, 'Typed Red');
  const blue = await register(api, 'Typed Blue');
  const created = await api.as(red.apiKey).post('/api/v1/matches', {
    body: {
      rulesetId: 'stratoyager',
      scenarioId,
      seats: [{ seat: 0, playerId: red.id }],
    },
  });
  const matchId = created.body.id;
  await api.as(blue.apiKey).post('/api/v1/matches/{matchId}/join', {
    path: { matchId },
    body: { seat: 1 },
  });

  const seats = [api.as(red.apiKey), api.as(blue.apiKey)];
  let orders = 0;
  for (let idle = 0; idle < 2 && orders < maxOrders;) {
    idle++;
    for (const seat of seats) {
      const owed = await seat.get('/api/v1/matches/{matchId}/decision', { path: { matchId } });
      if (owed.status === 204) continue;
      const decision = owed.body;
      await seat.post('/api/v1/matches/{matchId}/orders', {
        path: { matchId },
        body: { decisionId: decision.decisionId, order: chooseOrder(decision, orders) },
        headers: { 'idempotency-key': randomUUID() },
      });
      orders++;
      idle = 0;
    }
  }
  const { body: match } = await api.get('/api/v1/matches/{matchId}', { path: { matchId } });
  return { match, orders };
}

// Run directly: play one match against the server named on the command line.
if (process.argv[1]?.endsWith('bot.ts') && process.argv[2]) {
  const { match, orders } = await playMatch(process.argv[2]);
  console.log(`${match.status} after ${orders} orders: ${match.outcome?.summary ?? 'no outcome'}`);
}
