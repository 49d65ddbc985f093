/**
 * One decorator for a field both doors show: the OpenAPI property and the GraphQL field get their
 * description, nullability and type from one place. (The build is SWC, file by file: the Nest CLI
 * plugins that would read comments cannot run, so the one source is this decorator's options.)
 */
import { applyDecorators } from '@nestjs/common';
import {
  Field,
  Float,
  GraphQLISODateTime,
  ID,
  Int,
  registerEnumType,
  type EnumOptions,
  type GqlTypeReference,
} from '@nestjs/graphql';
import { ApiProperty, type ApiPropertyOptions } from '@nestjs/swagger';

/** The OpenAPI keywords a field may add to what its type says. */
export interface OpenApiKeywords {
  example?: unknown;
  format?: string;
  minimum?: number;
  maximum?: number;
  /** Also stated in the GraphQL description, which has no place for it. */
  default?: string | number | boolean;
  minLength?: number;
  maxLength?: number;
  maxItems?: number;
  pattern?: string;
  isArray?: boolean;
  /** An array's item schema, where its items have bounds of their own. */
  items?: Record<string, unknown>;
  /** The values, where GraphQL types the field as a plain String (no GraphQL enum). */
  enum?: readonly string[];
  /** A JSON field: the JSON types it may take, null among them if nullable (GraphQL: the JSON scalar). */
  anyOf?: Record<string, unknown>[];
  additionalProperties?: boolean | Record<string, unknown>;
}

export interface ApiFieldOptions extends OpenApiKeywords {
  /** One text for both doors; a pair only where a door's own words differ (a route, a status). */
  description: string | { rest: string; graphql: string };
  /**
   * The GraphQL type, as `@Field` takes it; the OpenAPI type follows from it. Omitted: both read
   * the property's TypeScript type (string, boolean, Date, a class).
   */
  type?: () => GqlTypeReference | [GqlTypeReference];
  /** OpenAPI's type where it is not the GraphQL type's (e.g. a list GraphQL types as a scalar). */
  openApiType?: ApiPropertyOptions['type'];
  /** May be null (an output's empty value): nullable on both doors, not required in OpenAPI. */
  nullable?: boolean;
  /** May be absent (an input left out): not required in OpenAPI, nullable in GraphQL. */
  optional?: boolean;
  /** Listed as required in OpenAPI even when nullable (always present, possibly null). */
  required?: boolean;
}

/** The OpenAPI names of the enums registered with `registerApiEnum`. */
const enumNames = new Map<object, string>();

/** GraphQL's convention for enum values; the TypeScript enum's keys are the GraphQL names. */
const GRAPHQL_ENUM_VALUE = /^[A-Z][A-Z0-9_]*$/;

/**
 * Registers an enum with GraphQL, and remembers its name for OpenAPI's `enumName`. The enum's keys
 * are its GraphQL values (UPPER_SNAKE, `OPEN`), its values the REST ones (`open`); each GraphQL
 * value's description names its REST value, so a client using both doors can map one to the other.
 */
export function registerApiEnum<T extends Record<string, string>>(
  ref: T,
  options: EnumOptions<T> & { valuesMap: NonNullable<EnumOptions<T>['valuesMap']> },
): void {
  const valuesMap: Record<string, { description: string }> = {};
  for (const [key, restValue] of Object.entries(ref)) {
    if (!GRAPHQL_ENUM_VALUE.test(key)) {
      throw new Error(`registerApiEnum(${options.name}): key ${key} must be UPPER_SNAKE_CASE`);
    }
    const described = (options.valuesMap as Record<string, { description?: string } | undefined>)[
      key
    ]?.description;
    if (!described) throw new Error(`registerApiEnum(${options.name}): ${key} has no description`);
    valuesMap[key] = { description: `${described} REST: \`${restValue}\`.` };
  }
  registerEnumType(ref, {
    ...options,
    description:
      `${options.description ?? ''} REST and JSON bodies use the lower-case values.`.trim(),
    valuesMap: valuesMap as EnumOptions<T>['valuesMap'],
  });
  enumNames.set(ref, options.name);
}

const SCALARS = new Map<unknown, Record<string, unknown>>([
  [Int, { type: 'integer' }],
  [Float, { type: 'number' }],
  [ID, { type: 'string' }],
  [String, { type: 'string' }],
  [Boolean, { type: 'boolean' }],
  [Date, { type: 'string', format: 'date-time' }],
  [GraphQLISODateTime, { type: 'string', format: 'date-time' }],
]);

/** The OpenAPI schema keywords a GraphQL type stands for. */
function openApiType(graphql: GqlTypeReference | [GqlTypeReference]): Record<string, unknown> {
  const [inner, isArray] = Array.isArray(graphql) ? [graphql[0], true] : [graphql, false];
  const enumName = enumNames.get(inner as object);
  const schema =
    SCALARS.get(inner) ??
    (enumName ? { enum: inner, enumName } : typeof inner === 'function' ? { type: inner } : null);
  if (!schema) throw new Error(`ApiField: no OpenAPI type for ${String(inner)}`);
  return isArray ? { ...schema, isArray: true } : schema;
}

/** GraphQL has no defaults on output or arguments here: the description states them. */
function withDefault(description: string, keywords: OpenApiKeywords): string {
  if (keywords.default === undefined) return description;
  const range =
    keywords.minimum !== undefined && keywords.maximum !== undefined
      ? `${keywords.minimum}-${keywords.maximum}, `
      : '';
  return `${description.replace(/\.$/, '')} (${range}default ${keywords.default}).`;
}

export function ApiField(options: ApiFieldOptions): PropertyDecorator {
  const {
    description,
    type,
    openApiType: statedType,
    nullable,
    optional,
    required,
    ...keywords
  } = options;
  const { format, anyOf, minimum, maximum } = keywords;
  // With its own item schema, a list is an `array` of those items whatever its GraphQL type.
  const ownType = statedType ?? (keywords.items ? 'array' : undefined);
  const rest = typeof description === 'string' ? description : description.rest;
  const graphql = typeof description === 'string' ? description : description.graphql;
  const stated =
    ownType !== undefined || keywords.enum !== undefined || keywords.anyOf !== undefined;
  const derived = ownType ? { type: ownType } : type && !stated ? openApiType(type()) : {};
  const mayBeNull = nullable === true || optional === true;
  const field = { description: withDefault(graphql, keywords), nullable: mayBeNull };
  return applyDecorators(
    // The options' union type ties `required` to `type`; every combination made here is valid.
    ApiProperty({
      ...derived,
      // In this order, the document reads as it did when each door had its own decorator.
      ...(format === undefined ? {} : { format }),
      ...(anyOf === undefined ? {} : { anyOf }),
      ...(minimum === undefined ? {} : { minimum }),
      ...(maximum === undefined ? {} : { maximum }),
      // OpenAPI 3.0: `nullable` only beside a `type`; `anyOf` alternatives say it themselves.
      ...(nullable && anyOf === undefined ? { nullable: true } : {}),
      ...keywords,
      description: rest,
      required: required ?? !mayBeNull,
    } as ApiPropertyOptions),
    type ? Field(type, field) : Field(field),
  );
}
