import { ObjectType } from '@nestjs/graphql';
import { ApiSchema } from '@nestjs/swagger';
import { ApiField, registerApiEnum } from '../../../common/api-field.js';
import { JsonField } from '../../../common/json.field.js';

export enum ProvenanceValue {
  SOURCE = 'source',
  PROVISIONAL = 'provisional',
}
registerApiEnum(ProvenanceValue, {
  name: 'Provenance',
  description: 'Where a catalog value comes from.',
  valuesMap: {
    SOURCE: { description: 'Stated by the source rulebook.' },
    PROVISIONAL: {
      description: 'Not in the source: supplied by the engine digest (see the note for why).',
    },
  },
});

/** One parameter of a unit, with where it comes from: every value carries its own provenance. */
@ApiSchema({ name: 'Stat' })
@ObjectType('Stat', { description: 'One parameter of a catalog entry, with its provenance.' })
export class StatDto {
  @ApiField({ example: 'safeAcceleration', description: 'The parameter name.' })
  name!: string;

  // Null where the source prints none (an asteroid's move): GraphQL must not call that an error.
  @JsonField({
    description: 'The value: a number, text, list or object; null where the source gives none.',
    example: 4,
    nullable: true,
  })
  value!: unknown;

  @ApiField({ type: () => ProvenanceValue, description: 'Where the value comes from.' })
  provenance!: ProvenanceValue;

  @ApiField({
    type: () => String,
    nullable: true,
    required: true,
    example: "Acceleration example: 'Guardian 151A can safely Accelerate by Thrust of 4'",
    description: 'Where in the source the value is found, or why a provisional value was chosen.',
  })
  note!: string | null;
}
