/** Engine values as the API's DTOs: the one place where the catalog's shapes are translated. */
import type { Bot, CatalogEntry, Ruleset, Scenario } from '../../engine/index.js';
import type { RulesetBotDto } from './dto/bot.dto.js';
import type { RulesetDto, RulesetStatusValue, RulesetSummaryDto } from './dto/ruleset.dto.js';
import type { ScenarioDto } from './dto/scenario.dto.js';
import type { ProvenanceValue } from './dto/stat.dto.js';
import type { UnitDto } from './dto/unit.dto.js';

export function toRulesetSummary(ruleset: Ruleset): RulesetSummaryDto {
  return {
    id: ruleset.id,
    version: ruleset.version,
    name: ruleset.name,
    source: ruleset.source,
    status: ruleset.status as RulesetStatusValue,
    summary: ruleset.summary,
    combatAdjudication: ruleset.combat !== undefined,
  };
}

export function toRuleset(ruleset: Ruleset, bots: readonly Bot[]): RulesetDto {
  return {
    ...toRulesetSummary(ruleset),
    scenarios: ruleset.scenarios.map(toScenario),
    optionsSchema: ruleset.optionsSchema,
    setupSchema: ruleset.setupSchema ?? null,
    bots: bots.map((bot) => toBot(ruleset.id, bot)),
    combatRequestSchema: ruleset.combat?.requestSchema ?? null,
  };
}

export function toScenario(scenario: Scenario): ScenarioDto {
  return {
    id: scenario.id,
    name: scenario.name,
    description: scenario.description,
    seats: scenario.seats.map((seat, index) => ({
      seat: index,
      name: seat.name,
      description: seat.description ?? null,
    })),
  };
}

export function toUnit(entry: CatalogEntry): UnitDto {
  return {
    id: entry.id,
    name: entry.name,
    kind: entry.kind,
    faction: entry.faction ?? null,
    description: entry.description ?? null,
    stats: Object.entries(entry.stats).map(([name, stat]) => ({
      name,
      value: stat.value,
      provenance: stat.provenance as ProvenanceValue,
      note: stat.note ?? null,
    })),
  };
}

function toBot(rulesetId: string, bot: Bot): RulesetBotDto {
  return {
    id: bot.id,
    ref: `${rulesetId}/${bot.id}`,
    name: bot.name,
    description: bot.description,
  };
}
