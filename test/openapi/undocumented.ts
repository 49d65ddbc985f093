/**
 * Finds what an OpenAPI document leaves unexplained: schema properties, parameters, responses and
 * operations without a description; and properties typed as an object of no shape at all, which
 * is what @nestjs/swagger writes when it reflects a union type (`string | null`) it cannot read.
 * Each finding is a JSON Pointer into the document.
 */

type Json = Record<string, unknown>;

const HTTP_METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'];

function escape(segment: string): string {
  return segment.replace(/~/g, '~0').replace(/\//g, '~1');
}

function isObject(value: unknown): value is Json {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function described(node: Json): boolean {
  return typeof node.description === 'string' && node.description.trim().length > 0;
}

/** `{type: object}` and nothing else: no properties, no map, no composition, no reference. */
function isShapeless(schema: Json): boolean {
  return (
    schema.type === 'object' &&
    !['properties', 'additionalProperties', 'allOf', 'anyOf', 'oneOf', '$ref'].some(
      (key) => key in schema,
    )
  );
}

/** What one pass looks for. */
interface Check {
  /** A property that fails. */
  property(property: Json): boolean;
  /** A parameter that fails. */
  parameter(parameter: Json): boolean;
  /** Operations without a summary and responses without a description count. */
  prose: boolean;
}

class Finder {
  readonly out: string[] = [];
  constructor(private readonly check: Check) {}

  /** Every property of `schema`, and of the inline schemas inside it. */
  schema(schema: unknown, at: string): void {
    if (!isObject(schema) || '$ref' in schema) return;
    if (isObject(schema.properties)) {
      for (const [name, property] of Object.entries(schema.properties)) {
        const where = `${at}/properties/${escape(name)}`;
        if (!isObject(property) || this.check.property(property)) this.out.push(where);
        this.schema(property, where);
      }
    }
    if (isObject(schema.items)) this.schema(schema.items, `${at}/items`);
    if (isObject(schema.additionalProperties)) {
      this.schema(schema.additionalProperties, `${at}/additionalProperties`);
    }
    for (const key of ['allOf', 'anyOf', 'oneOf']) {
      const members = schema[key];
      if (Array.isArray(members)) {
        members.forEach((member, i) => this.schema(member, `${at}/${key}/${i}`));
      }
    }
  }

  content(content: unknown, at: string): void {
    if (!isObject(content)) return;
    for (const [type, media] of Object.entries(content)) {
      if (isObject(media)) this.schema(media.schema, `${at}/content/${escape(type)}/schema`);
    }
  }

  operation(operation: Json, at: string): void {
    const { prose } = this.check;
    if (prose && (typeof operation.summary !== 'string' || operation.summary.trim() === '')) {
      this.out.push(`${at}/summary`);
    }
    const parameters = Array.isArray(operation.parameters) ? operation.parameters : [];
    parameters.forEach((parameter, i) => {
      if (!isObject(parameter) || '$ref' in parameter) return;
      if (this.check.parameter(parameter)) this.out.push(`${at}/parameters/${i}`);
      this.schema(parameter.schema, `${at}/parameters/${i}/schema`);
    });
    if (isObject(operation.requestBody)) {
      this.content(operation.requestBody.content, `${at}/requestBody`);
    }
    const responses = isObject(operation.responses) ? operation.responses : {};
    if (prose && Object.keys(responses).length === 0) this.out.push(`${at}/responses`);
    for (const [status, response] of Object.entries(responses)) {
      const where = `${at}/responses/${status}`;
      if (!isObject(response) || '$ref' in response) continue;
      if (prose && !described(response)) this.out.push(where);
      this.content(response.content, where);
    }
  }

  document(document: Json): string[] {
    const paths = isObject(document.paths) ? document.paths : {};
    for (const [path, item] of Object.entries(paths)) {
      if (!isObject(item)) continue;
      for (const method of HTTP_METHODS) {
        const operation = item[method];
        if (isObject(operation)) this.operation(operation, `/paths/${escape(path)}/${method}`);
      }
    }
    const components = isObject(document.components) ? document.components : {};
    const schemas = isObject(components.schemas) ? components.schemas : {};
    for (const [name, schema] of Object.entries(schemas)) {
      this.schema(schema, `/components/schemas/${escape(name)}`);
    }
    return this.out;
  }
}

/** JSON Pointers of everything undocumented, in document order; empty when all is explained. */
export function undocumented(document: Json): string[] {
  return new Finder({
    property: (property) => !described(property),
    parameter: (parameter) => !described(parameter),
    prose: true,
  }).document(document);
}

/** JSON Pointers of properties and parameters typed as an object of no shape. */
export function shapeless(document: Json): string[] {
  return new Finder({
    property: isShapeless,
    parameter: (parameter) => isObject(parameter.schema) && isShapeless(parameter.schema),
    prose: false,
  }).document(document);
}
