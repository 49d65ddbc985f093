import { Field, ID, ObjectType } from '@nestjs/graphql';
import { ApiProperty, ApiSchema } from '@nestjs/swagger';
import { StatDto } from './stat.dto.js';

/** A catalog entry: a unit, ship class, weapon or object of a ruleset. */
@ApiSchema({ name: 'Unit' })
@ObjectType('Unit', {
  description: 'A catalog entry of a ruleset (a unit, ship class, weapon or object).',
})
export class UnitDto {
  @ApiProperty({ example: 'guardian-151a', description: 'The id, unique within the ruleset.' })
  @Field(() => ID, { description: 'The id, unique within the ruleset.' })
  id!: string;

  @ApiProperty({ example: 'Guardian 151a', description: 'The name in the rulebook.' })
  @Field({ description: 'The name in the rulebook.' })
  name!: string;

  @ApiProperty({
    example: 'unit',
    description: 'What the entry is, in the ruleset’s words: unit, ship_class, weapon, object.',
  })
  @Field({
    description: 'What the entry is, in the ruleset’s words: unit, ship_class, weapon, object.',
  })
  kind!: string;

  @ApiProperty({
    type: String,
    nullable: true,
    example: 'FSF',
    description: 'The faction it belongs to, where the ruleset has factions.',
  })
  @Field(() => String, {
    nullable: true,
    description: 'The faction it belongs to, where the ruleset has factions.',
  })
  faction!: string | null;

  @ApiProperty({
    type: String,
    nullable: true,
    example: 'multi-purpose escort interceptor',
    description: 'A short description.',
  })
  @Field(() => String, { nullable: true, description: 'A short description.' })
  description!: string | null;

  @ApiProperty({
    type: [StatDto],
    description: 'Every parameter, each with its own provenance (source or provisional).',
  })
  @Field(() => [StatDto], {
    description: 'Every parameter, each with its own provenance (source or provisional).',
  })
  stats!: StatDto[];
}
