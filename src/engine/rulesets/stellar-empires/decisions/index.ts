/** The kinds table: decision kind → `DecisionKind`. */
import { actionsKind } from './actions.js';
import { fighterCombatKind } from './fighter-combat.js';
import { fireKind } from './fire.js';
import { interceptKind } from './intercept.js';
import { moveDeclareKind } from './move-declare.js';
import { moveExecuteKind } from './move-execute.js';
import { moveFightersKind } from './move-fighters.js';

export const SE_KINDS = {
  move_declare: moveDeclareKind,
  move_execute: moveExecuteKind,
  fire: fireKind,
  intercept: interceptKind,
  actions: actionsKind,
  move_fighters: moveFightersKind,
  fighter_combat: fighterCombatKind,
};
