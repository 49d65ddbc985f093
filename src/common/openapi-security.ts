/**
 * Security in the OpenAPI document. Operations that need a key say so with `Authenticated()` or
 * `OptionallyAuthenticated()` (players module); every other operation is public and gets
 * `security: []`, so a new public route is documented as such without a decorator of its own.
 */
import type { OpenAPIObject } from '@nestjs/swagger';
import { operationsOf } from './openapi-operations.js';

export function documentPublicOperations(document: OpenAPIObject): OpenAPIObject {
  for (const operation of operationsOf(document)) operation.security ??= [];
  return document;
}
