/** The refusals of bot accounts, each with a stable code. */
import { HttpStatus } from '@nestjs/common';
import { ApiProblem } from '../../../common/problem.js';
import { noSuchRuleset } from '../../../engine/index.js';

export const BotAccountProblems = {
  /** Also the answer for another owner's bot: whose bots exist is not shown. */
  botNotFound: (id: string) =>
    new ApiProblem(
      HttpStatus.NOT_FOUND,
      'BOT_NOT_FOUND',
      `You own no bot ${JSON.stringify(id.slice(0, 64))}.`,
    ),
  botsOwnNoBots: () =>
    new ApiProblem(
      HttpStatus.FORBIDDEN,
      'BOT_CANNOT_OWN_BOTS',
      'A bot account cannot register bots: use its owner’s key.',
    ),
  unknownRulesets: (unknown: readonly string[]) =>
    ApiProblem.validation(
      unknown.map((id) => ({
        path: '/rulesetIds',
        code: 'UNKNOWN_RULESET',
        message: noSuchRuleset(id),
      })),
    ),
  emptyRatingRange: () =>
    ApiProblem.validation([
      {
        path: '/minOpponentRating',
        code: 'EMPTY_RATING_RANGE',
        message: 'minOpponentRating is above maxOpponentRating: no challenger would fit',
      },
    ]),
};
