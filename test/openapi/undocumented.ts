/**
 * Finds what an OpenAPI document leaves unexplained: schema properties, parameters, responses and
 * operations without a description. Each finding is a JSON Pointer into the document.
 */

type Json = Record<string, unknown>;

const HTTP_METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'];

function escape(segment: string): string {
  return segment.replace(/~/g, '~0').replace(/\//g, '~1');
}

function described(node: Json): boolean {
  return typeof node.description === 'string' && node.description.trim().length > 0;
}

function isObject(value: unknown): value is Json {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Every property of `schema` (and of the inline schemas inside it) must say what it is. */
function schemaFindings(schema: unknown, at: string, out: string[]): void {
  if (!isObject(schema) || '$ref' in schema) return;
  if (isObject(schema.properties)) {
    for (const [name, property] of Object.entries(schema.properties)) {
      const where = `${at}/properties/${escape(name)}`;
      if (!isObject(property) || !described(property)) out.push(where);
      schemaFindings(property, where, out);
    }
  }
  if (isObject(schema.items)) schemaFindings(schema.items, `${at}/items`, out);
  if (isObject(schema.additionalProperties)) {
    schemaFindings(schema.additionalProperties, `${at}/additionalProperties`, out);
  }
  for (const key of ['allOf', 'anyOf', 'oneOf']) {
    const members = schema[key];
    if (Array.isArray(members)) {
      members.forEach((member, i) => schemaFindings(member, `${at}/${key}/${i}`, out));
    }
  }
}

function contentFindings(content: unknown, at: string, out: string[]): void {
  if (!isObject(content)) return;
  for (const [type, media] of Object.entries(content)) {
    if (isObject(media)) schemaFindings(media.schema, `${at}/content/${escape(type)}/schema`, out);
  }
}

function operationFindings(operation: Json, at: string, out: string[]): void {
  if (typeof operation.summary !== 'string' || operation.summary.trim() === '') {
    out.push(`${at}/summary`);
  }
  const parameters = Array.isArray(operation.parameters) ? operation.parameters : [];
  parameters.forEach((parameter, i) => {
    if (!isObject(parameter) || '$ref' in parameter) return;
    if (!described(parameter)) out.push(`${at}/parameters/${i}`);
    schemaFindings(parameter.schema, `${at}/parameters/${i}/schema`, out);
  });
  if (isObject(operation.requestBody)) {
    contentFindings(operation.requestBody.content, `${at}/requestBody`, out);
  }
  const responses = isObject(operation.responses) ? operation.responses : {};
  if (Object.keys(responses).length === 0) out.push(`${at}/responses`);
  for (const [status, response] of Object.entries(responses)) {
    const where = `${at}/responses/${status}`;
    if (!isObject(response) || '$ref' in response) continue;
    if (!described(response)) out.push(where);
    contentFindings(response.content, where, out);
  }
}

/** JSON Pointers of everything undocumented, in document order; empty when all is explained. */
export function undocumented(document: Json): string[] {
  const out: string[] = [];
  const paths = isObject(document.paths) ? document.paths : {};
  for (const [path, item] of Object.entries(paths)) {
    if (!isObject(item)) continue;
    for (const method of HTTP_METHODS) {
      const operation = item[method];
      if (isObject(operation))
        operationFindings(operation, `/paths/${escape(path)}/${method}`, out);
    }
  }
  const components = isObject(document.components) ? document.components : {};
  const schemas = isObject(components.schemas) ? components.schemas : {};
  for (const [name, schema] of Object.entries(schemas)) {
    schemaFindings(schema, `/components/schemas/${escape(name)}`, out);
  }
  return out;
}
