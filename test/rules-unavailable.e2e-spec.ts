/**
 * A match created under rules this server does not have (a newer ruleset version or dice
 * generator, as in a rolling deploy where a newer instance created it) is refused as unavailable
 * with a problem, never a 500, and nothing of it changes: a server with those rules plays it on.
 */
import { DataSource } from 'typeorm';
import { LiveMatches } from '../src/modules/match-runtime/index.js';
import { startTestApp, type TestApp } from './helpers/app.js';
import { codeOf, gql } from './support/graphql.js';
import { createDuel, decisionOf, type Decision } from './support/matches.js';
import { registerPlayer, type TestPlayer } from './support/players.js';

const mode = process.env.DATABASE_URL ? 'PostgreSQL (DATABASE_URL)' : 'embedded PGlite';

describe(`a match under rules this server lacks, on ${mode}`, () => {
  let t: TestApp;
  let red: TestPlayer;
  let blue: TestPlayer;
  beforeAll(async () => {
    t = await startTestApp();
    red = await registerPlayer(t, 'red');
    blue = await registerPlayer(t, 'blue');
  });
  afterAll(async () => {
    await t?.close();
  });

  /** Rewrites the match's row as a newer server would have written it, out of this one's memory. */
  async function recordedUnder(matchId: string, column: string, value: string): Promise<string> {
    const db = t.app.get(DataSource);
    const [before] = (await db.query(`SELECT ${column} AS value FROM matches WHERE id = $1`, [
      matchId,
    ])) as { value: string }[];
    await db.query(`UPDATE matches SET ${column} = $2 WHERE id = $1`, [matchId, value]);
    t.app.get(LiveMatches).forget(matchId);
    return before.value;
  }

  const submit = (matchId: string, d: Decision) =>
    t.http
      .post(`/api/v1/matches/${matchId}/orders`)
      .set(red.auth)
      .send({ decisionId: d.decisionId, order: d.example });

  it.each([
    ['ruleset_version', '9.0.0'],
    ['dice_generator', 'dice-from-the-future-v9'],
  ])(
    'an order to a match whose %s is %s is a 503 RULES_UNAVAILABLE; it stays as it was',
    async (column, value) => {
      const m = await createDuel(t, red, blue);
      const d = (await decisionOf(t, m.id, red))!;
      const was = await recordedUnder(m.id, column, value);

      const refused = await submit(m.id, d).expect(503);
      expect(refused.headers['content-type']).toMatch(/application\/problem\+json/);
      expect(refused.headers['retry-after']).toBe('30');
      expect(refused.body).toMatchObject({
        status: 503,
        code: 'RULES_UNAVAILABLE',
        matchId: m.id,
        rulesetId: 'stratoyager',
      });
      expect(refused.body.detail).toContain(value);

      const query = await gql(
        t,
        `query($id: ID!) { decision(matchId: $id) { decisionId } }`,
        { id: m.id },
        red.apiKey,
      );
      expect(codeOf(query)).toBe('RULES_UNAVAILABLE');

      // Back on a server that has the rules, the order is the first one: nothing was taken.
      await recordedUnder(m.id, column, was);
      const accepted = await submit(m.id, d).expect(200);
      expect(accepted.body.seq).toBe(1);
    },
  );
});
