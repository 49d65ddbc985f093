import { Controller, HttpCode, HttpStatus, Inject, Post } from '@nestjs/common';
import { ApiCreatedResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ApiMatchId, ApiRefusals, MatchIdParam } from '../match-runtime/index.js';
import { Authenticated, type AuthenticatedPlayer, CurrentPlayer } from '../players/index.js';
import { StreamTicketDto } from './stream-ticket.dto.js';
import { StreamTickets } from './stream-tickets.js';

@ApiTags('events')
@Controller('matches/:matchId/stream-tickets')
@ApiMatchId()
@Authenticated()
export class StreamTicketsController {
  constructor(@Inject(StreamTickets) private readonly tickets: StreamTickets) {}

  @Post()
  @HttpCode(HttpStatus.CREATED)
  @ApiOperation({
    summary: 'A ticket to follow the match from a browser',
    description:
      'EventSource cannot send an Authorization header, and an API key must never go in a URL. A ticket can: open `GET /matches/{matchId}/events/stream?ticket=<ticket>` within 60 seconds and the stream is redacted for you, as with your key. A ticket opens one stream, of this match only; to reconnect, get a new one and pass `after=<last seq you saw>`. Log lines show `ticket=[REDACTED]`.',
  })
  @ApiCreatedResponse({
    type: StreamTicketDto,
    description: 'The ticket, and until when it opens a stream.',
  })
  @ApiRefusals({ 404: 'MATCH_NOT_FOUND' })
  createStreamTicket(
    @CurrentPlayer() player: AuthenticatedPlayer,
    @MatchIdParam() matchId: string,
  ): Promise<StreamTicketDto> {
    return this.tickets.issue(matchId, player);
  }
}
