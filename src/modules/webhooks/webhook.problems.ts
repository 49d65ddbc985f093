/** The refusals of webhooks, each with a stable code. */
import { HttpStatus } from '@nestjs/common';
import { ApiProblem } from '../../common/problem.js';

export const WebhookCodes = {
  notFound: 'WEBHOOK_NOT_FOUND',
  targetForbidden: 'WEBHOOK_TARGET_FORBIDDEN',
  targetInvalid: 'WEBHOOK_TARGET_INVALID',
  targetUnresolvable: 'WEBHOOK_TARGET_UNRESOLVABLE',
  tooMany: 'TOO_MANY_WEBHOOKS',
  notSeatHolder: 'NOT_SEAT_HOLDER',
  disabled: 'WEBHOOK_DISABLED',
  notInMatch: 'NOT_IN_MATCH',
} as const;

const urlProblem = (code: string, message: string) => [{ path: '/url', code, message }];

export const WebhookProblems = {
  /** Also the answer for another player's hook: it is theirs alone. */
  notFound: (id: string) =>
    new ApiProblem(
      HttpStatus.NOT_FOUND,
      WebhookCodes.notFound,
      `No webhook ${JSON.stringify(id.slice(0, 64))} of yours.`,
    ),
  targetForbidden: (address: string) =>
    new ApiProblem(
      HttpStatus.UNPROCESSABLE_ENTITY,
      WebhookCodes.targetForbidden,
      `The URL reaches ${address}, a private, loopback, link-local or otherwise non-public address.`,
      urlProblem(WebhookCodes.targetForbidden, 'the target is not a public address'),
    ),
  targetInvalid: (why: string) =>
    new ApiProblem(
      HttpStatus.BAD_REQUEST,
      WebhookCodes.targetInvalid,
      `The URL cannot be a webhook target: ${why}.`,
      urlProblem(WebhookCodes.targetInvalid, why),
    ),
  targetUnresolvable: (host: string) =>
    new ApiProblem(
      HttpStatus.UNPROCESSABLE_ENTITY,
      WebhookCodes.targetUnresolvable,
      `The URL's host ${JSON.stringify(host.slice(0, 253))} does not resolve.`,
      urlProblem(WebhookCodes.targetUnresolvable, 'the host does not resolve'),
    ),
  tooMany: (max: number) =>
    new ApiProblem(
      HttpStatus.CONFLICT,
      WebhookCodes.tooMany,
      `You hold ${max} webhooks already: delete one first.`,
    ),
  disabled: () =>
    new ApiProblem(
      HttpStatus.CONFLICT,
      WebhookCodes.disabled,
      'The webhook is disabled (its deliveries kept failing): register it again.',
    ),
  notInMatch: () =>
    new ApiProblem(
      HttpStatus.FORBIDDEN,
      WebhookCodes.notInMatch,
      "Only the match's creator and its seated players set its reminders.",
    ),
  notSeatHolder: (seat: number) =>
    new ApiProblem(
      HttpStatus.FORBIDDEN,
      WebhookCodes.notSeatHolder,
      `Only the player holding seat ${seat} names its Discord user.`,
    ),
};
