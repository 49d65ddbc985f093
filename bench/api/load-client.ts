/**
 * A load-client process (forked by throughput.ts): it says it is ready, waits for its order (the
 * server, the door, its drivers), plays, sends what it saw and exits. Its own process, so that the
 * server's CPU is the server's, and several of them can share the drivers.
 */
import { doorNamed } from './client.js';
import { play, type LoadClientMessage, type LoadClientOrder } from './throughput.js';

const say = (message: LoadClientMessage): Promise<void> =>
  new Promise((resolve, reject) =>
    process.send?.(message, undefined, {}, (error) => (error ? reject(error) : resolve())),
  );

process.once('message', (order: LoadClientOrder) => {
  void play(order.base, doorNamed(order.door, order.base), order.options)
    .then((played) => say({ kind: 'played', played }))
    .then(
      () => process.exit(0),
      (error: unknown) => {
        process.stderr.write(`load client failed: ${String(error)}\n`);
        process.exit(1);
      },
    );
});
await say({ kind: 'ready' });
