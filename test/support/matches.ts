/** Creating matches and playing them over REST, for the e2e suites. */
import type { TestApp } from '../helpers/app.js';
import { seatByInvitation } from './invitations.js';
import type { TestPlayer } from './players.js';

export interface Decision {
  matchId: string;
  decisionId: string;
  seat: number;
  kind: string;
  simultaneous: boolean;
  deadline: string | null;
  schema: Record<string, unknown>;
  choices: unknown[] | null;
  example: unknown;
}

export interface MatchBody {
  id: string;
  status: string;
  seats: { seat: number; playerId: string | null; open: boolean; bot: string | null }[];
  awaiting: { decisionId: string; seat: number; kind: string; deadline: string | null }[];
  outcome: { winners: number[]; reason: string } | null;
  lastEventSeq: number;
  orderCount: number;
  seedHash: string;
  seed: string | null;
  view: unknown;
  yourSeats: number[];
  viewSeat: number | null;
}

export interface DuelOptions {
  scenarioId?: string;
  variants?: Record<string, unknown>;
  deadlineSeconds?: number;
  visibility?: 'public' | 'private';
}

/**
 * A two-seat match with `a` in seat 0 and `b` in seat 1, active: `a` creates it, `b` accepts an
 * invitation (nobody is seated without consent). The match as `a` sees it.
 */
export async function createDuel(
  t: TestApp,
  a: TestPlayer,
  b: TestPlayer,
  options: DuelOptions = {},
): Promise<MatchBody> {
  const res = await t.http
    .post('/api/v1/matches')
    .set(a.auth)
    .send({
      rulesetId: 'stratoyager',
      scenarioId: options.scenarioId ?? 'dogfight',
      seats: [{ seat: 0, playerId: a.id }],
      options: {
        variants: options.variants ?? { baseTurns: 1 },
        ...(options.deadlineSeconds ? { deadlineSeconds: options.deadlineSeconds } : {}),
        ...(options.visibility ? { visibility: options.visibility } : {}),
      },
    })
    .expect(201);
  const matchId = (res.body as MatchBody).id;
  await seatByInvitation(t, matchId, a, b, 1);
  return getMatch(t, matchId, a);
}

/** A dogfight `creator` sits in, the other seat open: a match to read, stream and follow. */
export async function createOpenMatch(t: TestApp, creator: TestPlayer): Promise<MatchBody> {
  const res = await t.http
    .post('/api/v1/matches')
    .set(creator.auth)
    .send({ rulesetId: 'stratoyager', scenarioId: 'dogfight' })
    .expect(201);
  return res.body as MatchBody;
}

export async function decisionOf(
  t: TestApp,
  matchId: string,
  p: TestPlayer,
): Promise<Decision | null> {
  const res = await t.http.get(`/api/v1/matches/${matchId}/decision`).set(p.auth);
  if (res.status === 204) return null;
  if (res.status !== 200)
    throw new Error(`GET decision: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body as Decision;
}

export async function getMatch(t: TestApp, matchId: string, p?: TestPlayer): Promise<MatchBody> {
  const req = t.http.get(`/api/v1/matches/${matchId}`);
  const res = await (p ? req.set(p.auth) : req).expect(200);
  return res.body as MatchBody;
}

/** Plays `rounds` rounds over REST: in each, every player answers what it owes with the example. */
export async function playRounds(
  t: TestApp,
  matchId: string,
  players: readonly TestPlayer[],
  rounds: number,
): Promise<void> {
  for (let i = 0; i < rounds; i++) {
    for (const p of players) await answerWithExample(t, matchId, p);
  }
}

/** `p` answers what it owes, if anything, with the decision's example; false when it owes nothing. */
async function answerWithExample(t: TestApp, matchId: string, p: TestPlayer): Promise<boolean> {
  const d = await decisionOf(t, matchId, p);
  if (!d) return false;
  await t.http
    .post(`/api/v1/matches/${matchId}/orders`)
    .set(p.auth)
    .set('Idempotency-Key', `${d.decisionId}:${p.id}`)
    .send({ decisionId: d.decisionId, order: d.example })
    .expect(200);
  return true;
}

/**
 * Plays the match to its end over REST: each player in turn asks for its decision and answers
 * with the example (a legal order). Returns how many orders were accepted.
 */
export async function playToEnd(
  t: TestApp,
  matchId: string,
  players: readonly TestPlayer[],
  maxOrders = 2000,
): Promise<number> {
  let orders = 0;
  while (orders < maxOrders) {
    let acted = false;
    for (const p of players) {
      if (!(await answerWithExample(t, matchId, p))) continue;
      orders++;
      acted = true;
    }
    if (!acted) return orders;
  }
  throw new Error(`no end after ${maxOrders} orders`);
}
