/**
 * A Billion Suns' decision kinds, one entry per prompt of spec 7. The agenda (flow/) says which
 * one waits: the innermost frame's `wait.kind`.
 */
import type { DecisionKind } from '../flow/frames.js';
import { activateKind, ordersKind, scanKind } from './activation.js';
import { attacksKind, passiveKind } from './attacks.js';
import { firstPlayerKind, helmKind } from './command.js';
import { jumpTurnKind } from './jump-turn.js';
import type { AbsDecisionKind } from './kind.js';
import { movementKind } from './movement.js';
import { overrideKind, rerollKind, rogueShipKind, shieldsKind } from './reactions.js';

export const KINDS: Record<DecisionKind, AbsDecisionKind> = {
  helm: helmKind,
  first_player: firstPlayerKind,
  jump_turn: jumpTurnKind,
  activate: activateKind,
  orders: ordersKind,
  movement: movementKind,
  passive_attack: passiveKind,
  attacks: attacksKind,
  scan: scanKind,
  reroll: rerollKind,
  power_to_shields: shieldsKind,
  override: overrideKind,
  rogue_ship: rogueShipKind,
};
