import { Field, ID, Int, ObjectType } from '@nestjs/graphql';
import { ApiProperty, ApiPropertyOptional, ApiSchema } from '@nestjs/swagger';
import { JsonField } from '../../common/json.field.js';
import { MatchPhase } from '../match-runtime/index.js';

/** What a seat must decide now, with what it needs to answer. */
@ApiSchema({ name: 'Decision' })
@ObjectType('Decision', {
  description:
    'A decision you owe now: its JSON Schema, the legal orders when few, and one legal example.',
})
export class DecisionDto {
  @ApiProperty({ format: 'uuid', description: 'The match.' })
  @Field(() => ID, { description: 'The match.' })
  matchId!: string;

  @ApiProperty({ example: 't1.s2.maneuver.0', description: 'Send it back with your order.' })
  @Field({ description: 'Send it back with your order.' })
  decisionId!: string;

  @ApiProperty({ type: 'integer', description: 'Your seat that owes it.' })
  @Field(() => Int, { description: 'Your seat that owes it.' })
  seat!: number;

  @ApiProperty({
    example: 'maneuver',
    description: "The ruleset's kind of decision (`roll` for dice rolled at the table).",
  })
  @Field({ description: "The ruleset's kind of decision (`roll` for dice rolled at the table)." })
  kind!: string;

  @ApiProperty({ description: 'A one-line human prompt.' })
  @Field({ description: 'A one-line human prompt.' })
  prompt!: string;

  @ApiProperty({
    description:
      'True when the other seats decide at the same time and no order is revealed until all are in.',
  })
  @Field({
    description:
      'True when the other seats decide at the same time and no order is revealed until all are in.',
  })
  simultaneous!: boolean;

  @ApiPropertyOptional({
    type: 'string',
    format: 'date-time',
    nullable: true,
    description: "When the ruleset's default order is applied for you; null without deadlines.",
  })
  @Field(() => String, {
    nullable: true,
    description:
      "When the ruleset's default order is applied for you (ISO 8601); null without deadlines.",
  })
  deadline!: string | null;

  @JsonField({ shape: 'object', description: 'JSON Schema (draft 2020-12) of the order.' })
  schema!: unknown;

  @JsonField({
    nullable: true,
    description: 'Every legal order, when they are few enough to list; else null (use the schema).',
  })
  choices!: unknown[] | null;

  @JsonField({ description: 'One legal order.' })
  example!: unknown;

  @ApiProperty({ type: MatchPhase, description: 'Where the game is.' })
  @Field(() => MatchPhase, { description: 'Where the game is.' })
  phase!: MatchPhase;
}
