/**
 * The refusals of match play, each with a stable code. Messages never quote another seat's orders
 * or private state: a refusal is seen by the caller alone, but it is still a channel.
 */
import { HttpStatus } from '@nestjs/common';
import { allRulesets, noSuchRuleset, type Problem } from '../../engine/index.js';
import { ApiProblem, type FieldProblem } from '../../common/problem.js';

export const MatchCodes = {
  matchNotFound: 'MATCH_NOT_FOUND',
  playerNotFound: 'PLAYER_NOT_FOUND',
  notASeat: 'NOT_A_SEAT',
  notYourDecision: 'NOT_YOUR_DECISION',
  decisionNotPending: 'DECISION_NOT_PENDING',
  matchOver: 'MATCH_OVER',
  matchNotActive: 'MATCH_NOT_ACTIVE',
  matchNotOpen: 'MATCH_NOT_OPEN',
  seatTaken: 'SEAT_TAKEN',
  alreadySeated: 'ALREADY_SEATED',
  noOpenSeat: 'NO_OPEN_SEAT',
  idempotencyKeyReused: 'IDEMPOTENCY_KEY_REUSED',
  illegalOrder: 'ILLEGAL_ORDER',
  invalidSetup: 'INVALID_SETUP',
  unknownRuleset: 'UNKNOWN_RULESET',
  invalidSeats: 'INVALID_SEATS',
} as const;

const fields = (problems: readonly Problem[]): FieldProblem[] =>
  problems.map(({ path, code, message }) => ({ path, code, message }));

export const MatchProblems = {
  /** Also the answer for a private match the caller may not see: its existence is not public. */
  matchNotFound: (id: string) =>
    new ApiProblem(
      HttpStatus.NOT_FOUND,
      MatchCodes.matchNotFound,
      `No match ${JSON.stringify(id.slice(0, 64))}.`,
    ),
  notASeat: () =>
    new ApiProblem(
      HttpStatus.FORBIDDEN,
      MatchCodes.notASeat,
      'You hold no seat in this match: spectators may read, not act.',
    ),
  notYourSeat: (seat: number) =>
    new ApiProblem(HttpStatus.FORBIDDEN, MatchCodes.notASeat, `Seat ${seat} is not yours.`),
  notYourDecision: (decisionId: string) =>
    new ApiProblem(
      HttpStatus.FORBIDDEN,
      MatchCodes.notYourDecision,
      `Decision "${decisionId}" belongs to another seat.`,
    ),
  decisionNotPending: (decisionId: string, why: string) =>
    new ApiProblem(
      HttpStatus.CONFLICT,
      MatchCodes.decisionNotPending,
      `Decision "${decisionId}" is not pending: ${why}. GET the match's decision for the current one.`,
    ),
  matchOver: () => new ApiProblem(HttpStatus.CONFLICT, MatchCodes.matchOver, 'The match is over.'),
  matchNotActive: (status: string) =>
    new ApiProblem(
      HttpStatus.CONFLICT,
      MatchCodes.matchNotActive,
      `The match is ${status}: orders are taken while it is active.`,
    ),
  matchNotOpen: (status: string) =>
    new ApiProblem(
      HttpStatus.CONFLICT,
      MatchCodes.matchNotOpen,
      `The match is ${status}: seats change only while it is open.`,
    ),
  seatTaken: (seat: number) =>
    new ApiProblem(HttpStatus.CONFLICT, MatchCodes.seatTaken, `Seat ${seat} is taken.`),
  alreadySeated: (seat: number) =>
    new ApiProblem(
      HttpStatus.CONFLICT,
      MatchCodes.alreadySeated,
      `You already hold seat ${seat}; name another seat to take a second one.`,
    ),
  noOpenSeat: () =>
    new ApiProblem(HttpStatus.CONFLICT, MatchCodes.noOpenSeat, 'Every seat is taken.'),
  idempotencyKeyReused: () =>
    new ApiProblem(
      HttpStatus.CONFLICT,
      MatchCodes.idempotencyKeyReused,
      'This Idempotency-Key was used for a different request: use a new key for a new order.',
    ),
  illegalOrder: (problems: readonly Problem[]) =>
    new ApiProblem(
      HttpStatus.UNPROCESSABLE_ENTITY,
      MatchCodes.illegalOrder,
      `The order is not legal: ${problems.map((p) => p.message).join('; ')}`,
      fields(problems),
    ),
  invalidSetup: (problems: readonly Problem[]) =>
    new ApiProblem(
      HttpStatus.UNPROCESSABLE_ENTITY,
      MatchCodes.invalidSetup,
      `The match cannot be set up: ${problems.map((p) => p.message).join('; ')}`,
      fields(problems),
    ),
  unknownRuleset: (id: string) =>
    new ApiProblem(
      HttpStatus.UNPROCESSABLE_ENTITY,
      MatchCodes.unknownRuleset,
      `No ruleset "${id}" (GET /api/v1/rulesets lists them): ${allRulesets()
        .map((r) => r.id)
        .join(', ')}.`,
      [{ path: '/rulesetId', code: MatchCodes.unknownRuleset, message: noSuchRuleset(id) }],
    ),
  invalidSeats: (errors: FieldProblem[]) =>
    new ApiProblem(
      HttpStatus.UNPROCESSABLE_ENTITY,
      MatchCodes.invalidSeats,
      `The seats are not valid: ${errors.map((e) => e.message).join('; ')}`,
      errors,
    ),
};
