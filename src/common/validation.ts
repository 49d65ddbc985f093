/**
 * The global ValidationPipe: unknown fields are refused, and every bad field becomes one entry of a
 * `VALIDATION_FAILED` problem, with a JSON Pointer path like the engine's own problems.
 */
import {
  ValidationPipe,
  type ArgumentMetadata,
  type Type,
  type ValidationError,
} from '@nestjs/common';
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

/** What a DTO class may declare (with `@PassesWhen`): values that certainly pass its rules. */
type QuickCheck = (value: Readonly<Record<string, unknown>>) => boolean;

const QUICK_CHECK = Symbol('salvo:quick-check');

/**
 * A sufficient condition for a DTO's class-validator rules, for the hottest inputs (an order, its
 * decision's query): a value it accepts becomes an instance of the class without class-transformer
 * and class-validator (a good part of the CPU an order costs); anything else, valid or not, goes
 * through them as always, so refusals and their problems do not change. It may refuse valid
 * values, never accept an invalid one; it must not need a conversion (`@Type`) to say yes.
 */
export const PassesWhen =
  (check: QuickCheck): ClassDecorator =>
  (target) => {
    Reflect.defineMetadata(QUICK_CHECK, check, target);
  };

/** Own enumerable keys all among `allowed` (the pipe refuses unknown fields). */
export const onlyKeys = (value: object, allowed: readonly string[]): boolean =>
  Object.keys(value).every((key) => allowed.includes(key));

/** A parsed JSON object (or one without a prototype), from whichever realm: no class instance. */
const isPlainObject = (value: unknown): value is Record<string, unknown> => {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const prototype = Object.getPrototypeOf(value) as object | null;
  return prototype === null || Object.getPrototypeOf(prototype) === null;
};

class QuickValidationPipe extends ValidationPipe {
  override transform(value: unknown, metadata: ArgumentMetadata): Promise<unknown> {
    const metatype = metadata.metatype as Type<object> | undefined;
    const check =
      metatype && metadata.type !== 'custom'
        ? (Reflect.getOwnMetadata(QUICK_CHECK, metatype) as QuickCheck | undefined)
        : undefined;
    if (check && isPlainObject(value) && check(value))
      return Promise.resolve(Object.assign(new metatype!(), value));
    return super.transform(value, metadata) as Promise<unknown>;
  }
}

export function createValidationPipe(): ValidationPipe {
  return new QuickValidationPipe({
    whitelist: true,
    forbidNonWhitelisted: true,
    transform: true,
    // Stops at the first failed constraint of each field: one entry per bad field.
    stopAtFirstError: true,
    exceptionFactory: (errors) => ApiProblem.validation(fieldProblems(errors)),
  });
}
