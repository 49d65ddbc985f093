import { ArgsType } from '@nestjs/graphql';
import { MatchIdField } from '../match-runtime/index.js';
import { EventsQuery } from './events.dto.js';

/**
 * The `matchEventPage` query's arguments. The match id sits with the paging fields because the
 * validation pipe checks one `@Args()` object whole and would call a separate argument unknown.
 */
@ArgsType()
export class EventPageArgs extends EventsQuery {
  @MatchIdField()
  matchId!: string;
}
