/**
 * GraphQL operations built from the published SDL: a root field of Query, Mutation or
 * Subscription with generated arguments (inline or as variables, valid or not) and a random
 * selection of its result's fields; plus documents no valid client sends (syntax errors, deep
 * selections, many aliases, subscriptions over HTTP POST, batches, GET).
 */
import fc from 'fast-check';
import {
  buildSchema,
  getNamedType,
  isEnumType,
  isInputObjectType,
  isInterfaceType,
  isListType,
  isNonNullType,
  isScalarType,
  isUnionType,
  type GraphQLArgument,
  type GraphQLField,
  type GraphQLInputType,
  type GraphQLNamedType,
  type GraphQLObjectType,
  type GraphQLOutputType,
  type GraphQLSchema,
} from 'graphql';
import { expandDeep, hostileNumber, hostileString, hostileValue, jsonText } from './hostile.js';
import { arbitraryFor, type Derivation, type Flavor } from './json-schema.js';
import type { FuzzRequest } from './request.js';
import type { World } from './world.js';

const FLAVORS: Flavor[] = ['valid', 'boundary', 'malformed'];
/** How deep a generated selection goes: deep enough to reach every type of this schema. */
const SELECTION_DEPTH = 4;

export function graphqlRequests(sdl: string, world: World): fc.Arbitrary<FuzzRequest> {
  const schema = buildSchema(sdl);
  const dictionary = new Map(world.dictionary);
  // `match(id:)` and friends take the ids the REST document calls matchId, unitId...
  dictionary.set(
    'id',
    ['matchId', 'unitId', 'rulesetId'].flatMap((n) => world.dictionary.get(n) ?? []),
  );
  const keys = world.players.map((p) => p.apiKey);
  const operations: fc.Arbitrary<Document>[] = [];
  for (const [kind, root] of [
    ['query', schema.getQueryType()],
    ['mutation', schema.getMutationType()],
    ['subscription', schema.getSubscriptionType()],
  ] as const) {
    for (const field of Object.values(root?.getFields() ?? {})) {
      for (const flavor of FLAVORS) {
        const d: Derivation = {
          flavor,
          dictionary,
          shapes: world.shapes,
          resolve: () => {
            throw new Error('GraphQL types have no $ref');
          },
        };
        operations.push(operationOf(kind, field, d));
      }
    }
  }
  const documents = fc.oneof(
    { weight: 8, arbitrary: fc.oneof(...operations) },
    { weight: 2, arbitrary: hostileDocument(schema) },
  );
  return fc
    .record({
      document: documents,
      key: fc.option(fc.constantFrom(...keys, 'not-a-key'), { nil: undefined, freq: 6 }),
      transport: fc.constantFrom(...TRANSPORTS),
    })
    .map(({ document, key, transport }) => transport(document, key));
}

interface Document {
  operation: string;
  flavor: string;
  query: string;
  variables?: unknown;
}

function operationOf(
  kind: 'query' | 'mutation' | 'subscription',
  field: GraphQLField<unknown, unknown>,
  d: Derivation,
): fc.Arbitrary<Document> {
  const args = fc.tuple(...field.args.map((arg) => argumentOf(arg, d)));
  return fc
    .record({
      args,
      selection: selectionOf(field.type, SELECTION_DEPTH),
      asVariables: fc.boolean(),
    })
    .map(({ args, selection, asVariables }) => {
      const present = args.filter((a): a is [GraphQLArgument, unknown] => a !== undefined);
      const variables: Record<string, unknown> = {};
      const declared: string[] = [];
      const passed = present.map(([arg, value]) => {
        if (!asVariables) return `${arg.name}: ${literal(value)}`;
        declared.push(`$${arg.name}: ${String(arg.type)}`);
        variables[arg.name] = value;
        return `${arg.name}: $${arg.name}`;
      });
      const head = declared.length ? `${kind} Fuzz(${declared.join(', ')})` : kind;
      const call = passed.length ? `${field.name}(${passed.join(', ')})` : field.name;
      return {
        operation: `graphql ${kind} ${field.name}`,
        flavor: d.flavor,
        query: `${head} { ${call}${selection} }`,
        variables: asVariables ? variables : undefined,
      };
    });
}

