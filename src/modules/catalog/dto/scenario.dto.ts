import { ID, Int, ObjectType } from '@nestjs/graphql';
import { ApiSchema } from '@nestjs/swagger';
import { ApiField } from '../../../common/api-field.js';

@ApiSchema({ name: 'ScenarioSeat' })
@ObjectType('ScenarioSeat', { description: 'A seat of a scenario: one side to play.' })
export class ScenarioSeatDto {
  @ApiField({
    type: () => Int,
    example: 0,
    description: 'The seat number (0-based), as matches use it.',
  })
  seat!: number;

  @ApiField({ example: 'Side 0 (Federated Systems Fleet)', description: 'The side’s name.' })
  name!: string;

  @ApiField({
    type: () => String,
    nullable: true,
    required: true,
    example: 'Deploys along y = 0',
    description: 'What this side has and where it starts.',
  })
  description!: string | null;
}

/** A ready-to-play setup: `POST /matches` takes its id as `scenarioId`. */
@ApiSchema({ name: 'Scenario' })
@ObjectType('Scenario', {
  description: 'A ready-to-play setup of a ruleset; matches are created from its id.',
})
export class ScenarioDto {
  @ApiField({
    type: () => ID,
    example: 'pilot-episode',
    description: 'The id, unique within the ruleset: a match’s `scenarioId`.',
  })
  id!: string;

  @ApiField({ example: 'Pilot Episode', description: 'The scenario’s name.' })
  name!: string;

  @ApiField({ description: 'The forces, the table and the victory conditions.' })
  description!: string;

  @ApiField({ type: () => [ScenarioSeatDto], description: 'The seats, in seat order.' })
  seats!: ScenarioSeatDto[];
}
