import { ID, ObjectType } from '@nestjs/graphql';
import { ApiSchema } from '@nestjs/swagger';
import { ApiField, registerApiEnum } from '../../../common/api-field.js';
import { JsonField } from '../../../common/json.field.js';
import { RulesetBotDto } from './bot.dto.js';
import { ScenarioDto } from './scenario.dto.js';

export enum RulesetStatusValue {
  COMPLETE = 'complete',
  PARTIAL = 'partial',
  TEST = 'test',
}
registerApiEnum(RulesetStatusValue, {
  name: 'RulesetStatus',
  description: 'How much of its source rulebook a ruleset implements.',
  valuesMap: {
    COMPLETE: { description: 'Every rule of the source is implemented.' },
    PARTIAL: { description: 'Playable, but some rules of the source are not implemented yet.' },
    TEST: { description: 'A small game for testing clients, not from a rulebook.' },
  },
});

/** A ruleset as a list shows it. */
@ApiSchema({ name: 'RulesetSummary' })
@ObjectType('RulesetSummary', { description: 'A playable ruleset, in brief.' })
export class RulesetSummaryDto {
  @ApiField({ type: () => ID, example: 'stratoyager', description: 'The id; it never changes.' })
  id!: string;

  @ApiField({ example: '1.0.0', description: 'The rules version (semver); matches record it.' })
  version!: string;

  @ApiField({ example: 'Basic Stratoyager', description: 'The game’s name.' })
  name!: string;

  @ApiField({ description: 'The rulebook the rules come from.' })
  source!: string;

  @ApiField({
    type: () => RulesetStatusValue,
    description: 'How much of its rulebook it implements.',
  })
  status!: RulesetStatusValue;

  @ApiField({ description: 'What kind of game it is, in a sentence or two.' })
  summary!: string;

  @ApiField({
    description: {
      rest: 'Whether the ruleset offers stateless combat adjudication (`/combat/resolve`, `/combat/odds`).',
      graphql:
        'Whether the ruleset offers stateless combat adjudication (`resolveAttack`, `attackOdds`).',
    },
  })
  combatAdjudication!: boolean;
}

/** Everything a client needs to set up and play a match of the ruleset. */
@ApiSchema({ name: 'Ruleset' })
@ObjectType('Ruleset', {
  description: 'A playable ruleset: scenarios, set-up and option schemas, bots, combat support.',
})
export class RulesetDto extends RulesetSummaryDto {
  @ApiField({ type: () => [ScenarioDto], description: 'The ready-to-play scenarios.' })
  scenarios!: ScenarioDto[];

  @JsonField({
    shape: 'object',
    description: 'JSON Schema of a match’s `options` (variants such as dogfight or arcade).',
  })
  optionsSchema!: Record<string, unknown>;

  @JsonField({
    shape: 'object',
    nullable: true,
    description:
      'JSON Schema of a custom `setup` (your own roster and positions); null when the ruleset has none.',
  })
  setupSchema!: Record<string, unknown> | null;

  @ApiField({
    type: () => [RulesetBotDto],
    description: 'The built-in bots the server offers for this ruleset.',
  })
  bots!: RulesetBotDto[];

  @JsonField({
    shape: 'object',
    nullable: true,
    description:
      'JSON Schema of a combat adjudication request; null when the ruleset offers no adjudication.',
  })
  combatRequestSchema!: Record<string, unknown> | null;
}
