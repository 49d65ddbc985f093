/**
 * The checks every ruleset's setup input needs before its own: the options against their schema,
 * a scenario or a custom setup (not both), and the custom setup against its schema. A ruleset's
 * `validateSetup` starts with these and adds its rule checks once the setup is well formed.
 */
import type { SetupInput } from './contract.js';
import { schemaProblems, type JsonSchema } from './json-schema.js';
import { DriverCodes, problem, type Problem } from './problems.js';

export const SetupCodes = {
  invalidOption: 'INVALID_OPTION',
  invalidSetup: DriverCodes.invalidSetup,
} as const;

function under(prefix: string, problems: Problem[]): Problem[] {
  return problems.map((p) => ({ ...p, path: `${prefix}${p.path}` }));
}

export function setupInputProblems(
  input: SetupInput,
  schemas: { options: JsonSchema; setup?: JsonSchema },
): Problem[] {
  const out = under(
    '/options',
    schemaProblems(schemas.options, input.options, SetupCodes.invalidOption),
  );
  if (input.setup === undefined) return out;
  if (input.scenarioId !== undefined) {
    out.push(
      problem(SetupCodes.invalidSetup, 'give a scenario or a custom setup, not both', '/setup'),
    );
    return out;
  }
  if (!schemas.setup) {
    out.push(problem(SetupCodes.invalidSetup, 'this ruleset has no custom setup', '/setup'));
    return out;
  }
  out.push(...under('/setup', schemaProblems(schemas.setup, input.setup, SetupCodes.invalidSetup)));
  return out;
}
