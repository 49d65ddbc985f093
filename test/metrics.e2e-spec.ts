/**
 * GET /metrics: the Prometheus text format, with requests, order latency, active matches, open
 * live feeds and the database pool, as they stand after real traffic.
 */
import {
  DEFAULT_LIVE_MATCHES_BYTES,
  DEFAULT_MAX_REQUESTS_IN_FLIGHT,
} from '../src/config/config.js';
import { startTestApp, type TestApp } from './helpers/app.js';
import { createDuel, decisionOf } from './support/matches.js';
import { registerPlayer, type TestPlayer } from './support/players.js';
import { SseStream } from './support/sse.js';

const mode = process.env.DATABASE_URL ? 'PostgreSQL (DATABASE_URL)' : 'embedded PGlite';

/** `name{labels} value` lines, by series, as Prometheus would read them. */
function samples(text: string): Map<string, number> {
  const out = new Map<string, number>();
  for (const line of text.split('\n')) {
    if (line === '' || line.startsWith('#')) continue;
    const match = /^([a-zA-Z_:][\w:]*(?:\{[^}]*\})?) (\S+)$/.exec(line);
    if (!match) throw new Error(`not a Prometheus sample line: ${line}`);
    out.set(match[1], Number(match[2]));
  }
  return out;
}

describe(`/metrics on ${mode}`, () => {
  let t: TestApp;
  let red: TestPlayer;
  let blue: TestPlayer;
  let stream: SseStream | undefined;
  beforeAll(async () => {
    t = await startTestApp({ listen: true });
    red = await registerPlayer(t, 'Red');
    blue = await registerPlayer(t, 'Blue');
  });
  afterAll(async () => {
    stream?.close();
    await t?.close();
  });

  it('answers in the Prometheus text format with the service’s metrics', async () => {
    const m = await createDuel(t, red, blue);
    const d = (await decisionOf(t, m.id, red)) ?? (await decisionOf(t, m.id, blue));
    const who = (await decisionOf(t, m.id, red)) ? red : blue;
    await t.http
      .post(`/api/v1/matches/${m.id}/orders`)
      .set(who.auth)
      .send({ decisionId: d!.decisionId, order: d!.example })
      .expect(200);
    stream = new SseStream(`${t.url}/api/v1/matches/${m.id}/events/stream`, red.auth);
    await stream.until(() => stream!.messages().length > 0);

    const res = await t.http.get('/metrics').expect(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    const text = res.text;
    for (const name of [
      'salvo_http_requests_total',
      'salvo_http_request_duration_seconds',
      'salvo_order_latency_seconds',
      'salvo_active_matches',
      'salvo_live_feeds',
      'salvo_db_pool_connections',
      'salvo_http_requests_in_flight',
      'salvo_live_matches',
      'salvo_live_match_rebuilds_total',
      'salvo_live_match_evictions_total',
    ]) {
      expect(text).toContain(`# TYPE ${name} `);
    }
    const values = samples(text);
    const orders = 'route="/api/v1/matches/:matchId/orders",status="200"';
    expect(values.get(`salvo_http_requests_total{method="POST",${orders}}`)).toBe(1);
    expect(values.get('salvo_order_latency_seconds_count{status="200"}')).toBe(1);
    expect(values.get('salvo_active_matches')).toBeGreaterThanOrEqual(1);
    expect(values.get('salvo_live_feeds{kind="sse"}')).toBeGreaterThanOrEqual(1);
    expect(values.get('salvo_db_pool_connections{state="total"}')).toBeGreaterThanOrEqual(1);
    // The scrape itself is not counted (/metrics never waits); nothing else is in flight.
    expect(values.get('salvo_http_requests_in_flight{state="in_flight"}')).toBe(0);
    expect(values.get('salvo_http_requests_in_flight{state="waiting"}')).toBe(0);
    expect(values.get('salvo_http_requests_in_flight{state="limit"}')).toBe(
      DEFAULT_MAX_REQUESTS_IN_FLIGHT,
    );
    expect(values.get('salvo_live_matches{measure="matches"}')).toBeGreaterThanOrEqual(1);
    expect(values.get('salvo_live_matches{measure="limit_bytes"}')).toBe(
      DEFAULT_LIVE_MATCHES_BYTES,
    );
    expect(values.get('salvo_live_match_evictions_total')).toBe(0);
    // Ids never become labels: one series per route template.
    expect(text).not.toContain(m.id);
  });
});
