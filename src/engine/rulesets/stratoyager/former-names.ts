/**
 * Names Stratoyager used before the engine's one naming convention (docs/adding-a-ruleset.md):
 * replays recorded under them still verify. Never remove an entry.
 */
import type { FormerNames } from '../../core/contract.js';

export const FORMER_NAMES: FormerNames = {
  events: {
    'deployment.cards-revealed': 'deployment_cards.revealed',
    'deployment.first-placer': 'first_placer.decided',
    'dogfight.combat-cards': 'combat_cards.revealed',
    'dogfight.movement-cards': 'movement_cards.revealed',
    'arcade.first-pilot': 'first_pilot.decided',
    'arcade.shot-lost': 'shot.lost',
    'fire-at-will.armed': 'fire_at_will.armed',
    'game.extra-turn': 'extra_turn.rolled',
    'game.over': 'game.ended',
    'game.setup': 'game.set_up',
    'overlap.roll-off': 'overlap.rolled_off',
    'turn-start.revealed': 'turn_start.revealed',
    'unit.left-table': 'unit.left_table',
    'unit.stress': 'unit.stressed',
  },
  kinds: {
    'deployment-cards': 'deployment_cards',
    'turn-start': 'turn_start',
    'dogfight-cards': 'dogfight_cards',
    'fire-at-will': 'fire_at_will',
  },
};
