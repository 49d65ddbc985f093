import { HttpStatus } from '@nestjs/common';
import { ApiProblem } from '../../common/problem.js';

/** Codes of the catalog's refusals: the same on REST (problem `code`) and GraphQL (`extensions.code`). */
export const CatalogCode = {
  rulesetNotFound: 'RULESET_NOT_FOUND',
  unitNotFound: 'UNIT_NOT_FOUND',
} as const;

export function rulesetNotFound(rulesetId: string): ApiProblem {
  return new ApiProblem(
    HttpStatus.NOT_FOUND,
    CatalogCode.rulesetNotFound,
    `There is no ruleset "${rulesetId}". GET /api/v1/rulesets lists them.`,
    [],
    { rulesetId },
  );
}

export function unitNotFound(rulesetId: string, unitId: string): ApiProblem {
  return new ApiProblem(
    HttpStatus.NOT_FOUND,
    CatalogCode.unitNotFound,
    `Ruleset "${rulesetId}" has no unit "${unitId}". GET /api/v1/rulesets/${rulesetId}/units lists them.`,
    [],
    { rulesetId, unitId },
  );
}