/** An argument's value; optional ones are sometimes left out, required ones too when malformed. */
function argumentOf(
  arg: GraphQLArgument,
  d: Derivation,
): fc.Arbitrary<[GraphQLArgument, unknown] | undefined> {
  const value = inputOf(arg.type, d, arg.name, 0).map((v): [GraphQLArgument, unknown] => [arg, v]);
  const omittable = !isNonNullType(arg.type) || d.flavor === 'malformed';
  return omittable ? fc.option(value, { nil: undefined, freq: 4 }) : value;
}

function inputOf(
  type: GraphQLInputType,
  d: Derivation,
  name: string,
  depth: number,
): fc.Arbitrary<unknown> {
  const value = inputOfType(type, d, name, depth);
  return d.flavor === 'malformed'
    ? fc.oneof({ weight: 5, arbitrary: value }, { weight: 1, arbitrary: hostileValue })
    : value;
}

function inputOfType(
  type: GraphQLInputType,
  d: Derivation,
  name: string,
  depth: number,
): fc.Arbitrary<unknown> {
  if (isNonNullType(type)) return inputOfType(type.ofType, d, name, depth);
  if (isListType(type)) return fc.array(inputOf(type.ofType, d, name, depth + 1), { maxLength: 4 });
  if (isEnumType(type))
    return fc.constantFrom(...type.getValues().map((v) => new EnumValue(v.name)));
  if (isInputObjectType(type)) {
    if (depth > 4) return fc.constant({});
    const fields = Object.values(type.getFields());
    const model = Object.fromEntries(
      fields.map((f) => [f.name, inputOf(f.type, d, f.name, depth + 1)]),
    );
    const requiredKeys =
      d.flavor === 'malformed'
        ? []
        : fields.filter((f) => isNonNullType(f.type)).map((f) => f.name);
    return fc.record(model, { requiredKeys });
  }
  switch (type.name) {
    case 'Int':
      return arbitraryFor({ type: 'integer', minimum: 0, maximum: 1000 }, d, name);
    case 'Float':
      return arbitraryFor({ type: 'number' }, d, name);
    case 'Boolean':
      return fc.boolean();
    case 'JSON':
      return arbitraryFor({}, d, name);
    default:
      return arbitraryFor({ type: 'string' }, d, name);
  }
}

/** An enum value: printed bare in a document, as its name in variables. */
class EnumValue {
  constructor(readonly name: string) {}
  toJSON(): string {
    return this.name;
  }
}

/** A value as a GraphQL literal (objects with bare field names, enums bare). */
function literal(value: unknown): string {
  if (value instanceof EnumValue) return value.name;
  if (Array.isArray(value)) return `[${value.map(literal).join(', ')}]`;
  if (value && typeof value === 'object') {
    const fields = Object.entries(value).filter(([k]) => /^[_A-Za-z][_0-9A-Za-z]*$/.test(k));
    return `{${fields.map(([k, v]) => `${k}: ${literal(v)}`).join(', ')}}`;
  }
  if (typeof value === 'number' && !Number.isFinite(value)) return 'null';
  return expandDeep(JSON.stringify(value) ?? 'null', 'graphql');
}

function selectionOf(type: GraphQLOutputType, depth: number): fc.Arbitrary<string> {
  const named = getNamedType(type);
  if (isScalarType(named) || isEnumType(named)) return fc.constant('');
  if (depth <= 0) return fc.constant(' { __typename }');
  if (isUnionType(named) || isInterfaceType(named)) {
    const members = isUnionType(named) ? [...named.getTypes()] : [];
    if (members.length === 0) return fc.constant(' { __typename }');
    return fc
      .subarray(members, { minLength: 1 })
      .chain((types) =>
        fc.tuple(...types.map((t) => fieldsOf(t, depth - 1).map((s) => `... on ${t.name}${s}`))),
      )
      .map((parts) => ` { __typename ${parts.join(' ')} }`);
  }
  return fieldsOf(named as GraphQLObjectType, depth);
}

