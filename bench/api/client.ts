/**
 * The bench's client: plain HTTP/1.1 over keep-alive connections (node:http and one pooling
 * agent), as a bot that plays many moves would call the API: a connection per request would
 * measure TCP set-up, and fetch's stream machinery would spend the client's CPU (the client
 * shares the machine with the server). REST and GraphQL doors expose the same two calls a playing
 * bot makes, so one driver plays through either; an accepted order's answer carries the decision
 * its seat owes next, so a bot asks for a decision only when it has not been told one.
 */
import { randomUUID } from 'node:crypto';
import { Agent, request } from 'node:http';

/** A request that takes longer has failed: a hung server must not hang the bench. */
const REQUEST_TIMEOUT_MS = 15_000;

/** Connections kept open between requests and reused, as many as requests in flight. */
const keepAlive = new Agent({ keepAlive: true });

let requests = 0;

/** HTTP requests this process has sent so far (retries included): the count only grows. */
export const requestsSent = (): number => requests;

/** One request; the answer's status and body text. */
function send(
  url: string,
  method: string,
  headers: Record<string, string>,
  body?: string,
): Promise<{ status: number; text: string }> {
  if (body !== undefined) headers['content-length'] = String(Buffer.byteLength(body));
  requests++;
  return new Promise((resolve, reject) => {
    const req = request(url, { method, headers, agent: keepAlive }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('error', reject);
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, text: Buffer.concat(chunks).toString('utf8') }),
      );
    });
    req.setTimeout(REQUEST_TIMEOUT_MS, () =>
      req.destroy(new Error(`${method} ${url}: no answer in ${REQUEST_TIMEOUT_MS} ms`)),
    );
    req.on('error', reject);
    req.end(body);
  });
}

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
  /** The decision the seat owes now that the order stands; null when it owes none now. */
  next: Decision | null;
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
  const body = options.body === undefined ? undefined : JSON.stringify(options.body);
  for (let attempt = 1; ; attempt++) {
    const { status, text } = await send(`${base}/api/v1${path}`, method, headers, body);
    const answer = (text ? JSON.parse(text) : null) as T;
    const busy = retryAfterSeconds(status, answer);
    if (busy !== null && attempt < BUSY_ATTEMPTS) {
      await new Promise((resolve) => setTimeout(resolve, busy * 1000));
      continue;
    }
    if (status >= 400) throw new ApiError(status, answer, `${method} ${path}`);
    return { status, body: answer };
  }
}

/** A well-behaved client retries DATABASE_BUSY (nothing ran) after the wait it is given. */
const BUSY_ATTEMPTS = 5;

function retryAfterSeconds(status: number, answer: unknown): number | null {
  if (status !== 503) return null;
  const problem = answer as { code?: unknown; retryAfter?: unknown } | null;
  if (problem?.code !== 'DATABASE_BUSY') return null;
  return typeof problem.retryAfter === 'number' ? problem.retryAfter : 1;
}

export async function graphql<T>(
  base: string,
  query: string,
  variables: Record<string, unknown>,
  player?: Player,
): Promise<T> {
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (player) headers.authorization = `Bearer ${player.apiKey}`;
  const { status, text } = await send(
    `${base}/graphql`,
    'POST',
    headers,
    JSON.stringify({ query, variables }),
  );
  const body = JSON.parse(text) as { data?: T; errors?: unknown[] };
  if (body.errors?.length || !body.data) throw new ApiError(status, body, 'graphql');
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
  submitOrder(matchId: $matchId, input: $input, idempotencyKey: $key) {
    seq eventSeq next { decisionId choices example }
  }
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

/** The door of that name: a client process is told the door's name, not given the door. */
export function doorNamed(name: Door['name'], base: string): Door {
  return name === 'REST' ? restDoor(base) : graphqlDoor(base);
}
