/**
 * Turn summaries, map pictures and signed read-only links, through REST and GraphQL: formats and
 * content types, refusals as problem details, the caller's view only (a seat's hidden order does
 * not show to the other seat), and links that stand in for an API key until they expire.
 */
import { createHmac } from 'node:crypto';
import { ReportsService } from '../src/modules/reports/index.js';
import { startTestApp, type TestApp } from './helpers/app.js';
import { codeOf, gql } from './support/graphql.js';
import { createDuel, decisionOf, getMatch, playRounds } from './support/matches.js';
import { registerPlayer, type TestPlayer } from './support/players.js';

const mode = process.env.DATABASE_URL ? 'PostgreSQL (DATABASE_URL)' : 'embedded PGlite';
const SECRET = 'report-link-secret-for-the-e2e-suite-0123456789';
const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** The link signature as docs/… and report-links.ts define it, made here independently. */
function sign(matchId: string, seat: number | null, exp: number): string {
  const what = `salvo-report-link:v1\n${matchId}\n${seat ?? 'spectator'}\n${exp}`;
  return createHmac('sha256', SECRET).update(what).digest('base64url');
}

const asText = (body: unknown): string =>
  Buffer.isBuffer(body) ? body.toString('utf8') : String(body);

describe(`summaries, maps and signed links on ${mode}`, () => {
  let t: TestApp;
  let a: TestPlayer;
  let b: TestPlayer;
  let matchId: string;
  beforeAll(async () => {
    t = await startTestApp({ env: { REPORT_LINK_SECRET: SECRET } });
    a = await registerPlayer(t, 'Reporter A');
    b = await registerPlayer(t, 'Reporter B');
    matchId = (await createDuel(t, a, b, { visibility: 'private' })).id;
  });
  afterAll(() => t?.close());

  const summaryUrl = (query = '') => `/api/v1/matches/${matchId}/summary${query}`;

  it("shows seat 1 nothing of seat 0's hidden order", async () => {
    // The opening step (reserves) is hidden and owed by both seats.
    const d = (await decisionOf(t, matchId, a))!;
    expect(d.simultaneous).toBe(true);
    expect(await decisionOf(t, matchId, b)).not.toBeNull();
    const seen = async () => {
      const json = await t.http.get(summaryUrl('?format=json')).set(b.auth).expect(200);
      // No board before the units are placed: then the refusal must not change either.
      const svg = await t.http.get(`/api/v1/matches/${matchId}/map.svg`).set(b.auth);
      const map = svg.status === 200 ? asText(svg.body) : JSON.stringify(svg.body.code);
      return JSON.stringify((json.body as { sections: unknown }).sections) + map;
    };
    const before = await seen();
    await t.http
      .post(`/api/v1/matches/${matchId}/orders`)
      .set(a.auth)
      .send({ decisionId: d.decisionId, order: d.example })
      .expect(200);
    expect(await seen()).toBe(before);
  });

  it('plays on into the first turn', async () => {
    // Through deployment into the first turn: moves, dice, a board.
    for (let i = 0; i < 40; i++) {
      const match = await getMatch(t, matchId, a);
      if ((match.view as { turn: number }).turn >= 1 || match.status !== 'active') break;
      await playRounds(t, matchId, [a, b], 1);
    }
    expect(((await getMatch(t, matchId, a)).view as { turn: number }).turn).toBeGreaterThanOrEqual(
      1,
    );
  });

  it('serves the current turn in Markdown by default, text and JSON on request', async () => {
    const md = await t.http.get(summaryUrl()).set(a.auth).expect(200);
    expect(md.headers['content-type']).toMatch(/^text\/markdown; charset=utf-8/);
    expect(md.text).toMatch(/^# Basic Stratoyager, turn \d+\n/);
    const text = await t.http.get(summaryUrl('?format=text')).set(a.auth).expect(200);
    expect(text.headers['content-type']).toMatch(/^text\/plain/);
    expect(text.text).not.toContain('# ');
    const json = await t.http.get(summaryUrl('?format=json&turn=0')).set(a.auth).expect(200);
    const body = json.body as { turn: number; turns: number[]; sections: { entries: unknown[] }[] };
    expect(body.turn).toBe(0);
    expect(body.turns[0]).toBe(0);
    expect(body.sections.length).toBeGreaterThan(0);
  });

  it('refuses an unknown turn, a bad format and a private match to strangers, as problem details', async () => {
    const turn = await t.http.get(summaryUrl('?turn=999')).set(a.auth).expect(404);
    expect(turn.headers['content-type']).toMatch(/problem\+json/);
    expect(turn.body.code).toBe('TURN_NOT_FOUND');
    const format = await t.http.get(summaryUrl('?format=html')).set(a.auth).expect(400);
    expect(format.body.code).toBe('VALIDATION_FAILED');
    const stranger = await t.http.get(summaryUrl()).expect(404);
    expect(stranger.body.code).toBe('MATCH_NOT_FOUND');
    const notMine = await t.http.get(summaryUrl('?seat=1')).set(a.auth).expect(403);
    expect(notMine.body.code).toBe('NOT_A_SEAT');
  });

  it('draws the map as SVG and as a PNG of the same size', async () => {
    const svg = await t.http.get(`/api/v1/matches/${matchId}/map.svg`).set(a.auth).expect(200);
    expect(svg.headers['content-type']).toMatch(/^image\/svg\+xml/);
    const text = asText(svg.body);
    expect(text).toMatch(/^<svg /);
    const [, width, height] = /width="(\d+)" height="(\d+)"/.exec(text)!;
    const png = await t.http.get(`/api/v1/matches/${matchId}/map.png`).set(a.auth).expect(200);
    expect(png.headers['content-type']).toBe('image/png');
    const bytes = png.body as Buffer;
    expect(bytes.subarray(0, 8)).toEqual(PNG_SIGNATURE);
    expect([bytes.readUInt32BE(16), bytes.readUInt32BE(20)]).toEqual([
      Number(width),
      Number(height),
    ]);
  });

  it('mints signed links that stand in for the key, for the seat they name only', async () => {
    const res = await t.http
      .post(`/api/v1/matches/${matchId}/report-links`)
      .set(a.auth)
      .send({ ttlSeconds: 3600 })
      .expect(201);
    const links = res.body as { seat: number; expiresAt: string; summary: string; mapPng: string };
    expect(links.seat).toBe(0);
    expect(links.mapPng).not.toContain(a.apiKey);
    const path = (url: string) => url.slice(url.indexOf('/api/v1/'));
    const png = await t.http.get(path(links.mapPng)).expect(200);
    expect((png.body as Buffer).subarray(0, 8)).toEqual(PNG_SIGNATURE);
    const text = await t.http.get(`${path(links.summary)}&format=text`).expect(200);
    expect(text.text).toContain('Basic Stratoyager');
    // The same signature for another seat, or altered, opens nothing.
    const otherSeat = await t.http.get(path(links.summary).replace('seat=0', 'seat=1')).expect(401);
    expect(otherSeat.body.code).toBe('LINK_SIGNATURE_INVALID');
    // Change the signature's first character to one it is not (it may already be an A).
    const flipped = path(links.summary).replace(
      /sig=(.)/,
      (_, c) => `sig=${c === 'A' ? 'B' : 'A'}`,
    );
    const altered = await t.http.get(flipped).expect(401);
    expect(altered.body.code).toBe('LINK_SIGNATURE_INVALID');
  });

  it('refuses an expired link and a link without its signature', async () => {
    const exp = Math.floor(Date.now() / 1000) - 10;
    const expired = await t.http
      .get(summaryUrl(`?seat=0&exp=${exp}&sig=${sign(matchId, 0, exp)}`))
      .expect(401);
    expect(expired.body.code).toBe('LINK_EXPIRED');
    const later = exp + 3600;
    await t.http.get(summaryUrl(`?seat=0&exp=${later}&sig=${sign(matchId, 0, later)}`)).expect(200);
    const unsigned = await t.http.get(summaryUrl(`?seat=0&exp=${later}`)).expect(401);
    expect(unsigned.body.code).toBe('LINK_SIGNATURE_INVALID');
  });

  it('refuses minting without a key or for a seat that is not yours', async () => {
    await t.http.post(`/api/v1/matches/${matchId}/report-links`).send({}).expect(401);
    const res = await t.http
      .post(`/api/v1/matches/${matchId}/report-links`)
      .set(b.auth)
      .send({ seat: 0 })
      .expect(403);
    expect(res.body.code).toBe('NOT_A_SEAT');
  });

  it('answers GraphQL with the same summary, and mints links there too', async () => {
    const rest = await t.http.get(summaryUrl('?turn=1')).set(a.auth).expect(200);
    const r = await gql<{ matchSummary: { turn: number; markdown: string; text: string } }>(
      t,
      'query($m: ID!) { matchSummary(matchId: $m, turn: 1) { turn markdown text } }',
      { m: matchId },
      a.apiKey,
    );
    expect(r.errors).toBeUndefined();
    expect(r.data!.matchSummary.markdown).toBe(rest.text);
    const missing = await gql(
      t,
      'query($m: ID!) { matchSummary(matchId: $m, turn: 999) { turn } }',
      { m: matchId },
      a.apiKey,
    );
    expect(codeOf(missing)).toBe('TURN_NOT_FOUND');
    const links = await gql<{ createReportLinks: { seat: number; mapPng: string } }>(
      t,
      'mutation($m: ID!) { createReportLinks(matchId: $m, input: { seat: 1 }) { seat mapPng } }',
      { m: matchId },
      b.apiKey,
    );
    expect(links.errors).toBeUndefined();
    expect(links.data!.createReportLinks.seat).toBe(1);
    await t.http.get(links.data!.createReportLinks.mapPng).expect(200);
  });

  it("gives the webhooks a turn's summary and a signed map link for a viewer", async () => {
    const report = await t.app.get(ReportsService).turnReport(matchId, 1, { baseUrl: 'http://x' });
    const rest = await t.http
      .get(summaryUrl(`?turn=${report.turn}`))
      .set(b.auth)
      .expect(200);
    expect(report.markdown).toBe(rest.text);
    expect(report.mapPngUrl).toMatch(
      /^http:\/\/x\/api\/v1\/matches\/.+\/map\.png\?seat=1&exp=\d+&sig=/,
    );
    const png = await t.http.get(report.mapPngUrl!.slice('http://x'.length)).expect(200);
    expect((png.body as Buffer).subarray(0, 8)).toEqual(PNG_SIGNATURE);
  });
});
