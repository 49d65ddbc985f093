import {
  Inject,
  Injectable,
  SetMetadata,
  type CanActivate,
  type ExecutionContext,
} from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { PlayersService } from '../players.service.js';
import { AuthProblems } from './auth.problems.js';
import { callerOf } from './caller.js';

export const OPTIONAL_AUTH = 'salvo:optionalAuth';
export const markAuthOptional = (): MethodDecorator & ClassDecorator =>
  SetMetadata(OPTIONAL_AUTH, true);

/**
 * Checks the caller's API key (REST header, GraphQL over HTTP, or graphql-ws connectionParams)
 * and remembers who it is for `@CurrentPlayer()`. Where authentication is optional, no key means
 * a spectator; a key that is wrong is still refused, so a typo never silently reads as public.
 */
@Injectable()
export class PlayerAuthGuard implements CanActivate {
  constructor(
    @Inject(PlayersService) private readonly players: PlayersService,
    @Inject(Reflector) private readonly reflector: Reflector,
  ) {}

  async canActivate(ctx: ExecutionContext): Promise<boolean> {
    const optional =
      this.reflector.getAllAndOverride<boolean>(OPTIONAL_AUTH, [
        ctx.getHandler(),
        ctx.getClass(),
      ]) ?? false;
    const caller = callerOf(ctx);
    let player = caller.known();
    if (player === undefined) {
      const presented = caller.presented();
      if (presented.kind === 'malformed') throw AuthProblems.badKey();
      player = presented.kind === 'key' ? await this.players.authenticate(presented.key) : null;
      if (presented.kind === 'key' && !player) throw AuthProblems.badKey();
      caller.remember(player);
    }
    if (!player && !optional) throw AuthProblems.missingKey();
    return true;
  }
}
