import { Field, InputType } from '@nestjs/graphql';
import { ApiProperty, ApiSchema } from '@nestjs/swagger';
import { IsDefined, IsString, Length } from 'class-validator';
import { JsonField } from '../../common/json.field.js';

@ApiSchema({ name: 'SubmitOrderInput' })
@InputType('SubmitOrderInput', { description: 'An order for a decision you owe.' })
export class SubmitOrderInput {
  @ApiProperty({
    example: 't1.s2.maneuver.0',
    description: 'The decision it answers (from GET decision).',
  })
  @Field({ description: 'The decision it answers.' })
  @IsString()
  @Length(1, 200)
  decisionId!: string;

  @JsonField({ description: "The order, as the decision's JSON Schema describes it." })
  @IsDefined()
  order!: unknown;
}
