import { Field, ID, Int, ObjectType } from '@nestjs/graphql';
import { ApiProperty, ApiSchema } from '@nestjs/swagger';
import { MatchEventItem } from '../match-runtime/index.js';

/** The acknowledgement of an order: it is durable when this is sent. */
@ApiSchema({ name: 'OrderAccepted' })
@ObjectType('OrderAccepted', {
  description:
    'An accepted order. It was committed before this answer; a retry with the same Idempotency-Key gets this answer again.',
})
export class OrderAccepted {
  @ApiProperty({ format: 'uuid', description: 'The match.' })
  @Field(() => ID, { description: 'The match.' })
  matchId!: string;

  @ApiProperty({ description: 'The decision it answered.' })
  @Field({ description: 'The decision it answered.' })
  decisionId!: string;

  @ApiProperty({ type: 'integer', description: 'The seat it was given for.' })
  @Field(() => Int, { description: 'The seat it was given for.' })
  seat!: number;

  @ApiProperty({
    type: 'integer',
    description: "The order's sequence number in the match's order log.",
  })
  @Field(() => Int, { description: "The order's sequence number in the match's order log." })
  seq!: number;

  @ApiProperty({
    type: 'integer',
    description:
      'The sequence number of the last event it produced: resume event streams after it.',
  })
  @Field(() => Int, {
    description:
      'The sequence number of the last event it produced: resume event streams after it.',
  })
  eventSeq!: number;

  @ApiProperty({
    type: [MatchEventItem],
    description: 'The events it produced that you may see (a whole step when it completed one).',
  })
  @Field(() => [MatchEventItem], {
    description: 'The events it produced that you may see (a whole step when it completed one).',
  })
  events!: MatchEventItem[];
}
