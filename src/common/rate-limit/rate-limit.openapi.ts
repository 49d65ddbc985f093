/**
 * The rate limit in the OpenAPI document: a `429` on every operation the guard counts (all but
 * those marked with SkipRateLimit), with the problem's `retryAfter` and the headers it sends.
 */
import type { OpenAPIObject } from '@nestjs/swagger';
import { operationsOf } from '../openapi-operations.js';
import { UNLIMITED_EXTENSION } from './skip-rate-limit.js';

const RATE_LIMITED = 'RateLimited';

const integerHeader = (description: string) => ({ description, schema: { type: 'integer' } });

const rateLimitedResponse = {
  description:
    'application/problem+json: RATE_LIMITED. Over the rate limit (RATE_LIMIT per player for a ' +
    'valid API key, RATE_LIMIT_ANONYMOUS per address otherwise, per RATE_LIMIT_WINDOW_SECONDS). ' +
    'Every answer of a limited operation carries the RateLimit-* headers.',
  headers: {
    'Retry-After': integerHeader('Seconds until the budget is renewed.'),
    'RateLimit-Limit': integerHeader('Requests allowed in the window.'),
    'RateLimit-Remaining': integerHeader('Requests left in the window.'),
    'RateLimit-Reset': integerHeader('Seconds until the window ends.'),
    'RateLimit-Policy': {
      description: 'The limit and the window, as `<limit>;w=<seconds>`.',
      schema: { type: 'string', example: '600;w=60' },
    },
  },
  content: {
    'application/problem+json': {
      schema: {
        type: 'object',
        required: ['type', 'title', 'status', 'detail', 'code', 'retryAfter'],
        properties: {
          type: { type: 'string', example: 'urn:salvo:problem:rate-limited' },
          title: { type: 'string', example: 'Too Many Requests' },
          status: { type: 'integer', example: 429 },
          detail: { type: 'string' },
          instance: { type: 'string' },
          code: { type: 'string', enum: ['RATE_LIMITED'] },
          requestId: { type: 'string' },
          retryAfter: {
            type: 'integer',
            minimum: 1,
            description: 'Seconds to wait, as in Retry-After.',
          },
          limit: { type: 'integer', description: 'Requests allowed in the window.' },
          windowSeconds: { type: 'integer', description: 'The window’s length.' },
        },
      },
    },
  },
};

export function documentRateLimits(document: OpenAPIObject): OpenAPIObject {
  document.components = {
    ...document.components,
    responses: { ...document.components?.responses, [RATE_LIMITED]: rateLimitedResponse },
  };
  for (const operation of operationsOf(document)) {
    const marked = operation as unknown as Record<string, unknown>;
    if (marked[UNLIMITED_EXTENSION]) {
      delete marked[UNLIMITED_EXTENSION];
      continue;
    }
    operation.responses['429'] = { $ref: `#/components/responses/${RATE_LIMITED}` };
  }
  return document;
}
