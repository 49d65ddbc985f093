import { EventEmitter } from 'node:events';
import { BadRequestException, NotFoundException } from '@nestjs/common';
import pg from 'pg';
import { sendProblem } from './problem.filter.js';
import { ApiProblem, codeForStatus, problemType, toProblem } from './problem.js';

describe('toProblem', () => {
  const context = { instance: '/api/v1/matches', requestId: 'r-1' };

  it('keeps everything an ApiProblem says, extensions included', () => {
    const problem = toProblem(
      new ApiProblem(409, 'SEAT_TAKEN', 'Seat 1 is taken.', [], { seat: 1 }),
      context,
    );
    expect(problem).toEqual({
      type: 'urn:salvo:problem:seat-taken',
      title: 'Conflict',
      status: 409,
      detail: 'Seat 1 is taken.',
      code: 'SEAT_TAKEN',
      instance: '/api/v1/matches',
      requestId: 'r-1',
      seat: 1,
    });
  });

  it('lists field problems of a validation failure', () => {
    const errors = [{ path: '/name', code: 'REQUIRED', message: 'name is required' }];
    expect(toProblem(ApiProblem.validation(errors))).toMatchObject({
      status: 400,
      code: 'VALIDATION_FAILED',
      detail: '1 invalid field: /name',
      errors,
    });
  });

  it("maps Nest's HTTP exceptions by status", () => {
    expect(toProblem(new BadRequestException('no'))).toMatchObject({
      status: 400,
      code: 'BAD_REQUEST',
      detail: 'no',
    });
    expect(toProblem(new NotFoundException('Cannot POST /x'))).toMatchObject({
      code: 'NOT_FOUND',
      detail: 'No route POST /x.',
    });
  });

  it("maps body-parser's errors to their own codes", () => {
    const tooLarge = Object.assign(new Error('too large'), {
      type: 'entity.too.large',
      status: 413,
      limit: 1024,
    });
    expect(toProblem(tooLarge)).toMatchObject({
      status: 413,
      code: 'PAYLOAD_TOO_LARGE',
      title: 'Content Too Large',
      detail: 'The request body exceeds the limit of 1024 bytes.',
    });
    const malformed = Object.assign(new SyntaxError('Unexpected token'), {
      type: 'entity.parse.failed',
      status: 400,
    });
    expect(toProblem(malformed)).toMatchObject({ status: 400, code: 'MALFORMED_JSON' });
  });

  it('hides what an unexpected error says', () => {
    const problem = toProblem(new Error('connection string postgres://u:secret@db'));
    expect(problem).toMatchObject({ status: 500, code: 'INTERNAL' });
    expect(JSON.stringify(problem)).not.toContain('secret');
  });

  it('names types and default codes predictably', () => {
    expect(problemType('RATE_LIMITED')).toBe('urn:salvo:problem:rate-limited');
    expect(codeForStatus(429)).toBe('RATE_LIMITED');
    expect(codeForStatus(418)).toBe('BAD_REQUEST');
    expect(codeForStatus(502)).toBe('INTERNAL');
  });
});

describe('a database with no connection to give', () => {
  /** A pg client that connects at once and never queries: enough to fill a pool. */
  class IdleClient extends EventEmitter {
    connect(callback: (error?: Error) => void): void {
      callback();
    }
    end(): Promise<void> {
      return Promise.resolve();
    }
  }

  async function poolWaitTimeout(): Promise<unknown> {
    const pool = new pg.Pool({ max: 1, connectionTimeoutMillis: 20, Client: IdleClient as never });
    const held = await pool.connect();
    try {
      return await pool.connect().then(
        () => undefined,
        (error: unknown) => error,
      );
    } finally {
      held.release();
      await pool.end();
    }
  }

  it('answers 503 DATABASE_BUSY with retryAfter when the pool wait runs out', async () => {
    const error = await poolWaitTimeout();
    expect(error).toBeInstanceOf(Error);
    const problem = toProblem(error, { instance: '/api/v1/players' });
    expect(problem).toMatchObject({ status: 503, code: 'DATABASE_BUSY', retryAfter: 1 });
    expect(problem.type).toBe('urn:salvo:problem:database-busy');
  });

  it('answers 503 when the server has no connection slot left (SQLSTATE 53300)', () => {
    const refused = Object.assign(new Error('sorry, too many clients already'), { code: '53300' });
    expect(toProblem(refused)).toMatchObject({ status: 503, code: 'DATABASE_BUSY' });
  });

  it('sends Retry-After with the problem', () => {
    const headers: Record<string, unknown> = {};
    const res = {
      setHeader: (name: string, value: unknown) => (headers[name] = value),
      status: () => res,
      type: () => res,
      json: () => res,
    };
    sendProblem(res as never, toProblem(Object.assign(new Error('x'), { code: '53300' })));
    expect(headers['Retry-After']).toBe(1);
  });
});
