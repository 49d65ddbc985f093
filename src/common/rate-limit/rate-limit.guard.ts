/**
 * Rate limiting, across all routes and both doors: a player's budget for a valid API key, an
 * address's for anything else (see rate-limit.bucket.ts). A request counts once, however many
 * GraphQL fields it asks for. Over budget: 429 `RATE_LIMITED` with `retryAfter` and `Retry-After`.
 * Every answer carries RateLimit-Limit / -Remaining / -Reset / -Policy (IETF ratelimit-headers draft).
 */
import {
  Inject,
  Injectable,
  Logger,
  type CanActivate,
  type ExecutionContext,
} from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { GqlExecutionContext, type GqlContextType } from '@nestjs/graphql';
import type { Request, Response } from 'express';
import { InjectConfig } from '../../config/config.module.js';
import type { AppConfig } from '../../config/config.js';
import { callerOf, PlayersService } from '../../modules/players/index.js';
import { ApiProblem, ProblemCode } from '../problem.js';
import { withTimeout } from '../timeout.js';
import { bucketOf, type Bucket } from './rate-limit.bucket.js';
import type { RateLimitStore } from './rate-limit.store.js';
import { SKIP_RATE_LIMIT } from './skip-rate-limit.js';

export const RATE_LIMIT_STORE = Symbol('RATE_LIMIT_STORE');
export { SkipRateLimit } from './skip-rate-limit.js';

/** A shared store that does not answer quickly lets the request through (fail open). */
const STORE_TIMEOUT_MS = 250;

/** Where a request keeps its count, so that each GraphQL field of it does not count again. */
const COUNTED = Symbol('salvo:rate-limit-count');

interface Counted {
  bucket: Bucket;
  remaining: number;
  resetSeconds: number;
  over: boolean;
}

type CountedRequest = Request & { [COUNTED]?: Promise<Counted | null> };

@Injectable()
export class RateLimitGuard implements CanActivate {
  private readonly logger = new Logger('RateLimit');

  constructor(
    @InjectConfig() private readonly config: AppConfig,
    @Inject(RATE_LIMIT_STORE) private readonly store: RateLimitStore,
    @Inject(Reflector) private readonly reflector: Reflector,
    @Inject(PlayersService) private readonly players: PlayersService,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const limits = this.config.rateLimit;
    if (!limits) return true;
    const skip = this.reflector.getAllAndOverride<boolean>(SKIP_RATE_LIMIT, [
      context.getHandler(),
      context.getClass(),
    ]);
    const { req, res } = requestOf(context);
    // Subscriptions over WebSocket have no HTTP request to count or to answer with a 429.
    if (skip || !req || !res) return true;

    const counting = req as CountedRequest;
    counting[COUNTED] ??= this.count(context, req, limits.windowMs);
    const counted = await counting[COUNTED];
    if (!counted) return true;
    const { bucket, remaining, resetSeconds } = counted;
    res.setHeader('RateLimit-Limit', bucket.limit);
    res.setHeader('RateLimit-Remaining', remaining);
    res.setHeader('RateLimit-Reset', resetSeconds);
    res.setHeader('RateLimit-Policy', `${bucket.limit};w=${limits.windowMs / 1000}`);
    if (!counted.over) return true;
    res.setHeader('Retry-After', resetSeconds);
    throw rateLimited(bucket, limits.windowMs, resetSeconds);
  }

  /** `null`: not counted (the store failed); the request goes through. */
  private async count(
    context: ExecutionContext,
    req: Request,
    windowMs: number,
  ): Promise<Counted | null> {
    const limits = this.config.rateLimit!;
    let bucket: Bucket;
    try {
      bucket = await bucketOf(callerOf(context), req.ip, limits, (key) =>
        this.players.authenticate(key),
      );
    } catch (error) {
      // The key could not be checked (database down): the authentication guard will answer.
      this.logger.warn(
        `rate limit by address, the key was not checked: ${(error as Error).message}`,
      );
      bucket = await bucketOf(callerOf(context), req.ip, limits, async () => null);
    }
    try {
      const window = await withTimeout(
        this.store.hit(bucket.key, windowMs),
        STORE_TIMEOUT_MS,
        'The rate-limit store',
      );
      return {
        bucket,
        remaining: Math.max(0, bucket.limit - window.count),
        resetSeconds: Math.max(1, Math.ceil(window.resetMs / 1000)),
        over: window.count > bucket.limit,
      };
    } catch (error) {
      this.logger.warn(`rate limit not applied: ${(error as Error).message}`);
      return null;
    }
  }
}

function rateLimited(bucket: Bucket, windowMs: number, retryAfter: number): ApiProblem {
  const whose = bucket.key.startsWith('player:')
    ? 'for one player'
    : 'from one address without a valid API key';
  return new ApiProblem(
    429,
    ProblemCode.rateLimited,
    `Too many requests: at most ${bucket.limit} per ${windowMs / 1000} s ${whose}. ` +
      `Retry in ${retryAfter} s.`,
    [],
    { retryAfter, limit: bucket.limit, windowSeconds: windowMs / 1000 },
  );
}

function requestOf(context: ExecutionContext): { req?: Request; res?: Response } {
  if (context.getType<GqlContextType>() === 'graphql') {
    return GqlExecutionContext.create(context).getContext<{ req?: Request; res?: Response }>();
  }
  const http = context.switchToHttp();
  return { req: http.getRequest<Request>(), res: http.getResponse<Response>() };
}
