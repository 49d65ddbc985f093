/** GraphQL over HTTP (supertest) and over WebSocket (a real graphql-ws client), for e2e suites. */
import { createClient, type Client } from 'graphql-ws';
import WebSocket from 'ws';
import type { TestApp } from '../helpers/app.js';

export interface GqlError {
  message: string;
  extensions?: { code?: string; errors?: { path: string; code: string; message: string }[] };
}

export interface GqlResult<T = Record<string, unknown>> {
  data?: T | null;
  errors?: GqlError[];
}

export async function gql<T = Record<string, unknown>>(
  t: TestApp,
  query: string,
  variables: Record<string, unknown> = {},
  apiKey?: string,
): Promise<GqlResult<T>> {
  const req = t.http.post('/graphql').send({ query, variables });
  const res = await (apiKey ? req.set('Authorization', `Bearer ${apiKey}`) : req);
  if (res.status >= 500)
    throw new Error(`GraphQL answered ${res.status}: ${JSON.stringify(res.body)}`);
  return res.body as GqlResult<T>;
}

/** The first error's code, or null when there is none. */
export const codeOf = (r: GqlResult<unknown>): string | null =>
  r.errors?.[0]?.extensions?.code ?? null;

export function wsClient(t: TestApp, connectionParams?: Record<string, unknown>): Client {
  if (!t.url) throw new Error('start the app with { listen: true } for WebSocket clients');
  return createClient({
    url: `${t.url.replace(/^http/, 'ws')}/graphql`,
    webSocketImpl: WebSocket,
    connectionParams,
    retryAttempts: 0,
    lazy: true,
  });
}

/** A subscription's values as they come, with a way to wait for a number of them or a condition. */
export class Subscription<T> {
  readonly values: T[] = [];
  readonly errors: unknown[] = [];
  private waiters: { test: () => boolean; resolve: () => void }[] = [];
  private listeners: ((value: T) => void)[] = [];
  private readonly dispose: () => void;
  completed = false;

  constructor(client: Client, query: string, variables: Record<string, unknown> = {}) {
    this.dispose = client.subscribe<Record<string, T>>(
      { query, variables },
      {
        next: (r) => {
          if (r.errors) this.errors.push(...r.errors);
          const value = r.data ? Object.values(r.data)[0] : undefined;
          if (value !== undefined) {
            this.values.push(value);
            for (const listener of this.listeners) listener(value);
          }
          this.check();
        },
        error: (e) => {
          this.errors.push(e);
          this.check();
        },
        complete: () => {
          this.completed = true;
          this.check();
        },
      },
    );
  }

  /** Resolves when `test` holds (checked at each value, error or completion). */
  until(test: () => boolean, timeoutMs = 20_000): Promise<void> {
    if (test()) return Promise.resolve();
    return new Promise((resolve, reject) => {
      const timer = setTimeout(
        () =>
          reject(
            new Error(
              `timed out; values: ${JSON.stringify(this.values).slice(0, 500)}, errors: ${JSON.stringify(this.errors)}`,
            ),
          ),
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

  /** Calls `listener` with each value from now on. */
  onEach(listener: (value: T) => void): void {
    this.listeners.push(listener);
  }

  close(): void {
    this.dispose();
  }

  private check(): void {
    this.waiters = this.waiters.filter((w) => {
      if (!w.test()) return true;
      w.resolve();
      return false;
    });
  }
}
