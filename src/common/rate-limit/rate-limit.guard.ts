/**
 * Rate limiting: one budget per API key (the `Authorization: Bearer` token) across all routes and
 * both doors, or per client address for anonymous requests. Over budget: 429 `RATE_LIMITED` with
 * `Retry-After`. Every answer carries RateLimit-Limit / -Remaining / -Reset.
 */
import { createHash } from 'node:crypto';
import {
  Inject,
  Injectable,
  Logger,
  SetMetadata,
  type CanActivate,
  type ExecutionContext,
} from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { GqlExecutionContext, type GqlContextType } from '@nestjs/graphql';
import type { Request, Response } from 'express';
import { InjectConfig } from '../../config/config.module.js';
import type { AppConfig } from '../../config/config.js';
import { ApiProblem, ProblemCode } from '../problem.js';
import { withTimeout } from '../timeout.js';
import type { RateLimitStore } from './rate-limit.store.js';

export const RATE_LIMIT_STORE = Symbol('RATE_LIMIT_STORE');
const SKIP_RATE_LIMIT = 'salvo:skip-rate-limit';

/** For routes that must always answer, such as health probes. */
export const SkipRateLimit = (): MethodDecorator & ClassDecorator =>
  SetMetadata(SKIP_RATE_LIMIT, true);

/** A shared store that does not answer quickly lets the request through (fail open). */
const STORE_TIMEOUT_MS = 250;

export function bearerToken(req: Pick<Request, 'headers'>): string | null {
  const header = req.headers.authorization;
  const match = typeof header === 'string' ? /^Bearer\s+(\S+)$/i.exec(header) : null;
  return match ? match[1] : null;
}

/** Who is counted: a digest of the API key (the key itself is never stored), else the address. */
export function clientKey(req: Pick<Request, 'headers' | 'ip'>): string {
  const token = bearerToken(req);
  if (token) return `key:${createHash('sha256').update(token).digest('hex')}`;
  return `ip:${req.ip ?? 'unknown'}`;
}

@Injectable()
export class RateLimitGuard implements CanActivate {
  private readonly logger = new Logger('RateLimit');

  constructor(
    @InjectConfig() private readonly config: AppConfig,
    @Inject(RATE_LIMIT_STORE) private readonly store: RateLimitStore,
    @Inject(Reflector) private readonly reflector: Reflector,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const limit = this.config.rateLimit;
    if (!limit) return true;
    const skip = this.reflector.getAllAndOverride<boolean>(SKIP_RATE_LIMIT, [
      context.getHandler(),
      context.getClass(),
    ]);
    const { req, res } = this.requestOf(context);
    // Subscriptions over WebSocket have no HTTP request to count or to answer with a 429.
    if (skip || !req || !res) return true;

    let window;
    try {
      window = await withTimeout(
        this.store.hit(clientKey(req), limit.windowMs),
        STORE_TIMEOUT_MS,
        'The rate-limit store',
      );
    } catch (error) {
      this.logger.warn(`rate limit not applied: ${(error as Error).message}`);
      return true;
    }
    const resetSeconds = Math.max(1, Math.ceil(window.resetMs / 1000));
    res.setHeader('RateLimit-Limit', limit.limit);
    res.setHeader('RateLimit-Remaining', Math.max(0, limit.limit - window.count));
    res.setHeader('RateLimit-Reset', resetSeconds);
    if (window.count <= limit.limit) return true;
    res.setHeader('Retry-After', resetSeconds);
    throw new ApiProblem(
      429,
      ProblemCode.rateLimited,
      `Too many requests: at most ${limit.limit} per ${limit.windowMs / 1000} s for one API key ` +
        `(or address). Retry in ${resetSeconds} s.`,
    );
  }

  private requestOf(context: ExecutionContext): { req?: Request; res?: Response } {
    if (context.getType<GqlContextType>() === 'graphql') {
      return GqlExecutionContext.create(context).getContext<{ req?: Request; res?: Response }>();
    }
    const http = context.switchToHttp();
    return { req: http.getRequest<Request>(), res: http.getResponse<Response>() };
  }
}
