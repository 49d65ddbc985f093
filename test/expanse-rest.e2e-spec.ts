/**
 * The Expanse over REST: a full three-sided battle from invitations to a verified replay, with
 * sealed step orders hidden from the other sides until all are in; a custom setup refused with a
 * specific code; stateless combat odds for one railgun shot.
 */
import type { Bot } from '../src/engine/bots/bot.js';
import { rngFromSeed } from '../src/engine/core/rng.js';
import { expanseBots } from '../src/engine/rulesets/expanse/index.js';
import { startTestApp, type TestApp } from './helpers/app.js';
import { seatByInvitation } from './support/invitations.js';
import { decisionOf, getMatch, type Decision } from './support/matches.js';
import { registerPlayer, type TestPlayer } from './support/players.js';

const mode = process.env.DATABASE_URL ? 'PostgreSQL (DATABASE_URL)' : 'embedded PGlite';
const heuristic = expanseBots.find((b) => b.id === 'heuristic') as Bot;

interface Event {
  seq: number;
  type: string;
  data: Record<string, unknown>;
}

describe(`The Expanse over REST, on ${mode}`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ listen: true });
  });
  afterAll(async () => {
    await t?.close();
  });

  async function submit(matchId: string, p: TestPlayer, d: Decision, order: unknown) {
    return t.http
      .post(`/api/v1/matches/${matchId}/orders`)
      .set(p.auth)
      .send({ decisionId: d.decisionId, order })
      .expect(200);
  }

  async function events(matchId: string, p?: TestPlayer): Promise<Event[]> {
    const all: Event[] = [];
    for (;;) {
      const after = all.at(-1)?.seq ?? 0;
      const req = t.http.get(`/api/v1/matches/${matchId}/events?after=${after}&limit=500`);
      const res = await (p ? req.set(p.auth) : req).expect(200);
      const page = res.body.events as Event[];
      if (page.length === 0) return all;
      all.push(...page);
    }
  }

  /** The heuristic captain deciding from `p`'s view and the decision as served over REST. */
  async function heuristicOrder(matchId: string, p: TestPlayer, d: Decision) {
    const decision = {
      id: d.decisionId,
      seat: d.seat,
      kind: d.kind,
      simultaneous: d.simultaneous,
      prompt: '',
    };
    return heuristic.decide({
      seat: d.seat,
      view: (await getMatch(t, matchId, p)).view,
      decision,
      description: {
        decision,
        schema: d.schema,
        ...(d.choices ? { choices: d.choices } : {}),
        example: d.example,
      },
      rng: rngFromSeed('expanse-rest'),
      sampleLegal: () => d.example,
    });
  }

  it('plays a full three-sided battle: sealed orders, every side heard, a verified replay', async () => {
    const players = await Promise.all(
      ['Hammurabi', 'Typhoon', 'Tynan'].map((n) => registerPlayer(t, n)),
    );
    const [a, b, c] = players;
    const created = await t.http
      .post('/api/v1/matches')
      .set(a.auth)
      .send({
        rulesetId: 'expanse',
        scenarioId: 'three-sided',
        // Short, so the spec stays quick: the battle still runs to its end (EX-VIC-2).
        options: { variants: { roundLimit: 2 } },
        seats: [{ seat: 0, playerId: a.id }],
      })
      .expect(201);
    const id = created.body.id as string;
    await seatByInvitation(t, id, a, b, 1);
    await seatByInvitation(t, id, a, c, 2);
    expect((await getMatch(t, id, a)).status).toBe('active');

    // §2.4: step-1 orders are sealed; B and C do not see A's planning until all are in.
    const first = (await decisionOf(t, id, a))!;
    expect(first).toMatchObject({ kind: 'command', simultaneous: true, seat: 0 });
    const planning = {
      ships: { A1: { mode: 'planning', planning: { stunts: ['EX-STUNT-PRECISE-HIT'] } } },
    };
    await submit(id, a, first, planning);
    expect((await getMatch(t, id, b)).view).toMatchObject({
      mySubmission: null,
      awaiting: ['B', 'C'],
    });
    expect(JSON.stringify(await events(id, b))).not.toContain('EX-STUNT-PRECISE-HIT');
    await submit(id, b, (await decisionOf(t, id, b))!, { ships: {} });
    expect(JSON.stringify(await events(id, c))).not.toContain('EX-STUNT-PRECISE-HIT');
    await submit(id, c, (await decisionOf(t, id, c))!, { ships: {} });
    const revealed = (await events(id, b)).find((e) => e.type === 'orders.revealed');
    expect(revealed?.data).toMatchObject({ step: 1, bundles: { A: planning } });

    let orders = 3;
    for (let acted = true; acted && orders < 800;) {
      acted = false;
      for (const p of players) {
        const d = await decisionOf(t, id, p);
        if (!d) continue;
        await submit(id, p, d, await heuristicOrder(id, p, d));
        orders++;
        acted = true;
      }
    }
    const over = await getMatch(t, id, a);
    expect(over.status).toBe('finished');
    expect(over.orderCount).toBe(orders);
    expect(over.outcome).toEqual(expect.objectContaining({ reason: expect.any(String) }));

    const log = await events(id, a);
    const types = new Set(log.map((e) => e.type));
    for (const type of ['round.started', 'test.resolved', 'attack.declared', 'battle.ended'])
      expect(types).toContain(type);

    const replay = (await t.http.get(`/api/v1/matches/${id}/replay`).expect(200)).body;
    expect(replay.orders).toHaveLength(orders);
    const verdict = await t.http.post('/api/v1/replays/verify').send(replay).expect(200);
    expect(verdict.body).toEqual({ ok: true, problems: [], outcome: replay.outcome });
  }, 120_000);

  it('refuses a custom setup with an unknown ship class, naming the fault and where', async () => {
    const p = await registerPlayer(t, 'Shipwright');
    const setup = {
      sides: [
        { id: 'A', name: 'Belt' },
        { id: 'B', name: 'Earth' },
      ],
      ships: [
        { id: 'A1', name: 'Scopuli', side: 'A', class: 'light_freighter', crew: 'poor' },
        { id: 'B1', name: 'Anubis', side: 'B', class: 'stealth_frigate', crew: 'elite' },
      ],
    };
    const create = (s: unknown) =>
      t.http
        .post('/api/v1/matches')
        .set(p.auth)
        .send({ rulesetId: 'expanse', setup: s, seats: [{ seat: 0, playerId: p.id }] });
    const refused = await create(setup).expect(422);
    expect(refused.body).toMatchObject({
      code: 'INVALID_SETUP',
      errors: [{ code: 'UNKNOWN_SHIP_CLASS', path: '/setup/ships/1/class' }],
    });
    const ok = await create({
      ...setup,
      ships: [setup.ships[0], { ...setup.ships[1], class: 'frigate' }],
    }).expect(201);
    expect(ok.body.status).toBe('open');
  });

  it('gives exact odds for one railgun shot at the Runner (EX-EX-2)', async () => {
    const request = {
      weapon: 'railgun',
      band: 'M',
      attackerTargeting: 3,
      attackBonus: 3,
      evasion: { bonus: 4 },
      target: { hull: '2d6', plating: 1 },
    };
    const res = await t.http
      .post('/api/v1/rulesets/expanse/combat/odds')
      .send({ request })
      .expect(200);
    // TN 10 + 3 + 3 = 16; the pilot's +4 needs 12 on 3d6: 81 of 216 rolls.
    expect(res.body.odds).toMatchObject({ evasionTn: 16, pointDefenceTn: null });
    expect(res.body.odds.evade).toBeCloseTo(81 / 216, 10);
  });
});
