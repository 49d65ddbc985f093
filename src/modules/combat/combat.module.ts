import { Module } from '@nestjs/common';
import { CatalogModule } from '../catalog/index.js';
import { CombatController } from './combat.controller.js';
import { CombatResolver } from './combat.resolver.js';
import { CombatService } from './combat.service.js';

/** Stateless combat adjudication (resolve, odds) for rulesets that offer it. */
@Module({
  imports: [CatalogModule],
  controllers: [CombatController],
  providers: [CombatService, CombatResolver],
})
export class CombatModule {}
