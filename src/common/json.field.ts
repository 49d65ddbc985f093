/**
 * A field holding any JSON value (or a JSON object), documented on both doors at once: the OpenAPI
 * schema says which JSON types it may take, GraphQL types it as the shared `JSON` scalar.
 */
import { applyDecorators } from '@nestjs/common';
import { Field } from '@nestjs/graphql';
import { ApiProperty, type ApiPropertyOptions } from '@nestjs/swagger';
import { JsonScalar } from './json.scalar.js';

/**
 * OpenAPI 3.0 has no "any" type: every JSON type, listed (as `anyOf`). Each may be null: OpenAPI
 * 3.0 allows `nullable` only beside a `type`, so it goes into the alternatives, not beside `anyOf`.
 */
export const ANY_JSON = [
  { type: 'string', nullable: true },
  { type: 'number', nullable: true },
  { type: 'boolean', nullable: true },
  { type: 'array', items: {}, nullable: true },
  { type: 'object', additionalProperties: true, nullable: true },
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
      // An `any` value may be null itself (ANY_JSON says so); an optional object is null when absent.
      ...(shape === 'object' && nullable ? { nullable: true } : {}),
      ...(example === undefined ? {} : { example }),
    } as ApiPropertyOptions),
    Field(() => JsonScalar, { description, nullable }),
  );
}
