/**
 * A field holding any JSON value (or a JSON object), documented on both doors at once: the OpenAPI
 * schema says which JSON types it may take, GraphQL types it as the shared `JSON` scalar.
 */
import { applyDecorators } from '@nestjs/common';
import { Field } from '@nestjs/graphql';
import { ApiProperty, type ApiPropertyOptions } from '@nestjs/swagger';
import { JsonScalar } from './json.scalar.js';

/** OpenAPI 3.0 has no "any" type: every JSON type, listed (as `anyOf`). */
export const ANY_JSON = [
  { type: 'string' },
  { type: 'number' },
  { type: 'boolean' },
  { type: 'array', items: {} },
  { type: 'object', additionalProperties: true },
];

export interface JsonFieldOptions {
  description: string;
  /** `object`: a JSON object (a JSON Schema, a request); `any`: any JSON value. Default `any`. */
  shape?: 'any' | 'object';
  /** May be absent or null. Default false. */
  nullable?: boolean;
  example?: unknown;
}

export function JsonField(options: JsonFieldOptions): PropertyDecorator {
  const { description, shape = 'any', nullable = false, example } = options;
  const openapi =
    shape === 'object'
      ? { type: 'object' as const, additionalProperties: true }
      : { anyOf: ANY_JSON };
  return applyDecorators(
    // The options' union type ties `required` to `type`; this combination is valid OpenAPI.
    ApiProperty({
      ...openapi,
      description,
      required: !nullable,
      // An `any` value may be null itself; an optional object is null when absent.
      nullable: shape === 'any' || nullable,
      ...(example === undefined ? {} : { example }),
    } as ApiPropertyOptions),
    Field(() => JsonScalar, { description, nullable }),
  );
}
