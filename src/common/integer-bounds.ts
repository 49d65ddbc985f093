/**
 * Bounds for the integers requests carry. Each is checked by validation and published (OpenAPI
 * `minimum`/`maximum`, the GraphQL argument's description): a number past what the database
 * column holds must be a 400, not a failed query.
 */
import { Injectable, type PipeTransform } from '@nestjs/common';
import { ApiProblem } from './problem.js';

/** PostgreSQL's `integer` and GraphQL's `Int`: the most a sequence number or count may be. */
export const MAX_INT32 = 2_147_483_647;

/** Seats are numbered from 0; no ruleset seats more than 64. */
export const MAX_SEAT = 63;

/**
 * For a GraphQL argument given on its own (`@Args('seat', …)`), which the validation pipe does
 * not see: the same VALIDATION_FAILED problem, with MIN / MAX like class-validator's.
 */
@Injectable()
export class IntRangePipe implements PipeTransform<number | null | undefined> {
  constructor(
    private readonly name: string,
    private readonly min: number,
    private readonly max: number,
  ) {}

  transform(value: number | null | undefined): number | null | undefined {
    if (value === null || value === undefined) return value;
    const code = value < this.min ? 'MIN' : value > this.max ? 'MAX' : null;
    if (code === null) return value;
    throw ApiProblem.validation([
      {
        path: `/${this.name}`,
        code,
        message: `${this.name} must be an integer from ${this.min} to ${this.max}`,
      },
    ]);
  }
}
