import { ID, Int, ObjectType } from '@nestjs/graphql';
import { ApiSchema } from '@nestjs/swagger';
import { ApiField } from '../../common/api-field.js';
import { MatchEventItem } from '../match-runtime/index.js';
import { DecisionDto } from './decision.dto.js';

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

  @ApiField({
    type: () => DecisionDto,
    nullable: true,
    required: true,
    description: {
      rest: "The decision this seat owes now that the order stands, exactly as GET /matches/{matchId}/decision?seat= would give it at this moment (this seat's view alone): answer it without asking for it. Null when the seat owes nothing now (ask again later). On a replay, what the seat owes at the replay.",
      graphql:
        "The decision this seat owes now that the order stands, exactly as the decision query for this seat would give it at this moment (this seat's view alone): answer it without asking for it. Null when the seat owes nothing now (ask again later). On a replay, what the seat owes at the replay.",
    },
  })
  next!: DecisionDto | null;
}
