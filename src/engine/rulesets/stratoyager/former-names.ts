/**
 * Names Stratoyager used before the engine's one naming convention (docs/adding-a-ruleset.md):
 * replays recorded under them still verify. Never remove an entry.
 */
import type { FormerNames } from '../../core/contract.js';

export const FORMER_NAMES: FormerNames = {
  kinds: {
    'deployment-cards': 'deployment_cards',
    'turn-start': 'turn_start',
    'dogfight-cards': 'dogfight_cards',
    'fire-at-will': 'fire_at_will',
  },
};
