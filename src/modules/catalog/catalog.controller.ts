import { Controller, Get, Inject, Param } from '@nestjs/common';
import {
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiParam,
  ApiTags,
} from '@nestjs/swagger';
import { CatalogService } from './catalog.service.js';
import { RulesetDto, RulesetSummaryDto } from './dto/ruleset.dto.js';
import { ScenarioDto } from './dto/scenario.dto.js';
import { UnitDto } from './dto/unit.dto.js';

const RULESET_ID = ApiParam({
  name: 'rulesetId',
  description: 'A ruleset id, as `GET /rulesets` lists them.',
  example: 'stratoyager',
});
const RULESET_NOT_FOUND = ApiNotFoundResponse({
  description: 'RULESET_NOT_FOUND: no ruleset has this id.',
});

@ApiTags('catalog')
@Controller('rulesets')
export class CatalogController {
  constructor(@Inject(CatalogService) private readonly catalog: CatalogService) {}

  @Get()
  @ApiOperation({ summary: 'The rulesets this server plays' })
  @ApiOkResponse({ type: [RulesetSummaryDto], description: 'Every playable ruleset, in brief.' })
  listRulesets(): RulesetSummaryDto[] {
    return this.catalog.list();
  }

  @Get(':rulesetId')
  @ApiOperation({
    summary: 'One ruleset',
    description:
      'Identity, status and source; its scenarios; the JSON Schemas of match options and custom ' +
      'set-ups; the built-in bots; whether it offers combat adjudication.',
  })
  @RULESET_ID
  @ApiOkResponse({ type: RulesetDto, description: 'The ruleset.' })
  @RULESET_NOT_FOUND
  getRuleset(@Param('rulesetId') rulesetId: string): RulesetDto {
    return this.catalog.get(rulesetId);
  }

  @Get(':rulesetId/units')
  @ApiOperation({
    summary: 'A ruleset’s unit catalog',
    description: 'Every unit, ship class, weapon or object, each value with its provenance.',
  })
  @RULESET_ID
  @ApiOkResponse({ type: [UnitDto], description: 'The catalog, in the ruleset’s order.' })
  @RULESET_NOT_FOUND
  listUnits(@Param('rulesetId') rulesetId: string): UnitDto[] {
    return this.catalog.units(rulesetId);
  }

  @Get(':rulesetId/units/:unitId')
  @ApiOperation({ summary: 'One catalog entry' })
  @RULESET_ID
  @ApiParam({
    name: 'unitId',
    description: 'A unit id from the catalog.',
    example: 'guardian-151a',
  })
  @ApiOkResponse({ type: UnitDto, description: 'The entry, every value with its provenance.' })
  @ApiNotFoundResponse({
    description: 'RULESET_NOT_FOUND or UNIT_NOT_FOUND: no such ruleset, or no such unit in it.',
  })
  getUnit(@Param('rulesetId') rulesetId: string, @Param('unitId') unitId: string): UnitDto {
    return this.catalog.unit(rulesetId, unitId);
  }

  @Get(':rulesetId/scenarios')
  @ApiOperation({ summary: 'A ruleset’s ready-to-play scenarios' })
  @RULESET_ID
  @ApiOkResponse({ type: [ScenarioDto], description: 'The scenarios; matches take their ids.' })
  @RULESET_NOT_FOUND
  listScenarios(@Param('rulesetId') rulesetId: string): ScenarioDto[] {
    return this.catalog.scenarios(rulesetId);
  }
}
