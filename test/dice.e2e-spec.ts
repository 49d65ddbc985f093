/**
 * Issue #12, finding 1: dice must not be predictable. A match created now rolls ChaCha20 keyed by
 * its seed (chacha20-v1): once it is over, its revealed seed reproduces every face through an
 * independent ChaCha20 (OpenSSL's, not the engine's), and its replay verifies over REST and
 * GraphQL. A match stored before the change (xoroshiro128plus-v1) keeps its generator: the
 * service continues it, serves its replay and verifies it, with or without the generator named.
 */
import { createCipheriv, createHash } from 'node:crypto';
import { DataSource } from 'typeorm';
import {
  createMatch,
  rngFromSeed,
  XOROSHIRO128PLUS_V1,
  type MatchConfig,
} from '../src/engine/index.js';
import {
  appendEvents,
  inStoredForm,
  insertMatch,
  insertSeats,
  nextDeadline,
  pendingNow,
} from '../src/modules/match-runtime/index.js';
import { startTestApp, type TestApp } from './helpers/app.js';
import { gql } from './support/graphql.js';
import { createDuel, getMatch, playToEnd } from './support/matches.js';
import { registerPlayer, type TestPlayer } from './support/players.js';

const mode = process.env.DATABASE_URL ? 'PostgreSQL (DATABASE_URL)' : 'embedded PGlite';

interface Replay {
  seed?: string;
  seedHash: string;
  generator?: string;
  rngAlgorithm: string;
  events: { seq: number; type: string; data: Record<string, unknown> }[];
  outcome: unknown;
}

interface Die {
  sides: number;
  face: number;
}

/** Every face the replay rolled, in draw order, with its die. */
function rolled(replay: Replay): Die[] {
  return replay.events
    .filter((e) => e.type === 'dice.rolled')
    .flatMap((e) => {
      const sides = Number(String(e.data.notation).split('d')[1]);
      return (e.data.faces as number[]).map((face) => ({ sides, face }));
    });
}

/**
 * The faces of `dice` by the published recipe, computed with OpenSSL's ChaCha20: key =
 * SHA-256("dice:" + seed), counter 0, nonce 0, little-endian words, rejection as in SY-RNG-2.
 */
function chacha20Faces(seed: string, dice: readonly { sides: number }[]): Die[] {
  const key = createHash('sha256').update(`dice:${seed}`).digest();
  const keystream = createCipheriv('chacha20', key, Buffer.alloc(16));
  let words = Buffer.alloc(0);
  let at = 0;
  const next = (): number => {
    if (at === words.length) [words, at] = [keystream.update(Buffer.alloc(1024)), 0];
    at += 4;
    return words.readUInt32LE(at - 4);
  };
  return dice.map(({ sides }) => {
    const limit = Math.floor(2 ** 32 / sides) * sides;
    for (;;) {
      const r = next();
      if (r < limit) return { sides, face: (r % sides) + 1 };
    }
  });
}

/** The faces the old generator (xoroshiro128+) gives for `seed`. */
function xoroshiroFaces(seed: string, dice: readonly { sides: number }[]): Die[] {
  const stream = rngFromSeed(seed);
  return dice.map(({ sides }) => ({ sides, face: stream.int(sides) + 1 }));
}

