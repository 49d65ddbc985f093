/**
 * Rate limiting: one budget per API key (the `Authorization: Bearer` token) across all routes, or
 * per client address for anonymous requests. Over budget: 429 `RATE_LIMITED` with `Retry-After`.
 */
import { createHash } from 'node:crypto';
import { Injectable, type DynamicModule, type ExecutionContext } from '@nestjs/common';
import { GqlExecutionContext, type GqlContextType } from '@nestjs/graphql';
import { ThrottlerGuard, ThrottlerModule } from '@nestjs/throttler';
import type { AppConfig } from '../config/config.js';

interface TrackedRequest {
  ip?: string;
  headers?: Record<string, string | string[] | undefined>;
}

export function bearerToken(req: TrackedRequest): string | null {
  const header = req.headers?.authorization;
  const match = typeof header === 'string' ? /^Bearer\s+(\S+)$/i.exec(header) : null;
  return match ? match[1] : null;
}

@Injectable()
export class ClientThrottlerGuard extends ThrottlerGuard {
  protected override async getTracker(req: Record<string, unknown>): Promise<string> {
    const token = bearerToken(req as TrackedRequest);
    // The key itself never sits in the limiter's memory, only a digest of it.
    if (token) return `key:${createHash('sha256').update(token).digest('hex')}`;
    return `ip:${await super.getTracker(req)}`;
  }

  /** One budget per client, not one per route. */
  protected override generateKey(
    _context: ExecutionContext,
    tracker: string,
    name: string,
  ): string {
    return `${name}:${tracker}`;
  }

  protected override getRequestResponse(context: ExecutionContext): {
    req: Record<string, unknown>;
    res: Record<string, unknown>;
  } {
    if (context.getType<GqlContextType>() === 'graphql') {
      const { req, res } = GqlExecutionContext.create(context).getContext<{
        req: Record<string, unknown>;
        res: Record<string, unknown>;
      }>();
      return { req, res };
    }
    return super.getRequestResponse(context);
  }

  override async canActivate(context: ExecutionContext): Promise<boolean> {
    // Subscriptions over WebSocket have no HTTP request to count or answer with a 429.
    if (context.getType<GqlContextType>() === 'graphql') {
      const { res } = GqlExecutionContext.create(context).getContext<{ res?: unknown }>();
      if (!res) return true;
    }
    return super.canActivate(context);
  }
}

export function throttlingModule(config: AppConfig): DynamicModule {
  const limit = config.rateLimit;
  const windowSeconds = (limit?.windowMs ?? 1000) / 1000;
  return ThrottlerModule.forRoot({
    // Named `default` so the headers carry no suffix: Retry-After, X-RateLimit-Remaining...
    throttlers: [{ name: 'default', limit: limit?.limit ?? 1, ttl: limit?.windowMs ?? 1000 }],
    skipIf: () => limit === null,
    errorMessage: `Too many requests: at most ${limit?.limit} per ${windowSeconds} s for one API key (or address). Retry after the Retry-After delay.`,
  });
}
