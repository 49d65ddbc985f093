import { Field, ID, Int, ObjectType } from '@nestjs/graphql';
import { ApiProperty, ApiSchema } from '@nestjs/swagger';

@ApiSchema({ name: 'ScenarioSeat' })
@ObjectType('ScenarioSeat', { description: 'A seat of a scenario: one side to play.' })
export class ScenarioSeatDto {
  @ApiProperty({ example: 0, description: 'The seat number (0-based), as matches use it.' })
  @Field(() => Int, { description: 'The seat number (0-based), as matches use it.' })
  seat!: number;

  @ApiProperty({ example: 'Side 0 (Federated Systems Fleet)', description: 'The side’s name.' })
  @Field({ description: 'The side’s name.' })
  name!: string;

  @ApiProperty({
    type: String,
    nullable: true,
    example: 'Deploys along y = 0',
    description: 'What this side has and where it starts.',
  })
  @Field(() => String, { nullable: true, description: 'What this side has and where it starts.' })
  description!: string | null;
}

/** A ready-to-play setup: `POST /matches` takes its id as `scenarioId`. */
@ApiSchema({ name: 'Scenario' })
@ObjectType('Scenario', {
  description: 'A ready-to-play setup of a ruleset; matches are created from its id.',
})
export class ScenarioDto {
  @ApiProperty({
    example: 'pilot-episode',
    description: 'The id, unique within the ruleset: a match’s `scenarioId`.',
  })
  @Field(() => ID, { description: 'The id, unique within the ruleset: a match’s `scenarioId`.' })
  id!: string;

  @ApiProperty({ example: 'Pilot Episode', description: 'The scenario’s name.' })
  @Field({ description: 'The scenario’s name.' })
  name!: string;

  @ApiProperty({ description: 'The forces, the table and the victory conditions.' })
  @Field({ description: 'The forces, the table and the victory conditions.' })
  description!: string;

  @ApiProperty({ type: [ScenarioSeatDto], description: 'The seats, in seat order.' })
  @Field(() => [ScenarioSeatDto], { description: 'The seats, in seat order.' })
  seats!: ScenarioSeatDto[];
}
