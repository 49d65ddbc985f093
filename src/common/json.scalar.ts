/**
 * `JSON`: any JSON value, for the parts of the API whose shape belongs to a ruleset (orders, views,
 * catalog values, combat requests) and is described by a JSON Schema instead of GraphQL types.
 * Shared by every module: a schema may hold only one scalar of this name.
 */
import { GraphQLScalarType, Kind, type ObjectValueNode, type ValueNode } from 'graphql';

type Variables = Record<string, unknown> | null | undefined;

function fromLiteral(node: ValueNode, variables: Variables): unknown {
  switch (node.kind) {
    case Kind.STRING:
    case Kind.BOOLEAN:
    case Kind.ENUM:
      return node.value;
    case Kind.INT:
    case Kind.FLOAT:
      return Number(node.value);
    case Kind.NULL:
      return null;
    case Kind.LIST:
      return node.values.map((value) => fromLiteral(value, variables));
    case Kind.OBJECT:
      return fromObject(node, variables);
    case Kind.VARIABLE:
      return variables?.[node.name.value];
  }
}

function fromObject(node: ObjectValueNode, variables: Variables): Record<string, unknown> {
  // A null-prototype object: a literal field named `__proto__` stays a plain key.
  const value = Object.create(null) as Record<string, unknown>;
  for (const field of node.fields) value[field.name.value] = fromLiteral(field.value, variables);
  return value;
}

export const JsonScalar = new GraphQLScalarType({
  name: 'JSON',
  description: 'Any JSON value; its shape is given by the JSON Schema the field names.',
  serialize: (value) => value,
  parseValue: (value) => value,
  parseLiteral: fromLiteral,
});
