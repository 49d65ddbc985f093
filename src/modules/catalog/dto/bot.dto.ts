import { Field, ID, ObjectType } from '@nestjs/graphql';
import { ApiProperty, ApiSchema } from '@nestjs/swagger';

/** A built-in bot the server can seat in a match of this ruleset. */
@ApiSchema({ name: 'RulesetBot' })
@ObjectType('RulesetBot', { description: 'A built-in bot offered for a ruleset.' })
export class RulesetBotDto {
  @ApiProperty({ example: 'random', description: 'The id, unique within the ruleset.' })
  @Field(() => ID, { description: 'The id, unique within the ruleset.' })
  id!: string;

  @ApiProperty({
    example: 'stratoyager/random',
    description: 'The bot’s full name, `<rulesetId>/<botId>`, as other endpoints refer to it.',
  })
  @Field({
    description: 'The bot’s full name, `<rulesetId>/<botId>`, as other endpoints refer to it.',
  })
  ref!: string;

  @ApiProperty({ example: 'Random legal', description: 'A display name.' })
  @Field({ description: 'A display name.' })
  name!: string;

  @ApiProperty({ description: 'How it plays.' })
  @Field({ description: 'How it plays.' })
  description!: string;
}
