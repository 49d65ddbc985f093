/**
 * Salvo's typed TypeScript client: REST through openapi-fetch, typed by the types openapi-typescript
 * generates from openapi/openapi.json (`npm run openapi:types`), so every path, parameter, body
 * and answer is checked at compile time; and graphql-ws for the live subscriptions.
 *
 *   const salvo = createSalvoClient('http://localhost:3000', apiKey);
 *   const { data, error } = await salvo.POST('/api/v1/matches', { body: { rulesetId: 'stratoyager' } });
 */
import createFetchClient, { type Client as RestClient } from 'openapi-fetch';
import { createClient as createWsClient, type Client as WsClient } from 'graphql-ws';
import WebSocket from 'ws';
import type { components, operations, paths } from './generated/openapi.js';

export type { components, operations, paths };
export type Schemas = components['schemas'];
export type SalvoClient = RestClient<paths>;

/** REST under /api/v1, as the API key's player (or anonymous, without one). */
export function createSalvoClient(baseUrl: string, apiKey?: string): SalvoClient {
  const client = createFetchClient<paths>({ baseUrl });
  if (apiKey) {
    client.use({
      onRequest: ({ request }) => {
        request.headers.set('authorization', `Bearer ${apiKey}`);
        return request;
      },
    });
  }
  return client;
}

/** GraphQL subscriptions (decisionRequired, phaseChanged, matchEvents) over graphql-ws. */
export function createSalvoSubscriptions(baseUrl: string, apiKey?: string): WsClient {
  return createWsClient({
    url: `${baseUrl.replace(/^http/, 'ws')}/graphql`,
    // Node 20 has no WebSocket of its own.
    webSocketImpl: WebSocket,
    connectionParams: apiKey ? { authorization: `Bearer ${apiKey}` } : undefined,
  });
}

/** The next value of a subscription, then it is closed. */
export function nextOf<T>(
  ws: WsClient,
  query: string,
  variables: Record<string, unknown>,
  accept: (value: T) => boolean = () => true,
): Promise<T> {
  return new Promise((resolve, reject) => {
    const stop = ws.subscribe<T>(
      { query, variables },
      {
        next: (result) => {
          if (result.errors) return reject(new Error(JSON.stringify(result.errors)));
          if (!result.data || !accept(result.data as T)) return;
          stop();
          resolve(result.data as T);
        },
        error: reject,
        complete: () => undefined,
      },
    );
  });
}
