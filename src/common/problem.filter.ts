import { Catch, Logger, type ArgumentsHost, type ExceptionFilter } from '@nestjs/common';
import { GqlExecutionContext, type GqlContextType } from '@nestjs/graphql';
import type { Request, Response } from 'express';
import { problemToGraphQLError } from './graphql-errors.js';
import { redactUrl } from './logging/redact-url.js';
import { toProblem, type ProblemDocument } from './problem.js';
import { requestIdOf } from './request-id.js';

export const PROBLEM_CONTENT_TYPE = 'application/problem+json';

/** A problem's `instance`: the request target, with any secret in its query hidden. */
export function instanceOf(req: Pick<Request, 'originalUrl'>): string {
  return redactUrl(req.originalUrl);
}

/** Writes a problem document as the response. Also used by middleware that runs before Nest. */
export function sendProblem(res: Response, problem: ProblemDocument): void {
  if (typeof problem.retryAfter === 'number') res.setHeader('Retry-After', problem.retryAfter);
  res.status(problem.status).type(PROBLEM_CONTENT_TYPE).json(problem);
}

/** Every exception, from REST or GraphQL, leaves through here as a problem. */
@Catch()
export class ProblemFilter implements ExceptionFilter {
  private readonly logger = new Logger('Problem');

  catch(exception: unknown, host: ArgumentsHost): unknown {
    if (host.getType<GqlContextType>() === 'graphql') {
      const context = GqlExecutionContext.create(host as never).getContext<{ req?: Request }>();
      const problem = toProblem(exception, { requestId: requestIdOf(context.req) });
      this.logIfInternal(problem, exception);
      return problemToGraphQLError(problem);
    }
    const http = host.switchToHttp();
    const req = http.getRequest<Request>();
    const res = http.getResponse<Response>();
    const problem = toProblem(exception, {
      instance: instanceOf(req),
      requestId: requestIdOf(req),
    });
    this.logIfInternal(problem, exception);
    if (res.headersSent) {
      res.end();
      return undefined;
    }
    sendProblem(res, problem);
    return undefined;
  }

  private logIfInternal(problem: ProblemDocument, exception: unknown): void {
    if (problem.status >= 500) this.logger.error(exception);
  }
}
