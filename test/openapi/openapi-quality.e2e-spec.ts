/**
 * The committed OpenAPI document as its users receive it: valid for a third-party validator,
 * every field, parameter and response explained, and the typed client generated from it current.
 */
import { spawnSync } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { OPENAPI_TYPES_FILE, renderOpenApiTypes } from '../../scripts/openapi-types.js';
import { shapeless, undocumented } from './undocumented.js';

const DOCUMENT = 'openapi/openapi.json';

describe('openapi/openapi.json', () => {
  let text: string;
  let document: Record<string, unknown>;
  beforeAll(async () => {
    text = await readFile(DOCUMENT, 'utf8');
    document = JSON.parse(text) as Record<string, unknown>;
  });

  it('is a valid OpenAPI 3 document for @apidevtools/swagger-parser', () => {
    const run = spawnSync(process.execPath, [join(import.meta.dirname, 'validate.mjs'), DOCUMENT], {
      encoding: 'utf8',
    });
    const verdict = JSON.parse(run.stdout || '{}') as {
      ok?: boolean;
      message?: string;
      openapi?: string;
      paths?: string[];
    };
    expect({ ok: verdict.ok, message: verdict.message, stderr: run.stderr }).toEqual({
      ok: true,
      message: undefined,
      stderr: '',
    });
    expect(verdict.openapi).toMatch(/^3\./);
    expect(verdict.paths).toEqual(
      expect.arrayContaining([
        '/api/v1/rulesets',
        '/api/v1/rulesets/{rulesetId}/units/{unitId}',
        '/api/v1/rulesets/{rulesetId}/combat/resolve',
      ]),
    );
  });

  it('describes every schema property, parameter and response, and summarises every operation', () => {
    expect(undocumented(document)).toEqual([]);
  });

  it('types no property as an object of no shape (a union type the generator could not read)', () => {
    expect(shapeless(document)).toEqual([]);
  });

  it('generated the typed client in examples/bot-client from its current content', async () => {
    const committed = await readFile(OPENAPI_TYPES_FILE, 'utf8');
    const current = await renderOpenApiTypes(text);
    // The whole-file diff would drown the point: say what to run.
    const stale =
      committed === current ? null : `${OPENAPI_TYPES_FILE} is stale: npm run openapi:types`;
    expect(stale).toBeNull();
  });
});

describe('the document checks themselves', () => {
  it('finds a property, a parameter, a response and a summary left unexplained', () => {
    const gaps = undocumented({
      paths: {
        '/things/{id}': {
          get: {
            parameters: [{ name: 'id', in: 'path', schema: { type: 'string' } }],
            responses: {
              '200': {
                description: '',
                content: {
                  'application/json': {
                    schema: { type: 'object', properties: { n: { type: 'integer' } } },
                  },
                },
              },
            },
          },
        },
      },
      components: {
        schemas: {
          Thing: {
            type: 'object',
            properties: {
              ok: { type: 'string', description: 'Explained.' },
              parts: {
                type: 'array',
                description: 'Explained.',
                items: { type: 'object', properties: { x: { type: 'number' } } },
              },
              link: { $ref: '#/components/schemas/Other' },
            },
          },
        },
      },
    });
    expect(gaps).toEqual([
      '/paths/~1things~1{id}/get/summary',
      '/paths/~1things~1{id}/get/parameters/0',
      '/paths/~1things~1{id}/get/responses/200',
      '/paths/~1things~1{id}/get/responses/200/content/application~1json/schema/properties/n',
      '/components/schemas/Thing/properties/parts/items/properties/x',
      '/components/schemas/Thing/properties/link',
    ]);
  });

  it('finds a property and a parameter typed as a bare object', () => {
    const gaps = shapeless({
      paths: {
        '/things': {
          get: {
            parameters: [
              { name: 'since', in: 'query', description: 'x', schema: { type: 'object' } },
            ],
            responses: {},
          },
        },
      },
      components: {
        schemas: {
          Thing: {
            type: 'object',
            properties: {
              deadline: { type: 'object', description: 'A date, reflected from `Date | null`.' },
              data: { type: 'object', additionalProperties: true, description: 'Any object.' },
              nested: { type: 'object', properties: { at: { type: 'object' } }, description: 'x' },
            },
          },
        },
      },
    });
    expect(gaps).toEqual([
      '/paths/~1things/get/parameters/0',
      '/components/schemas/Thing/properties/deadline',
      '/components/schemas/Thing/properties/nested/properties/at',
    ]);
  });
});
