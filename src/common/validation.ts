/**
 * The global ValidationPipe: unknown fields are refused, and every bad field becomes one entry of a
 * `VALIDATION_FAILED` problem, with a JSON Pointer path like the engine's own problems.
 */
import { ValidationPipe, type ValidationError } from '@nestjs/common';
import { ApiProblem, type FieldProblem } from './problem.js';

/** class-validator constraint names that deserve a plainer code. */
const CODE_BY_CONSTRAINT: Record<string, string> = {
  whitelistValidation: 'UNKNOWN_FIELD',
  isDefined: 'REQUIRED',
};

/** `isInt` → `IS_INT`; a decorator may choose its own with `{ context: { code: 'X' } }`. */
function codeFor(error: ValidationError, constraint: string): string {
  const chosen = error.contexts?.[constraint]?.code;
  if (typeof chosen === 'string') return chosen;
  return (
    CODE_BY_CONSTRAINT[constraint] ??
    constraint.replace(/([a-z0-9])([A-Z])/g, '$1_$2').toUpperCase()
  );
}

function pointer(segments: string[]): string {
  return segments.map((s) => `/${s.replace(/~/g, '~0').replace(/\//g, '~1')}`).join('');
}

export function fieldProblems(errors: ValidationError[], parents: string[] = []): FieldProblem[] {
  return errors.flatMap((error) => {
    const segments = [...parents, error.property];
    const own = Object.entries(error.constraints ?? {}).map(([constraint, message]) => ({
      path: pointer(segments),
      code: codeFor(error, constraint),
      message,
    }));
    return [...own, ...fieldProblems(error.children ?? [], segments)];
  });
}

export function createValidationPipe(): ValidationPipe {
  return new ValidationPipe({
    whitelist: true,
    forbidNonWhitelisted: true,
    transform: true,
    // Stops at the first failed constraint of each field: one entry per bad field.
    stopAtFirstError: true,
    exceptionFactory: (errors) => ApiProblem.validation(fieldProblems(errors)),
  });
}
