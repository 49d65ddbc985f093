/**
 * The outbox survives kill -9: orders are acknowledged while the receiver holds the first
 * delivery unanswered (so every later one waits behind it), the service is killed with SIGKILL,
 * and once started again on the same data it delivers everything, each once and in order.
 */
import { verifySignature } from '../src/modules/webhooks/index.js';
import { createDuelAt } from './support/invitations.js';
import { usePrivateService } from './support/private-service.js';
import { call } from './support/service-process.js';
import { startReceiver, type Receiver } from './support/webhook-receiver.js';

interface Player {
  id: string;
  apiKey: string;
}
interface Delivery {
  id: string;
  state: string;
}

describe('webhook deliveries after kill -9', () => {
  const privateService = usePrivateService('webhooks-restart', undefined, {
    WEBHOOKS_ALLOW_PRIVATE_TARGETS: 'true',
    WEBHOOK_POLL_MS: '100',
    WEBHOOK_TIMEOUT_MS: '1000',
    WEBHOOK_RETRY_BASE_MS: '100',
    WEBHOOK_RETRY_MAX_MS: '200',
  });
  let receiver: Receiver;
  beforeAll(async () => (receiver = await startReceiver()));
  afterAll(() => receiver?.close());

  it('delivers what was committed before the kill, once and in order', async () => {
    let service = await privateService.start();
    const register = async (name: string): Promise<Player> =>
      (await call<Player>(service.url, 'POST', '/players', { body: { name, kind: 'bot' } })).body;
    const red = await register('Red');
    const blue = await register('Blue');
    const match = await createDuelAt<{ id: string }>(service.url, red, blue, {
      rulesetId: 'stratoyager',
      scenarioId: 'dogfight',
      options: { variants: { baseTurns: 2 } },
    });
    const hook = await call<{ id: string; secret: string }>(service.url, 'POST', '/webhooks', {
      apiKey: red.apiKey,
      body: {
        url: `${receiver.url}/hook`,
        matchId: match.body.id,
        events: ['turn.resolved', 'decision.required', 'match.finished'],
      },
    });
    expect(hook.status).toBe(201);

    const play = async (base: string): Promise<number> => {
      let orders = 0;
      for (let round = 0; round < 500; round++) {
        let acted = false;
        for (const p of [red, blue]) {
          const d = await call<{ decisionId: string; example: unknown }>(
            base,
            'GET',
            `/matches/${match.body.id}/decision`,
            { apiKey: p.apiKey },
          );
          if (d.status !== 200) continue;
          const res = await call(base, 'POST', `/matches/${match.body.id}/orders`, {
            apiKey: p.apiKey,
            body: { decisionId: d.body.decisionId, order: d.body.example },
          });
          expect(res.status).toBe(200);
          orders++;
          acted = true;
        }
        if (!acted) return orders;
      }
      return orders;
    };

    // The receiver takes the first delivery and never answers; the rest queue up behind it.
    receiver.hang(true);
    expect(await play(service.url)).toBeGreaterThan(0);
    await receiver.until(() => receiver.all.length > 0);
    const log = async (base: string) =>
      (
        await call<{ items: Delivery[] }>(base, 'GET', `/webhooks/${hook.body.id}/deliveries`, {
          apiKey: red.apiKey,
        })
      ).body.items;
    const queued = await log(service.url);
    expect(queued.length).toBeGreaterThan(2);
    expect(queued.every((d) => d.state === 'pending')).toBe(true);
    await service.kill('SIGKILL');

    receiver.hang(false);
    service = await privateService.start();
    let after: Delivery[] = [];
    for (let i = 0; i < 200; i++) {
      after = await log(service.url);
      if (after.every((d) => d.state === 'delivered')) break;
      await new Promise((r) => setTimeout(r, 100));
    }
    expect(after.map((d) => d.id).sort()).toEqual(queued.map((d) => d.id).sort());
    expect(after.every((d) => d.state === 'delivered')).toBe(true);

    const got = receiver.accepted();
    const ids = got.map((r) => Number(r.headers['salvo-delivery']));
    expect(ids).toEqual(queued.map((d) => Number(d.id)).sort((a, b) => a - b));
    for (const r of got) {
      const header = String(r.headers['salvo-signature']);
      expect(verifySignature(hook.body.secret, r.body, header, Date.now() / 1000)).toBe(true);
    }
    const turns = got
      .map((r) => JSON.parse(r.body) as { type: string; data: { turn?: number } })
      .filter((b) => b.type === 'turn.resolved')
      .map((b) => b.data.turn);
    const over = await call<{ status: string; phase: { turn: number } }>(
      service.url,
      'GET',
      `/matches/${match.body.id}`,
    );
    expect(over.body.status).toBe('finished');
    expect(turns).toEqual(Array.from({ length: over.body.phase.turn }, (_, i) => i + 1));
  }, 180_000);
});
