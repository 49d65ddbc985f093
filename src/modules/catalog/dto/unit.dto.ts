import { ID, ObjectType } from '@nestjs/graphql';
import { ApiSchema } from '@nestjs/swagger';
import { ApiField } from '../../../common/api-field.js';
import { StatDto } from './stat.dto.js';

/** A catalog entry: a unit, ship class, weapon or object of a ruleset. */
@ApiSchema({ name: 'Unit' })
@ObjectType('Unit', {
  description: 'A catalog entry of a ruleset (a unit, ship class, weapon or object).',
})
export class UnitDto {
  @ApiField({
    type: () => ID,
    example: 'guardian-151a',
    description: 'The id, unique within the ruleset.',
  })
  id!: string;

  @ApiField({ example: 'Guardian 151a', description: 'The name in the rulebook.' })
  name!: string;

  @ApiField({
    example: 'unit',
    description: 'What the entry is, in the ruleset’s words: unit, ship_class, weapon, object.',
  })
  kind!: string;

  @ApiField({
    type: () => String,
    nullable: true,
    required: true,
    example: 'FSF',
    description: 'The faction it belongs to, where the ruleset has factions.',
  })
  faction!: string | null;

  @ApiField({
    type: () => String,
    nullable: true,
    required: true,
    example: 'multi-purpose escort interceptor',
    description: 'A short description.',
  })
  description!: string | null;

  @ApiField({
    type: () => [StatDto],
    description: 'Every parameter, each with its own provenance (source or provisional).',
  })
  stats!: StatDto[];
}
