/**
 * Request bodies: JSON only, up to the configured size. Anything else with a body is refused
 * with 415 before it is read; parse failures become MALFORMED_JSON / PAYLOAD_TOO_LARGE problems.
 */
import type { RequestHandler } from 'express';
import express from 'express';
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

export function parseJsonBodies(limitBytes: number): RequestHandler {
  const parse = express.json({ limit: limitBytes, type: JSON_TYPES });
  return (req, res, next) => {
    parse(req, res, (error?: unknown) => {
      if (!error) {
        next();
        return;
      }
      // body-parser's errors carry a `type` the problem mapping understands; keep it as an
      // ApiProblem so that Nest's own error mapping cannot reword it on the way.
      const problem = toProblem(error);
      next(new ApiProblem(problem.status, problem.code, problem.detail));
    });
  };
}
