/**
 * Stratoyager's decision kinds: one submission (§7.1) from one side each, one file per kind. The
 * flow (`rules/flow.ts`) says which kind a stage asks for.
 */
import type { KindTable } from '../../../core/define-ruleset.js';
import type { GameState } from '../model.js';
import { combatKind, fireAtWillKind } from './combat.js';
import { dogfightCardsKind } from './dogfight.js';
import { deploymentCardsKind, initiativeKind } from './initiative.js';
import { maneuverKind } from './maneuver.js';
import { placementKind } from './placement.js';
import { reservesKind } from './reserves.js';
import { turnStartKind } from './turn-start.js';

export const KINDS: KindTable<GameState, null> = {
  reserves: reservesKind,
  deployment_cards: deploymentCardsKind,
  placement: placementKind,
  turn_start: turnStartKind,
  initiative: initiativeKind,
  dogfight_cards: dogfightCardsKind,
  maneuver: maneuverKind,
  combat: combatKind,
  fire_at_will: fireAtWillKind,
};
