/**
 * SITS over REST: a full Picket Clash from invitation to a verified replay, with segment orders
 * hidden until both sides are in and a spectator on Server-Sent Events; deadlines that play the
 * default orders; and stateless combat for a beam shot and a missile salvo.
 */
import { rngFromSeed } from '../src/engine/core/rng.js';
import { broadsideBot } from '../src/engine/rulesets/sits/bots/index.js';
import { d100Faces } from '../src/engine/rulesets/sits/rules/dice.js';
import { startTestApp, type TestApp } from './helpers/app.js';
import { seatByInvitation } from './support/invitations.js';
import { decisionOf, getMatch, type Decision, type MatchBody } from './support/matches.js';
import { registerPlayer, type TestPlayer } from './support/players.js';
import { SseStream } from './support/sse.js';

const mode = process.env.DATABASE_URL ? 'PostgreSQL (DATABASE_URL)' : 'embedded PGlite';

interface Event {
  seq: number;
  type: string;
  visibleTo?: number[] | null;
  data: Record<string, unknown>;
}

describe(`SITS over REST, on ${mode}`, () => {
  let t: TestApp;
  const streams: SseStream[] = [];
  beforeAll(async () => {
    t = await startTestApp({ listen: true });
  });
  afterAll(async () => {
    for (const s of streams) s.close();
    await t?.close();
  });

  /** Picket Clash with `a` commanding side A (seat 0) and `b` side B, accepted by invitation. */
  async function picketClash(a: TestPlayer, b: TestPlayer, options = {}): Promise<MatchBody> {
    const res = await t.http
      .post('/api/v1/matches')
      .set(a.auth)
      .send({
        rulesetId: 'sits',
        scenarioId: 'picket-clash',
        seats: [{ seat: 0, playerId: a.id }],
        options,
      })
      .expect(201);
    await seatByInvitation(t, res.body.id, a, b, 1);
    return getMatch(t, res.body.id, a);
  }

  async function submit(matchId: string, p: TestPlayer, d: Decision, order: unknown) {
    return t.http
      .post(`/api/v1/matches/${matchId}/orders`)
      .set(p.auth)
      .send({ decisionId: d.decisionId, order })
      .expect(200);
  }

  /** The whole log as `p` may see it, page by page. */
  async function events(matchId: string, p: TestPlayer): Promise<Event[]> {
    const all: Event[] = [];
    for (;;) {
      const after = all.at(-1)?.seq ?? 0;
      const res = await t.http
        .get(`/api/v1/matches/${matchId}/events?after=${after}&limit=500`)
        .set(p.auth)
        .expect(200);
      const page = res.body.events as Event[];
      if (page.length === 0) return all;
      all.push(...page);
    }
  }

  it('plays a full Picket Clash: hidden segment orders, an SSE spectator, a verified replay', async () => {
    const kestrel = await registerPlayer(t, 'Kestrel');
    const lancets = await registerPlayer(t, 'Lancets');
    const m = await picketClash(kestrel, lancets);
    expect(m.status).toBe('active');
    const stream = new SseStream(`${t.url}/api/v1/matches/${m.id}/events/stream`, kestrel.auth);
    streams.push(stream);

    // SITS-ORD-7: both sides owe secret segment orders; side A's stay hidden from side B.
    const first = (await decisionOf(t, m.id, kestrel))!;
    expect(first).toMatchObject({ kind: 'segment_orders', simultaneous: true, seat: 0 });
    const plan = { ships: [{ ship: 'A1', thrust: 5, pivot: { dir: 'cw', hexsides: 1 } }] };
    await submit(m.id, kestrel, first, plan);
    const seenByB = await getMatch(t, m.id, lancets);
    expect(seenByB.view).toMatchObject({ mySubmission: null, awaiting: ['B'] });
    // Positions come in hexes and in plane units a VTT can draw (SITS-D-4).
    const b1 = (seenByB.view as { ships: { id: string; pos: object }[] }).ships.find(
      (s) => s.id === 'B1',
    );
    expect(b1?.pos).toEqual({ q: 10, r: -45, x: expect.any(Number), y: expect.any(Number) });
    expect(JSON.stringify(await events(m.id, lancets))).not.toContain('"thrust":5');
    expect((await getMatch(t, m.id, kestrel)).view).toMatchObject({ mySubmission: plan });
    await submit(m.id, lancets, (await decisionOf(t, m.id, lancets))!, { ships: [] });
    const revealed = (await events(m.id, lancets)).find((e) => e.type === 'long_orders.revealed');
    expect(revealed?.data).toEqual({
      orders: [{ ship: 'A1', thrust: 5, pivot: plan.ships[0].pivot }],
    });

    // Side A plays the broadside bot from its own view; side B answers every decision with its
    // example (SITS-ORD-2's "no new orders"), so the Kestrel has to fight its way to the end.
    const rng = rngFromSeed('sits-rest');
    let orders = 2;
    for (let acted = true; acted && orders < 600;) {
      acted = false;
      for (const p of [kestrel, lancets]) {
        const d = await decisionOf(t, m.id, p);
        if (!d) continue;
        const order =
          p === kestrel
            ? broadsideBot.decide({
                seat: d.seat,
                view: (await getMatch(t, m.id, p)).view,
                decision: {
                  id: d.decisionId,
                  seat: d.seat,
                  kind: d.kind,
                  simultaneous: d.simultaneous,
                  prompt: '',
                },
                description: {
                  decision: {
                    id: d.decisionId,
                    seat: d.seat,
                    kind: d.kind,
                    simultaneous: d.simultaneous,
                    prompt: '',
                  },
                  schema: d.schema,
                  ...(d.choices ? { choices: d.choices } : {}),
                  example: d.example,
                },
                rng,
                sampleLegal: () => d.example,
              })
            : d.example;
        await submit(m.id, p, d, order);
        orders++;
        acted = true;
      }
    }
    const over = await getMatch(t, m.id, kestrel);
    expect(over.status).toBe('finished');
    expect(over.orderCount).toBe(orders);
    expect(over.outcome).toEqual(
      expect.objectContaining({ winners: expect.any(Array), reason: expect.any(String) }),
    );

    // A real fight: salvos launched and defended, ships hit (beams too, when the seed brings the
    // Kestrel close enough before the missiles have done the work).
    const log = await events(m.id, kestrel);
    const types = new Set(log.map((e) => e.type));
    expect([...types]).toEqual(
      expect.arrayContaining(['salvo.launched', 'salvo.defended', 'ship.hit']),
    );

    // The spectator's stream carried the same log, in order, to the end.
    await stream.until(() => stream.messages().some((e) => e.type === 'match.finished'));
    expect(stream.messages<Event>().map((e) => e.seq)).toEqual(log.map((e) => e.seq));

    const replay = (await t.http.get(`/api/v1/matches/${m.id}/replay`).expect(200)).body;
    expect(replay.orders).toHaveLength(orders);
    const verdict = await t.http.post('/api/v1/replays/verify').send(replay).expect(200);
    expect(verdict.body).toEqual({ ok: true, problems: [], outcome: replay.outcome });
  }, 120_000);

  it('SITS-ORD-2: a passed deadline plays the default orders for both sides', async () => {
    const a = await registerPlayer(t, 'Sleepy A');
    const b = await registerPlayer(t, 'Sleepy B');
    const m = await picketClash(a, b, { deadlineSeconds: 1 });
    const until = Date.now() + 15_000;
    let now = m;
    while (now.orderCount < 2 && Date.now() < until) {
      await new Promise((r) => setTimeout(r, 200));
      now = await getMatch(t, m.id, a);
    }
    const replay = (await t.http.get(`/api/v1/matches/${m.id}/replay`).set(a.auth).expect(200))
      .body as { orders: { kind: string; order: unknown }[] };
    // Seat 1's order stays hidden from seat 0 until the end; seat 0's own is the default.
    expect(replay.orders.slice(0, 2)).toEqual([
      expect.objectContaining({
        seat: 0,
        kind: 'default',
        order: expect.objectContaining({ ships: [] }),
      }),
      expect.objectContaining({ seat: 1, kind: 'default' }),
    ]);
    // The segment closed on the defaults: the ships drifted one segment on their vectors.
    const moved = (await events(m.id, a)).find((e) => e.type === 'ships.moved');
    expect(moved).toBeDefined();
  });

  it('sets up a custom match with a ship class of its own, and names each fault of a bad one', async () => {
    const p = await registerPlayer(t, 'Designer');
    const corvette = {
      id: 'gnat_ce',
      name: 'Gnat-class corvette',
      cost: 30,
      hull: 60,
      systemThreshold: 6,
      maxThrust: 7,
      pivotTime: 1,
      rollTime: 1,
      sidewalls: { port: 15, starboard: 15 },
      activeDefense: 25,
      adCapacity: 4,
      decoys: 2,
      damageControl: { parties: 1, target: 5 },
      mounts: [{ id: 'B-LS', side: 'bow', kind: 'laser', count: 1, table: 'laser-10', cycle: 2 }],
    };
    const setup = (classes: unknown[]) => ({
      turnLimit: 2,
      sides: [
        { id: 'A', name: 'A' },
        { id: 'B', name: 'B' },
      ],
      classes,
      ships: [
        { id: 'A1', side: 'A', class: 'gnat_ce', pos: [0, 4], facing: 'A' },
        { id: 'B1', side: 'B', class: 'lancet_dd', pos: [0, -4], facing: 'D' },
      ],
    });
    const create = (classes: unknown[]) =>
      t.http
        .post('/api/v1/matches')
        .set(p.auth)
        .send({ rulesetId: 'sits', setup: setup(classes), seats: [{ seat: 0, playerId: p.id }] });
    const made = await create([corvette]).expect(201);
    expect(made.body.status).toBe('open');
    const bad = { ...corvette, mounts: [{ ...corvette.mounts[0], table: 'graser-20' }] };
    const refused = await create([bad]).expect(422);
    expect(refused.body).toMatchObject({
      code: 'INVALID_SETUP',
      errors: [{ code: 'MOUNT_TABLE_UNKNOWN', path: '/setup/classes/0/mounts/0/table' }],
    });
  });

  it('judges a beam shot and a missile salvo statelessly (SITS-EX-8, SITS-EX-10)', async () => {
    const base = '/api/v1/rulesets/sits/combat';
    const beam = {
      attack: 'beam',
      attacker: { classId: 'kestrel_cl', mount: 'P-GR' },
      range: 1,
      rocPerTurn: 82,
      protection: 'protected',
    };
    const odds = await t.http.post(`${base}/odds`).send({ request: beam }).expect(200);
    expect(odds.body.odds).toMatchObject({ rocBand: 2, hits: [9, 9] });
    // The same shot at a target rolled 180° with its port sidewall down, stated as an aspect.
    const { protection: _, ...shot } = beam;
    const aspect = { sector: 1, rollAngle: 180, sidewallsUp: { port: false } };
    const open = await t.http
      .post(`${base}/odds`)
      .send({ request: { ...shot, rocPerTurn: 12, aspect } })
      .expect(200);
    expect(open.body.odds).toMatchObject({ protection: 'unprotected', hits: [30, 30] });
    const salvo = {
      attack: 'salvo',
      missileType: 'M4',
      warhead: 'laser',
      missiles: 6,
      launchRange: 30,
      protection: 'protected',
      defender: { classId: 'lancet_dd' },
    };
    const faces = d100Faces(71, 12, 45, 46, 90, 3);
    const rolled = await t.http
      .post(`${base}/resolve`)
      .send({ request: salvo, dice: { faces } })
      .expect(200);
    expect(rolled.body.resolution).toMatchObject({ dv: 46, survivors: 3, totalDamage: 12 });
    const refused = await t.http
      .post(`${base}/odds`)
      .send({ request: { ...beam, attacker: { classId: 'kestrel_cl', mount: 'P-MSL' } } })
      .expect(422);
    expect(refused.body).toMatchObject({
      code: 'INVALID_COMBAT_REQUEST',
      errors: [{ path: '/request/attacker/mount', code: 'FIRE_WRONG_MOUNT_KIND' }],
    });
  });
});
