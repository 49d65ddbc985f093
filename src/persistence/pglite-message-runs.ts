/**
 * pglite-socket runs one protocol message at a time from a shared queue, and keeps a connection's
 * messages together only inside an explicit transaction. A statement sent with parameters is a run
 * of messages (Parse, Bind, Describe, Execute … Sync) that must not be split: when another
 * connection's BEGIN lands in the middle, its statements replace the unnamed statement and portal
 * (PGlite has one session for every connection), and the first connection fails with "bind
 * message supplies 1 parameters, but prepared statement "" requires 2" or "portal "" does not
 * exist". Under concurrent requests that is a 500.
 *
 * This replaces the queue's scheduling (pglite-socket 0.2.x):
 *
 * - A connection's run is gathered until its Sync (or Flush) and handed to PGlite as **one**
 *   call, which runs every message in it (PostgreSQL's main loop until the input is used up):
 *   one trip into the WebAssembly and one socket write of the answers per statement instead of
 *   five. A run cut short by the network (no Sync yet) keeps the database until its Sync, as
 *   inside a transaction.
 * - **Named statements are shared by the connections**, since they share the session: a Parse of
 *   a name this session already holds with the same text is answered ParseComplete without
 *   parsing again (the second connection would otherwise fail with "prepared statement already
 *   exists"). So the app's hot statements are parsed and planned once, not on every order (see
 *   `match-runtime/prepared.ts`, which names them only where `SHARED_STATEMENTS_SETTING` says so).
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
  enqueue(
    handlerId: number,
    message: Uint8Array,
    onData: (data: Uint8Array) => void,
  ): Promise<number>;
  processQueue(): Promise<void>;
  clearQueueForHandler(handlerId: number): void;
}

/** A session setting that tells clients this server shares named statements between connections. */
export const SHARED_STATEMENTS_SETTING = 'salvo.shared_statements';

const code = (c: string): number => c.charCodeAt(0);
const SYNC = code('S');
const FLUSH = code('H');
const PARSE = code('P');
const PARSE_COMPLETE = code('1');
/** Message types that end a run: Sync, a simple Query (a run by itself), Terminate. */
const RUN_ENDS = new Set(['S', 'Q', 'X'].map(code));
/** Extended-protocol messages that start or continue a run. */
const IN_RUN = new Set(['P', 'B', 'D', 'E', 'C', 'H', 'F'].map(code));
/** Messages gathered until the run's Sync or Flush (which sends the answers so far). */
const GATHERED = new Set(['P', 'B', 'D', 'E', 'C', 'F'].map(code));

/** The type of each message in a buffer of whole messages (type byte, then int32 length). */
function messageStarts(buffer: Uint8Array): number[] {
  const starts: number[] = [];
  const view = new DataView(buffer.buffer, buffer.byteOffset, buffer.byteLength);
  // A startup packet has no type byte (its first byte is its length's high byte, 0).
  if (buffer[0] === 0) return starts;
  for (let at = 0; at + 5 <= buffer.length;) {
    const length = view.getInt32(at + 1);
    if (length < 4) break;
    starts.push(at);
    at += 1 + length;
  }
  return starts;
}

/** Name and text of the Parse message at `at` (two C strings after the header). */
function parseOf(buffer: Uint8Array, at: number): { name: string; text: string; end: number } {
  const end = at + 1 + new DataView(buffer.buffer, buffer.byteOffset).getInt32(at + 1);
  const nameEnd = buffer.indexOf(0, at + 5);
  const textEnd = buffer.indexOf(0, nameEnd + 1);
  const decoder = new TextDecoder();
  return {
    name: decoder.decode(buffer.subarray(at + 5, nameEnd)),
    text: decoder.decode(buffer.subarray(nameEnd + 1, textEnd)),
    end,
  };
}

function concat(parts: readonly Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const p of parts) {
    out.set(p, at);
    at += p.length;
  }
  return out;
}

const PARSE_COMPLETE_MESSAGE = new Uint8Array([PARSE_COMPLETE, 0, 0, 0, 4]);

