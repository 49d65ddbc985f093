/**
 * The two paging arguments of every cursor-paged list (REST query and GraphQL arguments alike),
 * as field decorators rather than a base class so each query keeps its own field order.
 */
import { applyDecorators } from '@nestjs/common';
import { Int } from '@nestjs/graphql';
import { Type } from 'class-transformer';
import { IsInt, IsOptional, IsString, Length, Max, Min } from 'class-validator';
import { ApiField } from './api-field.js';

export const DEFAULT_PAGE_SIZE = 20;
export const MAX_PAGE_SIZE = 100;

// applyDecorators applies in list order; stacked decorators apply bottom-up, hence the reversal.
export const CursorField = (): PropertyDecorator =>
  applyDecorators(
    Length(1, 200),
    IsString(),
    IsOptional(),
    ApiField({
      type: () => String,
      optional: true,
      description: 'The `nextCursor` of the previous page.',
    }),
  );

export const PageSizeField = (): PropertyDecorator =>
  applyDecorators(
    Max(MAX_PAGE_SIZE),
    Min(1),
    IsInt(),
    Type(() => Number),
    IsOptional(),
    ApiField({
      type: () => Int,
      optional: true,
      minimum: 1,
      maximum: MAX_PAGE_SIZE,
      default: DEFAULT_PAGE_SIZE,
      description: 'Page size.',
    }),
  );
