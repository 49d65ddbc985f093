/**
 * An Expanse duel over GraphQL alone: both captains register, create and join with mutations,
 * hear every decision on their `decisionRequired` subscription and answer with `submitOrder`
 * (one with the heuristic captain from its view, one with each decision's example); a spectator
 * follows `matchEvents` and `phaseChanged` to the end.
 */
import type { Client } from 'graphql-ws';
import type { Bot } from '../src/engine/bots/bot.js';
import { expanseBots } from '../src/engine/rulesets/expanse/index.js';
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
const heuristic = expanseBots.find((b) => b.id === 'heuristic') as Bot;

/** The heuristic captain choosing from its seat's view, fetched over GraphQL like any client's. */
function captain(t: TestApp): Chooser {
  return engineBotChooser(t, heuristic, 'expanse-graphql');
}

describe(`an Expanse duel played over GraphQL only, on ${mode}`, () => {
  let t: TestApp;
  const clients: Client[] = [];
  beforeAll(async () => {
    t = await startTestApp({ listen: true });
  });
  afterAll(async () => {
    await Promise.all(clients.map((c) => c.dispose()));
    await t?.close();
  });

  it('plays to a valid outcome, driven by decisionRequired, with sealed step orders', async () => {
    const tachi = await registerOverGraphql(t, 'Tachi bot');
    const scirocco = await registerOverGraphql(t, 'Scirocco bot');
    const tachiBot = graphqlBot(t, tachi, captain(t));
    const sciroccoBot = graphqlBot(t, scirocco);
    clients.push(tachiBot.client, sciroccoBot.client);

    const created = await createOverGraphql(t, tachi, {
      rulesetId: 'expanse',
      scenarioId: 'duel',
      seats: [{ seat: 0, playerId: tachi.id }],
    });
    const { client: spectator, events, phases } = spectate(t, created.id);
    clients.push(spectator);
    await phases.until(() => phases.values.length > 0);
    expect(await joinOverGraphql(t, scirocco, created.id)).toEqual({
      status: 'ACTIVE',
      yourSeats: [1],
    });

    await Promise.race([
      phases.until(() => phases.values.some((p) => p.status === 'FINISHED'), 90_000),
      tachiBot.refused,
      sciroccoBot.refused,
    ]);
    expect(tachiBot.refusals).toEqual([]);
    expect(sciroccoBot.refusals).toEqual([]);
    const m = await matchOverGraphql(t, created.id);
    expect(m.status).toBe('FINISHED');
    expect(m.outcome).toEqual(expect.objectContaining({ reason: expect.any(String) }));
    expect(phases.values.at(-1)!.outcome).toEqual(m.outcome);

    // Every order came from a notice; each seat heard only its own; the steps were sealed.
    const notices = [...tachiBot.decisions.values, ...sciroccoBot.decisions.values];
    expect(notices.length).toBe(m.orderCount);
    expect(tachiBot.decisions.values.every((n) => n.seat === 0)).toBe(true);
    expect(sciroccoBot.decisions.values.every((n) => n.seat === 1)).toBe(true);
    expect(notices.every((n) => n.simultaneous)).toBe(true);
    expect(notices.some((n) => n.kind === 'weapon_attacks')).toBe(true);

    // The spectator saw every public event once, in order, and the fight itself.
    await events.until(() => events.values.some((e) => e.type === 'match.finished'));
    const seqs = events.values.map((e) => e.seq);
    expect(seqs).toEqual([...seqs].sort((a, b) => a - b));
    expect(new Set(seqs).size).toBe(seqs.length);
    expect(events.errors).toEqual([]);
    const seen = new Set(events.values.map((e) => e.type));
    for (const type of ['orders.revealed', 'attack.declared', 'test.resolved', 'battle.ended'])
      expect(seen).toContain(type);

    const replay = (await t.http.get(`/api/v1/matches/${created.id}/replay`).expect(200)).body;
    const verdict = await t.http.post('/api/v1/replays/verify').send(replay).expect(200);
    expect(verdict.body).toEqual(expect.objectContaining({ ok: true }));
  }, 120_000);
});
