import { Module } from '@nestjs/common';
import { CatalogController } from './catalog.controller.js';
import { CatalogResolver } from './catalog.resolver.js';
import { CatalogService } from './catalog.service.js';

/** What the server plays: rulesets, units, scenarios. Other modules resolve rulesets through it. */
@Module({
  controllers: [CatalogController],
  providers: [CatalogService, CatalogResolver],
  exports: [CatalogService],
})
export class CatalogModule {}
