/** The refusals of summaries, maps and their signed links, each with a stable code. */
import { HttpStatus } from '@nestjs/common';
import { ApiProblem } from '../../common/problem.js';

export const ReportCodes = {
  turnNotFound: 'TURN_NOT_FOUND',
  noMap: 'NO_MAP',
  linkInvalid: 'LINK_SIGNATURE_INVALID',
  linkExpired: 'LINK_EXPIRED',
} as const;

export const ReportProblems = {
  turnNotFound: (turn: number, turns: readonly number[]) =>
    new ApiProblem(
      HttpStatus.NOT_FOUND,
      ReportCodes.turnNotFound,
      turns.length === 0
        ? `The match has no turn ${turn}: it has no turns yet.`
        : `The match has no turn ${turn}: its turns run from ${turns[0]} to ${turns[turns.length - 1]}.`,
    ),
  noMap: (rulesetId: string) =>
    new ApiProblem(
      HttpStatus.NOT_FOUND,
      ReportCodes.noMap,
      `There is no map of this match yet (${rulesetId}: no board, or nothing placed on it).`,
    ),
  linkInvalid: (why: string) =>
    new ApiProblem(
      HttpStatus.UNAUTHORIZED,
      ReportCodes.linkInvalid,
      `The signed link is not valid: ${why}. Ask for a new one (POST /matches/{matchId}/report-links).`,
    ),
  linkExpired: (expiredAt: string) =>
    new ApiProblem(
      HttpStatus.UNAUTHORIZED,
      ReportCodes.linkExpired,
      `The signed link expired at ${expiredAt}. Ask for a new one (POST /matches/{matchId}/report-links).`,
    ),
};
