/**
 * The match id as the API takes it: the `:matchId` path parameter (REST) and the `matchId`
 * argument (GraphQL), documented the same way everywhere.
 */
import { applyDecorators, Param } from '@nestjs/common';
import { Args, Field, ID } from '@nestjs/graphql';
import { ApiParam } from '@nestjs/swagger';
import { IsString } from 'class-validator';
import { MatchProblems } from './match.problems.js';

const DESCRIPTION = 'The match id.';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const isMatchId = (id: string): boolean => UUID.test(id);

/** Ids are UUIDs: anything else names no match (and must not reach SQL as a uuid). */
export function requireMatchId(matchId: string): void {
  if (!isMatchId(matchId)) throw MatchProblems.matchNotFound(matchId);
}

/** Documents `:matchId`: on an operation, or on a controller whose every route has it. */
export const ApiMatchId = (): MethodDecorator & ClassDecorator =>
  ApiParam({ name: 'matchId', format: 'uuid', description: DESCRIPTION });

export const MatchIdParam = (): ParameterDecorator => Param('matchId');

export const MatchIdArg = (): ParameterDecorator =>
  Args('matchId', { type: () => ID, description: DESCRIPTION });

/** The match id as a field of a GraphQL arguments object (`@Args()` validated whole). */
export const MatchIdField = (): PropertyDecorator =>
  applyDecorators(
    Field(() => ID, { description: DESCRIPTION }),
    IsString(),
  );
