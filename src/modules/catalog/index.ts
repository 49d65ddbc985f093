/** The catalog: rulesets, scenarios, units and bots, as the API lists them. */
export { CatalogModule } from './catalog.module.js';
export { CatalogService } from './catalog.service.js';
