import { Inject } from '@nestjs/common';
import { Args, ID, Query, Resolver } from '@nestjs/graphql';
import { CatalogService } from './catalog.service.js';
import { RulesetDto, RulesetSummaryDto } from './dto/ruleset.dto.js';
import { ScenarioDto } from './dto/scenario.dto.js';
import { UnitDto } from './dto/unit.dto.js';

const rulesetIdArg = { type: () => ID, description: 'A ruleset id, as `rulesets` lists them.' };

@Resolver()
export class CatalogResolver {
  constructor(@Inject(CatalogService) private readonly catalog: CatalogService) {}

  @Query(() => [RulesetSummaryDto], { description: 'The rulesets this server plays.' })
  rulesets(): RulesetSummaryDto[] {
    return this.catalog.list();
  }

  @Query(() => RulesetDto, {
    description: 'One ruleset. Unknown id: error RULESET_NOT_FOUND.',
  })
  ruleset(@Args('id', rulesetIdArg) id: string): RulesetDto {
    return this.catalog.get(id);
  }

  @Query(() => [UnitDto], {
    description: 'A ruleset’s unit catalog, each value with its provenance.',
  })
  units(@Args('rulesetId', rulesetIdArg) rulesetId: string): UnitDto[] {
    return this.catalog.units(rulesetId);
  }

  @Query(() => UnitDto, {
    description: 'One catalog entry. Unknown ids: error RULESET_NOT_FOUND or UNIT_NOT_FOUND.',
  })
  unit(
    @Args('rulesetId', rulesetIdArg) rulesetId: string,
    @Args('unitId', { type: () => ID, description: 'A unit id from the catalog.' }) unitId: string,
  ): UnitDto {
    return this.catalog.unit(rulesetId, unitId);
  }

  @Query(() => [ScenarioDto], { description: 'A ruleset’s ready-to-play scenarios.' })
  scenarios(@Args('rulesetId', rulesetIdArg) rulesetId: string): ScenarioDto[] {
    return this.catalog.scenarios(rulesetId);
  }
}
