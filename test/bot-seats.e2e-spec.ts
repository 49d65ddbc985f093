/**
 * Built-in bots in their seats (issue 6): listed per ruleset, they play inside the service as soon
 * as they owe a decision — against each other with no client connected, against a player over
 * REST — and a decision owed when an instance stopped is played after a restart. They decide
 * with the match unlocked, decide again when the match moved on meanwhile, and a seat whose bot
 * keeps failing is tried ever later, then given the ruleset's default order.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { jest } from '@jest/globals';
import { Logger } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { findBot, type BotTurn } from '../src/engine/index.js';
import { BOT_RETRY, BotRunner } from '../src/modules/bots/index.js';
import { MatchWriter } from '../src/modules/match-runtime/index.js';
import { startTestApp, type TestApp } from './helpers/app.js';
import { gql } from './support/graphql.js';
import { seatByInvitation } from './support/invitations.js';
import { decisionOf, getMatch, playToEnd, type MatchBody } from './support/matches.js';
import { registerPlayer, type TestPlayer } from './support/players.js';

interface Event {
  seq: number;
  type: string;
  data: Record<string, unknown>;
}

async function createMatch(t: TestApp, by: TestPlayer, seats: unknown[]): Promise<MatchBody> {
  const res = await t.http
    .post('/api/v1/matches')
    .set(by.auth)
    .send({ rulesetId: 'stratoyager', scenarioId: 'dogfight', seats })
    .expect(201);
  return res.body as MatchBody;
}

async function untilFinished(t: TestApp, matchId: string, timeoutMs = 60_000): Promise<MatchBody> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const m = await getMatch(t, matchId);
    if (m.status !== 'active' && m.status !== 'open') return m;
    if (Date.now() > deadline) throw new Error(`still ${m.status} after ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** Plays `p`'s decisions (with the example) until the match ends; the bots answer in between. */
async function playAgainstBots(t: TestApp, matchId: string, p: TestPlayer): Promise<number> {
  let orders = 0;
  for (const deadline = Date.now() + 60_000; Date.now() < deadline;) {
    orders += await playToEnd(t, matchId, [p]);
    if ((await getMatch(t, matchId)).status !== 'active') return orders;
    await new Promise((r) => setTimeout(r, 20));
  }
  throw new Error('the match did not end');
}

async function events(t: TestApp, matchId: string): Promise<Event[]> {
  const out: Event[] = [];
  for (let after = 0; ;) {
    const res = await t.http.get(`/api/v1/matches/${matchId}/events?after=${after}&limit=500`);
    const page = (res.body as { events: Event[] }).events;
    if (page.length === 0) return out;
    out.push(...page);
    after = page[page.length - 1].seq;
  }
}

const acceptedBy = (log: Event[], seat: number): number =>
  log.filter((e) => e.type === 'order.accepted' && e.data.seat === seat).length;

describe('built-in bot seats', () => {
  let t: TestApp;
  let red: TestPlayer;
  beforeAll(async () => {
    t = await startTestApp();
    red = await registerPlayer(t, 'Red');
  });
  afterAll(() => t?.close());

  it('are listed per ruleset over REST and GraphQL', async () => {
    const rest = await t.http.get('/api/v1/rulesets/stratoyager').expect(200);
    const refs = (rest.body as { bots: { ref: string }[] }).bots.map((b) => b.ref);
    expect(refs).toEqual(expect.arrayContaining(['stratoyager/random', 'stratoyager/heuristic']));
    const graph = await gql<{ ruleset: { bots: { ref: string }[] } }>(
      t,
      `{ ruleset(id: "stratoyager") { bots { ref name description } } }`,
    );
    expect(graph.data!.ruleset.bots.map((b) => b.ref)).toEqual(refs);
  });

  it('finish a match between two of them with no client connected', async () => {
    const m = await createMatch(t, red, [
      { seat: 0, bot: 'stratoyager/heuristic' },
      { seat: 1, bot: 'stratoyager/random' },
    ]);
    expect(m.status).toBe('active');
    const done = await untilFinished(t, m.id);
    expect(done.status).toBe('finished');
    expect(done.outcome).not.toBeNull();
    const log = await events(t, m.id);
    expect(acceptedBy(log, 0)).toBeGreaterThan(0);
    expect(acceptedBy(log, 1)).toBeGreaterThan(0);
    expect(acceptedBy(log, 0) + acceptedBy(log, 1)).toBe(done.orderCount);
    // The log it left replays to the same events: the bots went through the order path.
    const replay = await t.http.get(`/api/v1/matches/${m.id}/replay`).expect(200);
    const verified = await t.http.post('/api/v1/replays/verify').send(replay.body).expect(200);
    expect(verified.body).toEqual(expect.objectContaining({ ok: true }));
  });

  it('start playing when a player takes the last open seat', async () => {
    const blue = await registerPlayer(t, 'Blue');
    const m = await createMatch(t, red, [{ seat: 0, bot: 'stratoyager/random' }]);
    expect(m.status).toBe('open');
    await t.http.post(`/api/v1/matches/${m.id}/join`).set(blue.auth).send({}).expect(200);
    // The bot in seat 0 owes the first decision: it is played without anyone asking.
    const deadline = Date.now() + 20_000;
    while ((await getMatch(t, m.id)).orderCount === 0) {
      if (Date.now() > deadline) throw new Error('the bot did not play its first decision');
      await new Promise((r) => setTimeout(r, 50));
    }
    expect(acceptedBy(await events(t, m.id), 0)).toBeGreaterThan(0);
  });

  it('answer a player over REST at once, each decision once', async () => {
    const m = await createMatch(t, red, [
      { seat: 0, playerId: red.id },
      { seat: 1, bot: 'stratoyager/heuristic' },
    ]);
    const mine = await playAgainstBots(t, m.id, red);
    const done = await untilFinished(t, m.id);
    expect(done.status).toBe('finished');
    const log = await events(t, m.id);
    expect(acceptedBy(log, 0)).toBe(mine);
    expect(acceptedBy(log, 1)).toBe(done.orderCount - mine);
    const decided = log.filter((e) => e.type === 'order.accepted').map((e) => e.data.decisionId);
    expect(new Set(decided).size).toBe(decided.length);
  });
});