export async function keepMessageRunsTogether(server: PGLiteSocketServer): Promise<void> {
  const q = (server as unknown as { queryQueue: QueryQueue }).queryQueue;
  if (
    !q ||
    !Array.isArray(q.queue) ||
    typeof q.processQueue !== 'function' ||
    typeof q.enqueue !== 'function'
  ) {
    throw new Error(
      'pglite-socket internals changed: review src/persistence/pglite-message-runs.ts',
    );
  }
  /** Connections in the middle of a run. */
  const midRun = new Set<number>();
  /** Each connection's run so far, not yet handed to the queue. */
  const gathering = new Map<number, Uint8Array[]>();
  /** Named statements the session holds: name → text. */
  const named = new Map<string, string>();

  const enqueue = q.enqueue.bind(q);
  q.enqueue = (handlerId, message, onData) => {
    const type = message[0];
    const run = gathering.get(handlerId);
    if (GATHERED.has(type)) {
      if (run) run.push(message);
      else gathering.set(handlerId, [message]);
      // Answered with the run: the handler reads on to the next message meanwhile.
      return Promise.resolve(0);
    }
    if (!run) return enqueue(handlerId, message, onData);
    gathering.delete(handlerId);
    if (type === SYNC || type === FLUSH)
      return enqueue(handlerId, concat([...run, message]), onData);
    // Anything else ends the gathered messages first (Terminate must be a call by itself).
    return enqueue(handlerId, concat(run), onData).then(() => enqueue(handlerId, message, onData));
  };

  const next = (): QueuedMessage | null => {
    const owner = q.lastHandlerId;
    if (owner !== null && (midRun.has(owner) || q.db.isInTransaction())) {
      const i = q.queue.findIndex((m) => m.handlerId === owner);
      // The rest of the run is still on its way: wait for it rather than let anyone in.
      return i === -1 ? null : q.queue.splice(i, 1)[0];
    }
    return q.queue.shift() ?? null;
  };

  /**
   * Leading Parses of names the session holds with the same text are answered here; returns the
   * rest of the messages, and the Parse that must be remembered if PGlite completes it.
   */
  const skipKnownParses = (
    m: QueuedMessage,
  ): { rest: Uint8Array; newParse: { name: string; text: string } | null } => {
    let from = 0;
    for (;;) {
      if (from >= m.message.length || m.message[from] !== PARSE) break;
      const parse = parseOf(m.message, from);
      if (parse.name === '') break;
      if (named.get(parse.name) !== parse.text) {
        return {
          rest: from === 0 ? m.message : m.message.subarray(from),
          newParse: { name: parse.name, text: parse.text },
        };
      }
      m.onData(PARSE_COMPLETE_MESSAGE);
      from = parse.end;
    }
    return { rest: from === 0 ? m.message : m.message.subarray(from), newParse: null };
  };

  q.processQueue = async function processQueue(): Promise<void> {
    if (q.processing) return;
    q.processing = true;
    try {
      for (let m = next(); m; m = next()) {
        const starts = messageStarts(m.message);
        const last = starts.length > 0 ? m.message[starts[starts.length - 1]] : 0;
        if (RUN_ENDS.has(last)) midRun.delete(m.handlerId);
        else if (IN_RUN.has(last)) midRun.add(m.handlerId);
        q.lastHandlerId = m.handlerId;
        try {
          const { rest, newParse } = skipKnownParses(m);
          if (rest[0] === code('Q') && /^\s*(DEALLOCATE|DISCARD)/i.test(queryText(rest)))
            named.clear();
          let bytes = 0;
          let first: number | undefined;
          if (rest.length > 0) {
            await q.db.runExclusive(() =>
              q.db.execProtocolRawStream(rest, {
                onRawData: (data: Uint8Array) => {
                  if (first === undefined && data.length > 0) first = data[0];
                  bytes += data.length;
                  m.onData(data);
                },
              }),
            );
          }
          if (newParse && first === PARSE_COMPLETE) named.set(newParse.name, newParse.text);
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
    gathering.delete(handlerId);
    // A connection gone mid-run must not hold the database for ever.
    if (midRun.delete(handlerId) && q.lastHandlerId === handlerId && !q.db.isInTransaction()) {
      q.lastHandlerId = null;
      void q.processQueue();
    }
  };

  // Every connection shares the session, so a setting made now is what each of them reads.
  await q.db.exec(`SET ${SHARED_STATEMENTS_SETTING} = 'on'`);
  // The session may hold statements already (another server on the same PGlite before this one).
  const held = await q.db.query<{ name: string; statement: string }>(
    'SELECT name, statement FROM pg_prepared_statements',
  );
  for (const { name, statement } of held.rows) named.set(name, statement);
}

/** The text of a simple Query message. */
function queryText(message: Uint8Array): string {
  const end = message.indexOf(0, 5);
  return new TextDecoder().decode(message.subarray(5, end === -1 ? undefined : end));
}
