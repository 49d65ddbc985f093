/**
 * A local HTTP receiver for webhook suites: records every request (method, path, headers, raw
 * body), answers 2xx unless told to fail the next few, and can play a Discord channel webhook
 * (`?wait=true` answers the created message with an id; PATCH …/messages/{id} edits it).
 */
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface Received {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  body: string;
  /** The status the receiver answered. */
  status: number;
  /** When it arrived (ms since the epoch). */
  at: number;
}

export interface Receiver {
  url: string;
  /** Every request, answered, failed or left hanging (status 0), in arrival order. */
  all: Received[];
  /** Requests answered 2xx. */
  accepted(): Received[];
  /** The next `n` requests get a 500. */
  failNext(n: number): void;
  /** The next `n` requests get Discord's 429, asking to wait `seconds` (`retry_after`). */
  rateLimitNext(n: number, seconds: number): void;
  /** Requests from now on are read and recorded but never answered (true), or answered. */
  hang(on: boolean): void;
  /** Every request from now on gets a 500 (true) or is accepted (false). */
  failAlways(on: boolean): void;
  /** Resolves once `predicate` holds, polling (fails after `timeoutMs`). */
  until(predicate: () => boolean, timeoutMs?: number): Promise<void>;
  close(): Promise<void>;
}

export async function startReceiver(): Promise<Receiver> {
  const all: Received[] = [];
  let failures = 0;
  let limited = 0;
  let retryAfter = 0;
  let always = false;
  let hanging = false;
  let nextMessage = 1000;
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      const path = req.url ?? '/';
      if (hanging) {
        all.push({
          method: req.method ?? '',
          path,
          headers: req.headers,
          body,
          status: 0,
          at: Date.now(),
        });
        return;
      }
      let status = 204;
      let answer = '';
      if (limited > 0) {
        limited--;
        status = 429;
        answer = JSON.stringify({
          message: 'You are being rate limited.',
          retry_after: retryAfter,
          global: false,
        });
      } else if (always || failures > 0) {
        if (!always) failures--;
        status = 500;
        answer = 'receiver down';
      } else if (req.method === 'POST' && path.includes('wait=true')) {
        status = 200;
        answer = JSON.stringify({ id: String(nextMessage++), content: 'ok' });
      } else if (req.method === 'PATCH') {
        status = 200;
        answer = JSON.stringify({ id: path.split('/messages/')[1]?.split('?')[0] });
      }
      all.push({
        method: req.method ?? '',
        path,
        headers: req.headers,
        body,
        status,
        at: Date.now(),
      });
      res.writeHead(status, { 'content-type': 'application/json' }).end(answer);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    all,
    accepted: () => all.filter((r) => r.status >= 200 && r.status < 300),
    failNext: (n) => void (failures = n),
    rateLimitNext(n, seconds) {
      limited = n;
      retryAfter = seconds;
    },
    failAlways: (on) => void (always = on),
    hang: (on) => void (hanging = on),
    async until(predicate, timeoutMs = 20_000) {
      const end = Date.now() + timeoutMs;
      while (!predicate()) {
        if (Date.now() > end) throw new Error('the receiver waited in vain');
        await new Promise((r) => setTimeout(r, 50));
      }
    },
    close: () => {
      server.closeAllConnections();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
