/**
 * A Stellar Empires Border Clash played over GraphQL alone, at Level 1 and at Level 2: two admirals register,
 * create and join with mutations; each is driven by its `decisionRequired` subscription and lets
 * the engine's line-of-battle bot choose from its seat's view; a spectator follows `matchEvents`
 * and `phaseChanged` to the end. Only the replay check goes over REST.
 */
import type { Client } from 'graphql-ws';
import { heuristicBot } from '../src/engine/rulesets/stellar-empires/bots/index.js';
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

function admiral(t: TestApp): Chooser {
  return engineBotChooser(t, heuristicBot, 'stellar-empires-graphql');
}

describe(`a Stellar Empires Border Clash played over GraphQL only, on ${mode}`, () => {
  let t: TestApp;
  const clients: Client[] = [];
  beforeAll(async () => {
    t = await startTestApp({ listen: true });
  });
  afterAll(async () => {
    await Promise.all(clients.map((c) => c.dispose()));
    await t?.close();
  });

  it.each([
    ['Level 1', {}],
    ['Level 2', { level2: true }],
  ])(
    'plays Border Clash (%s) to a valid outcome, driven by decisionRequired',
    async (level, options) => {
      const terran = await registerOverGraphql(t, 'Terran admiral');
      const kethri = await registerOverGraphql(t, 'Kethri admiral');
      const terranBot = graphqlBot(t, terran, admiral(t));
      const kethriBot = graphqlBot(t, kethri, admiral(t));
      clients.push(terranBot.client, kethriBot.client);

      const created = await createOverGraphql(t, terran, {
        rulesetId: 'stellar-empires',
        scenarioId: 'border-clash',
        options: { variants: options },
        seats: [{ seat: 0, playerId: terran.id }],
      });
      const matchId = created.id;
      const { client: spectator, events, phases } = spectate(t, matchId);
      clients.push(spectator);
      await phases.until(() => phases.values.length > 0);
      expect(await joinOverGraphql(t, kethri, matchId)).toEqual({
        status: 'ACTIVE',
        yourSeats: [1],
      });

      await Promise.race([
        phases.until(() => phases.values.some((p) => p.status === 'FINISHED'), 90_000),
        terranBot.refused,
        kethriBot.refused,
      ]);
      expect(terranBot.refusals).toEqual([]);
      expect(kethriBot.refusals).toEqual([]);

      const m = await matchOverGraphql(t, matchId);
      expect(m.status).toBe('FINISHED');
      expect(m.outcome!.reason).toMatch(/sudden_death|points|mutual_destruction/);
      const notices = [...terranBot.decisions.values, ...kethriBot.decisions.values];
      expect(notices.length).toBe(m.orderCount);
      const kinds = new Set(notices.map((n) => n.kind));
      for (const kind of ['move_declare', 'move_execute', 'fire']) expect(kinds).toContain(kind);

      await events.until(() => events.values.some((e) => e.type === 'match.finished'));
      const seen = new Set(events.values.map((e) => e.type));
      for (const type of [
        'initiative.rolled',
        'ship.moved',
        'attack.rolled',
        'damage.dealt',
        'turn.ended',
      ])
        expect(seen).toContain(type);
      expect(events.errors).toEqual([]);
      expect(seen.has('commands.declared')).toBe(level === 'Level 2');
      // Level 2 damage runs the Action Phase's critical checks (SE-CRIT-1); Level 1 never does.
      expect(seen.has('critical.checked')).toBe(level === 'Level 2');

      const replay = (await t.http.get(`/api/v1/matches/${matchId}/replay`).expect(200)).body;
      const verdict = await t.http.post('/api/v1/replays/verify').send(replay).expect(200);
      expect(verdict.body).toEqual(expect.objectContaining({ ok: true }));
    },
    120_000,
  );
});
