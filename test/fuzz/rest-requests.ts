/**
 * Requests for every operation of the published OpenAPI document: path, query and header
 * parameters and JSON bodies derived from their schemas, with valid, missing or forged
 * credentials, and (in the malformed flavour) bodies that are not JSON or not of the right type.
 */
import fc from 'fast-check';
import {
  expandDeep,
  hostileNumeral,
  hostileString,
  jsonText,
  malformedJsonText,
} from './hostile.js';
import {
  arbitraryFor,
  numberEdges,
  pointerResolver,
  type Derivation,
  type Flavor,
  type Schema,
} from './json-schema.js';
import type { FuzzRequest } from './request.js';
import type { World } from './world.js';

interface Parameter {
  name: string;
  in: 'path' | 'query' | 'header';
  required?: boolean;
  schema: Schema;
}

interface Operation {
  parameters?: Parameter[];
  requestBody?: { content: Record<string, { schema: Schema }> };
}

export interface OpenApiDocument {
  paths: Record<string, Record<string, Operation>>;
}

const FLAVORS: Flavor[] = ['valid', 'boundary', 'malformed'];

/** The operations of the document, each with an arbitrary of its requests in each flavour. */
export function restRequests(doc: OpenApiDocument, world: World): fc.Arbitrary<FuzzRequest> {
  const resolve = pointerResolver(doc);
  const arbitraries: fc.Arbitrary<FuzzRequest>[] = [];
  for (const [template, methods] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(methods)) {
      for (const flavor of FLAVORS) {
        const d: Derivation = {
          flavor,
          resolve,
          dictionary: world.dictionary,
          shapes: world.shapes,
        };
        arbitraries.push(operationRequests(template, method.toUpperCase(), op, d, world));
      }
    }
  }
  return fc.oneof(...arbitraries);
}

function operationRequests(
  template: string,
  method: string,
  op: Operation,
  d: Derivation,
  world: World,
): fc.Arbitrary<FuzzRequest> {
  const parameters = op.parameters ?? [];
  const values = fc.tuple(
    ...parameters.map((p) =>
      p.required || p.in === 'path'
        ? parameterText(p, d).map((text) => [p, text] as const)
        : fc.option(parameterText(p, d), { nil: undefined }).map((text) => [p, text] as const),
    ),
  );
  const schema = op.requestBody?.content['application/json']?.schema;
  return fc
    .record({
      values,
      body: schema ? bodyOf(schema, d) : fc.constant(undefined),
      auth: credentials(world, d.flavor),
      duplicate: fc.boolean(),
    })
    .map(({ values, body, auth, duplicate }) => {
      let path = template;
      const query: string[] = [];
      const headers: Record<string, string> = { ...auth.headers };
      for (const [p, text] of values) {
        if (text === undefined) continue;
        const encoded = percentEncoded(text);
        if (p.in === 'path') path = path.replace(`{${p.name}}`, encoded);
        if (p.in === 'query') {
          query.push(`${p.name}=${encoded}`);
          // A repeated parameter arrives as an array, which no handler should take for a string.
          if (duplicate && d.flavor === 'malformed') query.push(`${p.name}=${encoded}`);
        }
        if (p.in === 'header') headers[p.name] = headerSafe(text);
      }
      if (auth.query) query.push(auth.query);
      if (body?.contentType) headers['content-type'] = body.contentType;
      return {
        operation: `${method} ${template}`,
        flavor: d.flavor,
        method,
        path: query.length ? `${path}?${query.join('&')}` : path,
        headers,
        body: body?.text,
      };
    });
}

