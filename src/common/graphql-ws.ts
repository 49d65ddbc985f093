/**
 * graphql-ws, the WebSocket door: the same document limits as over HTTP, JSON depth for the
 * variables (the HTTP body check does not see WebSocket messages), the same error codes, and
 * the cap on subscriptions one client may hold at once.
 */
import type { IncomingMessage } from 'node:http';
import {
  getOperationAST,
  GraphQLError,
  parse,
  specifiedRules,
  validate,
  type DocumentNode,
  type GraphQLSchema,
} from 'graphql';
import type { GraphQLWsSubscriptionsConfig } from '@nestjs/graphql';
import type { Context, ServerOptions, SubscribePayload } from 'graphql-ws';
import type { AppConfig } from '../config/config.js';
import { subscribeSharingResults } from '../modules/events/index.js';
import { fromConnectionParams } from '../modules/players/index.js';
import { jsonTooDeep } from './body-parsing.js';
import {
  formatGraphQLError,
  limitError,
  problemToGraphQLError,
  requestError,
  syntaxError,
} from './graphql-errors.js';
import { LIMIT_RULES, PARSE_OPTIONS } from './graphql-limits.js';
import { MAX_JSON_DEPTH, valueNestsDeeperThan } from './json-depth.js';
import { feedClientOfKey, FeedLimiter, upgradeAddress, type Release } from './live-feeds.js';
import { ProblemCode, toProblem } from './problem.js';

type WsContext = Context<Record<string, unknown> | undefined>;

function parsed(payload: SubscribePayload): DocumentNode | GraphQLError {
  try {
    return parse(payload.query, PARSE_OPTIONS);
  } catch (error) {
    if (!(error instanceof GraphQLError)) throw error;
    return syntaxError(error);
  }
}

function validateWithLimits(schema: GraphQLSchema, document: DocumentNode): GraphQLError[] {
  return validate(schema, document, [...specifiedRules, ...LIMIT_RULES]).map((error) =>
    requestError(error, ProblemCode.invalidQuery),
  );
}

/** Which subscriptions of which connection hold a place, to give it back when they end. */
class HeldPlaces {
  private readonly byConnection = new WeakMap<object, Map<string, Release>>();

  keep(ctx: object, id: string, release: Release): void {
    const held = this.byConnection.get(ctx) ?? new Map<string, Release>();
    held.set(id, release);
    this.byConnection.set(ctx, held);
  }

  release(ctx: object, id: string): void {
    const held = this.byConnection.get(ctx);
    held?.get(id)?.();
    held?.delete(id);
  }

  releaseAll(ctx: object): void {
    this.byConnection.get(ctx)?.forEach((release) => release());
    this.byConnection.delete(ctx);
  }
}

/**
 * The `subscriptions['graphql-ws']` options of the GraphQL module. Nest's type names a few of
 * graphql-ws' options, but Nest hands all of them to graphql-ws (GqlSubscriptionService spreads
 * them into `useServer`): `validate`, `onError` and `onComplete` are needed here.
 */
export function graphqlWsOptions(config: AppConfig, path: string): GraphQLWsSubscriptionsConfig {
  const max = config.liveFeeds.subscriptionsPerClient;
  const limiter = new FeedLimiter(max, 'graphqlWs');
  const places = new HeldPlaces();
  const clientOf = (ctx: WsContext): string => {
    const presented = fromConnectionParams(ctx.connectionParams);
    const key = presented.kind === 'key' ? presented.key : null;
    const { request } = ctx.extra as { request: IncomingMessage };
    return feedClientOfKey(key, upgradeAddress(request, config.http.trustProxy));
  };
  const options: Partial<ServerOptions<Record<string, unknown> | undefined>> = {
    validate: validateWithLimits,
    // One execution per event for all the subscribers of a match's feed (events/shared-results.ts).
    subscribe: subscribeSharingResults,
    onSubscribe: (ctx: WsContext, id: string, payload: SubscribePayload) => {
      const document = parsed(payload);
      if (document instanceof GraphQLError) return [document];
      if (valueNestsDeeperThan(payload.variables ?? null, MAX_JSON_DEPTH)) {
        return [problemToGraphQLError(toProblem(jsonTooDeep()))];
      }
      if (getOperationAST(document, payload.operationName)?.operation !== 'subscription') {
        return undefined;
      }
      const release = limiter.acquire(clientOf(ctx));
      if (!release) {
        return [
          limitError(
            ProblemCode.tooManySubscriptions,
            `At most ${max} subscriptions at once per API key (or address without one): complete one first.`,
            429,
          ),
        ];
      }
      places.keep(ctx, id, release);
      return undefined;
    },
    onError: (
      ctx: WsContext,
      id: string,
      _payload: SubscribePayload,
      errors: readonly GraphQLError[],
    ) => {
      places.release(ctx, id);
      return errors.map((error) => formatGraphQLError(error.toJSON(), error));
    },
    onComplete: (ctx: WsContext, id: string) => places.release(ctx, id),
    onClose: (ctx: WsContext) => places.releaseAll(ctx),
  };
  return { path, ...options } as GraphQLWsSubscriptionsConfig;
}

interface WithSubscriptionServer {
  graphQlAdapter?: { _subscriptionService?: { wss?: { options: { maxPayload?: number } } } };
}

/**
 * Caps graphql-ws messages at the HTTP body limit (ws' default is 100 MiB): a larger message
 * closes its connection with 1009 before it is parsed. Nest builds the WebSocket server itself
 * and does not pass this option on; ws reads it at every upgrade, so setting it once the server
 * exists is enough. Throws if Nest's internals change, rather than leave the cap silently off.
 */
export function capWebSocketMessages(graphql: unknown, maxBytes: number): void {
  const wss = (graphql as WithSubscriptionServer).graphQlAdapter?._subscriptionService?.wss;
  if (!wss) throw new Error('graphql-ws: no WebSocket server found to cap its messages');
  wss.options.maxPayload = maxBytes;
}
