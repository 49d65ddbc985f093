/**
 * Blow-through and exploding ships (SE-DMG-14, SE-DMG-15), and the environmental attack
 * (SE-DMG-13) an explosion makes on every ship near it.
 */
import { distance, vec } from '../../../../geometry/index.js';
import type { StepContext } from '../../../../core/contract.js';
import { OPPOSITE, SECTIONS, type SectionId, type WeaponFile } from '../../data/data.js';
import type { SeState, ShipState } from '../../state.js';
import { position, sectionHit } from '../bearings.js';
import { markArmor, markShield, resolveDice, type WeaponDamage } from '../damage.js';
import { destroyShip } from '../removal.js';
import { design, unmarkedBlocks, unmarkedPrimary } from '../ships.js';
import { RANGE_EPSILON } from '../to-hit.js';
import { activeFlights, hitFlight, typeOf } from './fighters/flights.js';
import { recordStruck } from './struck.js';

/** SE-DMG-14: D10 + floor(p2 / category) ≥ 8 explodes. */
export function blowThroughExplodes(roll: number, passed: number, category: number): boolean {
  return roll + Math.floor(passed / category) >= 8;
}

/** SE-DMG-15: floor(unmarked blocks / 10) D10 on ships within category / 2 inches; floor(category/2) D10 on flights. */
export function explosion(
  unmarkedBlocks: number,
  category: number,
): { shipDice: number; radius: number; flightDice: number } {
  return {
    shipDice: Math.floor(unmarkedBlocks / 10),
    radius: category / 2,
    flightDice: Math.floor(category / 2),
  };
}

/** SE-DMG-13: armor and shield reduction 1, no threshold modifiers, no traits, not interceptable. */
export const ENVIRONMENTAL: WeaponFile = {
  id: 'environmental',
  name: 'environmental attack',
  status: 'rule',
  tech: 0,
  class: 0,
  type: 'environmental',
  traits: [],
  max_range: 0,
  damage: { dice: 1, die: 10, bonus: 0, text: 'D10' },
  reduction: { shield: 1, armor: 1 },
  threshold_mods: { shield: 0, armor: 0, structure: 0 },
  intercept: 'Beam',
  delay: 0,
  energy: 0,
};

/** SE-DMG-14: one blow-through check for a die that passed `passed` points beyond the primary. */
export function blowThroughCheck(ship: ShipState, passed: number, ctx: StepContext): boolean {
  const [roll] = ctx.dice.roll({
    purpose: `blow-through: ${ship.id} (${passed} points passed through)`,
    sides: 10,
  });
  const exploded = blowThroughExplodes(roll, passed, design(ship).category);
  ctx.emit({ type: 'blow_through.checked', data: { ship: ship.id, passed, roll, exploded } });
  return exploded;
}

/** Every unmarked structure block of the sections and the primary structure. */
export function structureLeft(ship: ShipState): number {
  return SECTIONS.reduce((n, sec) => n + unmarkedBlocks(ship, sec), unmarkedPrimary(ship));
}

/**
 * SE-DMG-13: `dice` D`die` against a ship from `origin`, as a weapon of SE-DMG-13; the section is
 * the one facing the origin (SE-ARC-6).
 */
export function environmentalAttack(
  s: SeState,
  ship: ShipState,
  origin: { x: number; y: number },
  dice: number,
  cause: string,
  ctx: StepContext,
  die = 10,
): void {
  if (ship.status !== 'active' || dice <= 0) return;
  const section = sectionHit(ship, vec(origin.x, origin.y));
  const values = ctx.dice.roll({
    purpose: `${cause}: ${dice}D${die} on ${ship.id} ${section}`,
    sides: die,
    count: dice,
  });
  const dmg = resolveDice(ENVIRONMENTAL, ship, section, values, (p2) =>
    blowThroughCheck(ship, p2, ctx),
  );
  markArmor(ship, section, dmg.armor);
  markArmor(ship, OPPOSITE[section], dmg.oppositeArmor);
  markShield(ship, section, dmg.shield, s.turn);
  recordStruck(ship, section, dmg, false);
  damageDone(s, ship, section, values, dmg, ctx, { cause });
}

/** Reports one weapon's damage on a section (SE-DMG-7), then removes the ship if it is gone. */
export function damageDone(
  s: SeState,
  ship: ShipState,
  section: SectionId,
  values: readonly number[],
  dmg: WeaponDamage,
  ctx: StepContext,
  source: Record<string, string>,
): void {
  ctx.emit({
    type: 'damage.dealt',
    data: {
      ...source,
      target: ship.id,
      section,
      values,
      structure: { section: dmg.section, primary: dmg.primary, opposite: dmg.opposite },
      armor: dmg.armor,
      shield: dmg.shield,
    },
  });
  if (dmg.exploded) explodeShip(s, ship, ctx);
  else if (dmg.destroyed) destroyShip(s, ship, ctx);
}

/**
 * SE-DMG-15: the ship is destroyed; every other ship within category / 2 inches takes one
 * environmental attack of floor(structure left / 10) D10 from its centre; every flight within it
 * floor(category / 2) D10, each die ≤ its defense rating a hit that it saves against (SE-FTR-11).
 */
export function explodeShip(s: SeState, ship: ShipState, ctx: StepContext): void {
  const blast = explosion(structureLeft(ship), design(ship).category);
  destroyShip(s, ship, ctx);
  ctx.emit({
    type: 'ship.exploded',
    data: { ship: ship.id, dice: blast.shipDice, radius: blast.radius },
  });
  const centre = position(ship);
  for (const other of s.ships) {
    if (other === ship || other.status !== 'active') continue;
    if (distance(position(other), centre) > blast.radius + RANGE_EPSILON) continue;
    environmentalAttack(s, other, ship, blast.shipDice, `explosion of ${ship.id}`, ctx);
  }
  // SE-DMG-15, SE-FTR-19: each die ≤ a near flight's defense rating is a hit it saves against.
  for (const f of activeFlights(s)) {
    if (distance(position(f), centre) > blast.radius + RANGE_EPSILON) continue;
    const dice = ctx.dice.roll({
      purpose: `explosion of ${ship.id}: ${blast.flightDice}D10 at flight ${f.id}`,
      sides: 10,
      count: blast.flightDice,
      seat: f.side,
    });
    const hits = dice.filter((d) => d <= typeOf(f).defense_rating).length;
    for (let k = 0; k < hits; k++)
      hitFlight(s, f, { modifier: 0, armorPlus: 0, cause: `explosion of ${ship.id}` }, ctx);
  }
}
