/** The match lifecycle: create, list, read, join, leave, resign. */
export { MatchesModule } from './matches.module.js';
export { MatchesService } from './matches.service.js';
