import { Injectable } from '@nestjs/common';
import { allRulesets, botsFor, findRuleset, type Ruleset } from '../../engine/index.js';
import { rulesetNotFound, unitNotFound } from './catalog.problems.js';
import { toRuleset, toRulesetSummary, toScenario, toUnit } from './catalog.mapping.js';
import type { RulesetDto, RulesetSummaryDto } from './dto/ruleset.dto.js';
import type { ScenarioDto } from './dto/scenario.dto.js';
import type { UnitDto } from './dto/unit.dto.js';

/**
 * What the server can play: rulesets, their units and scenarios. Read-only and served from the
 * engine's registry, so both doors (REST and GraphQL) answer from here.
 */
@Injectable()
export class CatalogService {
  list(): RulesetSummaryDto[] {
    return allRulesets().map(toRulesetSummary);
  }

  get(rulesetId: string): RulesetDto {
    const ruleset = this.ruleset(rulesetId);
    return toRuleset(ruleset, botsFor(ruleset.id));
  }

  units(rulesetId: string): UnitDto[] {
    return this.ruleset(rulesetId).catalog.map(toUnit);
  }

  unit(rulesetId: string, unitId: string): UnitDto {
    const entry = this.ruleset(rulesetId).catalog.find((e) => e.id === unitId);
    if (!entry) throw unitNotFound(rulesetId, unitId);
    return toUnit(entry);
  }

  scenarios(rulesetId: string): ScenarioDto[] {
    return this.ruleset(rulesetId).scenarios.map(toScenario);
  }

  /** The engine's ruleset, for other modules (combat, matches); unknown ids are a 404 problem. */
  ruleset(rulesetId: string): Ruleset {
    const ruleset = findRuleset(rulesetId);
    if (!ruleset) throw rulesetNotFound(rulesetId);
    return ruleset;
  }
}
