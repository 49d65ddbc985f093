/**
 * An A Billion Suns match, default scenario, played over GraphQL alone: two CEOs register, create
 * and join with mutations; each bot is driven by its `decisionRequired` subscription (graphql-ws)
 * and answers every decision (secret helms, jumps, activations, attacks...) with `submitOrder`;
 * a spectator follows `matchEvents` and `phaseChanged` to the end. Only the replay check goes
 * over REST, the one place the service offers it.
 */
import type { Client } from 'graphql-ws';
import { heuristicBot } from '../src/engine/rulesets/a-billion-suns/bots/index.js';
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

/**
 * The ruleset's defaults pass every jump, so a match of examples alone is four empty rounds. This
 * client plays for real: it asks the API for its seat's view and lets the engine's contractor bot
 * choose from that view and the notice, as any client of the API could.
 */
function contractor(t: TestApp): Chooser {
  return engineBotChooser(t, heuristicBot, 'a-billion-suns-graphql');
}

describe(`an A Billion Suns match played over GraphQL only, on ${mode}`, () => {
  let t: TestApp;
  const clients: Client[] = [];
  beforeAll(async () => {
    t = await startTestApp({ listen: true });
  });
  afterAll(async () => {
    await Promise.all(clients.map((c) => c.dispose()));
    await t?.close();
  });

  /** Two CEOs over GraphQL, each answering with `choose`, from createMatch to the end. */
  async function play(choose?: (t: TestApp) => Chooser) {
    const helios = await registerOverGraphql(t, 'Helios bot');
    const vanta = await registerOverGraphql(t, 'Vanta bot');
    const heliosBot = graphqlBot(t, helios, choose?.(t));
    const vantaBot = graphqlBot(t, vanta, choose?.(t));
    clients.push(heliosBot.client, vantaBot.client);

    const created = await createOverGraphql(t, helios, {
      rulesetId: 'a-billion-suns',
      scenarioId: 'two-sector-contract-run',
      seats: [{ seat: 0, playerId: helios.id }],
    });
    expect(created).toEqual({ id: expect.any(String), status: 'OPEN', yourSeats: [0] });
    const matchId = created.id;

    const { client: spectator, events, phases } = spectate(t, matchId);
    clients.push(spectator);
    await phases.until(() => phases.values.length > 0);
    expect(phases.values[0].status).toBe('OPEN');

    expect(await joinOverGraphql(t, vanta, matchId)).toEqual({ status: 'ACTIVE', yourSeats: [1] });

    await Promise.race([
      phases.until(() => phases.values.some((p) => p.status === 'FINISHED'), 90_000),
      heliosBot.refused,
      vantaBot.refused,
    ]);
    expect(heliosBot.refusals).toEqual([]);
    expect(vantaBot.refusals).toEqual([]);
    return { matchId, heliosBot, vantaBot, events, phases };
  }

  it('plays the two-sector contract run to a valid outcome, driven by decisionRequired', async () => {
    const { matchId, heliosBot, vantaBot, events, phases } = await play(contractor);
    const m = await matchOverGraphql(t, matchId);
    expect(m.status).toBe('FINISHED');
    const outcome = m.outcome!;
    // Winners or a draw, never both nor neither: the best score wins, a tie is a draw.
    expect(outcome.scores.map((s) => s.seat).sort()).toEqual([0, 1]);
    const best = Math.max(...outcome.scores.map((s) => s.score));
    const leaders = outcome.scores.filter((s) => s.score === best).map((s) => s.seat);
    expect(outcome.draw ? [] : outcome.winners).toEqual(leaders.length === 1 ? leaders : []);
    expect(outcome.draw).toBe(leaders.length > 1);
    expect(outcome.reason).toEqual(expect.any(String));
    expect(m.seed).toMatch(/^[0-9a-f]{64}$/);
    expect(phases.values.at(-1)!.outcome).toEqual(outcome);

    // Every order the match counted came from a notice, each seat heard only its own decisions,
    // and the bots met the game's kinds of decision, secret (simultaneous) helms among them.
    const notices = [...heliosBot.decisions.values, ...vantaBot.decisions.values];
    expect(notices.length).toBe(m.orderCount);
    expect(heliosBot.decisions.values.every((n) => n.seat === 0 && n.matchId === matchId)).toBe(
      true,
    );
    expect(vantaBot.decisions.values.every((n) => n.seat === 1 && n.matchId === matchId)).toBe(
      true,
    );
    expect(notices.some((n) => n.kind === 'helm' && n.simultaneous)).toBe(true);
    const kinds = new Set(notices.map((n) => n.kind));
    for (const kind of ['first_player', 'jump_turn', 'activate', 'orders', 'movement'])
      expect(kinds).toContain(kind);

    // The spectator saw every public event once, in order, and nothing private.
    await events.until(() => events.values.some((e) => e.type === 'match.finished'));
    const seqs = events.values.map((e) => e.seq);
    expect(seqs).toEqual([...seqs].sort((a, b) => a - b));
    expect(new Set(seqs).size).toBe(seqs.length);
    expect(events.values.every((e) => e.visibleTo === null)).toBe(true);
    expect(events.errors).toEqual([]);
    // Fleets really came in and fought or worked: not four rounds of passes.
    const seen = new Set(events.values.map((e) => e.type));
    for (const type of ['helms.revealed', 'battlegroup.jumped_in', 'activation.started'])
      expect(seen).toContain(type);

    // The replay re-runs from the revealed seed to the same events and outcome.
    const replay = (await t.http.get(`/api/v1/matches/${matchId}/replay`).expect(200)).body;
    const verdict = await t.http.post('/api/v1/replays/verify').send(replay).expect(200);
    expect(verdict.body).toEqual(expect.objectContaining({ ok: true }));
  }, 120_000);

  it("accepts every decision's example: a match of examples alone ends, a draw with no profit", async () => {
    const { matchId, heliosBot, vantaBot } = await play();
    const m = await matchOverGraphql(t, matchId);
    expect(m.status).toBe('FINISHED');
    expect(m.orderCount).toBe(heliosBot.decisions.values.length + vantaBot.decisions.values.length);
    // The defaults pass every jump (spec 4.5): nobody requisitions, nobody earns.
    expect(m.outcome).toEqual(
      expect.objectContaining({
        draw: true,
        winners: [],
        scores: [
          { seat: 0, score: 0 },
          { seat: 1, score: 0 },
        ],
      }),
    );
  });
});
