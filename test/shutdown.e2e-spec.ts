/**
 * Graceful shutdown of the server process, as an orchestrator (SIGTERM) or a terminal (SIGINT)
 * asks for it: new connections are refused at once, the request in flight gets its answer, an
 * open event stream is ended, the pools close and the data folder is released, and the process
 * exits 0. Started again on the same data, it has everything written before.
 */
import { existsSync } from 'node:fs';
import { request } from 'node:http';
import { connect } from 'node:net';
import { join } from 'node:path';
import { createDuelAt } from './support/invitations.js';
import { usePrivateService } from './support/private-service.js';
import { call, type ServiceExit, type ServiceProcess } from './support/service-process.js';

const external = process.env.DATABASE_URL;
const mode = external ? 'PostgreSQL (DATABASE_URL)' : 'an embedded data folder';

/**
 * How long the process may take to exit once nothing holds it. It closes in well under a second;
 * the bound stays below its own SHUTDOWN_TIMEOUT_MS (10 s), past which it exits 1 anyway.
 */
const EXIT_WITHIN_MS = 8_000;

interface Player {
  id: string;
  name: string;
  apiKey: string;
}

interface Answer {
  status: number;
  body: string;
}

/**
 * A POST whose body is held back: once the server has sent `100 Continue` it is handling the
 * request (it parsed the headers), so the request is in flight for as long as the test pleases.
 */
async function heldRequest(
  base: string,
  path: string,
  body: unknown,
): Promise<{ release(): Promise<Answer> }> {
  const { hostname, port } = new URL(base);
  const payload = JSON.stringify(body);
  const req = request({
    host: hostname,
    port,
    method: 'POST',
    path,
    agent: false,
    headers: {
      'content-type': 'application/json',
      'content-length': Buffer.byteLength(payload),
      expect: '100-continue',
    },
  });
  const answer = new Promise<Answer>((resolve, reject) => {
    req.once('error', reject);
    req.once('response', (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (text += chunk));
      res.once('end', () => resolve({ status: res.statusCode ?? 0, body: text }));
      res.once('error', reject);
    });
  });
  await new Promise<void>((resolve, reject) => {
    req.once('continue', resolve);
    answer.catch(reject);
    req.flushHeaders();
  });
  return {
    release: () => {
      req.end(payload);
      return answer;
    },
  };
}

/** Whether a new TCP connection to the service is refused. */
function connectionRefused(base: string): Promise<boolean> {
  const { hostname, port } = new URL(base);
  return new Promise((resolve) => {
    const socket = connect(Number(port), hostname);
    socket.once('connect', () => {
      socket.destroy();
      resolve(false);
    });
    socket.once('error', (error: NodeJS.ErrnoException) => resolve(error.code === 'ECONNREFUSED'));
  });
}

async function refusedWithin(base: string, ms: number): Promise<boolean> {
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    if (await connectionRefused(base)) return true;
    await new Promise((r) => setTimeout(r, 50));
  }
  return false;
}

async function exitWithin(service: ServiceProcess, ms: number): Promise<ServiceExit> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new Error(`still running ${ms} ms later:\n${service.output()}`)),
      ms,
    );
  });
  return Promise.race([service.exited, late]).finally(() => clearTimeout(timer));
}

describe(`graceful shutdown, on ${mode}`, () => {
  const privateService = usePrivateService('shutdown');
  let service: ServiceProcess | null = null;

  const lockFile = (): string => join(privateService.dataDir, 'salvo.pid');

  async function register(base: string, name: string): Promise<Player> {
    const res = await call<Player>(base, 'POST', '/players', { body: { name, kind: 'bot' } });
    expect(res.status).toBe(201);
    return res.body;
  }

  async function me(base: string, player: Player): Promise<{ status: number; name?: string }> {
    const res = await call<{ name: string }>(base, 'GET', '/players/me', {
      apiKey: player.apiKey,
    });
    return { status: res.status, name: res.body?.name };
  }

  let before: Player;
  let inFlight: Player;

  it('SIGTERM: refuses new connections, answers the request in flight, exits 0, releases the data', async () => {
    service = await privateService.start();
    const running = service;
    before = await register(running.url, 'Before');
    if (!external) expect(existsSync(lockFile())).toBe(true);
    const held = await heldRequest(running.url, '/api/v1/players', {
      name: 'In flight',
      kind: 'bot',
    });

    void running.kill('SIGTERM');
    expect(await refusedWithin(running.url, 5_000)).toBe(true);
    // Still running: it is waiting for the held request.
    const earlyExit = await Promise.race([running.exited, Promise.resolve(null)]);
    expect(earlyExit).toBeNull();

    const answer = await held.release();
    expect(answer.status).toBe(201);
    inFlight = JSON.parse(answer.body) as Player;
    expect(inFlight).toMatchObject({ name: 'In flight', apiKey: expect.any(String) });

    expect(await exitWithin(running, EXIT_WITHIN_MS)).toEqual({ code: 0, signal: null });
    service = null;
    if (!external) expect(existsSync(lockFile())).toBe(false);

    // The folder is free again, and nothing written before the signal is lost.
    service = await privateService.start();
    expect(await me(service.url, before)).toEqual({ status: 200, name: 'Before' });
    expect(await me(service.url, inFlight)).toEqual({ status: 200, name: 'In flight' });
  }, 240_000);

  it('SIGINT: ends an open event stream, exits 0, releases the data', async () => {
    service ??= await privateService.start();
    const running = service;
    const red = await register(running.url, 'Red');
    const blue = await register(running.url, 'Blue');
    const created = await createDuelAt<{ id: string }>(running.url, red, blue, {
      rulesetId: 'stratoyager',
      scenarioId: 'dogfight',
    });
    expect(created.status).toBe(201);
    const matchId = created.body.id;

    const stream = await fetch(`${running.url}/api/v1/matches/${matchId}/events/stream`, {
      headers: { authorization: `Bearer ${red.apiKey}` },
    });
    expect(stream.status).toBe(200);
    const reader = stream.body!.getReader();
    // The stream is open once its first line (the reconnection delay) has arrived.
    expect(new TextDecoder().decode((await reader.read()).value)).toContain('retry:');
    // Read to the end: a stream cut by the process dying fails instead.
    const ended = (async () => {
      for (;;) if ((await reader.read()).done) return 'ended';
    })().catch((error: Error) => `cut: ${error.message}`);

    void running.kill('SIGINT');
    expect(await exitWithin(running, EXIT_WITHIN_MS)).toEqual({ code: 0, signal: null });
    service = null;
    await expect(ended).resolves.toBe('ended');
    if (!external) expect(existsSync(lockFile())).toBe(false);

    service = await privateService.start();
    const match = await call<{ id: string }>(service.url, 'GET', `/matches/${matchId}`, {
      apiKey: red.apiKey,
    });
    expect(match).toMatchObject({ status: 200, body: { id: matchId } });
    expect(await me(service.url, before)).toEqual({ status: 200, name: 'Before' });
  }, 240_000);
});
