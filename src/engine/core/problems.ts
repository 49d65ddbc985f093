/**
 * One thing wrong with an order, a setup or a submission. Validation reports every problem at
 * once; `code` is stable (clients switch on it), `message` is for humans, `path` is a JSON Pointer
 * into the rejected document ("" for the whole document).
 */
export interface Problem {
  code: string;
  message: string;
  path: string;
}

export function problem(code: string, message: string, path = ''): Problem {
  return { code, message, path };
}

/** A refusal of an id that names nothing, listing the ids that would do. */
export function noSuch(what: string, id: string, valid: readonly { id: string }[]): string {
  return `no ${what} "${id}"; the ${what}s: ${valid.map((v) => v.id).join(', ')}`;
}

/** Codes the driver itself reports, before a ruleset sees the order. */
export const DriverCodes = {
  unknownDecision: 'UNKNOWN_DECISION',
  notYourDecision: 'NOT_YOUR_DECISION',
  alreadyDecided: 'ALREADY_DECIDED',
  matchOver: 'MATCH_OVER',
  malformed: 'MALFORMED',
  invalidRoll: 'INVALID_ROLL',
  unknownRuleset: 'UNKNOWN_RULESET',
  unknownRulesetVersion: 'UNKNOWN_RULESET_VERSION',
  unknownScenario: 'UNKNOWN_SCENARIO',
  invalidSetup: 'INVALID_SETUP',
} as const;

/** Thrown for misuse of the engine API (not for illegal orders, which are returned as problems). */
export class EngineError extends Error {
  constructor(
    readonly code: string,
    message: string,
    readonly problems: Problem[] = [],
  ) {
    super(message);
    this.name = 'EngineError';
  }
}