function parameterText(p: Parameter, d: Derivation): fc.Arbitrary<string> {
  const derived = arbitraryFor(p.schema, d, p.name).map((value) =>
    expandDeep(typeof value === 'string' ? value : (JSON.stringify(value) ?? '')),
  );
  if (d.flavor === 'valid') return derived;
  const choices: fc.WeightedArbitrary<string>[] = [{ weight: 3, arbitrary: derived }];
  if (p.schema.type === 'integer' || p.schema.type === 'number') {
    choices.push({ weight: 3, arbitrary: numberEdges(p.schema).map(String) });
    choices.push({ weight: 1, arbitrary: hostileNumeral });
  }
  if (d.flavor === 'malformed') choices.push({ weight: 1, arbitrary: hostileString });
  return fc.oneof(...choices);
}

/** Lone surrogates have no UTF-8: they go as the bytes of one (`%ED%A0%80`), which is not UTF-8 either. */
function percentEncoded(text: string): string {
  try {
    return encodeURIComponent(text);
  } catch {
    return `${encodeURIComponent(text.replace(/[\ud800-\udfff]/g, ''))}%ED%A0%80`;
  }
}

/** Header values cannot carry line breaks or non-Latin-1 characters: fetch would refuse to send them. */
function headerSafe(text: string): string {
  return text.replace(/[^\x20-\x7e]/g, '?').slice(0, 8_000);
}

interface Body {
  text: string;
  contentType?: string;
}

function bodyOf(schema: Schema, d: Derivation): fc.Arbitrary<Body | undefined> {
  const json = arbitraryFor(schema, d).map((value): Body => ({
    text: jsonText(value),
    contentType: 'application/json',
  }));
  if (d.flavor !== 'malformed') return json;
  return fc.oneof(
    { weight: 4, arbitrary: json },
    {
      weight: 2,
      arbitrary: malformedJsonText.map((text): Body => ({ text, contentType: 'application/json' })),
    },
    {
      weight: 1,
      arbitrary: fc
        .tuple(
          fc.constantFrom(
            'text/plain',
            'application/x-www-form-urlencoded',
            'multipart/form-data; boundary=x',
            'application/json; charset=utf-16',
            'application/xml',
            'application/merge-patch+json',
          ),
          fc.oneof(fc.constant('a=1&b[c]=2'), fc.string({ maxLength: 40 })),
        )
        .map(([contentType, text]): Body => ({ text, contentType })),
    },
    { weight: 1, arbitrary: fc.constant(undefined) },
  );
}

interface Credentials {
  headers: Record<string, string>;
  query?: string;
}

/** Mostly a real player's key (to get past authentication); else none, a forgery or junk. */
function credentials(world: World, flavor: Flavor): fc.Arbitrary<Credentials> {
  const keys = world.players.map((p) => p.apiKey);
  const bearer = (key: string): Credentials => ({ headers: { authorization: `Bearer ${key}` } });
  const real = fc.constantFrom(...keys).map(bearer);
  if (flavor === 'valid') {
    return fc.oneof(
      { weight: 8, arbitrary: real },
      { weight: 1, arbitrary: fc.constant({ headers: {} }) },
    );
  }
  return fc.oneof(
    { weight: 6, arbitrary: real },
    { weight: 1, arbitrary: fc.constant({ headers: {} }) },
    {
      weight: 2,
      arbitrary: fc
        .oneof(
          fc.constantFrom(...keys).map((k) => k.slice(0, -1)),
          fc.constantFrom(...keys).map((k) => `${k}x`),
          fc.constantFrom(...keys).map((k) => k.toUpperCase()),
          fc.string({ maxLength: 80 }),
          fc.constant('x'.repeat(9_000)),
        )
        .map((key) => ({ headers: { authorization: headerSafe(`Bearer ${key}`) } })),
    },
    {
      weight: 1,
      arbitrary: fc
        .constantFrom(
          'Bearer',
          'Bearer ',
          'Basic YTpi',
          'bearer  x',
          'Token abc',
          ',',
          'Bearer a b',
        )
        .map((value) => ({ headers: { authorization: value } })),
    },
    {
      weight: 1,
      arbitrary: fc
        .constantFrom(...keys)
        .map((key) => ({ headers: {}, query: `apiKey=${percentEncoded(key)}` })),
    },
  );
}
