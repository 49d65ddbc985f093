/**
 * Restart safety: the service is killed with SIGKILL in the middle of a match, right after it
 * acknowledged an order and while other orders are in flight. Started again on the same data, it
 * has every acknowledged order, and the match plays on to a verified end.
 */
import { createDuelAt } from './support/invitations.js';
import { usePrivateService } from './support/private-service.js';
import { call, type ServiceProcess } from './support/service-process.js';

const external = process.env.DATABASE_URL;
const mode = external ? 'PostgreSQL (DATABASE_URL)' : 'an embedded data folder';

interface Player {
  id: string;
  apiKey: string;
}
interface Decision {
  decisionId: string;
  example: unknown;
}
interface Accepted {
  seq: number;
  eventSeq: number;
  decisionId: string;
}

describe(`restart after kill -9, on ${mode}`, () => {
  const privateService = usePrivateService('restart');
  let service: ServiceProcess;

  async function owed(base: string, matchId: string, p: Player): Promise<Decision | null> {
    const res = await call<Decision>(base, 'GET', `/matches/${matchId}/decision`, {
      apiKey: p.apiKey,
    });
    if (res.status === 204) return null;
    if (res.status !== 200) throw new Error(`decision: ${res.status} ${JSON.stringify(res.body)}`);
    return res.body;
  }

  async function order(base: string, matchId: string, p: Player, d: Decision): Promise<Accepted> {
    const res = await call<Accepted>(base, 'POST', `/matches/${matchId}/orders`, {
      apiKey: p.apiKey,
      body: { decisionId: d.decisionId, order: d.example },
    });
    if (res.status !== 200) throw new Error(`order: ${res.status} ${JSON.stringify(res.body)}`);
    return res.body;
  }

  it('keeps every acknowledged order and lets the match continue', async () => {
    service = await privateService.start();
    let base = service.url;
    const register = async (name: string): Promise<Player> =>
      (await call<Player>(base, 'POST', '/players', { body: { name, kind: 'bot' } })).body;
    const red = await register('Red');
    const blue = await register('Blue');
    const created = await createDuelAt<{ id: string; seedHash: string }>(base, red, blue, {
      rulesetId: 'stratoyager',
      scenarioId: 'dogfight',
      options: { variants: { baseTurns: 2 } },
    });
    expect(created.status).toBe(201);
    const matchId = created.body.id;

    const acknowledged: Accepted[] = [];
    for (let i = 0; i < 4; i++) {
      for (const p of [red, blue]) {
        const d = await owed(base, matchId, p);
        if (d) acknowledged.push(await order(base, matchId, p, d));
      }
    }
    const eventsBefore = (
      await call<{ events: unknown[] }>(base, 'GET', `/matches/${matchId}/events?limit=1000`, {
        apiKey: red.apiKey,
      })
    ).body.events;

    // The next orders: both seats at once; the process dies the moment one is acknowledged.
    const pending = (await Promise.all([red, blue].map((p) => owed(base, matchId, p)))).map(
      (d, i) => ({ d, p: [red, blue][i] }),
    );
    const inFlight = pending
      .filter((x) => x.d)
      .map(({ d, p }) =>
        order(base, matchId, p, d!).then(
          (a) => a,
          () => null,
        ),
      );
    const first = await Promise.race(inFlight);
    await service.kill('SIGKILL');
    const survived = (await Promise.all(inFlight)).filter((a): a is Accepted => a !== null);
    if (first) acknowledged.push(...survived);
    expect(acknowledged.length).toBeGreaterThanOrEqual(8);

    service = await privateService.start();
    base = service.url;
    const after = (
      await call<{ orderCount: number; status: string }>(base, 'GET', `/matches/${matchId}`, {
        apiKey: red.apiKey,
      })
    ).body;
    expect(after.status).toBe('active');
    expect(after.orderCount).toBeGreaterThanOrEqual(Math.max(...acknowledged.map((a) => a.seq)));
    const replay = (
      await call<{ orders: { seq: number; decisionId: string }[] }>(
        base,
        'GET',
        `/matches/${matchId}/replay?seat=0`,
        { apiKey: red.apiKey },
      )
    ).body;
    for (const a of acknowledged) {
      expect(replay.orders[a.seq - 1]).toEqual(
        expect.objectContaining({ seq: a.seq, decisionId: a.decisionId }),
      );
    }
    const eventsAfter = (
      await call<{ events: unknown[] }>(base, 'GET', `/matches/${matchId}/events?limit=1000`, {
        apiKey: red.apiKey,
      })
    ).body.events;
    expect(eventsAfter.slice(0, eventsBefore.length)).toEqual(eventsBefore);

    // The match goes on to its end, and its replay verifies.
    for (let n = 0; n < 500; n++) {
      const turns = await Promise.all(
        [red, blue].map(async (p) => ({ p, d: await owed(base, matchId, p) })),
      );
      if (turns.every((x) => !x.d)) break;
      for (const { p, d } of turns) if (d) await order(base, matchId, p, d);
    }
    const over = (await call<{ status: string }>(base, 'GET', `/matches/${matchId}`)).body;
    expect(over.status).toBe('finished');
    const full = (await call(base, 'GET', `/matches/${matchId}/replay`)).body;
    const verdict = (await call<{ ok: boolean }>(base, 'POST', '/replays/verify', { body: full }))
      .body;
    expect(verdict.ok).toBe(true);
  }, 240_000);
});
