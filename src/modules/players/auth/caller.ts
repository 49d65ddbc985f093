import type { ExecutionContext } from '@nestjs/common';
import { GqlExecutionContext, type GqlContextType } from '@nestjs/graphql';
import type { AuthenticatedPlayer } from '../player.js';
import { fromAuthorizationHeader, fromConnectionParams, type Presented } from './credentials.js';

/** Where the authenticated player is kept: on the HTTP request, or on the WebSocket's `extra`. */
const PLAYER = 'salvoPlayer';

interface Holder {
  [PLAYER]?: AuthenticatedPlayer | null;
}

interface HttpRequestLike extends Holder {
  headers?: Record<string, unknown>;
}

/** The GraphQL context: `req` over HTTP; graphql-ws' `connectionParams` and `extra` over WS. */
export interface GraphQLContextLike {
  req?: HttpRequestLike;
  connectionParams?: unknown;
  extra?: Holder;
}

/**
 * The caller of one operation: what credentials it presented, and (once a guard has checked
 * them) who it is. `undefined` means not checked yet; `null`, checked and anonymous.
 */
export interface Caller {
  presented(): Presented;
  known(): AuthenticatedPlayer | null | undefined;
  remember(player: AuthenticatedPlayer | null): void;
}

function holderCaller(holder: Holder, presented: () => Presented): Caller {
  return {
    presented,
    known: () => holder[PLAYER],
    remember: (player) => {
      holder[PLAYER] = player;
    },
  };
}

export function callerOfGraphQLContext(context: GraphQLContextLike): Caller {
  // A WebSocket first: its context may also carry the upgrade request, whose headers are not
  // where graphql-ws clients put their key. The connection's `extra` outlives each operation,
  // so a key is checked once per connection.
  if (context.extra) {
    const extra = context.extra;
    return holderCaller(extra, () => fromConnectionParams(context.connectionParams));
  }
  const req = context.req ?? {};
  return holderCaller(req, () => fromAuthorizationHeader(req.headers?.authorization));
}

export function callerOf(ctx: ExecutionContext): Caller {
  if (ctx.getType<GqlContextType>() === 'graphql') {
    return callerOfGraphQLContext(GqlExecutionContext.create(ctx).getContext<GraphQLContextLike>());
  }
  const req = ctx.switchToHttp().getRequest<HttpRequestLike>();
  return holderCaller(req, () => fromAuthorizationHeader(req.headers?.authorization));
}

/** Marks a WebSocket connection as authenticated at `onConnect` (graphql-ws `extra`). */
export function rememberOnConnection(extra: object, player: AuthenticatedPlayer | null): void {
  (extra as Holder)[PLAYER] = player;
}
