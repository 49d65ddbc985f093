/**
 * A full Picket Clash over GraphQL alone: both commanders register, create and join with
 * mutations, hear every decision on their `decisionRequired` subscription and answer with
 * `submitOrder`; a spectator follows `matchEvents` and `phaseChanged` to the end.
 */
import type { Client } from 'graphql-ws';
import { broadsideBot } from '../src/engine/rulesets/sits/bots/index.js';
import { startTestApp, type TestApp } from './helpers/app.js';
import { engineBotChooser } from './support/engine-bot-chooser.js';
import { graphqlBot, registerOverGraphql, type Chooser } from './support/graphql-bot.js';
import {
  createOverGraphql,
  joinOverGraphql,
  matchOverGraphql,
  spectate,
} from './support/graphql-match.js';

const mode = process.env.DATABASE_URL ? 'PostgreSQL (DATABASE_URL)' : 'embedded PGlite';

/** The broadside bot choosing from its seat's view, fetched over GraphQL like any client's. */
function broadside(t: TestApp): Chooser {
  return engineBotChooser(t, broadsideBot, 'sits-graphql');
}

describe(`a Picket Clash played over GraphQL only, on ${mode}`, () => {
  let t: TestApp;
  const clients: Client[] = [];
  beforeAll(async () => {
    t = await startTestApp({ listen: true });
  });
  afterAll(async () => {
    await Promise.all(clients.map((c) => c.dispose()));
    await t?.close();
  });

  it('plays to a valid outcome, driven by decisionRequired, with secret segment orders', async () => {
    // Side A gives no new orders (every decision's example); side B's Lancets hunt it.
    const kestrel = await registerOverGraphql(t, 'Kestrel bot');
    const lancets = await registerOverGraphql(t, 'Lancets bot');
    const kestrelBot = graphqlBot(t, kestrel);
    const lancetsBot = graphqlBot(t, lancets, broadside(t));
    clients.push(kestrelBot.client, lancetsBot.client);

    const created = await createOverGraphql(t, kestrel, {
      rulesetId: 'sits',
      scenarioId: 'picket-clash',
      seats: [{ seat: 0, playerId: kestrel.id }],
    });
    const { client: spectator, events, phases } = spectate(t, created.id);
    clients.push(spectator);
    await phases.until(() => phases.values.length > 0);
    expect(await joinOverGraphql(t, lancets, created.id)).toEqual({
      status: 'ACTIVE',
      yourSeats: [1],
    });

    await Promise.race([
      phases.until(() => phases.values.some((p) => p.status === 'FINISHED'), 90_000),
      kestrelBot.refused,
      lancetsBot.refused,
    ]);
    expect(kestrelBot.refusals).toEqual([]);
    expect(lancetsBot.refusals).toEqual([]);
    const m = await matchOverGraphql(t, created.id);
    expect(m.status).toBe('FINISHED');
    expect(m.outcome).toEqual(expect.objectContaining({ reason: expect.any(String) }));
    expect(phases.values.at(-1)!.outcome).toEqual(m.outcome);

    // Every order came from a notice; each seat heard only its own, the segment orders secret.
    const notices = [...kestrelBot.decisions.values, ...lancetsBot.decisions.values];
    expect(notices.length).toBe(m.orderCount);
    expect(kestrelBot.decisions.values.every((n) => n.seat === 0)).toBe(true);
    expect(lancetsBot.decisions.values.every((n) => n.seat === 1)).toBe(true);
    expect(notices.some((n) => n.kind === 'segment_orders' && n.simultaneous)).toBe(true);
    expect(notices.some((n) => n.kind === 'turn_break_orders')).toBe(true);

    // The spectator saw every public event once, in order, and the fight itself.
    await events.until(() => events.values.some((e) => e.type === 'match.finished'));
    const seqs = events.values.map((e) => e.seq);
    expect(seqs).toEqual([...seqs].sort((a, b) => a - b));
    expect(new Set(seqs).size).toBe(seqs.length);
    expect(events.values.every((e) => e.visibleTo === null)).toBe(true);
    expect(events.errors).toEqual([]);
    const seen = new Set(events.values.map((e) => e.type));
    for (const type of ['fire.revealed', 'long_orders.revealed', 'ships.moved', 'salvo.launched'])
      expect(seen).toContain(type);

    const replay = (await t.http.get(`/api/v1/matches/${created.id}/replay`).expect(200)).body;
    const verdict = await t.http.post('/api/v1/replays/verify').send(replay).expect(200);
    expect(verdict.body).toEqual(expect.objectContaining({ ok: true }));
  }, 120_000);
});
