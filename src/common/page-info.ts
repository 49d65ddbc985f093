import { ObjectType } from '@nestjs/graphql';
import { ApiSchema } from '@nestjs/swagger';
import { ApiField } from './api-field.js';

/** Where a page stands among its neighbours, in the shape Relay clients expect. */
@ApiSchema({ name: 'PageInfo' })
@ObjectType('PageInfo', {
  description: 'Where a page stands among its neighbours (Relay’s shape).',
})
export class PageInfo {
  @ApiField({ description: 'Whether a page follows this one (then endCursor is set).' })
  hasNextPage!: boolean;

  @ApiField({ description: 'Whether this page was read with a cursor, so a page precedes it.' })
  hasPreviousPage!: boolean;

  @ApiField({
    type: () => String,
    nullable: true,
    required: true,
    description: 'The cursor to read the next page with; null on the last page.',
  })
  endCursor!: string | null;
}

/** The page info of a page read forward from `cursor`, whose next page starts at `nextCursor`. */
export const pageInfoOf = (
  cursor: string | null | undefined,
  nextCursor: string | null,
): PageInfo => ({
  hasNextPage: nextCursor !== null,
  hasPreviousPage: cursor != null,
  endCursor: nextCursor,
});
