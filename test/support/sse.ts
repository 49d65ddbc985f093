/** A Server-Sent Events reader over a real socket (supertest would wait for the end). */
import { get, type ClientRequest } from 'node:http';

export interface SseEvent {
  id: string | null;
  event: string | null;
  data: string;
}

export class SseStream {
  readonly events: SseEvent[] = [];
  status = 0;
  raw = '';
  private buffer = '';
  private request: ClientRequest;
  private waiters: { test: () => boolean; resolve: () => void }[] = [];
  ended = false;

  constructor(url: string, headers: Record<string, string> = {}) {
    this.request = get(url, { headers: { Accept: 'text/event-stream', ...headers } }, (res) => {
      this.status = res.statusCode ?? 0;
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => {
        this.raw += chunk;
        this.buffer += chunk;
        let end: number;
        while ((end = this.buffer.indexOf('\n\n')) !== -1) {
          const block = this.buffer.slice(0, end);
          this.buffer = this.buffer.slice(end + 2);
          this.parse(block);
        }
        this.check();
      });
      res.on('end', () => {
        this.ended = true;
        this.check();
      });
      this.check();
    });
    this.request.on('error', () => {
      this.ended = true;
      this.check();
    });
  }

  /** The `data` of each `matchEvent` event, parsed. */
  messages<T = { seq: number; type: string; visibleTo?: number[] }>(): T[] {
    return this.events.filter((e) => e.event === 'matchEvent').map((e) => JSON.parse(e.data) as T);
  }

  until(test: () => boolean, timeoutMs = 20_000): Promise<void> {
    if (test()) return Promise.resolve();
    return new Promise((resolve, reject) => {
      const timer = setTimeout(
        () => reject(new Error(`SSE timed out; got: ${this.raw.slice(-500)}`)),
        timeoutMs,
      );
      this.waiters.push({
        test,
        resolve: () => {
          clearTimeout(timer);
          resolve();
        },
      });
    });
  }

  close(): void {
    this.request.destroy();
  }

  private parse(block: string): void {
    let id: string | null = null;
    let event: string | null = null;
    const data: string[] = [];
    for (const line of block.split('\n')) {
      if (line.startsWith(':') || line === '') continue;
      const colon = line.indexOf(':');
      const field = colon === -1 ? line : line.slice(0, colon);
      const value = colon === -1 ? '' : line.slice(colon + 1).replace(/^ /, '');
      if (field === 'id') id = value;
      else if (field === 'event') event = value;
      else if (field === 'data') data.push(value);
    }
    if (data.length > 0) this.events.push({ id, event, data: data.join('\n') });
  }

  private check(): void {
    this.waiters = this.waiters.filter((w) => {
      if (!w.test()) return true;
      w.resolve();
      return false;
    });
  }
}
