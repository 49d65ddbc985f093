/** The kinds table: one decision kind per step's orders, and the stunt window (§8.2). */
import type { KindTable } from '../../../core/define-ruleset.js';
import type { ExpanseState } from '../battle.js';
import { attackDamageKind } from './attack-damage.js';
import { commandKind } from './command.js';
import { damageControlKind } from './damage-control.js';
import { defenceKind } from './defence.js';
import { electronicWarfareKind } from './electronic-warfare.js';
import { manoeuvresKind } from './manoeuvres.js';
import { stuntsKind } from './stunts.js';
import { weaponAttacksKind } from './weapon-attacks.js';

export const EXPANSE_KINDS: KindTable<ExpanseState, null> = {
  command: commandKind,
  manoeuvres: manoeuvresKind,
  electronic_warfare: electronicWarfareKind,
  weapon_attacks: weaponAttacksKind,
  defence: defenceKind,
  attack_damage: attackDamageKind,
  damage_control: damageControlKind,
  stunts: stuntsKind,
};
