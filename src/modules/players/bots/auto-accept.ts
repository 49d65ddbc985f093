import type { AutoAcceptRulesDto } from './auto-accept.dto.js';

export type AutoAcceptRules = AutoAcceptRulesDto;

/** What a bot's rules look at in a challenge it receives. */
export interface OfferedChallenge {
  rulesetId: string;
  rated: boolean;
  /** The challenger's rating on the challenge's ruleset and scenario. */
  challengerRating: number;
}

/** Whether a challenge fits every rule: only then is it accepted without the owner. */
export function acceptsByRule(rules: AutoAcceptRules, c: OfferedChallenge): boolean {
  if (rules.rulesetIds.length > 0 && !rules.rulesetIds.includes(c.rulesetId)) return false;
  if (rules.rated !== null && rules.rated !== c.rated) return false;
  if (rules.minOpponentRating !== null && c.challengerRating < rules.minOpponentRating)
    return false;
  if (rules.maxOpponentRating !== null && c.challengerRating > rules.maxOpponentRating)
    return false;
  return true;
}
