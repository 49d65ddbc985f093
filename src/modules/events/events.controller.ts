import { Controller, Get, Headers, Inject, Query, Req, Res } from '@nestjs/common';
import { ApiHeader, ApiOkResponse, ApiOperation, ApiProduces, ApiTags } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { ApiProblem } from '../../common/problem.js';
import { ApiMatchId, ApiRefusals, MatchIdParam } from '../match-runtime/index.js';
import {
  type AuthenticatedPlayer,
  CurrentPlayer,
  OptionallyAuthenticated,
} from '../players/index.js';
import { EventPage, EventsQuery } from './events.dto.js';
import { EventsService } from './events.service.js';
import { EventStreams } from './sse.js';
import { StreamQuery } from './stream-ticket.dto.js';
import { StreamTicketProblems } from './stream-ticket.problems.js';
import { StreamTickets } from './stream-tickets.js';

function lastEventId(header: string | undefined, after: number | undefined): number {
  if (header === undefined || header === '') return after ?? 0;
  if (!/^\d{1,9}$/.test(header)) {
    throw ApiProblem.validation([
      {
        path: '/Last-Event-ID',
        code: 'INVALID_LAST_EVENT_ID',
        message: 'Last-Event-ID is an event seq',
      },
    ]);
  }
  return Number(header);
}

@ApiTags('events')
@Controller('matches/:matchId/events')
@ApiMatchId()
@OptionallyAuthenticated()
export class EventsController {
  constructor(
    @Inject(EventsService) private readonly events: EventsService,
    @Inject(StreamTickets) private readonly tickets: StreamTickets,
    @Inject(EventStreams) private readonly streams: EventStreams,
  ) {}

  @Get()
  @ApiOperation({
    summary: "A match's events",
    description:
      "The event log from `after`, redacted for you: your seats' private events and the public ones.",
  })
  @ApiOkResponse({
    type: EventPage,
    description: 'The events you may see, and how far the log goes.',
  })
  @ApiRefusals({ 400: 'VALIDATION_FAILED', 404: 'MATCH_NOT_FOUND' })
  listEvents(
    @CurrentPlayer() player: AuthenticatedPlayer | null,
    @MatchIdParam() matchId: string,
    @Query() query: EventsQuery,
  ): Promise<EventPage> {
    return this.events.list(matchId, player, query);
  }

  @Get('stream')
  @ApiOperation({
    summary: "Follow a match's events (Server-Sent Events)",
    description:
      'Named events: `matchEvent` (`id: <seq>`, `data: <event JSON>`), what you missed after `after` (or Last-Event-ID, which wins), then live; `phaseChanged` (data: the new phase) after each phase.changed; a `: heartbeat` comment every 15 s (SSE_HEARTBEAT_MS). After match.finished (or at once, for a match over before you came) an `end` event, then the response ends: close your EventSource on `end`. Redacted for you: the caller of the API key, or of the `ticket` (from POST /matches/{matchId}/stream-tickets) for a browser EventSource, which cannot send headers.',
  })
  @ApiHeader({
    name: 'Last-Event-ID',
    required: false,
    description: 'Resume after this seq (EventSource sends it).',
  })
  @ApiProduces('text/event-stream')
  @ApiOkResponse({
    description: 'text/event-stream: matchEvent, phaseChanged and end events, and heartbeats.',
  })
  @ApiRefusals({
    400: 'VALIDATION_FAILED (TICKET_WITH_API_KEY: a ticket and an Authorization header)',
    401: 'UNAUTHENTICATED (a key that is not valid), STREAM_TICKET_INVALID (unknown, expired or used)',
    403: 'STREAM_TICKET_OTHER_MATCH',
    404: 'MATCH_NOT_FOUND',
    429: 'TOO_MANY_STREAMS (MAX_STREAMS_PER_CLIENT open already)',
  })
  async streamEvents(
    @CurrentPlayer() keyHolder: AuthenticatedPlayer | null,
    @MatchIdParam() matchId: string,
    @Query() query: StreamQuery,
    @Headers('last-event-id') lastId: string | undefined,
    @Req() req: Request,
    @Res() res: Response,
  ): Promise<void> {
    const after = lastEventId(lastId, query.after);
    if (query.ticket !== undefined && keyHolder) throw StreamTicketProblems.withKey();
    const player =
      query.ticket === undefined ? keyHolder : await this.tickets.redeem(query.ticket, matchId);
    await this.streams.open(req, res, player, () =>
      this.events.follow(matchId, player, after, true),
    );
  }
}
