import { Body, Controller, Get, HttpCode, HttpStatus, Inject, Post } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiCreatedResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
} from '@nestjs/swagger';
import { Authenticated, CurrentPlayer } from './auth/decorators.js';
import { PlayerDto, RegisteredPlayerDto, type AuthenticatedPlayer } from './player.js';
import { PlayersService } from './players.service.js';
import { RegisterPlayerInput } from './register-player.input.js';

@ApiTags('players')
@Controller('players')
export class PlayersController {
  constructor(@Inject(PlayersService) private readonly players: PlayersService) {}

  @Post()
  @HttpCode(HttpStatus.CREATED)
  @ApiOperation({
    summary: 'Register a player',
    description: 'Creates a player and its API key. The key is in this answer only: keep it.',
  })
  @ApiCreatedResponse({ type: RegisteredPlayerDto, description: 'The player and its API key.' })
  @ApiBadRequestResponse({ description: 'VALIDATION_FAILED: a bad name or kind.' })
  registerPlayer(@Body() input: RegisterPlayerInput): Promise<RegisteredPlayerDto> {
    return this.players.register(input);
  }

  @Get('me')
  @Authenticated()
  @ApiOperation({ summary: 'The player whose API key is used' })
  @ApiOkResponse({ type: PlayerDto, description: 'You.' })
  getMe(@CurrentPlayer() player: AuthenticatedPlayer): PlayerDto {
    return player;
  }
}
