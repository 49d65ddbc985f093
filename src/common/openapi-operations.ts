import type { OpenAPIObject } from '@nestjs/swagger';
type OperationObject = NonNullable<OpenAPIObject['paths'][string]['get']>;

const METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch'] as const;

/** Every operation of the document, for the passes that complete it after Nest built it. */
export function operationsOf(document: OpenAPIObject): OperationObject[] {
  return Object.values(document.paths).flatMap((item) =>
    METHODS.flatMap((method) => (item[method] ? [item[method]] : [])),
  );
}
