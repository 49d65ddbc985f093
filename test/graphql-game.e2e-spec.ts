/**
 * A Stratoyager match played over GraphQL alone: players register, create and join with
 * mutations; each bot is driven by its `decisionRequired` subscription (graphql-ws) and answers
 * with `submitOrder`; a spectator follows `matchEvents` and `phaseChanged` to the end.
 */
import type { Client } from 'graphql-ws';
import { startTestApp, type TestApp } from './helpers/app.js';
import { graphqlBot, registerOverGraphql } from './support/graphql-bot.js';
import {
  createOverGraphql,
  joinOverGraphql,
  matchOverGraphql,
  spectate,
} from './support/graphql-match.js';

const mode = process.env.DATABASE_URL ? 'PostgreSQL (DATABASE_URL)' : 'embedded PGlite';

describe(`a Stratoyager match played over GraphQL only, on ${mode}`, () => {
  let t: TestApp;
  const clients: Client[] = [];
  beforeAll(async () => {
    t = await startTestApp({ listen: true });
  });
  afterAll(async () => {
    await Promise.all(clients.map((c) => c.dispose()));
    await t?.close();
  });

  it('plays a dogfight to a valid outcome, driven by decisionRequired', async () => {
    // Every decision a bot is told it owes, it answers with the example.
    const red = await registerOverGraphql(t, 'Red bot');
    const blue = await registerOverGraphql(t, 'Blue bot');
    const redBot = graphqlBot(t, red);
    const blueBot = graphqlBot(t, blue);
    clients.push(redBot.client, blueBot.client);

    const created = await createOverGraphql(t, red, {
      rulesetId: 'stratoyager',
      scenarioId: 'dogfight',
      seats: [{ seat: 0, playerId: red.id }],
      options: { variants: { baseTurns: 2 } },
    });
    const matchId = created.id;
    expect(created.status).toBe('OPEN');

    const { client: spectator, events, phases } = spectate(t, matchId);
    clients.push(spectator);
    await phases.until(() => phases.values.length > 0);
    expect(phases.values[0].status).toBe('OPEN');

    const joined = await joinOverGraphql(t, blue, matchId);
    expect(joined).toEqual({ status: 'ACTIVE', yourSeats: [1] });

    await Promise.race([
      phases.until(() => phases.values.some((p) => p.status === 'FINISHED'), 120_000),
      redBot.refused,
      blueBot.refused,
    ]);
    const m = await matchOverGraphql(t, matchId);
    expect(m.status).toBe('FINISHED');
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
