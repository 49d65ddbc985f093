/**
 * pglite-socket runs one protocol message at a time from a shared queue, and keeps a connection's
 * messages together only inside an explicit transaction. A statement sent with parameters is a run
 * of messages (Parse, Bind, Describe, Execute … Sync) that must not be split: when another
 * connection's BEGIN lands in the middle, its statements replace the unnamed statement and portal
 * (PGlite has one session for every connection), and the first connection fails with "bind
 * message supplies 1 parameters, but prepared statement "" requires 2" or "portal "" does not
 * exist". Under concurrent requests that is a 500.
 *
 * This replaces the queue's scheduling (pglite-socket 0.2.x) so that a connection that has begun a
 * run keeps the database until its Sync, as it already does inside a transaction.
 */
import type { PGlite } from '@electric-sql/pglite';
import type { PGLiteSocketServer } from '@electric-sql/pglite-socket';

interface QueuedMessage {
  handlerId: number;
  message: Uint8Array;
  resolve(bytes: number): void;
  reject(error: unknown): void;
  onData(data: Uint8Array): void;
}

interface QueryQueue {
  queue: QueuedMessage[];
  processing: boolean;
  lastHandlerId: number | null;
  db: PGlite;
  processQueue(): Promise<void>;
  clearQueueForHandler(handlerId: number): void;
}

/** Message types that end a run: Sync, a simple Query (a run by itself), Terminate. */
const RUN_ENDS = new Set(['S', 'Q', 'X'].map((c) => c.charCodeAt(0)));
/** Extended-protocol messages that start or continue a run. */
const IN_RUN = new Set(['P', 'B', 'D', 'E', 'C', 'H', 'F'].map((c) => c.charCodeAt(0)));

export function keepMessageRunsTogether(server: PGLiteSocketServer): void {
  const q = (server as unknown as { queryQueue: QueryQueue }).queryQueue;
  if (!q || !Array.isArray(q.queue) || typeof q.processQueue !== 'function') {
    throw new Error(
      'pglite-socket internals changed: review src/persistence/pglite-message-runs.ts',
    );
  }
  /** Connections in the middle of a run. */
  const midRun = new Set<number>();

  const next = (): QueuedMessage | null => {
    const owner = q.lastHandlerId;
    if (owner !== null && (midRun.has(owner) || q.db.isInTransaction())) {
      const i = q.queue.findIndex((m) => m.handlerId === owner);
      // The rest of the run is still on its way: wait for it rather than let anyone in.
      return i === -1 ? null : q.queue.splice(i, 1)[0];
    }
    return q.queue.shift() ?? null;
  };

  q.processQueue = async function processQueue(): Promise<void> {
    if (q.processing) return;
    q.processing = true;
    try {
      for (let m = next(); m; m = next()) {
        const type = m.message[0];
        if (RUN_ENDS.has(type)) midRun.delete(m.handlerId);
        else if (IN_RUN.has(type)) midRun.add(m.handlerId);
        q.lastHandlerId = m.handlerId;
        try {
          let bytes = 0;
          await q.db.runExclusive(() =>
            q.db.execProtocolRawStream(m.message, {
              onRawData: (data: Uint8Array) => {
                bytes += data.length;
                m.onData(data);
              },
            }),
          );
          m.resolve(bytes);
        } catch (error) {
          m.reject(error);
        }
      }
    } finally {
      q.processing = false;
    }
  };

  const clear = q.clearQueueForHandler.bind(q);
  q.clearQueueForHandler = (handlerId: number): void => {
    clear(handlerId);
    // A connection gone mid-run must not hold the database for ever.
    if (midRun.delete(handlerId) && q.lastHandlerId === handlerId && !q.db.isInTransaction()) {
      q.lastHandlerId = null;
      void q.processQueue();
    }
  };
}