describe(`dice over REST and GraphQL on ${mode}`, () => {
  let t: TestApp;
  let red: TestPlayer;
  let blue: TestPlayer;

  beforeAll(async () => {
    t = await startTestApp();
    red = await registerPlayer(t, 'Red');
    blue = await registerPlayer(t, 'Blue');
  });
  afterAll(() => t?.close());

  async function finishedReplay(matchId: string): Promise<Replay> {
    await playToEnd(t, matchId, [red, blue]);
    expect((await getMatch(t, matchId)).status).toBe('finished');
    return (await t.http.get(`/api/v1/matches/${matchId}/replay`).expect(200)).body as Replay;
  }

  async function verifyOverRest(replay: object): Promise<{ ok: boolean; problems: unknown[] }> {
    const res = await t.http.post('/api/v1/replays/verify').send(replay).expect(200);
    return res.body as { ok: boolean; problems: unknown[] };
  }

  async function verifyOverGraphql(replay: object): Promise<unknown> {
    const verdict = await gql<{ verifyReplay: unknown }>(
      t,
      `mutation($replay: ReplayInput!) { verifyReplay(replay: $replay) { ok problems { code } } }`,
      { replay },
    );
    expect(verdict.errors).toBeUndefined();
    return verdict.data?.verifyReplay;
  }

  it('a new match records chacha20-v1, and its revealed seed gives its faces through ChaCha20', async () => {
    const { id } = await createDuel(t, red, blue);
    const [row] = (await t.app
      .get(DataSource)
      .query('SELECT dice_generator FROM matches WHERE id = $1', [id])) as {
      dice_generator: string;
    }[];
    expect(row.dice_generator).toBe('chacha20-v1');

    const replay = await finishedReplay(id);
    expect(replay.generator).toBe('chacha20-v1');
    expect(replay.events[0].data).toMatchObject({ generator: 'chacha20-v1' });
    expect(createHash('sha256').update(replay.seed!).digest('hex')).toBe(replay.seedHash);
    const dice = rolled(replay);
    expect(dice.length).toBeGreaterThan(3);
    expect(dice).toEqual(chacha20Faces(replay.seed!, dice));
    expect(dice).not.toEqual(xoroshiroFaces(replay.seed!, dice));

    expect(await verifyOverRest(replay)).toMatchObject({ ok: true, problems: [] });
    expect(await verifyOverGraphql(replay)).toEqual({ ok: true, problems: [] });
    // Told it was the old generator, the same replay does not verify.
    expect((await verifyOverRest({ ...replay, generator: XOROSHIRO128PLUS_V1 })).ok).toBe(false);
  });

  it('a match stored before the change keeps xoroshiro128plus-v1: it plays on, replays and verifies', async () => {
    const seed = 'stored before chacha20';
    const config = inStoredForm<MatchConfig>({
      rulesetId: 'stratoyager',
      scenarioId: 'dogfight',
      options: { baseTurns: 1 },
      dice: 'seeded',
    });
    // The rows MatchesService.create wrote before generators were recorded (then migrated).
    const old = createMatch(config, seed, XOROSHIRO128PLUS_V1);
    const pending = pendingNow(old, [], null, new Date());
    const id = await t.app.get(DataSource).transaction(async (db) => {
      const matchId = await insertMatch(db, {
        rulesetId: 'stratoyager',
        rulesetVersion: old.ruleset.version,
        config,
        status: 'active',
        seed,
        seedHash: old.seedHash,
        diceGenerator: XOROSHIRO128PLUS_V1,
        phase: old.phase(),
        createdBy: red.id,
        visibility: 'public',
        deadlineSeconds: null,
        eventSeq: old.lastEventSeq,
        pending,
        nextDeadlineAt: nextDeadline(pending),
        startedAt: new Date(),
      });
      await insertSeats(db, matchId, [
        { seat: 0, playerId: red.id, bot: null },
        { seat: 1, playerId: blue.id, bot: null },
      ]);
      await appendEvents(
        db,
        matchId,
        old.toJSON().events.map((event) => ({ event, orderSeq: null })),
      );
      return matchId;
    });

    const replay = await finishedReplay(id);
    expect(replay.seed).toBe(seed);
    expect(replay.generator).toBe(XOROSHIRO128PLUS_V1);
    expect(replay.events[0].data).not.toHaveProperty('generator');
    const dice = rolled(replay);
    expect(dice.length).toBeGreaterThan(3);
    expect(dice).toEqual(xoroshiroFaces(seed, dice));

    expect(await verifyOverRest(replay)).toMatchObject({ ok: true, problems: [] });
    // A replay saved before the field existed names no generator: it is the old one.
    const { generator: _named, ...unnamed } = replay;
    expect(await verifyOverRest(unnamed)).toMatchObject({ ok: true, problems: [] });
    expect(await verifyOverGraphql(unnamed)).toEqual({ ok: true, problems: [] });
    expect((await verifyOverRest({ ...replay, generator: 'chacha20-v1' })).ok).toBe(false);
  });

  it('an unknown generator is a 400 naming the field', async () => {
    const { id } = await createDuel(t, red, blue);
    const replay = await finishedReplay(id);
    const res = await t.http
      .post('/api/v1/replays/verify')
      .send({ ...replay, generator: 'mt19937-v1' })
      .expect(400);
    expect(res.body).toMatchObject({ code: 'VALIDATION_FAILED' });
    expect(JSON.stringify(res.body)).toContain('generator');
  });
});
