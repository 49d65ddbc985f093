/**
 * A match's lifecycle over GraphQL alone, for e2e suites: create, join, watch as a spectator
 * (graphql-ws), and read the final state.
 */
import type { Client } from 'graphql-ws';
import type { TestApp } from '../helpers/app.js';
import { gql, Subscription, wsClient } from './graphql.js';
import type { GraphqlPlayer } from './graphql-bot.js';

export interface MatchOutcome {
  winners: number[];
  draw: boolean;
  reason: string;
  summary: string;
  scores: { seat: number; score: number }[];
}

export interface SpectatedEvent {
  seq: number;
  type: string;
  visibleTo: number[] | null;
  data: Record<string, unknown>;
}

export interface PhaseChange {
  status: string;
  lastEventSeq: number;
  phase: { label: string };
  outcome: MatchOutcome | null;
}

export interface FinalMatch {
  status: string;
  orderCount: number;
  lastEventSeq: number;
  seed: string | null;
  seedHash: string;
  outcome: MatchOutcome | null;
}

const OUTCOME = 'outcome { winners draw reason summary scores { seat score } }';

/** Creates a match as `creator`; throws on errors. */
export async function createOverGraphql(
  t: TestApp,
  creator: GraphqlPlayer,
  input: Record<string, unknown>,
): Promise<{ id: string; status: string; yourSeats: number[] }> {
  const r = await gql<{ createMatch: { id: string; status: string; yourSeats: number[] } }>(
    t,
    `mutation($input: CreateMatchInput!) { createMatch(input: $input) { id status yourSeats } }`,
    { input },
    creator.apiKey,
  );
  if (!r.data) throw new Error(`createMatch: ${JSON.stringify(r.errors)}`);
  return r.data.createMatch;
}

/** Takes the first open seat as `player`; throws on errors. */
export async function joinOverGraphql(
  t: TestApp,
  player: GraphqlPlayer,
  matchId: string,
): Promise<{ status: string; yourSeats: number[] }> {
  const r = await gql<{ joinMatch: { status: string; yourSeats: number[] } }>(
    t,
    `mutation($id: ID!) { joinMatch(matchId: $id) { status yourSeats } }`,
    { id: matchId },
    player.apiKey,
  );
  if (!r.data) throw new Error(`joinMatch: ${JSON.stringify(r.errors)}`);
  return r.data.joinMatch;
}

/** An anonymous spectator following `matchEvents` and `phaseChanged`. Dispose of `client`. */
export function spectate(
  t: TestApp,
  matchId: string,
): { client: Client; events: Subscription<SpectatedEvent>; phases: Subscription<PhaseChange> } {
  const client = wsClient(t);
  const events = new Subscription<SpectatedEvent>(
    client,
    `subscription($id: ID!) { matchEvents(matchId: $id, after: 0) { seq type visibleTo data } }`,
    { id: matchId },
  );
  const phases = new Subscription<PhaseChange>(
    client,
    `subscription($id: ID!) { phaseChanged(matchId: $id) { status lastEventSeq phase { label } ${OUTCOME} } }`,
    { id: matchId },
  );
  return { client, events, phases };
}

/** The match as anyone may see it; throws on errors. */
export async function matchOverGraphql(t: TestApp, matchId: string): Promise<FinalMatch> {
  const r = await gql<{ match: FinalMatch }>(
    t,
    `query($id: ID!) { match(id: $id) { status orderCount lastEventSeq seed seedHash ${OUTCOME} } }`,
    { id: matchId },
  );
  if (!r.data) throw new Error(`match: ${JSON.stringify(r.errors)}`);
  return r.data.match;
}
