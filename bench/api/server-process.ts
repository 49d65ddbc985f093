/**
 * The app under bench, in a process of its own (started by server.ts, which reads its answers on
 * the IPC channel): the load clients run elsewhere, so the server's CPU is its own and can be
 * measured (and profiled, with `--cpu-prof` in its Node options). Configured by its environment;
 * it answers the parent's questions: the statements it sent so far, its CPU time so far, and
 * closes when told to (a clean exit writes a CPU profile).
 */
import 'reflect-metadata';
import type { AddressInfo } from 'node:net';
import { createApp } from '../../src/app.js';
import { loadConfig } from '../../src/config/config.js';
import { holdMemoryUntilListening } from '../../src/start-up-memory.js';
import { countStatements, statementsSent } from './statements.js';

/** What the parent asks. */
export type ServerQuestion =
  { id: number; ask: 'statements' } | { id: number; ask: 'cpu' } | { id: number; ask: 'close' };

/** What this process says: ready on a port, or the answer to question `id`. */
export type ServerAnswer = { ready: number } | { id: number; value: number };

const send = (answer: ServerAnswer): void => {
  process.send?.(answer);
};

countStatements();
const listening = holdMemoryUntilListening();
const app = await createApp(loadConfig(process.env));
await app.listen(0, '127.0.0.1');
listening();
process.on('message', (question: ServerQuestion) => {
  if (question.ask === 'statements') send({ id: question.id, value: statementsSent() });
  if (question.ask === 'cpu') {
    const { user, system } = process.cpuUsage();
    send({ id: question.id, value: (user + system) / 1000 });
  }
  if (question.ask === 'close') {
    void app.close().finally(() => {
      send({ id: question.id, value: 0 });
      // The parent may still hold keep-alive connections; the profile is written on exit.
      process.exit(0);
    });
  }
});
send({ ready: (app.getHttpServer().address() as AddressInfo).port });
