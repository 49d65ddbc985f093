/** The small public pieces a match is described with: phase, outcome, seats, awaited decisions. */
import { Field, ID, Int, ObjectType } from '@nestjs/graphql';
import { ApiProperty, ApiPropertyOptional, ApiSchema } from '@nestjs/swagger';

@ApiSchema({ name: 'MatchPhase' })
@ObjectType('MatchPhase', { description: 'Where a match is: turn, phase, step.' })
export class MatchPhase {
  @ApiProperty({ example: 2, description: 'Turn or round number; 0 before the first one.' })
  @Field(() => Int, { description: 'Turn or round number; 0 before the first one.' })
  turn!: number;

  @ApiProperty({ example: 'MANEUVER_ORDERS', description: "The ruleset's phase name." })
  @Field({ description: "The ruleset's phase name." })
  phase!: string;

  @ApiPropertyOptional({
    type: 'integer',
    nullable: true,
    description: 'Segment, activation or sub-step, where the ruleset has one.',
  })
  @Field(() => Int, {
    nullable: true,
    description: 'Segment, activation or sub-step, where the ruleset has one.',
  })
  step?: number | null;

  @ApiProperty({
    example: 'Turn 2, segment 3: maneuver orders',
    description: 'A human description.',
  })
  @Field({ description: 'A human description.' })
  label!: string;
}

@ApiSchema({ name: 'SeatScore' })
@ObjectType('SeatScore', { description: "A seat's score at the end." })
export class SeatScore {
  @ApiProperty({ type: 'integer', description: 'The seat.' })
  @Field(() => Int, { description: 'The seat.' })
  seat!: number;

  @ApiProperty({ description: 'Its score.' })
  @Field({ description: 'Its score.' })
  score!: number;
}

@ApiSchema({ name: 'MatchOutcome' })
@ObjectType('MatchOutcome', { description: 'How a match ended.' })
export class MatchOutcome {
  @ApiProperty({ type: 'integer', isArray: true, description: 'Seats that won; empty for a draw.' })
  @Field(() => [Int], { description: 'Seats that won; empty for a draw.' })
  winners!: number[];

  @ApiProperty({ description: 'True for a draw.' })
  @Field({ description: 'True for a draw.' })
  draw!: boolean;

  @ApiProperty({
    example: 'points',
    description: 'Machine-readable reason (annihilation, points, resigned...).',
  })
  @Field({ description: 'Machine-readable reason (annihilation, points, resigned...).' })
  reason!: string;

  @ApiProperty({ description: 'A human sentence.' })
  @Field({ description: 'A human sentence.' })
  summary!: string;

  @ApiProperty({ type: [SeatScore], description: 'Scores per seat, where the ruleset keeps them.' })
  @Field(() => [SeatScore], { description: 'Scores per seat, where the ruleset keeps them.' })
  scores!: SeatScore[];
}

@ApiSchema({ name: 'MatchSeat' })
@ObjectType('MatchSeat', { description: 'A seat of a match and who holds it.' })
export class MatchSeat {
  @ApiProperty({ type: 'integer', example: 0, description: 'The seat number, from 0.' })
  @Field(() => Int, { description: 'The seat number, from 0.' })
  seat!: number;

  @ApiProperty({
    example: 'Side 0 (Federated Systems Fleet)',
    description: "The scenario's name for it.",
  })
  @Field({ description: "The scenario's name for it." })
  name!: string;

  @ApiProperty({ description: 'True while nobody holds it: it can be joined.' })
  @Field({ description: 'True while nobody holds it: it can be joined.' })
  open!: boolean;

  @ApiPropertyOptional({
    type: 'string',
    format: 'uuid',
    nullable: true,
    description: 'The player holding it.',
  })
  @Field(() => ID, { nullable: true, description: 'The player holding it.' })
  playerId!: string | null;

  @ApiPropertyOptional({
    type: 'string',
    nullable: true,
    description: "That player's name.",
  })
  @Field(() => String, { nullable: true, description: "That player's name." })
  playerName!: string | null;

  @ApiPropertyOptional({
    type: 'string',
    nullable: true,
    example: 'stratoyager/random',
    description: 'The built-in bot holding it (`<ruleset>/<bot>`).',
  })
  @Field(() => String, {
    nullable: true,
    description: 'The built-in bot holding it (`<ruleset>/<bot>`).',
  })
  bot!: string | null;
}

@ApiSchema({ name: 'AwaitedDecision' })
@ObjectType('AwaitedDecision', {
  description:
    'A decision the match waits for: public (who, what kind, until when), not its content.',
})
export class AwaitedDecision {
  @ApiProperty({ example: 't1.s2.maneuver.0', description: 'The decision id.' })
  @Field({ description: 'The decision id.' })
  decisionId!: string;

  @ApiProperty({ type: 'integer', description: 'The seat that owes it.' })
  @Field(() => Int, { description: 'The seat that owes it.' })
  seat!: number;

  @ApiProperty({ example: 'maneuver', description: "The ruleset's kind of decision." })
  @Field({ description: "The ruleset's kind of decision." })
  kind!: string;

  @ApiPropertyOptional({
    type: 'string',
    format: 'date-time',
    nullable: true,
    description:
      "When the ruleset's default order is applied if none came; null without deadlines.",
  })
  @Field(() => String, {
    nullable: true,
    description:
      "When the ruleset's default order is applied if none came (ISO 8601); null without deadlines.",
  })
  deadline!: string | null;

  @ApiPropertyOptional({
    type: 'integer',
    nullable: true,
    example: 30,
    description:
      "The rules' own countdown on this decision, once started (Stratoyager arcade mode: the other pilot has this long after the first final maneuver order); `deadline` already counts it. Null when the rules set none.",
  })
  @Field(() => Int, {
    nullable: true,
    description:
      "The rules' own countdown on this decision, once started (Stratoyager arcade mode); `deadline` already counts it. Null when the rules set none.",
  })
  timeLimitSeconds!: number | null;
}
