import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import express from 'express';
import { pino } from 'pino';
import request from 'supertest';
import { httpLogging } from './http-logging.js';
import { currentRequestLogger } from './request-context.js';

type Line = Record<string, unknown> & { msg?: string; level: number };

function appLoggingAt(level: 'info' | 'warn'): { app: express.Express; lines: Line[] } {
  const lines: Line[] = [];
  const root = pino({ level }, { write: (line: string) => lines.push(JSON.parse(line) as Line) });
  const app = express();
  app.use(httpLogging(root));
  app.get('/ok', (_req, res) => {
    res.json({ ok: true });
  });
  app.get('/careful', (_req, res) => {
    currentRequestLogger()?.warn('careful');
    res.json({});
  });
  app.get('/broken', (_req, res) => {
    res.status(500).json({});
  });
  return { app, lines };
}

/** A line without what differs from one request to the next. */
function shape(line: Line): unknown {
  const { time: _t, pid: _p, hostname: _h, responseTime: _r, requestId: _i, ...rest } = line;
  const req = rest.req as Record<string, unknown>;
  const err = rest.err as Record<string, unknown>;
  return { ...rest, req: { ...req, id: typeof req.id }, err: { message: err.message } };
}

describe('request logging', () => {
  it('logs nothing for a request that succeeds when the level is above info', async () => {
    const { app, lines } = appLoggingAt('warn');
    const res = await request(app).get('/ok').expect(200);
    expect(res.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    expect(lines).toEqual([]);
  });

  it("carries the request's id on lines logged while handling it, at any level", async () => {
    for (const level of ['info', 'warn'] as const) {
      const { app, lines } = appLoggingAt(level);
      await request(app).get('/careful').set('X-Request-Id', 'trace-1').expect(200);
      expect(lines.find((l) => l.msg === 'careful')).toMatchObject({ requestId: 'trace-1' });
    }
  });

  it('logs a failed request with the same line whether or not successes are logged', async () => {
    const failed = async (level: 'info' | 'warn'): Promise<Line> => {
      const { app, lines } = appLoggingAt(level);
      await request(app).get('/broken?apiKey=salvo_x').set('X-Request-Id', 'trace-2').expect(500);
      expect(lines).toHaveLength(1);
      return lines[0];
    };
    const quiet = await failed('warn');
    expect(quiet).toMatchObject({
      level: 50,
      msg: 'request errored',
      requestId: 'trace-2',
      req: { id: 'trace-2', method: 'GET', url: '/broken?apiKey=[REDACTED]' },
      res: { statusCode: 500 },
    });
    expect(shape(quiet)).toEqual(shape(await failed('info')));
  });

  it('lets a request be collected while what it started still runs', async () => {
    // Node copies the logging context onto every timer, socket and promise made while handling a
    // request; the context must not be what keeps the request alive after its answer.
    setFlagsFromString('--expose-gc');
    const gc = runInNewContext('gc') as () => void;
    for (const level of ['info', 'warn'] as const) {
      const { app } = appLoggingAt(level);
      const requests: WeakRef<object>[] = [];
      const started: NodeJS.Timeout[] = [];
      app.get('/starts', (req, res) => {
        requests.push(new WeakRef(req));
        started.push(setTimeout(() => undefined, 60_000));
        res.json({});
      });
      await request(app).get('/starts').expect(200);
      await new Promise((resolve) => setImmediate(resolve));
      gc();
      expect({ level, collected: requests[0].deref() === undefined }).toEqual({
        level,
        collected: true,
      });
      started.forEach(clearTimeout);
    }
    // A full collection of a Jest worker's heap takes seconds on a loaded 2-core machine.
  }, 30_000);
});
