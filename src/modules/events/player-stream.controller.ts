import {
  Controller,
  Get,
  HttpCode,
  HttpStatus,
  Inject,
  Post,
  Query,
  Req,
  Res,
} from '@nestjs/common';
import {
  ApiCreatedResponse,
  ApiOkResponse,
  ApiOperation,
  ApiProduces,
  ApiTags,
} from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { ApiRefusals } from '../match-runtime/index.js';
import {
  Authenticated,
  AuthProblems,
  type AuthenticatedPlayer,
  CurrentPlayer,
  OptionallyAuthenticated,
} from '../players/index.js';
import { EventsService } from './events.service.js';
import { EventStreams } from './sse.js';
import { PlayerStreamQuery, StreamTicketDto } from './stream-ticket.dto.js';
import { StreamTicketProblems } from './stream-ticket.problems.js';
import { PLAYER_STREAM, StreamTickets } from './stream-tickets.js';

@ApiTags('events')
@Controller('players/me')
export class PlayerStreamController {
  constructor(
    @Inject(EventsService) private readonly events: EventsService,
    @Inject(StreamTickets) private readonly tickets: StreamTickets,
    @Inject(EventStreams) private readonly streams: EventStreams,
  ) {}

  @Get('stream')
  @OptionallyAuthenticated()
  @ApiOperation({
    operationId: 'streamMyMatches',
    summary: 'Follow all your matches on one stream (Server-Sent Events)',
    description:
      "One stream per key for a bot playing many matches, like Lichess's event stream. Named events: `match` ({matchId, after}: that match's events follow from seq after + 1: its current end for a match active when you connect, 0 for one started since); `matchEvent` ({matchId, ...event}, redacted for you); `phaseChanged` ({matchId, phase}); `decision` (each decision you owe, as the `decisionRequired` subscription gives it: those owed when you connect, then each new one; it may come before the events that led to it); `challenge` (each challenge sent to you). A `: heartbeat` comment every 15 s (SSE_HEARTBEAT_MS). A match's events stop after its match.finished; the stream itself lasts until you close it. On reconnecting you are told again what you owe. Authenticated by your API key, or by a `ticket` from POST /players/me/stream-tickets for a browser EventSource.",
  })
  @ApiProduces('text/event-stream')
  @ApiOkResponse({
    description:
      'text/event-stream: match, matchEvent, phaseChanged, decision and challenge events, and heartbeats.',
  })
  @ApiRefusals({
    400: 'VALIDATION_FAILED (TICKET_WITH_API_KEY: a ticket and an Authorization header)',
    401: 'UNAUTHENTICATED (no key, or not a valid one), STREAM_TICKET_INVALID (unknown, expired or used)',
    403: 'STREAM_TICKET_OTHER_MATCH (a ticket for a match)',
    429: 'TOO_MANY_STREAMS (MAX_STREAMS_PER_CLIENT open already)',
  })
  async streamMyMatches(
    @CurrentPlayer() keyHolder: AuthenticatedPlayer | null,
    @Query() query: PlayerStreamQuery,
    @Req() req: Request,
    @Res() res: Response,
  ): Promise<void> {
    if (query.ticket !== undefined && keyHolder) throw StreamTicketProblems.withKey();
    const player =
      query.ticket === undefined
        ? keyHolder
        : await this.tickets.redeem(query.ticket, PLAYER_STREAM);
    if (!player) throw AuthProblems.missingKey();
    this.streams.openLasting(res, req, player, (rescanMs) =>
      this.events.followPlayer(player, rescanMs),
    );
  }

  @Post('stream-tickets')
  @Authenticated()
  @HttpCode(HttpStatus.CREATED)
  @ApiOperation({
    operationId: 'createPlayerStreamTicket',
    summary: 'A ticket to follow all your matches from a browser',
    description:
      'As a match’s stream ticket: open `GET /players/me/stream?ticket=<ticket>` within 60 seconds; it opens one stream, and is worthless after.',
  })
  @ApiCreatedResponse({
    type: StreamTicketDto,
    description: 'The ticket, and until when it works.',
  })
  createPlayerStreamTicket(@CurrentPlayer() player: AuthenticatedPlayer): Promise<StreamTicketDto> {
    return this.tickets.issueForPlayerStream(player);
  }
}
