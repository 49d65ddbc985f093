import { ID, ObjectType } from '@nestjs/graphql';
import { ApiSchema } from '@nestjs/swagger';
import { ApiField } from '../../../common/api-field.js';

/** A built-in bot the server can seat in a match of this ruleset. */
@ApiSchema({ name: 'RulesetBot' })
@ObjectType('RulesetBot', { description: 'A built-in bot offered for a ruleset.' })
export class RulesetBotDto {
  @ApiField({
    type: () => ID,
    example: 'random',
    description: 'The id, unique within the ruleset.',
  })
  id!: string;

  @ApiField({
    example: 'stratoyager/random',
    description: 'The bot’s full name, `<rulesetId>/<botId>`, as other endpoints refer to it.',
  })
  ref!: string;

  @ApiField({ example: 'Random legal', description: 'A display name.' })
  name!: string;

  @ApiField({ description: 'How it plays.' })
  description!: string;
}
