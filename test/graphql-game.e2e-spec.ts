/**
 * A Stratoyager match played over GraphQL alone: players register, create and join with
 * mutations; each bot is driven by its `decisionRequired` subscription (graphql-ws) and answers
 * with `submitOrder`; a spectator follows `matchEvents` and `phaseChanged` to the end.
 */
import type { Client } from 'graphql-ws';
import { startTestApp, type TestApp } from './helpers/app.js';
import { gql, Subscription, wsClient, type GqlResult } from './support/graphql.js';

const mode = process.env.DATABASE_URL ? 'PostgreSQL (DATABASE_URL)' : 'embedded PGlite';

interface Notice {
  matchId: string;
  decisionId: string;
  seat: number;
  example: unknown;
}

const REGISTER = `mutation($name: String!) {
  registerPlayer(input: { name: $name, kind: bot }) { id apiKey }
}`;
const DECISIONS = `subscription {
  decisionRequired { matchId decisionId seat kind simultaneous deadline example schema phase { label } }
}`;
const SUBMIT = `mutation($matchId: ID!, $input: SubmitOrderInput!, $key: String) {
  submitOrder(matchId: $matchId, input: $input, idempotencyKey: $key) { seq eventSeq events { seq type } }
}`;

describe(`a Stratoyager match played over GraphQL only, on ${mode}`, () => {
  let t: TestApp;
  const clients: Client[] = [];
  beforeAll(async () => {
    t = await startTestApp({ listen: true });
  }, 60_000);
  afterAll(async () => {
    await Promise.all(clients.map((c) => c.dispose()));
    await t?.close();
  });

  async function register(name: string): Promise<{ id: string; apiKey: string }> {
    const r = await gql<{ registerPlayer: { id: string; apiKey: string } }>(t, REGISTER, { name });
    return r.data!.registerPlayer;
  }

  /** A bot: every decision it is told it owes, it answers with the example. */
  function bot(apiKey: string): { decisions: Subscription<Notice>; refusals: GqlResult[] } {
    const client = wsClient(t, { authorization: `Bearer ${apiKey}` });
    clients.push(client);
    const decisions = new Subscription<Notice>(client, DECISIONS);
    const refusals: GqlResult[] = [];
    // One order at a time, in the order the decisions came.
    let busy = Promise.resolve();
    decisions.onEach((n) => {
      busy = busy.then(async () => {
        const r = await gql(
          t,
          SUBMIT,
          {
            matchId: n.matchId,
            input: { decisionId: n.decisionId, order: n.example },
            key: n.decisionId,
          },
          apiKey,
        );
        if (r.errors) refusals.push(r);
      });
    });
    return { decisions, refusals };
  }

  it('plays a dogfight to a valid outcome, driven by decisionRequired', async () => {
    const red = await register('Red bot');
    const blue = await register('Blue bot');
    const redBot = bot(red.apiKey);
    const blueBot = bot(blue.apiKey);

    const created = await gql<{ createMatch: { id: string; status: string } }>(
      t,
      `mutation($input: CreateMatchInput!) { createMatch(input: $input) { id status yourSeats } }`,
      {
        input: {
          rulesetId: 'stratoyager',
          scenarioId: 'dogfight',
          seats: [{ seat: 0, playerId: red.id }],
          options: { variants: { baseTurns: 2 } },
        },
      },
      red.apiKey,
    );
    expect(created.errors).toBeUndefined();
    const matchId = created.data!.createMatch.id;
    expect(created.data!.createMatch.status).toBe('open');

    const spectator = wsClient(t);
    clients.push(spectator);
    const events = new Subscription<{ seq: number; type: string; visibleTo: number[] | null }>(
      spectator,
      `subscription($id: ID!) { matchEvents(matchId: $id, after: 0) { seq type visibleTo data } }`,
      { id: matchId },
    );
    const phases = new Subscription<{ status: string; outcome: { winners: number[] } | null }>(
      spectator,
      `subscription($id: ID!) { phaseChanged(matchId: $id) { status lastEventSeq phase { label } outcome { winners draw reason } } }`,
      { id: matchId },
    );
    await phases.until(() => phases.values.length > 0);
    expect(phases.values[0].status).toBe('open');

    const joined = await gql<{ joinMatch: { status: string; yourSeats: number[] } }>(
      t,
      `mutation($id: ID!) { joinMatch(matchId: $id) { status yourSeats } }`,
      { id: matchId },
      blue.apiKey,
    );
    expect(joined.data!.joinMatch).toEqual({ status: 'active', yourSeats: [1] });

    await phases.until(() => phases.values.some((p) => p.status === 'finished'), 120_000);
    const final = await gql<{
      match: {
        status: string;
        orderCount: number;
        lastEventSeq: number;
        outcome: unknown;
        seed: string;
      };
    }>(
      t,
      `query($id: ID!) { match(id: $id) { status orderCount lastEventSeq seed outcome { winners draw reason summary } } }`,
      { id: matchId },
    );
    const m = final.data!.match;
    expect(m.status).toBe('finished');
    expect(m.outcome).toEqual(expect.objectContaining({ reason: expect.any(String) }));
    expect(m.seed).toMatch(/^[0-9a-f]{64}$/);
    expect(redBot.decisions.values.length + blueBot.decisions.values.length).toBe(m.orderCount);
    expect(redBot.refusals).toEqual([]);
    expect(blueBot.refusals).toEqual([]);
    expect(redBot.decisions.values.every((n) => n.seat === 0 && n.matchId === matchId)).toBe(true);
    expect(blueBot.decisions.values.every((n) => n.seat === 1)).toBe(true);

    // The spectator saw every public event, in order, and nothing private.
    await events.until(() => events.values.some((e) => e.type === 'match.finished'));
    const seqs = events.values.map((e) => e.seq);
    expect(seqs).toEqual([...seqs].sort((a, b) => a - b));
    expect(new Set(seqs).size).toBe(seqs.length);
    expect(events.values.every((e) => e.visibleTo === null)).toBe(true);
    expect(events.errors).toEqual([]);
  }, 150_000);
});
