import { InputType } from '@nestjs/graphql';
import { ApiSchema } from '@nestjs/swagger';
import { IsDefined, IsString, Length } from 'class-validator';
import { ApiField } from '../../common/api-field.js';
import { JsonField } from '../../common/json.field.js';
import { onlyKeys, PassesWhen } from '../../common/validation.js';

const DECISION_ID_LENGTH = { min: 1, max: 200 };

/**
 * The rules below, for a well-formed order (class-validator counts a surrogate pair as one
 * character: a string this short is never too long for it).
 */
const wellFormed = (v: Readonly<Record<string, unknown>>): boolean =>
  onlyKeys(v, ['decisionId', 'order']) &&
  typeof v.decisionId === 'string' &&
  v.decisionId.length >= DECISION_ID_LENGTH.min &&
  v.decisionId.length <= DECISION_ID_LENGTH.max &&
  v.order !== undefined &&
  v.order !== null;

@ApiSchema({ name: 'SubmitOrderInput' })
@InputType('SubmitOrderInput', { description: 'An order for a decision you owe.' })
@PassesWhen(wellFormed)
export class SubmitOrderInput {
  @ApiField({
    example: 't1.s2.maneuver.0',
    description: {
      rest: 'The decision it answers (from GET decision).',
      graphql: 'The decision it answers.',
    },
  })
  @IsString()
  @Length(DECISION_ID_LENGTH.min, DECISION_ID_LENGTH.max)
  decisionId!: string;

  @JsonField({ description: "The order, as the decision's JSON Schema describes it." })
  @IsDefined()
  order!: unknown;
}
