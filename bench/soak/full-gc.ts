/**
 * A full, memory-reducing garbage collection in the service under measure, asked through Node's
 * inspector (the DevTools protocol's `HeapProfiler.collectGarbage`, V8's "all available garbage":
 * repeated full collections that also shrink the young generation). A reading taken after it is
 * what the service holds, not what its last burst left for V8 to collect some time later.
 *
 * The service is started with `--inspect-port=127.0.0.1:0` only: the inspector stays off (so the
 * idle readings are of the service as `npm start` runs it) until the first collection, which
 * turns it on with SIGUSR1 and reads its address from the service's stderr.
 */
import WebSocket from 'ws';

/** Node's flag for the service: the inspector's port when SIGUSR1 turns it on (any free one). */
export const INSPECTOR_PORT_FLAG = '--inspect-port=127.0.0.1:0';

const LISTENING = /Debugger listening on (ws:\/\/\S+)/;
const TIMEOUT_MS = 60_000;

/** Whether a line of the service's stderr is the inspector's own notice, not a service error. */
export const isInspectorNotice = (line: string): boolean =>
  LISTENING.test(line) || line.includes('For help, see: https://nodejs.org/en/docs/inspector');

export class FullGc {
  private address: Promise<string> | null = null;
  private found: ((url: string) => void) | null = null;

  constructor(private readonly pid: number) {}

  /** To be given every chunk of the service's stderr. */
  stderr(text: string): void {
    const url = LISTENING.exec(text)?.[1];
    if (url) this.found?.(url);
  }

  /** Resolves once the collection is done. */
  async collect(): Promise<void> {
    const url = await this.inspector();
    const socket = new WebSocket(url);
    try {
      await new Promise<void>((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error('no full GC in time')), TIMEOUT_MS);
        socket.once('error', reject);
        socket.once('open', () =>
          socket.send(JSON.stringify({ id: 1, method: 'HeapProfiler.collectGarbage' })),
        );
        socket.on('message', (data: Buffer) => {
          const reply = JSON.parse(data.toString()) as { id?: number; error?: unknown };
          if (reply.id !== 1) return;
          clearTimeout(timer);
          if (reply.error) reject(new Error(`full GC refused: ${JSON.stringify(reply.error)}`));
          else resolve();
        });
      });
    } finally {
      socket.close();
    }
  }

  private inspector(): Promise<string> {
    this.address ??= new Promise<string>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error('the inspector did not open')), TIMEOUT_MS);
      this.found = (url) => {
        clearTimeout(timer);
        resolve(url);
      };
      process.kill(this.pid, 'SIGUSR1');
    });
    return this.address;
  }
}
