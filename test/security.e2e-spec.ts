/** Configurable CORS. Rate limits: rate-limits.e2e-spec.ts. */
import { startTestApp, type TestApp } from './helpers/app.js';

describe('CORS', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ env: { CORS_ORIGINS: 'https://vtt.example,http://localhost:5173' } });
  });
  afterAll(() => t?.close());

  it('allows the configured origins, with the request id exposed', async () => {
    const res = await t.http.get('/api/v1/server-info').set('Origin', 'https://vtt.example');
    expect(res.headers['access-control-allow-origin']).toBe('https://vtt.example');
    expect(res.headers['access-control-expose-headers']).toContain('X-Request-Id');
  });

  it('answers a preflight for an allowed origin', async () => {
    const res = await t.http
      .options('/api/v1/server-info')
      .set('Origin', 'http://localhost:5173')
      .set('Access-Control-Request-Method', 'POST')
      .set('Access-Control-Request-Headers', 'content-type,authorization');
    expect(res.status).toBe(204);
    expect(res.headers['access-control-allow-origin']).toBe('http://localhost:5173');
  });

  it('gives no CORS headers to other origins', async () => {
    const res = await t.http.get('/api/v1/server-info').set('Origin', 'https://evil.example');
    expect(res.headers['access-control-allow-origin']).toBeUndefined();
  });
});
