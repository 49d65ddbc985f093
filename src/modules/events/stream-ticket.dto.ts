import { applyDecorators } from '@nestjs/common';
import { ApiProperty, ApiPropertyOptional, ApiSchema } from '@nestjs/swagger';
import { IsOptional, IsString, Length } from 'class-validator';
import { EventsQuery } from './events.dto.js';

@ApiSchema({ name: 'StreamTicket' })
export class StreamTicketDto {
  @ApiProperty({
    example: 'st_Q2hhbmdlIG1lIGlmIHlvdSBjYW4gcmVhZCB0aGlz',
    description:
      'Open the event stream with `?ticket=<this>`. One use: the stream it opens uses it up.',
  })
  ticket!: string;

  @ApiProperty({
    format: 'date-time',
    description: 'Unused after this (60 seconds after it was issued), it is refused.',
  })
  expiresAt!: Date;
}

const TicketParam = (issuer: string): PropertyDecorator =>
  applyDecorators(
    ApiPropertyOptional({
      description: `A stream ticket (${issuer}): for clients that cannot send an Authorization header, such as EventSource. Never put the API key itself in a URL.`,
    }),
    IsOptional(),
    IsString(),
    Length(1, 200),
  );

/** The event stream's query: the page's `after`, and a stream ticket instead of an API key. */
export class StreamQuery extends EventsQuery {
  @TicketParam('POST /matches/{matchId}/stream-tickets')
  ticket?: string;
}

/** A player's own stream's query: a stream ticket instead of an API key. */
export class PlayerStreamQuery {
  @TicketParam('POST /players/me/stream-tickets')
  ticket?: string;
}