describe('a bot decision owed when the instance stopped', () => {
  let dataDir: string;
  let apps: TestApp[] = [];
  const start = async (): Promise<TestApp> => {
    const app = await startTestApp({ database: 'embedded', env: { SALVO_DATA_DIR: dataDir } });
    apps.push(app);
    return app;
  };
  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'salvo-bots-'));
  });
  afterAll(async () => {
    for (const app of apps) await app.close().catch(() => undefined);
    apps = [];
    await rm(dataDir, { recursive: true, force: true });
  });

  it('is played after a restart, and the match goes on to its end', async () => {
    const first = await start();
    const red = await registerPlayer(first, 'Red');
    const blue = await registerPlayer(first, 'Blue');
    const m = await createMatch(first, red, [{ seat: 0, playerId: red.id }]);
    await seatByInvitation(first, m.id, red, blue, 1);
    // The instance stops playing bots, then a seat turns out to be a bot's: it owes its
    // decisions with nobody to play them, as if the instance had died right after a commit.
    await first.app.get(BotRunner).beforeApplicationShutdown();
    await first.app
      .get(DataSource)
      .query(
        `UPDATE match_seats SET player_id = NULL, bot = 'stratoyager/random' WHERE match_id = $1 AND seat = 1`,
        [m.id],
      );
    const owed = (await getMatch(first, m.id)).awaiting.filter((a) => a.seat === 1);
    expect(owed.length).toBeGreaterThan(0);
    await first.close();
    apps = [];

    const second = await start();
    const deadline = Date.now() + 20_000;
    let awaiting = owed;
    while (awaiting.some((a) => owed.some((o) => o.decisionId === a.decisionId))) {
      if (Date.now() > deadline) throw new Error('the owed bot decision was not played');
      await new Promise((r) => setTimeout(r, 200));
      awaiting = (await getMatch(second, m.id)).awaiting;
    }
    await playAgainstBots(second, m.id, red);
    expect((await untilFinished(second, m.id)).status).toBe('finished');
  }, 120_000);
});

