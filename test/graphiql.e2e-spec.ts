/**
 * GraphiQL offline (issue 20): GET /graphql in a browser (or /graphiql) is a page whose every
 * script and style is served by this service from the installed packages, never a CDN, under a
 * Content-Security-Policy that names no other host. The served scripts are then run without any
 * network (a bare VM context): React, ReactDOM and GraphiQL come up from them alone.
 */
import vm from 'node:vm';
import { startTestApp, type TestApp } from './helpers/app.js';

describe('GraphiQL from the installed packages', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  }, 180_000);
  afterAll(() => t?.close());

  const page = async (path: string) => {
    const res = await t.http.get(path).set('Accept', 'text/html,application/xhtml+xml').expect(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    return res;
  };
  const references = (html: string): string[] =>
    [...html.matchAll(/<(?:script|link)\b[^>]*\b(?:src|href)="([^"]+)"/g)].map((m) => m[1]);

  it('references only its own files, and serves each of them', async () => {
    const res = await page('/graphql');
    const html = res.text;
    expect(html).toContain('<div id="graphiql">');
    const refs = references(html);
    expect(refs.length).toBeGreaterThanOrEqual(4);
    for (const ref of refs) {
      // Same origin: a path, not another host (nor a protocol-relative //host).
      expect(ref).toMatch(/^\/(?!\/)/);
      const file = await t.http.get(ref).expect(200);
      expect(file.headers['content-type']).toMatch(
        ref.endsWith('.css') ? /^text\/css/ : /javascript/,
      );
      expect(Number(file.headers['content-length'] ?? file.text.length)).toBeGreaterThan(0);
    }
    expect(html).not.toMatch(/https?:\/\//);
    // The browser may load nothing from elsewhere.
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/https?:|\*/);
    expect(references((await page('/graphiql')).text)).toEqual(refs);
  });

  it('runs from the served scripts alone, with no network', async () => {
    const refs = references((await page('/graphql')).text).filter((r) => r.endsWith('.js'));
    const scripts = await Promise.all(refs.map(async (r) => (await t.http.get(r)).text));
    const rendered: unknown[] = [];
    // No network (a fetch that always fails, as offline) and no DOM to load anything from: what
    // GraphiQL needs must be in the files.
    const requested: unknown[] = [];
    const sandbox: Record<string, unknown> = {
      fetch: (url: unknown) => {
        requested.push(url);
        return Promise.reject(new Error('offline'));
      },
      console,
      TextDecoder,
      TextEncoder,
      URL,
      setTimeout,
      clearTimeout,
      navigator: { userAgent: 'node' },
    };
    sandbox.window = sandbox;
    sandbox.self = sandbox;
    vm.createContext(sandbox);
    // All but the last (start.js) define the globals; the last renders with them.
    for (const [i, code] of scripts.slice(0, -1).entries()) {
      vm.runInContext(code, sandbox, { filename: refs[i] });
    }
    const { React, ReactDOM, GraphiQL } = sandbox as {
      React: { createElement: unknown };
      ReactDOM: { createRoot: unknown };
      GraphiQL: { createFetcher: (o: { url: string }) => unknown };
    };
    expect(typeof React.createElement).toBe('function');
    expect(typeof GraphiQL).toBe('function');
    expect(typeof GraphiQL.createFetcher({ url: '/graphql' })).toBe('function');
    // The page's one element, for start.js (the libraries load without any DOM).
    sandbox.document = { getElementById: (id: string) => ({ id }) };
    ReactDOM.createRoot = (container: unknown) => ({
      render: (element: unknown) => rendered.push({ container, element }),
    });
    vm.runInContext(scripts[scripts.length - 1], sandbox, { filename: refs[refs.length - 1] });
    expect(requested).toEqual([]);
    expect(rendered).toEqual([
      { container: { id: 'graphiql' }, element: expect.objectContaining({ type: GraphiQL }) },
    ]);
  });

  it('leaves GraphQL itself to Apollo, and serves no other file', async () => {
    const res = await t.http
      .post('/graphql')
      .set('Accept', 'application/json')
      .send({ query: '{ __typename }' })
      .expect(200);
    expect(res.body).toEqual({ data: { __typename: 'Query' } });
    await t.http.get('/graphiql/assets/package.json').expect(404);
    await t.http.get('/graphiql/assets/..%2F..%2Fpackage.json').expect(404);
  });
});
