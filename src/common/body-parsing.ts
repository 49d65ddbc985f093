/**
 * Request bodies: JSON only, up to the configured size and nesting depth. Anything else with a
 * body is refused with 415 before it is read; parse failures become MALFORMED_JSON /
 * PAYLOAD_TOO_LARGE / JSON_TOO_DEEP problems. GraphQL requests come through here too.
 */
import type { RequestHandler } from 'express';
import express from 'express';
import { MAX_JSON_DEPTH, nestsDeeperThan } from './json-depth.js';
import { ApiProblem, ProblemCode, toProblem } from './problem.js';

const METHODS_WITH_BODY = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const JSON_TYPES = ['application/json', 'application/*+json'];

function hasBody(req: Parameters<RequestHandler>[0]): boolean {
  const length = req.headers['content-length'];
  return req.headers['transfer-encoding'] !== undefined || (length !== undefined && length !== '0');
}

export function requireJsonBodies(): RequestHandler {
  return (req, _res, next) => {
    if (!METHODS_WITH_BODY.has(req.method) || !hasBody(req) || req.is(JSON_TYPES)) {
      next();
      return;
    }
    const given = req.headers['content-type'];
    next(
      new ApiProblem(
        415,
        ProblemCode.unsupportedMediaType,
        given
          ? `Request bodies must be JSON (Content-Type: application/json), not ${given}.`
          : 'The request has a body but no Content-Type: send application/json.',
      ),
    );
  };
}

/** Thrown from body-parser's `verify`, which runs on the raw body before JSON.parse. */
class JsonTooDeep extends Error {}

export function jsonTooDeep(): ApiProblem {
  return new ApiProblem(
    400,
    ProblemCode.jsonTooDeep,
    `The JSON is nested deeper than ${MAX_JSON_DEPTH} levels of objects and arrays.`,
  );
}

/** UTF-8 is scanned as bytes; a UTF-16 body is decoded first (its bytes are not ASCII-like). */
function asScannable(body: Buffer, encoding: string): Uint8Array | string {
  if (/^utf-?8$/i.test(encoding)) return body;
  try {
    return new TextDecoder(encoding).decode(body);
  } catch {
    return body;
  }
}

function refuseDeepJson(_req: unknown, _res: unknown, body: Buffer, encoding: string): void {
  if (nestsDeeperThan(asScannable(body, encoding), MAX_JSON_DEPTH)) throw new JsonTooDeep();
}

export function parseJsonBodies(limitBytes: number): RequestHandler {
  const parse = express.json({ limit: limitBytes, type: JSON_TYPES, verify: refuseDeepJson });
  return (req, res, next) => {
    parse(req, res, (error?: unknown) => {
      if (!error) {
        next();
        return;
      }
      if (error instanceof JsonTooDeep) {
        next(jsonTooDeep());
        return;
      }
      // body-parser's errors carry a `type` the problem mapping understands; keep it as an
      // ApiProblem so that Nest's own error mapping cannot reword it on the way.
      const problem = toProblem(error);
      next(new ApiProblem(problem.status, problem.code, problem.detail));
    });
  };
}
