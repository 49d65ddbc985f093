import type { INestApplication } from '@nestjs/common';
import { DocumentBuilder, SwaggerModule, type OpenAPIObject } from '@nestjs/swagger';
import { packageVersion } from '../modules/server-info/index.js';
import { documentRateLimits } from './rate-limit/rate-limit.openapi.js';
import { documentPublicOperations } from './openapi-security.js';

export const DOCS_PATH = 'docs';
export const OPENAPI_FILE = 'openapi/openapi.json';

/** The OpenAPI 3 document, generated from the controllers and DTOs. */
export function buildOpenApiDocument(app: INestApplication): OpenAPIObject {
  const config = new DocumentBuilder()
    .setTitle('Salvo')
    .setDescription(
      'A headless starship-combat game engine. REST under /api/v1; GraphQL (with subscriptions ' +
        'over graphql-ws) at /graphql. Errors are application/problem+json (RFC 9457) with a ' +
        'stable `code`.',
    )
    .setVersion(packageVersion())
    .setLicense('Apache-2.0', 'https://www.apache.org/licenses/LICENSE-2.0')
    .addServer('/', 'This server')
    // An opaque key (`sk_…`), not a JWT: no bearerFormat to claim one.
    .addBearerAuth({
      type: 'http',
      scheme: 'bearer',
      bearerFormat: undefined,
      description: 'A player API key, as given by POST /api/v1/players.',
    })
    .build();
  const document = SwaggerModule.createDocument(app, config, {
    // The controller method's name is the operationId, and the typed client's method name:
    // name methods verbNoun (`createMatch`); redocly.yaml checks the form and the uniqueness.
    operationIdFactory: (_controller, method) => method,
  });
  return documentRateLimits(documentPublicOperations(document));
}

/** Swagger UI at /docs, the document itself at /docs/openapi.json. */
export function setUpApiDocs(app: INestApplication): void {
  SwaggerModule.setup(DOCS_PATH, app, () => buildOpenApiDocument(app), {
    jsonDocumentUrl: `${DOCS_PATH}/openapi.json`,
    yamlDocumentUrl: `${DOCS_PATH}/openapi.yaml`,
  });
}

/** The document as committed in openapi/openapi.json. */
export function renderOpenApi(app: INestApplication): string {
  return `${JSON.stringify(buildOpenApiDocument(app), null, 2)}\n`;
}
