/**
 * A ladder pairing plays two games at once, one from each seat; when both end together, both are
 * rated in the transactions of their last orders. Two players rated for the first time have no
 * rating rows to lock yet: if each transaction wrote them in seat order, the two would each wait
 * for the row the other wrote first (a deadlock, which PostgreSQL breaks by failing one — a 500 on
 * that last order). Both transactions are held here until each is about to write its first
 * rating, so that only the order of their writes decides. (PGlite runs one transaction at a time:
 * there the hold times out and the test checks the figures only.)
 */
import { DataSource, type EntityManager } from 'typeorm';
import { RatingsService } from '../src/modules/ratings/index.js';
import { startTestApp, type TestApp } from './helpers/app.js';
import { createDuel } from './support/matches.js';
import { registerPlayer } from './support/players.js';

/** How long a transaction waits at the hold for the other. */
const HOLD_MS = 2_000;

/** Resolves for everyone once `n` have arrived, or after HOLD_MS. */
function meeting(n: number): () => Promise<void> {
  let arrived = 0;
  let open: () => void = () => undefined;
  const opened = new Promise<void>((resolve) => (open = resolve));
  return async () => {
    if (++arrived === n) open();
    let timer: NodeJS.Timeout | undefined;
    const timedOut = new Promise<void>((resolve) => (timer = setTimeout(resolve, HOLD_MS)));
    await Promise.race([opened, timedOut]);
    clearTimeout(timer);
  };
}

/** `db`, held at `meet` before its first write of a rating. */
function heldBeforeFirstRating(db: EntityManager, meet: () => Promise<void>): EntityManager {
  let met = false;
  const query = async (sql: string, parameters?: unknown[]): Promise<unknown> => {
    if (!met && /^\s*INSERT INTO ratings\b/.test(sql)) {
      met = true;
      await meet();
    }
    return db.query(sql, parameters);
  };
  return new Proxy(db, {
    get: (target, name, receiver) =>
      name === 'query' ? query : (Reflect.get(target, name, receiver) as unknown),
  });
}

describe('two rated games of one pairing ending at once', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startTestApp();
  });

  afterAll(async () => {
    await t?.close();
  });

  it('rates both, from either seat order, for players rated for the first time', async () => {
    const ada = await registerPlayer(t, 'Ada');
    const bo = await registerPlayer(t, 'Bo');
    const games = [
      { matchId: (await createDuel(t, ada, bo)).id, players: [ada.id, bo.id] },
      { matchId: (await createDuel(t, bo, ada)).id, players: [bo.id, ada.id] },
    ];
    const dataSource = t.app.get(DataSource);
    const ratings = t.app.get(RatingsService);
    const meet = meeting(games.length);

    await Promise.all(
      games.map(({ matchId, players }) =>
        dataSource.transaction((db) =>
          ratings.rate(heldBeforeFirstRating(db, meet), {
            matchId,
            rulesetId: 'stratoyager',
            scenarioId: 'dogfight',
            players,
            // Seat 0 wins each: Ada one game, Bo the other.
            outcome: { winners: [0], draw: false, reason: 'annihilation', summary: 'Seat 0 won.' },
          }),
        ),
      ),
    );

    for (const player of [ada, bo]) {
      const res = await t.http.get(`/api/v1/players/${player.id}/ratings`).expect(200);
      expect((res.body as { ratings: unknown[] }).ratings).toEqual([
        expect.objectContaining({ games: 2, wins: 1, losses: 1, draws: 0 }),
      ]);
    }
  });
});
