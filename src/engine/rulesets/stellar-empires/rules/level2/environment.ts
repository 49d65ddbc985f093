/**
 * Environmental attacks (SE-DMG-13): asteroid strikes, nebula friction and the like hit like a
 * weapon with armor and shield reduction 1, no threshold modifiers and no traits, and cannot be
 * intercepted. The rule that makes one gives the dice and the section.
 */
import type { StepContext } from '../../../../core/contract.js';
import { OPPOSITE, type SectionId, type WeaponFile } from '../../data/data.js';
import type { SeState, ShipState } from '../../state.js';
import { markArmor, markShield, resolveDice } from '../damage.js';
import { destroyShip } from '../hits.js';

export function environmentalWeapon(dice: number, die: number): WeaponFile {
  return {
    id: 'environment',
    name: 'environment',
    status: 'SE-DMG-13',
    tech: 0,
    class: 0,
    type: 'environment',
    traits: [],
    max_range: 0,
    damage: { dice, die, bonus: 0, text: `${dice}D${die}` },
    reduction: { shield: 1, armor: 1 },
    threshold_mods: { shield: 0, armor: 0, structure: 0 },
    intercept: 'Beam',
    delay: 0,
    energy: 0,
  };
}

/** Rolls `dice` D`die` on one section of `ship` and marks the damage at once. */
export function environmentalAttack(
  s: SeState,
  ship: ShipState,
  attack: { dice: number; die: number; section: SectionId; cause: string },
  ctx: StepContext,
): void {
  if (attack.dice <= 0) return;
  const weapon = environmentalWeapon(attack.dice, attack.die);
  profileAttack(
    s,
    ship,
    { weapon, dieModifier: 0, section: attack.section, cause: attack.cause },
    ctx,
  );
}

/**
 * One uninterceptable attack by a weapon profile that is not a weapon of the data (environment,
 * fighters): rolls its dice with `dieModifier` on each and marks the damage at once.
 */
export function profileAttack(
  s: SeState,
  ship: ShipState,
  attack: { weapon: WeaponFile; dieModifier: number; section: SectionId; cause: string },
  ctx: StepContext,
): void {
  const w = attack.weapon;
  if (ship.status !== 'active' || w.damage.dice <= 0) return;
  const values = ctx.dice
    .roll({
      purpose: `${attack.cause}: ${w.damage.text} on ${ship.id} ${attack.section}`,
      sides: w.damage.die,
      count: w.damage.dice,
    })
    .map((v) => v + w.damage.bonus + attack.dieModifier);
  const dmg = resolveDice(w, ship, attack.section, values);
  markArmor(ship, attack.section, dmg.armor);
  markArmor(ship, OPPOSITE[attack.section], dmg.oppositeArmor);
  markShield(ship, attack.section, dmg.shield, s.turn);
  ctx.emit({
    type: 'damage.dealt',
    data: {
      cause: attack.cause,
      target: ship.id,
      section: attack.section,
      values,
      structure: { section: dmg.section, primary: dmg.primary, opposite: dmg.opposite },
      armor: dmg.armor,
      shield: dmg.shield,
    },
  });
  if (dmg.destroyed) destroyShip(s, ship, ctx);
}
