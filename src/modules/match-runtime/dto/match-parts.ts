/** The small public pieces a match is described with: phase, outcome, seats, awaited decisions. */
import { Float, ID, Int, ObjectType } from '@nestjs/graphql';
import { ApiSchema } from '@nestjs/swagger';
import { ApiField } from '../../../common/api-field.js';

@ApiSchema({ name: 'MatchPhase' })
@ObjectType('MatchPhase', { description: 'Where a match is: turn, phase, step.' })
export class MatchPhase {
  @ApiField({
    type: () => Int,
    example: 2,
    description: 'Turn or round number; 0 before the first one.',
  })
  turn!: number;

  @ApiField({ example: 'MANEUVER_ORDERS', description: "The ruleset's phase name." })
  phase!: string;

  @ApiField({
    type: () => Int,
    nullable: true,
    description: 'Segment, activation or sub-step, where the ruleset has one.',
  })
  step?: number | null;

  @ApiField({ example: 'Turn 2, segment 3: maneuver orders', description: 'A human description.' })
  label!: string;
}

@ApiSchema({ name: 'SeatScore' })
@ObjectType('SeatScore', { description: "A seat's score at the end." })
export class SeatScore {
  @ApiField({ type: () => Int, description: 'The seat.' })
  seat!: number;

  @ApiField({ description: 'Its score.' })
  score!: number;
}

@ApiSchema({ name: 'MatchOutcome' })
@ObjectType('MatchOutcome', { description: 'How a match ended.' })
export class MatchOutcome {
  @ApiField({ type: () => [Int], description: 'Seats that won; empty for a draw.' })
  winners!: number[];

  @ApiField({ description: 'True for a draw.' })
  draw!: boolean;

  @ApiField({
    example: 'points',
    description: 'Machine-readable reason (annihilation, points, resigned...).',
  })
  reason!: string;

  @ApiField({ description: 'A human sentence.' })
  summary!: string;

  @ApiField({
    type: () => [SeatScore],
    description: 'Scores per seat, where the ruleset keeps them.',
  })
  scores!: SeatScore[];
}

@ApiSchema({ name: 'SeatDecisionTime' })
@ObjectType('SeatDecisionTime', {
  description:
    "A seat's decision times, by the server's clock: each from the decision being offered to its order being accepted. Orders sent by a deadline's default are not timed.",
})
export class SeatDecisionTime {
  @ApiField({ type: () => Int, description: 'How many of its orders were timed.' })
  decisions!: number;

  @ApiField({ type: () => Float, description: 'Their total, in milliseconds.' })
  totalMs!: number;

  @ApiField({
    type: () => Float,
    nullable: true,
    required: true,
    description: 'Their mean, in milliseconds (null before the first).',
  })
  meanMs!: number | null;

  @ApiField({ type: () => Int, description: 'The longest, in milliseconds.' })
  maxMs!: number;
}

@ApiSchema({ name: 'MatchSeat' })
@ObjectType('MatchSeat', { description: 'A seat of a match and who holds it.' })
export class MatchSeat {
  @ApiField({ type: () => Int, example: 0, description: 'The seat number, from 0.' })
  seat!: number;

  @ApiField({
    example: 'Side 0 (Federated Systems Fleet)',
    description: "The scenario's name for it.",
  })
  name!: string;

  @ApiField({ description: 'True while nobody holds it: it can be joined.' })
  open!: boolean;

  @ApiField({
    type: () => ID,
    nullable: true,
    format: 'uuid',
    description: 'The player holding it.',
  })
  playerId!: string | null;

  @ApiField({ type: () => String, nullable: true, description: "That player's name." })
  playerName!: string | null;

  @ApiField({
    type: () => String,
    nullable: true,
    example: 'stratoyager/random',
    description: 'The built-in bot holding it (`<ruleset>/<bot>`).',
  })
  bot!: string | null;

  @ApiField({
    type: () => SeatDecisionTime,
    description: 'How long its holders took over their decisions, measured by the server.',
  })
  decisionTime!: SeatDecisionTime;
}

@ApiSchema({ name: 'AwaitedDecision' })
@ObjectType('AwaitedDecision', {
  description:
    'A decision the match waits for: public (who, what kind, until when), not its content.',
})
export class AwaitedDecision {
  @ApiField({ example: 't1.s2.maneuver.0', description: 'The decision id.' })
  decisionId!: string;

  @ApiField({ type: () => Int, description: 'The seat that owes it.' })
  seat!: number;

  @ApiField({ example: 'maneuver', description: "The ruleset's kind of decision." })
  kind!: string;

  @ApiField({
    type: () => String,
    nullable: true,
    format: 'date-time',
    description: {
      rest: "When the ruleset's default order is applied if none came; null without deadlines.",
      graphql:
        "When the ruleset's default order is applied if none came (ISO 8601); null without deadlines.",
    },
  })
  deadline!: string | null;

  @ApiField({
    type: () => Int,
    nullable: true,
    example: 30,
    description: {
      rest: "The rules' own countdown on this decision, once started (Stratoyager arcade mode: the other pilot has this long after the first final maneuver order); `deadline` already counts it. Null when the rules set none.",
      graphql:
        "The rules' own countdown on this decision, once started (Stratoyager arcade mode); `deadline` already counts it. Null when the rules set none.",
    },
  })
  timeLimitSeconds!: number | null;

  @ApiField({
    type: () => String,
    nullable: true,
    format: 'date-time',
    description: {
      rest: "When it became owed, by the server's clock: the seat's decision time runs from here to its order's acceptance.",
      graphql:
        "When it became owed (ISO 8601), by the server's clock: the seat's decision time runs from here to its order's acceptance.",
    },
  })
  offeredAt!: string | null;
}
