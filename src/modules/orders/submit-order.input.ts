import { InputType } from '@nestjs/graphql';
import { ApiSchema } from '@nestjs/swagger';
import { IsDefined, IsString, Length } from 'class-validator';
import { ApiField } from '../../common/api-field.js';
import { JsonField } from '../../common/json.field.js';

@ApiSchema({ name: 'SubmitOrderInput' })
@InputType('SubmitOrderInput', { description: 'An order for a decision you owe.' })
export class SubmitOrderInput {
  @ApiField({
    example: 't1.s2.maneuver.0',
    description: {
      rest: 'The decision it answers (from GET decision).',
      graphql: 'The decision it answers.',
    },
  })
  @IsString()
  @Length(1, 200)
  decisionId!: string;

  @JsonField({ description: "The order, as the decision's JSON Schema describes it." })
  @IsDefined()
  order!: unknown;
}
