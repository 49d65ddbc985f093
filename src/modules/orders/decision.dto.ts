import { ID, Int, ObjectType } from '@nestjs/graphql';
import { ApiSchema } from '@nestjs/swagger';
import { ApiField } from '../../common/api-field.js';
import { JsonField } from '../../common/json.field.js';
import { MatchPhase } from '../match-runtime/index.js';

/** What a seat must decide now, with what it needs to answer. */
@ApiSchema({ name: 'Decision' })
@ObjectType('Decision', {
  description:
    'A decision you owe now: its JSON Schema, the legal orders when few, and one legal example.',
})
export class DecisionDto {
  @ApiField({ type: () => ID, format: 'uuid', description: 'The match.' })
  matchId!: string;

  @ApiField({ example: 't1.s2.maneuver.0', description: 'Send it back with your order.' })
  decisionId!: string;

  @ApiField({ type: () => Int, description: 'Your seat that owes it.' })
  seat!: number;

  @ApiField({
    example: 'maneuver',
    description: "The ruleset's kind of decision (`roll` for dice rolled at the table).",
  })
  kind!: string;

  @ApiField({ description: 'A one-line human prompt.' })
  prompt!: string;

  @ApiField({
    description:
      'True when the other seats decide at the same time and no order is revealed until all are in.',
  })
  simultaneous!: boolean;

  @ApiField({
    type: () => String,
    nullable: true,
    format: 'date-time',
    description: {
      rest: "When the ruleset's default order is applied for you; null without deadlines.",
      graphql:
        "When the ruleset's default order is applied for you (ISO 8601); null without deadlines.",
    },
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

  @ApiField({ type: () => MatchPhase, description: 'Where the game is.' })
  phase!: MatchPhase;
}
