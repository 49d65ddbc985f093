/** The refusals of ladders, each with a stable code. */
import { HttpStatus } from '@nestjs/common';
import { ApiProblem } from '../../common/problem.js';
import { noSuchRuleset } from '../../engine/index.js';

export const LadderProblems = {
  ladderNotFound: (id: string) =>
    new ApiProblem(
      HttpStatus.NOT_FOUND,
      'LADDER_NOT_FOUND',
      `No ladder ${JSON.stringify(id.slice(0, 64))}.`,
    ),
  botNotFound: (id: string) =>
    new ApiProblem(
      HttpStatus.NOT_FOUND,
      'BOT_NOT_FOUND',
      `No bot ${JSON.stringify(id.slice(0, 64))}.`,
    ),
  notEntered: () =>
    new ApiProblem(HttpStatus.CONFLICT, 'NOT_ENTERED', 'You have not entered this ladder.'),
  unknownRuleset: (rulesetId: string) =>
    ApiProblem.validation([
      { path: '/rulesetId', code: 'UNKNOWN_RULESET', message: noSuchRuleset(rulesetId) },
    ]),
  unfitScenario: (message: string) =>
    ApiProblem.validation([{ path: '/scenarioId', code: 'UNKNOWN_SCENARIO', message }]),
};