function fieldsOf(type: GraphQLObjectType, depth: number): fc.Arbitrary<string> {
  const fields = Object.values(type.getFields()).filter((f) =>
    f.args.every((a) => !isNonNullType(a.type) || a.defaultValue !== undefined),
  );
  if (fields.length === 0) return fc.constant(' { __typename }');
  return fc
    .subarray(fields, { minLength: 1, maxLength: Math.min(6, fields.length) })
    .chain((chosen) =>
      fc.tuple(
        ...chosen.map((f) => selectionOf(f.type, depth - 1).map((sub) => `${f.name}${sub}`)),
      ),
    )
    .map((parts) => ` { ${parts.join(' ')} }`);
}

/** Documents no schema-following client would send. */
function hostileDocument(schema: GraphQLSchema): fc.Arbitrary<Document> {
  const doc = (operation: string, query: string, variables?: unknown): Document => ({
    operation: `graphql ${operation}`,
    flavor: 'malformed',
    query,
    variables,
  });
  const types = Object.values(schema.getTypeMap()).filter(
    (t: GraphQLNamedType) => !t.name.startsWith('__'),
  );
  return fc.oneof(
    fc.string({ maxLength: 80 }).map((q) => doc('syntax', q)),
    fc
      .constantFrom(
        '{',
        'query {',
        '{ serverInfo { ',
        '}}}',
        'query Q($a: Int) { serverInfo { name } }',
        '',
      )
      .map((q) => doc('syntax', q)),
    fc
      .constantFrom(10, 100, 1_000)
      .map((n) =>
        doc(
          `aliases x${n}`,
          `{ ${Array.from({ length: n }, (_, i) => `a${i}: rulesets { id }`).join(' ')} }`,
        ),
      ),
    fc
      .constantFrom(20, 200, 2_000)
      .map((n) =>
        doc(`nesting x${n}`, `{ ${'rulesets { scenarios { '.repeat(n)}id${' } }'.repeat(n)} }`),
      ),
    fc
      .constantFrom(50, 500)
      .map((n) =>
        doc(`directives x${n}`, `{ serverInfo ${'@include(if: true) '.repeat(n)}{ name } }`),
      ),
    fc
      .constantFrom(...types.map((t) => t.name))
      .map((name) =>
        doc(
          'introspection',
          `{ __type(name: ${JSON.stringify(name)}) { name kind fields { name args { name } } } __schema { queryType { name } } }`,
        ),
      ),
    fc.constant(
      doc(
        'fragment cycle',
        'query { rulesets { ...A } } fragment A on Ruleset { ...B } fragment B on Ruleset { ...A }',
      ),
    ),
    fc
      .tuple(hostileValue, hostileString, hostileNumber)
      .map(([value, text, n]) =>
        doc(
          'hostile variables',
          'query Q($id: ID!, $seat: Int) { match(id: $id, seat: $seat) { id } }',
          { id: value, seat: n, extra: text },
        ),
      ),
    hostileValue.map((variables) =>
      doc('variables not an object', '{ serverInfo { name } }', variables),
    ),
  );
}

type Transport = (doc: Document, key: string | undefined) => FuzzRequest;

const auth = (key: string | undefined): Record<string, string> =>
  key ? { authorization: `Bearer ${key}` } : {};

const post =
  (shape: (doc: Document) => unknown, contentType = 'application/json'): Transport =>
  (doc, key) => ({
    operation: doc.operation,
    flavor: doc.flavor,
    method: 'POST',
    path: '/graphql',
    headers: { ...auth(key), 'content-type': contentType },
    body: jsonText(shape(doc)),
  });

const TRANSPORTS: Transport[] = [
  ...Array.from({ length: 12 }, () =>
    post((doc) => ({ query: doc.query, variables: doc.variables })),
  ),
  post((doc) => [{ query: doc.query, variables: doc.variables }, { query: doc.query }]),
  post((doc) => ({ query: doc.query, variables: doc.variables, operationName: 'Other' })),
  post((doc) => ({ query: [doc.query], variables: JSON.stringify(doc.variables) })),
  post((doc) => ({ query: doc.query }), 'text/plain'),
  (doc, key) => ({
    operation: doc.operation,
    flavor: doc.flavor,
    method: 'GET',
    // By code points: a cut between the halves of a surrogate pair cannot be URI-encoded.
    path: `/graphql?query=${encodeURIComponent([...doc.query].slice(0, 4_000).join(''))}`,
    headers: { ...auth(key), 'apollo-require-preflight': 'true' },
  }),
];
