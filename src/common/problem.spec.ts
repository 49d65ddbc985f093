import { BadRequestException, NotFoundException } from '@nestjs/common';
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
