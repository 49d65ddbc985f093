import {
  applyDecorators,
  createParamDecorator,
  UseGuards,
  type ExecutionContext,
} from '@nestjs/common';
import { ApiBearerAuth, ApiSecurity, ApiUnauthorizedResponse } from '@nestjs/swagger';
import type { AuthenticatedPlayer } from '../player.js';
import { callerOf } from './caller.js';
import { markAuthOptional, PlayerAuthGuard } from './player-auth.guard.js';

/** The OpenAPI security scheme (`addBearerAuth()` registers it under this default name). */
export const API_KEY_SCHEME = 'bearer';

/** The operation needs a player's API key. */
export const Authenticated = (): MethodDecorator & ClassDecorator =>
  applyDecorators(
    UseGuards(PlayerAuthGuard),
    ApiBearerAuth(API_KEY_SCHEME),
    ApiUnauthorizedResponse({ description: 'UNAUTHENTICATED: no API key, or not a valid one.' }),
  );

/** Anyone may call; with a key, the caller is that player (and may see their seats' secrets). */
export const OptionallyAuthenticated = (): MethodDecorator & ClassDecorator =>
  applyDecorators(
    markAuthOptional(),
    UseGuards(PlayerAuthGuard),
    ApiBearerAuth(API_KEY_SCHEME),
    // `{}`: no key at all is one of the accepted ways in.
    ApiSecurity({}),
    ApiUnauthorizedResponse({ description: 'UNAUTHENTICATED: a key was sent and is not valid.' }),
  );

/** The authenticated player, or null for an anonymous caller where authentication is optional. */
export const CurrentPlayer = createParamDecorator(
  (_data: unknown, ctx: ExecutionContext): AuthenticatedPlayer | null =>
    callerOf(ctx).known() ?? null,
);
