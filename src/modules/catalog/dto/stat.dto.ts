import { Field, ObjectType, registerEnumType } from '@nestjs/graphql';
import { ApiProperty, ApiSchema } from '@nestjs/swagger';
import { JsonField } from '../../../common/json.field.js';

export enum ProvenanceValue {
  source = 'source',
  provisional = 'provisional',
}
registerEnumType(ProvenanceValue, {
  name: 'Provenance',
  description: 'Where a catalog value comes from.',
  valuesMap: {
    source: { description: 'Stated by the source rulebook.' },
    provisional: {
      description: 'Not in the source: supplied by the engine digest (see the note for why).',
    },
  },
});

/** One parameter of a unit, with where it comes from: every value carries its own provenance. */
@ApiSchema({ name: 'Stat' })
@ObjectType('Stat', { description: 'One parameter of a catalog entry, with its provenance.' })
export class StatDto {
  @ApiProperty({ example: 'safeAcceleration', description: 'The parameter name.' })
  @Field({ description: 'The parameter name.' })
  name!: string;

  // Null where the source prints none (an asteroid's move): GraphQL must not call that an error.
  @JsonField({
    description: 'The value: a number, text, list or object; null where the source gives none.',
    example: 4,
    nullable: true,
  })
  value!: unknown;

  @ApiProperty({
    enum: ProvenanceValue,
    enumName: 'Provenance',
    description: 'source or provisional.',
  })
  @Field(() => ProvenanceValue, { description: 'source or provisional.' })
  provenance!: ProvenanceValue;

  @ApiProperty({
    type: String,
    nullable: true,
    example: "Acceleration example: 'Guardian 151A can safely Accelerate by Thrust of 4'",
    description: 'Where in the source the value is found, or why a provisional value was chosen.',
  })
  @Field(() => String, {
    nullable: true,
    description: 'Where in the source the value is found, or why a provisional value was chosen.',
  })
  note!: string | null;
}
