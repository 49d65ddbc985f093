import { ArgsType } from '@nestjs/graphql';
import { MatchIdField, ViewQuery } from '../match-runtime/index.js';

/**
 * The `matchReplay` query's arguments. The match id sits with `seat` because the validation pipe
 * checks one `@Args()` object whole and would call a separate argument unknown.
 */
@ArgsType()
export class ReplayArgs extends ViewQuery {
  @MatchIdField()
  matchId!: string;
}
