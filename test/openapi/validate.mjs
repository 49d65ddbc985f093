// Validates an OpenAPI document with @apidevtools/swagger-parser, in its own process: the package is
// CommonJS that requires an ESM-only dependency, which Node 20 loads and Jest's module system
// cannot. Usage: node validate.mjs <file>. Prints {"ok":true,"openapi":"3.0.0","paths":[...]}
// or {"ok":false,"message":"..."}.
import { readFileSync } from 'node:fs';
import process from 'node:process';
import SwaggerParser from '@apidevtools/swagger-parser';

const document = JSON.parse(readFileSync(process.argv[2], 'utf8'));
try {
  const api = await SwaggerParser.validate(document);
  const paths = Object.keys(api.paths ?? {});
  process.stdout.write(JSON.stringify({ ok: true, openapi: api.openapi, paths }));
} catch (error) {
  process.stdout.write(JSON.stringify({ ok: false, message: error.message }));
}
