import { Int, ObjectType } from '@nestjs/graphql';
import { ApiSchema } from '@nestjs/swagger';
import { ApiField } from '../../../common/api-field.js';
import { JsonField } from '../../../common/json.field.js';

/** One entry of a match's event log, as the caller may see it. */
@ApiSchema({ name: 'MatchEvent' })
@ObjectType('MatchEvent', {
  description: "One entry of a match's event log, as the caller may see it.",
})
export class MatchEventItem {
  @ApiField({
    type: () => Int,
    example: 12,
    description: 'Position in the log, from 1. Gaps are events that are not for you.',
  })
  seq!: number;

  @ApiField({
    example: 'dice.rolled',
    description: 'What happened (order.accepted, phase.changed, dice.rolled, ...).',
  })
  type!: string;

  @ApiField({
    type: () => [Int],
    nullable: true,
    description: {
      rest: 'Absent or null: public. Otherwise the seats it was shown to (yours among them).',
      graphql: 'Null: public. Otherwise the seats it was shown to (yours among them).',
    },
  })
  visibleTo?: number[] | null;

  @JsonField({ shape: 'object', description: "The details, in the ruleset's words." })
  data!: Record<string, unknown>;
}
