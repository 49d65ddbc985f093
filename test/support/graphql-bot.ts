/**
 * A bot that plays over GraphQL alone: it registers with `registerPlayer`, hears every decision it
 * owes on its own `decisionRequired` subscription (graphql-ws) and answers each with `submitOrder`.
 */
import type { Client } from 'graphql-ws';
import type { TestApp } from '../helpers/app.js';
import { gql, Subscription, wsClient, type GqlResult } from './graphql.js';

export interface DecisionNotice {
  matchId: string;
  decisionId: string;
  seat: number;
  kind: string;
  simultaneous: boolean;
  prompt: string;
  choices: unknown[] | null;
  example: unknown;
  schema: Record<string, unknown>;
  phase: { label: string };
}

export interface GraphqlPlayer {
  id: string;
  apiKey: string;
}

export interface GraphqlBot {
  client: Client;
  decisions: Subscription<DecisionNotice>;
  /** Every submitOrder that came back with errors, with the notice it answered. */
  refusals: { notice: DecisionNotice; result: GqlResult }[];
  /** Rejects at the first refusal (race it with a wait, so a stuck bot fails fast). */
  refused: Promise<never>;
}

/** Picks the order for a decision from what the API says. Default: the notice's example. */
export type Chooser = (notice: DecisionNotice, player: GraphqlPlayer) => unknown;

const REGISTER = `mutation($name: String!) {
  registerPlayer(input: { name: $name, kind: BOT }) { id apiKey }
}`;
const DECISIONS = `subscription {
  decisionRequired {
    matchId decisionId seat kind simultaneous prompt deadline choices example schema phase { label }
  }
}`;
const SUBMIT = `mutation($matchId: ID!, $input: SubmitOrderInput!, $key: String) {
  submitOrder(matchId: $matchId, input: $input, idempotencyKey: $key) { seq eventSeq events { seq type } }
}`;

export async function registerOverGraphql(t: TestApp, name: string): Promise<GraphqlPlayer> {
  const r = await gql<{ registerPlayer: GraphqlPlayer }>(t, REGISTER, { name });
  if (!r.data) throw new Error(`registerPlayer: ${JSON.stringify(r.errors)}`);
  return r.data.registerPlayer;
}

/**
 * Starts a bot for `player`: every decision it is told it owes, it answers with `choose`'s order,
 * one at a time in the order the decisions came. Dispose of `client` when done.
 */
export function graphqlBot(
  t: TestApp,
  player: GraphqlPlayer,
  choose: Chooser = (n) => n.example,
): GraphqlBot {
  const client = wsClient(t, { authorization: `Bearer ${player.apiKey}` });
  const decisions = new Subscription<DecisionNotice>(client, DECISIONS);
  const refusals: GraphqlBot['refusals'] = [];
  let fail: (error: Error) => void = () => {};
  const refused = new Promise<never>((_, reject) => (fail = reject));
  refused.catch(() => {}); // handled by whoever races it; never an unhandled rejection
  const answer = async (notice: DecisionNotice): Promise<void> => {
    const order: unknown = await choose(notice, player);
    const result = await gql(
      t,
      SUBMIT,
      {
        matchId: notice.matchId,
        input: { decisionId: notice.decisionId, order },
        key: notice.decisionId,
      },
      player.apiKey,
    );
    if (!result.errors) return;
    refusals.push({ notice, result });
    throw new Error(
      `${notice.kind} (${notice.phase.label}) refused ${JSON.stringify(order)}: ${JSON.stringify(result.errors)}`,
    );
  };
  // One order at a time, in the order the decisions came.
  let busy = Promise.resolve();
  decisions.onEach((notice) => {
    busy = busy.then(() => answer(notice)).catch((error: Error) => fail(error));
  });
  return { client, decisions, refusals, refused };
}
