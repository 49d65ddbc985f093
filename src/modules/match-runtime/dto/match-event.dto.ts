import { Field, Int, ObjectType } from '@nestjs/graphql';
import { ApiProperty, ApiPropertyOptional, ApiSchema } from '@nestjs/swagger';
import { JsonField } from '../../../common/json.field.js';

/** One entry of a match's event log, as the caller may see it. */
@ApiSchema({ name: 'MatchEvent' })
@ObjectType('MatchEvent', {
  description: "One entry of a match's event log, as the caller may see it.",
})
export class MatchEventItem {
  @ApiProperty({
    type: 'integer',
    example: 12,
    description: 'Position in the log, from 1. Gaps are events that are not for you.',
  })
  @Field(() => Int, {
    description: 'Position in the log, from 1. Gaps are events that are not for you.',
  })
  seq!: number;

  @ApiProperty({
    example: 'dice.rolled',
    description: 'What happened (order.accepted, phase.changed, dice.rolled, ...).',
  })
  @Field({ description: 'What happened (order.accepted, phase.changed, dice.rolled, ...).' })
  type!: string;

  @ApiPropertyOptional({
    type: 'integer',
    isArray: true,
    nullable: true,
    description: 'Absent or null: public. Otherwise the seats it was shown to (yours among them).',
  })
  @Field(() => [Int], {
    nullable: true,
    description: 'Null: public. Otherwise the seats it was shown to (yours among them).',
  })
  visibleTo?: number[] | null;

  @JsonField({ shape: 'object', description: "The details, in the ruleset's words." })
  data!: Record<string, unknown>;
}
