/**
 * Two app processes on one PostgreSQL and one Redis (issue 5, "Done when"): clients subscribed
 * on one instance receive, in order, every event of a match played through the other. Needs a
 * PostgreSQL and a Redis server: it runs when DATABASE_URL and REDIS_URL are both set (CI's
 * second pass) and is skipped otherwise.
 */
import { createClient, type Client } from 'graphql-ws';
import WebSocket from 'ws';
import { asInstance, type Instance } from './instances/process.js';
import { usePrivateService } from './support/private-service.js';

const { DATABASE_URL, REDIS_URL } = process.env;
const runs = Boolean(DATABASE_URL && REDIS_URL);
const title = runs
  ? 'two instances on one PostgreSQL and one Redis'
  : 'two instances (skipped: set DATABASE_URL and REDIS_URL to run it)';

interface Player {
  id: string;
  apiKey: string;
}
interface Event {
  seq: number;
  type: string;
  visibleTo: number[] | null;
  data: Record<string, unknown>;
}

async function call<T>(
  base: string,
  method: string,
  path: string,
  options: { player?: Player; body?: unknown } = {},
): Promise<{ status: number; body: T }> {
  const headers: Record<string, string> = {};
  if (options.player) headers.authorization = `Bearer ${options.player.apiKey}`;
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  const res = await fetch(`${base}/api/v1${path}`, {
    method,
    headers,
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
  const text = await res.text();
  const body = (text ? JSON.parse(text) : null) as T;
  if (res.status >= 400) throw new Error(`${method} ${path}: ${res.status} ${text}`);
  return { status: res.status, body };
}

/** REST leaves `visibleTo` out of public events; GraphQL says null. */
const normal = (e: Event): Event => ({ ...e, visibleTo: e.visibleTo ?? null });

/** Every event the caller may see, through REST, page by page. */
async function eventLog(base: string, matchId: string, player?: Player): Promise<Event[]> {
  const events: Event[] = [];
  for (let after = 0; ;) {
    const { body } = await call<{ events: Event[] }>(
      base,
      'GET',
      `/matches/${matchId}/events?after=${after}&limit=100`,
      { player },
    );
    if (body.events.length === 0) return events;
    events.push(...body.events.map(normal));
    after = body.events[body.events.length - 1].seq;
  }
}

/** A matchEvents subscription's deliveries, in arrival order. */
class Follower {
  readonly events: Event[] = [];
  readonly errors: unknown[] = [];
  private readonly client: Client;

  constructor(ws: string, matchId: string, player?: Player) {
    this.client = createClient({
      url: ws,
      webSocketImpl: WebSocket,
      connectionParams: player ? { authorization: `Bearer ${player.apiKey}` } : undefined,
      retryAttempts: 0,
    });
    this.client.subscribe<{ matchEvents: Event }>(
      {
        query: `subscription($matchId: ID!) {
          matchEvents(matchId: $matchId, after: 0) { seq type visibleTo data } }`,
        variables: { matchId },
      },
      {
        next: (r) => {
          if (r.errors) this.errors.push(...r.errors);
          if (r.data) this.events.push(normal(r.data.matchEvents));
        },
        error: (e) => this.errors.push(e),
        complete: () => undefined,
      },
    );
  }

  async waitFor(seq: number, timeoutMs = 20_000): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    while (!this.events.some((e) => e.seq === seq)) {
      if (Date.now() > deadline || this.errors.length > 0) {
        throw new Error(
          `event ${seq} not received; got ${this.events.length} events, errors ${JSON.stringify(this.errors)}`,
        );
      }
      await new Promise((r) => setTimeout(r, 50));
    }
  }

  close(): Promise<void> {
    return this.client.dispose() as Promise<void>;
  }
}

async function register(instance: Instance, name: string): Promise<Player> {
  return (await call<Player>(instance.url, 'POST', '/players', { body: { name, kind: 'bot' } }))
    .body;
}

/** Plays the match to its end through one instance: each seat answers what it owes. */
async function playOn(instance: Instance, matchId: string, players: Player[]): Promise<number> {
  let orders = 0;
  for (let idle = 0; idle < 2 && orders < 2000;) {
    idle++;
    for (const player of players) {
      const decision = await call<{
        decisionId: string;
        choices: unknown[] | null;
        example: unknown;
      }>(instance.url, 'GET', `/matches/${matchId}/decision`, { player });
      if (decision.status === 204) continue;
      const { decisionId, choices, example } = decision.body;
      const order = choices?.length ? choices[orders % choices.length] : example;
      await call(instance.url, 'POST', `/matches/${matchId}/orders`, {
        player,
        body: { decisionId, order },
      });
      orders++;
      idle = 0;
    }
  }
  return orders;
}

(runs ? describe : describe.skip)(title, () => {
  const privateService = usePrivateService('two-instances', REDIS_URL);
  let one: Instance;
  let two: Instance;

  beforeAll(async () => {
    // Started together: the migrations' advisory lock lets only one of them migrate.
    const started = await Promise.all([privateService.start(), privateService.start()]);
    [one, two] = started.map(asInstance);
  }, 120_000);

  /** What the followers received and what the log holds, once the match is over. */
  let played: {
    spectator: Follower;
    onTwo: Follower;
    redsOwn: Follower;
    publicLog: Event[];
    redsLog: Event[];
    status: string;
    orders: number;
  };

  beforeAll(async () => {
    const red = await register(one, 'Red');
    const blue = await register(two, 'Blue');
    const match = (
      await call<{ id: string }>(two.url, 'POST', '/matches', {
        player: red,
        body: {
          rulesetId: 'stratoyager',
          scenarioId: 'dogfight',
          seats: [{ seat: 0, playerId: red.id }],
        },
      })
    ).body;
    // Subscribed before the match starts: every event from the first on is delivered live.
    const spectator = new Follower(one.ws, match.id);
    const redsOwn = new Follower(one.ws, match.id, red);
    const onTwo = new Follower(two.ws, match.id);
    await call(one.url, 'POST', `/matches/${match.id}/join`, { player: blue, body: { seat: 1 } });
    const orders = await playOn(two, match.id, [red, blue]);
    const status = (await call<{ status: string }>(two.url, 'GET', `/matches/${match.id}`)).body
      .status;
    const publicLog = await eventLog(two.url, match.id);
    const redsLog = await eventLog(two.url, match.id, red);
    // Waits for the last event each should get; a follower that misses it fails its test below.
    await Promise.allSettled([
      spectator.waitFor(publicLog[publicLog.length - 1].seq),
      onTwo.waitFor(publicLog[publicLog.length - 1].seq),
      redsOwn.waitFor(redsLog[redsLog.length - 1].seq),
    ]);
    await Promise.all([spectator.close(), redsOwn.close(), onTwo.close()]);
    played = { spectator, onTwo, redsOwn, publicLog, redsLog, status, orders };
  }, 180_000);

  it('plays a whole match through instance two', () => {
    expect(played.status).toBe('finished');
    expect(played.orders).toBeGreaterThan(2);
  });

  it('spectators on instance one receive every public event, once, in order', () => {
    expect(played.spectator.errors).toEqual([]);
    expect(played.spectator.events).toEqual(played.publicLog);
  });

  it('spectators on instance two receive the same', () => {
    expect(played.onTwo.events).toEqual(played.publicLog);
  });

  it('a bot key revoked on instance one is refused on instance two as soon as it hears', async () => {
    const owner = await register(one, 'Owner');
    const bot = (
      await call<Player>(one.url, 'POST', '/players/me/bots', {
        player: owner,
        body: { name: 'Revoked' },
      })
    ).body;
    // Instance two has the key's owner in memory.
    expect((await call<Player>(two.url, 'GET', '/players/me', { player: bot })).body.id).toBe(
      bot.id,
    );
    await call(one.url, 'DELETE', `/players/me/bots/${bot.id}/key`, { player: owner });
    const deadline = Date.now() + 5_000; // far below the minute it would otherwise be trusted
    let status = 200;
    while (status === 200 && Date.now() < deadline) {
      status = (
        await fetch(`${two.url}/api/v1/players/me`, {
          headers: { authorization: `Bearer ${bot.apiKey}` },
        })
      ).status;
      if (status === 200) await new Promise((r) => setTimeout(r, 50));
    }
    expect(status).toBe(401);
  });

  it('a seat’s player on instance one also receives its private events, in order', () => {
    expect(played.redsLog.length).toBeGreaterThan(played.publicLog.length);
    expect(played.redsOwn.errors).toEqual([]);
    expect(played.redsOwn.events).toEqual(played.redsLog);
  });
});
