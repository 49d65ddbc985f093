import { HttpStatus } from '@nestjs/common';
import { ApiProblem, type FieldProblem } from '../../common/problem.js';
import type { Problem } from '../../engine/index.js';

/** Codes of combat adjudication's refusals, the same on REST and GraphQL. */
export const CombatCode = {
  notOffered: 'COMBAT_NOT_OFFERED',
  invalidRequest: 'INVALID_COMBAT_REQUEST',
  invalidRoll: 'INVALID_ROLL',
  diceNeeded: 'DICE_NEEDED',
  diceAmbiguous: 'DICE_AMBIGUOUS',
} as const;

export function combatNotOffered(rulesetId: string): ApiProblem {
  return new ApiProblem(
    HttpStatus.NOT_FOUND,
    CombatCode.notOffered,
    `Ruleset "${rulesetId}" offers no stateless combat adjudication.`,
    [],
    { rulesetId },
  );
}

/**
 * A ruleset's problems as body paths. Rulesets point into the attack request, except `/dice`,
 * which is how they name the dice they were given: here, the supplied faces.
 */
export function bodyPath(rulesetPath: string): string {
  if (rulesetPath === '/dice' || rulesetPath.startsWith('/dice/')) {
    return `/dice/faces${rulesetPath.slice('/dice'.length)}`;
  }
  return `/request${rulesetPath}`;
}

export function invalidCombatRequest(rulesetId: string, problems: Problem[]): ApiProblem {
  const errors: FieldProblem[] = problems.map((p) => ({
    path: bodyPath(p.path),
    code: p.code,
    message: p.message,
  }));
  const detail = `The ${rulesetId} rules refuse this request: ${problems.map((p) => p.message).join('; ')}`;
  return new ApiProblem(
    HttpStatus.UNPROCESSABLE_ENTITY,
    CombatCode.invalidRequest,
    detail,
    errors,
    { rulesetId },
  );
}

export function invalidRoll(index: number, message: string): ApiProblem {
  return new ApiProblem(HttpStatus.UNPROCESSABLE_ENTITY, CombatCode.invalidRoll, message, [
    { path: `/dice/faces/${index}`, code: CombatCode.invalidRoll, message },
  ]);
}

export function diceAmbiguous(): ApiProblem {
  const message = 'give either `seed` or `faces`, not both';
  return ApiProblem.validation([{ path: '/dice', code: CombatCode.diceAmbiguous, message }]);
}
