/**
 * A Stellar Empires Border Clash played over REST only, at Level 1 and at Level 2: each seat asks
 * for its decision and its view, lets the line-of-battle bot answer, and the finished match's
 * replay verifies. An illegal fire order is refused with the rule's code and changes nothing.
 * A third game, two carriers side by side, sends the flights at each other from turn 2 so that
 * the fighter combat orders carry dogfight allocations (SE-FTR-15).
 */
import { rngFromSeed } from '../src/engine/core/rng.js';
import { heuristicBot } from '../src/engine/rulesets/stellar-empires/bots/index.js';
import { startTestApp, type TestApp } from './helpers/app.js';
import { seatByInvitation } from './support/invitations.js';
import { decisionOf, getMatch, type MatchBody } from './support/matches.js';
import { registerPlayer, type TestPlayer } from './support/players.js';

const mode = process.env.DATABASE_URL ? 'PostgreSQL (DATABASE_URL)' : 'embedded PGlite';

const flights = (side: string, type: string) =>
  [1, 2, 3, 4].map((i) => ({ id: `F${side}${i}`, type, bay: i <= 2 ? 'BAY1' : 'BAY2' }));

/**
 * Two escort carriers (SE-D-23) 4" apart, both heading east, three turns. A second carrier on
 * each side waits in a far corner: the near carriers' guns sink one of them in turn 1 in ~4% of
 * seeds, and sudden death would end the match before any flight reaches a dogfight.
 */
const CARRIERS = {
  table: { width: 48, length: 30 },
  turn_limit: 3,
  sides: [
    {
      ships: [
        {
          id: 'A1',
          design: 'valkyrie',
          x: 6,
          y: 13,
          heading: 2,
          flights: flights('A', 'lancet_light_fighter'),
        },
        { id: 'A2', design: 'valkyrie', x: 44, y: 2, heading: 2, flights: [] },
      ],
    },
    {
      ships: [
        {
          id: 'B1',
          design: 'brood_mother',
          x: 6,
          y: 17,
          heading: 2,
          flights: flights('B', 'talon_medium_fighter'),
        },
        { id: 'B2', design: 'brood_mother', x: 44, y: 28, heading: 2, flights: [] },
      ],
    },
  ],
};

interface SeenView {
  turn: number;
  fighters: { flights: { id: string; side: number; status: string }[] } | null;
}

/** From turn 2 the flights move straight at an enemy flight (stopping 1" short: a dogfight). */
function atEnemyFlights(kind: string, seat: number, view: SeenView, order: object): object {
  if (kind !== 'move_execute' || view.turn < 2) return order;
  const enemy = view.fighters?.flights.find((f) => f.side !== seat && f.status === 'active');
  return enemy ? { ...order, fighters_toward: enemy.id } : order;
}

describe(`a Stellar Empires Border Clash played over REST only, on ${mode}`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(async () => {
    await t?.close();
  });

  it.each([
    ['Level 1', {}, { scenarioId: 'border-clash' }],
    ['Level 2', { level2: true }, { scenarioId: 'border-clash' }],
    ['Level 2 with dogfights', { level2: true }, { setup: CARRIERS }],
  ])(
    'plays %s to the end with the heuristic on both seats (Border Clash refuses an illegal order), verifies the replay',
    async (level, variants, game) => {
      const dogfights = level === 'Level 2 with dogfights';
      const a = await registerPlayer(t, 'Terran');
      const b = await registerPlayer(t, 'Kethri');
      const res = await t.http
        .post('/api/v1/matches')
        .set(a.auth)
        .send({
          rulesetId: 'stellar-empires',
          ...game,
          options: { variants },
          seats: [{ seat: 0, playerId: a.id }],
        })
        .expect(201);
      const matchId = (res.body as MatchBody).id;
      await seatByInvitation(t, matchId, a, b, 1);
      const rng = rngFromSeed(`stellar-empires-rest-${level}`);
      const players: TestPlayer[] = [a, b];
      let orders = 0;
      let refusedOnce = dogfights; // the carriers have no squadron to misuse
      let allocations = 0;
      for (let guard = 0; guard < 2000; guard++) {
        let acted = false;
        for (const p of players) {
          const d = await decisionOf(t, matchId, p);
          if (!d) continue;
          if (d.kind === 'fire' && !refusedOnce) {
            refusedOnce = true;
            const before = await getMatch(t, matchId, p);
            const bad = await t.http
              .post(`/api/v1/matches/${matchId}/orders`)
              .set(p.auth)
              .send({
                decisionId: d.decisionId,
                order: {
                  unit: d.seat === 0 ? 'A-SQ1' : 'B-SQ1',
                  fire: [
                    {
                      ship: d.seat === 0 ? 'A1' : 'B1',
                      system: 'W1',
                      target: d.seat === 0 ? 'A2' : 'B2',
                    },
                  ],
                },
              });
            expect(bad.status).toBe(422);
            expect(JSON.stringify(bad.body)).toContain('E_FRIENDLY_TARGET');
            expect((await getMatch(t, matchId, p)).lastEventSeq).toBe(before.lastEventSeq);
          }
          const m = await getMatch(t, matchId, p);
          const decision = {
            id: d.decisionId,
            seat: d.seat,
            kind: d.kind,
            simultaneous: d.simultaneous,
            prompt: '',
          };
          const chosen = heuristicBot.decide({
            seat: d.seat,
            view: m.view,
            decision,
            description: {
              decision,
              schema: d.schema,
              ...(d.choices ? { choices: d.choices } : {}),
              example: d.example,
            },
            rng,
            sampleLegal: () => d.example,
          });
          const order = atEnemyFlights(d.kind, d.seat, m.view as SeenView, chosen as object);
          if (d.kind === 'fighter_combat' && 'dogfight_allocations' in order) allocations++;
          await t.http
            .post(`/api/v1/matches/${matchId}/orders`)
            .set(p.auth)
            .set('Idempotency-Key', `${d.decisionId}:${p.id}`)
            .send({ decisionId: d.decisionId, order })
            .expect(200);
          orders++;
          acted = true;
        }
        if (!acted) break;
      }
      const over = await getMatch(t, matchId, a);
      expect(over.status).toBe('finished');
      expect((over.view as { options: { level2: boolean } }).options.level2).toBe(
        level !== 'Level 1',
      );
      // SE-FTR-15: dogfight allocations went through the public order path and were accepted.
      if (dogfights) expect(allocations).toBeGreaterThan(0);
      expect(over.orderCount).toBe(orders);
      expect(refusedOnce).toBe(true);
      const replay = (await t.http.get(`/api/v1/matches/${matchId}/replay`).expect(200)).body;
      const verdict = await t.http.post('/api/v1/replays/verify').send(replay).expect(200);
      expect(verdict.body).toEqual(expect.objectContaining({ ok: true }));
    },
    120_000,
  );
});