describe('a round of bot play', () => {
  let t: TestApp;
  let runner: BotRunner;
  let writer: MatchWriter;
  let red: TestPlayer;
  let blue: TestPlayer;
  const heuristic = findBot('stratoyager', 'heuristic')!;
  const decide = heuristic.decide.bind(heuristic);
  beforeAll(async () => {
    t = await startTestApp();
    runner = t.app.get(BotRunner);
    writer = t.app.get(MatchWriter);
    // Rounds are played by hand here: nothing plays the bot seats behind the test's back.
    await runner.beforeApplicationShutdown();
    red = await registerPlayer(t, 'Red');
    blue = await registerPlayer(t, 'Blue');
  });
  afterEach(() => jest.restoreAllMocks());
  afterAll(() => t?.close());

  /** The heuristic bot, watched: `seen` gets what each call is shown, `decide` its extra work. */
  function watchHeuristic(during: (turn: BotTurn) => void = () => undefined): BotTurn[] {
    const seen: BotTurn[] = [];
    jest.spyOn(heuristic, 'decide').mockImplementation((turn) => {
      seen.push(turn);
      during(turn);
      return decide(turn);
    });
    return seen;
  }

  /** Red answers the decision it owes with the example. */
  async function redAnswers(matchId: string): Promise<void> {
    const d = (await decisionOf(t, matchId, red))!;
    await t.http
      .post(`/api/v1/matches/${matchId}/orders`)
      .set(red.auth)
      .send({ decisionId: d.decisionId, order: d.example })
      .expect(200);
  }

  it('decides with the match unlocked: no read or write of it is under way meanwhile', async () => {
    let underWay = 0;
    for (const unit of ['act', 'read'] as const) {
      const original = writer[unit].bind(writer) as (
        id: string,
        work: (x: unknown) => unknown,
      ) => Promise<unknown>;
      jest.spyOn(writer, unit).mockImplementation(((id: string, work: (x: unknown) => unknown) =>
        original(id, async (x) => {
          underWay++;
          try {
            return await work(x);
          } finally {
            underWay--;
          }
        })) as never);
    }
    const lockedWhileDeciding: number[] = [];
    watchHeuristic(() => lockedWhileDeciding.push(underWay));
    const m = await createMatch(t, red, [
      { seat: 0, bot: 'stratoyager/heuristic' },
      { seat: 1, bot: 'stratoyager/heuristic' },
    ]);
    let played = 0;
    for (let round = 0; round < 8; round++) played += await runner.play(m.id);
    expect(played).toBeGreaterThanOrEqual(8);
    expect((await getMatch(t, m.id)).orderCount).toBe(played);
    expect(lockedWhileDeciding.length).toBeGreaterThanOrEqual(played);
    expect(lockedWhileDeciding.filter((n) => n !== 0)).toEqual([]);
  });

  it('decides again when the match moved on while the bot decided, and answers once', async () => {
    const m = await createMatch(t, red, [
      { seat: 0, playerId: red.id },
      { seat: 1, bot: 'stratoyager/heuristic' },
    ]);
    // Both seats owe their reserves at once; Red answers between the bot's read and its submission.
    const seen = watchHeuristic();
    const read = writer.read.bind(writer);
    jest.spyOn(writer, 'read').mockImplementationOnce(async (id, work) => {
      const owed = await read(id, work);
      await redAnswers(m.id);
      return owed;
    });
    expect(await runner.play(m.id)).toBe(1);
    // Decided on the position it read, then again on the one Red's answer left.
    expect(seen.map((turn) => turn.decision.id)).toEqual([
      'deploy.reserves.1',
      'deploy.reserves.1',
    ]);
    expect(seen[1].view).not.toEqual(seen[0].view);
    const log = await events(t, m.id);
    expect(acceptedBy(log, 0)).toBe(1);
    expect(acceptedBy(log, 1)).toBe(1);
  });

  it("tries a failing seat ever later, then plays the ruleset's default order for it", async () => {
    const m = await createMatch(t, red, [{ seat: 0, playerId: red.id }]);
    await seatByInvitation(t, m.id, red, blue, 1);
    // A bot this server does not have (say, retired in an upgrade): every play of it fails.
    await t.app
      .get(DataSource)
      .query(
        `UPDATE match_seats SET player_id = NULL, bot = 'stratoyager/retired' WHERE match_id = $1 AND seat = 1`,
        [m.id],
      );
    const warn = jest.spyOn(Logger.prototype, 'warn');
    const warned = (text: string): number =>
      warn.mock.calls.filter(([line]) => String(line).startsWith(`match ${m.id}, seat 1: ${text}`))
        .length;
    const attempts = (): number => warned('this server has no bot stratoyager/retired');

    const start = Date.now();
    let at = start;
    let wait = BOT_RETRY.firstDelayMs;
    for (let attempt = 1; attempt < BOT_RETRY.attempts; attempt++) {
      expect(await runner.play(m.id, at)).toBe(0);
      expect(attempts()).toBe(attempt);
      // Within the wait, the seat is left alone; the wait doubles after each failure.
      expect(await runner.play(m.id, at + wait - 1)).toBe(0);
      expect(attempts()).toBe(attempt);
      at += wait;
      wait = Math.min(wait * 2, BOT_RETRY.maxDelayMs);
    }
    expect(warned('its bot failed')).toBe(0);
    expect(await runner.play(m.id, at)).toBe(1);
    expect(attempts()).toBe(BOT_RETRY.attempts);
    expect(warned(`its bot failed ${BOT_RETRY.attempts} times in a row`)).toBe(1);

    const defaults = (await events(t, m.id)).filter(
      (e) => e.type === 'order.accepted' && e.data.seat === 1,
    );
    expect(defaults).toEqual([
      expect.objectContaining({ data: expect.objectContaining({ default: true }) }),
    ]);
    // Played for, the seat starts over: its next decision is tried at once.
    await redAnswers(m.id);
    expect(await runner.play(m.id, at)).toBe(0);
    expect(attempts()).toBe(BOT_RETRY.attempts + 1);
  });
});
