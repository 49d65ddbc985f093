/** Ratings: OpenSkill per ruleset and scenario, rated in the transaction that ends a match. */
export { RatingsModule } from './ratings.module.js';
export { RatingsService, PROVISIONAL_GAMES, type RatedResult } from './ratings.service.js';
export { RatingDto } from './rating.dto.js';
