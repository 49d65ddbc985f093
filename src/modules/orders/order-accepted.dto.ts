import { ID, Int, ObjectType } from '@nestjs/graphql';
import { ApiSchema } from '@nestjs/swagger';
import { ApiField } from '../../common/api-field.js';
import { MatchEventItem } from '../match-runtime/index.js';

/** The acknowledgement of an order: it is durable when this is sent. */
@ApiSchema({ name: 'OrderAccepted' })
@ObjectType('OrderAccepted', {
  description:
    'An accepted order. It was committed before this answer; a retry with the same Idempotency-Key gets this answer again.',
})
export class OrderAccepted {
  @ApiField({ type: () => ID, format: 'uuid', description: 'The match.' })
  matchId!: string;

  @ApiField({ description: 'The decision it answered.' })
  decisionId!: string;

  @ApiField({ type: () => Int, description: 'The seat it was given for.' })
  seat!: number;

  @ApiField({
    type: () => Int,
    description: "The order's sequence number in the match's order log.",
  })
  seq!: number;

  @ApiField({
    type: () => Int,
    description:
      'The sequence number of the last event it produced: resume event streams after it.',
  })
  eventSeq!: number;

  @ApiField({
    type: () => [MatchEventItem],
    description: 'The events it produced that you may see (a whole step when it completed one).',
  })
  events!: MatchEventItem[];
}
