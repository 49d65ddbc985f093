/**
 * The bench's client: plain fetch, as any bot would call the API. REST and GraphQL doors expose the
 * same two calls a playing bot makes, so one driver plays through either.
 */
import { randomUUID } from 'node:crypto';

/** A request that takes longer has failed: a hung server must not hang the bench. */
const REQUEST_TIMEOUT_MS = 15_000;

export interface Player {
  id: string;
  apiKey: string;
}

export interface Decision {
  decisionId: string;
  choices: unknown[] | null;
  example: unknown;
}

export interface Accepted {
  seq: number;
  eventSeq: number;
}

export interface Door {
  name: 'REST' | 'GraphQL';
  decision(matchId: string, player: Player): Promise<Decision | null>;
  submit(matchId: string, player: Player, decision: Decision, order: unknown): Promise<Accepted>;
}

export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: unknown,
    what: string,
  ) {
    super(`${what}: ${status} ${JSON.stringify(body).slice(0, 500)}`);
  }
}

export async function rest<T>(
  base: string,
  method: string,
  path: string,
  options: { player?: Player; body?: unknown; headers?: Record<string, string> } = {},
): Promise<{ status: number; body: T }> {
  const headers: Record<string, string> = { ...options.headers };
  if (options.player) headers.authorization = `Bearer ${options.player.apiKey}`;
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  const response = await fetch(`${base}/api/v1${path}`, {
    method,
    headers,
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
    signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
  });
  const text = await response.text();
  const body = (text ? JSON.parse(text) : null) as T;
  if (response.status >= 400) throw new ApiError(response.status, body, `${method} ${path}`);
  return { status: response.status, body };
}

export async function graphql<T>(
  base: string,
  query: string,
  variables: Record<string, unknown>,
  player?: Player,
): Promise<T> {
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (player) headers.authorization = `Bearer ${player.apiKey}`;
  const response = await fetch(`${base}/graphql`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ query, variables }),
    signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
  });
  const body = (await response.json()) as { data?: T; errors?: unknown[] };
  if (body.errors?.length || !body.data) throw new ApiError(response.status, body, 'graphql');
  return body.data;
}

export function restDoor(base: string): Door {
  return {
    name: 'REST',
    decision: async (matchId, player) => {
      const { status, body } = await rest<Decision>(base, 'GET', `/matches/${matchId}/decision`, {
        player,
      });
      return status === 204 ? null : body;
    },
    submit: async (matchId, player, decision, order) =>
      (
        await rest<Accepted>(base, 'POST', `/matches/${matchId}/orders`, {
          player,
          body: { decisionId: decision.decisionId, order },
          headers: { 'idempotency-key': randomUUID() },
        })
      ).body,
  };
}

const DECISION = `query Decision($matchId: ID!) {
  decision(matchId: $matchId) { decisionId choices example }
}`;
const SUBMIT = `mutation Submit($matchId: ID!, $input: SubmitOrderInput!, $key: String) {
  submitOrder(matchId: $matchId, input: $input, idempotencyKey: $key) { seq eventSeq }
}`;

export function graphqlDoor(base: string): Door {
  return {
    name: 'GraphQL',
    decision: async (matchId, player) =>
      (await graphql<{ decision: Decision | null }>(base, DECISION, { matchId }, player)).decision,
    submit: async (matchId, player, decision, order) =>
      (
        await graphql<{ submitOrder: Accepted }>(
          base,
          SUBMIT,
          { matchId, input: { decisionId: decision.decisionId, order }, key: randomUUID() },
          player,
        )
      ).submitOrder,
  };
}

export async function registerPlayer(base: string, name: string): Promise<Player> {
  const { body } = await rest<Player>(base, 'POST', '/players', { body: { name, kind: 'bot' } });
  return body;
}

/** A started two-seat match: `a` holds seat 0, `b` joined seat 1. */
export async function startMatch(
  base: string,
  a: Player,
  b: Player,
  scenarioId: string,
): Promise<string> {
  const { body } = await rest<{ id: string }>(base, 'POST', '/matches', {
    player: a,
    body: { rulesetId: 'stratoyager', scenarioId, seats: [{ seat: 0, playerId: a.id }] },
  });
  await rest(base, 'POST', `/matches/${body.id}/join`, { player: b, body: { seat: 1 } });
  return body.id;
}

export async function matchStatus(base: string, matchId: string): Promise<string> {
  return (await rest<{ status: string }>(base, 'GET', `/matches/${matchId}`)).body.status;
}
