/** Stateless combat: odds and resolution for a ruleset's attack, without a match. */
export { CombatModule } from './combat.module.js';
