/**
 * Stratoyager arcade mode over the service (SY-ARC-2, SY-ARC-3): once one pilot's final maneuver
 * order is in, the other pilot is on the countdown the match options set; when it runs out the
 * sweep applies the other pilot's default order (the last draft, else inertia flight), even in a
 * match without deadlines.
 */
import { startTestApp, type TestApp } from './helpers/app.js';
import { seatByInvitation } from './support/invitations.js';
import { decisionOf, getMatch, type MatchBody } from './support/matches.js';
import { registerPlayer, type TestPlayer } from './support/players.js';

const mode = process.env.DATABASE_URL ? 'PostgreSQL (DATABASE_URL)' : 'embedded PGlite';

const SETUP = {
  table: { width: 24, length: 24 },
  placement: 'FIXED',
  sides: [
    { units: [{ id: 'g', typeId: 'guardian-151a', at: { x: 12, y: 4, course: 0, speed: 2 } }] },
    { units: [{ id: 'b', typeId: 'blackbuck-mk-ii', at: { x: 12, y: 20, course: 6, speed: 2 } }] },
  ],
};

type Awaited = MatchBody['awaiting'][number] & { timeLimitSeconds: number | null };

describe(`arcade countdown on ${mode}`, () => {
  let t: TestApp;
  let red: TestPlayer;
  let blue: TestPlayer;
  beforeAll(async () => {
    t = await startTestApp({ listen: false });
    red = await registerPlayer(t, 'Red');
    blue = await registerPlayer(t, 'Blue');
  });
  afterAll(async () => {
    await t?.close();
  });

  async function order(p: TestPlayer, matchId: string, decisionId: string, body: unknown) {
    await t.http
      .post(`/api/v1/matches/${matchId}/orders`)
      .set(p.auth)
      .send({ decisionId, order: body })
      .expect(200);
  }

  it("SY-ARC-2, SY-ARC-3: the first final maneuver starts the other pilot's countdown; at expiry their default order is applied", async () => {
    const created = await t.http
      .post('/api/v1/matches')
      .set(red.auth)
      .send({
        rulesetId: 'stratoyager',
        setup: SETUP,
        seats: [{ seat: 0, playerId: red.id }],
        options: {
          variants: { dogfightAuto: false, arcade: { enabled: true, countdownSeconds: 1 } },
        },
      })
      .expect(201);
    const matchId = (created.body as MatchBody).id;
    await seatByInvitation(t, matchId, red, blue, 1);

    // Initiative: both answer with the example, untimed (SY-ARC-6).
    for (let guard = 0; guard < 10; guard++) {
      const [r, b] = [await decisionOf(t, matchId, red), await decisionOf(t, matchId, blue)];
      if (r?.kind === 'maneuver' && b?.kind === 'maneuver') break;
      for (const [p, d] of [
        [red, r],
        [blue, b],
      ] as const) {
        if (d && d.kind !== 'maneuver') await order(p, matchId, d.decisionId, d.example);
      }
    }
    const untimed = (await getMatch(t, matchId, red)).awaiting as Awaited[];
    expect(untimed.map((a) => [a.kind, a.deadline, a.timeLimitSeconds])).toEqual([
      ['maneuver', null, null],
      ['maneuver', null, null],
    ]);

    // Red is first pilot: Blue is now on the clock.
    const mine = (await decisionOf(t, matchId, red))!;
    const sentAt = Date.now();
    await order(red, matchId, mine.decisionId, mine.example);
    const timed = (await getMatch(t, matchId, red)).awaiting as Awaited[];
    expect(timed).toEqual([
      expect.objectContaining({ seat: 1, kind: 'maneuver', timeLimitSeconds: 1 }),
    ]);
    const ends = Date.parse(timed[0].deadline!);
    expect(ends).toBeGreaterThanOrEqual(sentAt + 1000 - 50);
    expect(ends).toBeLessThanOrEqual(Date.now() + 1000);

    // Blue never answers: the sweep does, with inertia flight, and the segment goes on.
    const giveUp = Date.now() + 20_000;
    let now = await getMatch(t, matchId, red);
    while (now.awaiting.some((a) => a.decisionId === timed[0].decisionId)) {
      if (Date.now() > giveUp) throw new Error('the countdown never ran out');
      await new Promise((r) => setTimeout(r, 200));
      now = await getMatch(t, matchId, red);
    }
    const replay = (await t.http.get(`/api/v1/matches/${matchId}/replay`).set(red.auth).expect(200))
      .body as { orders: { seat: number; decisionId: string; kind: string }[] };
    expect(replay.orders.at(-1)).toEqual(
      expect.objectContaining({ seat: 1, decisionId: timed[0].decisionId, kind: 'default' }),
    );
    expect(now.awaiting.every((a) => a.kind === 'combat')).toBe(true);
  });
});
