/**
 * The bot's one WebSocket to the server (GraphQL over graphql-ws): every decision its player owes,
 * in all its matches, on one subscription; and each match's status, to know when it is over.
 * The API key travels in `connectionParams`, as a WebSocket has no Authorization header.
 */
import { createClient, type Client } from 'graphql-ws';
import WebSocket from 'ws';
import type { components } from '../../../clients/typescript/src/generated/openapi.js';

/** A decision owed, as `decisionRequired` sends it: the REST `Decision`, same fields. */
export type Notice = Pick<
  components['schemas']['Decision'],
  'matchId' | 'decisionId' | 'seat' | 'kind' | 'prompt' | 'choices' | 'example' | 'schema'
>;
export type Outcome = components['schemas']['MatchOutcome'];

export interface MatchEnd {
  matchId: string;
  /** As REST writes it (`finished`, `cancelled`), not as GraphQL's enum (`FINISHED`). */
  status: string;
  outcome: Pick<Outcome, 'winners' | 'draw' | 'summary'> | null;
}

const DECISIONS = `subscription {
  decisionRequired { matchId decisionId seat kind prompt choices example schema }
}`;
const PHASES = `subscription($matchId: ID!) {
  phaseChanged(matchId: $matchId) { matchId status outcome { winners draw summary } }
}`;
const OVER = ['FINISHED', 'CANCELLED'];

export class Live {
  private readonly client: Client;

  constructor(baseUrl: string, apiKey: string) {
    this.client = createClient({
      url: `${baseUrl.replace(/^http/, 'ws')}/graphql`,
      // Node 20 has no WebSocket of its own.
      webSocketImpl: WebSocket,
      connectionParams: { authorization: `Bearer ${apiKey}` },
    });
  }

  /** Calls `onDecision` with each decision owed: those owed now, then each new one. */
  decisions(onDecision: (n: Notice) => void, onError: (e: unknown) => void): void {
    this.client.subscribe<{ decisionRequired: Notice }>(
      { query: DECISIONS },
      {
        next: (r) => (r.data ? onDecision(r.data.decisionRequired) : onError(r.errors)),
        error: onError,
        complete: () => undefined,
      },
    );
  }

  /** Resolves once the match is over (finished or cancelled). */
  end(matchId: string): Promise<MatchEnd> {
    return new Promise((resolve, reject) => {
      const stop = this.client.subscribe<{ phaseChanged: MatchEnd }>(
        { query: PHASES, variables: { matchId } },
        {
          next: (r) => {
            const change = r.data?.phaseChanged;
            if (!change) return reject(new Error(JSON.stringify(r.errors)));
            if (!OVER.includes(change.status)) return;
            stop();
            resolve({ ...change, status: change.status.toLowerCase() });
          },
          error: reject,
          complete: () => undefined,
        },
      );
    });
  }

  close(): Promise<void> {
    return Promise.resolve(this.client.dispose());
  }
}
