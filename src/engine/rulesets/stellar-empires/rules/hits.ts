/**
 * Applying hits to a ship (SE-INT-4, SE-INT-9, SE-DMG-1..11, SE-HIT-19): interception rolls, damage
 * dice, destruction. Used alike by direct fire, torpedoes, volleys and area effects.
 */
import type { StepContext } from '../../../core/contract.js';
import { OPPOSITE, weaponDef, type SectionId } from '../data/data.js';
import type { PendingHit, SeState, ShipState } from '../state.js';
import { accrueArmor, markArmor, markShield, resolveDice, settleArmor } from './damage.js';
import type { InterceptAllocation } from './interception.js';
import { dieSidesFor, interceptRollModifier, interceptSucceeds } from './interception.js';
import { blowThroughCheck, damageDone } from './level2/explosions.js';
import { accrueField, settleField } from './level2/fields.js';
import { diceBySection } from './level2/spread.js';
import { recordStruck } from './level2/struck.js';
import { flightDie, flightPoolKey } from './level2/fighters/defending.js';

export { destroyShip } from './removal.js';

/** SE-INT-4, SE-INT-9: rolls the allocated dice; a success cancels the whole hit. */
export function rollInterception(
  s: SeState,
  target: ShipState,
  hits: readonly PendingHit[],
  allocations: readonly InterceptAllocation[],
  ctx: StepContext,
): PendingHit[] {
  const stopped = new Set<string>();
  for (const a of allocations) {
    const hit = hits.find((h) => h.id === a.hit);
    if (!hit) continue;
    for (const src of a.dice) {
      if (src.pool === 'flight' && src.flight) {
        // SE-FTR-17: the flight's one die, its own type, +1 to the roll.
        (s.spent[flightPoolKey(src.flight)] ??= { close: 0, assist: 0 }).close += 1;
        const die = flightDie(s, src.flight);
        const [face] = ctx.dice.roll({
          purpose: `interception: flight ${src.flight} against ${hit.weapon} hit ${hit.id} on ${target.id}`,
          sides: die.sides,
          count: 1,
          seat: target.side,
        });
        if (interceptSucceeds(face, die.modifier, hit.int)) stopped.add(hit.id);
        continue;
      }
      const ship = s.ships.find((x) => x.id === src.ship);
      if (!ship || src.count <= 0) continue;
      const used = (s.spent[ship.id] ??= { close: 0, assist: 0 });
      if (src.pool === 'assist') used.assist += src.count;
      else used.close += src.count;
      // SE-FTR-12: an Aegis ship that defended another may not fire ballistics at flights after.
      if (src.pool === 'aegis' && s.fighters && !s.fighters.aegisDefence.includes(ship.id))
        s.fighters.aegisDefence.push(ship.id);
      const faces = ctx.dice.roll({
        purpose: `interception: ${ship.id} (${src.pool}) against ${hit.weapon} hit ${hit.id} on ${target.id}`,
        sides: dieSidesFor(s, ship),
        count: src.count,
        seat: target.side,
      });
      if (faces.some((f) => interceptSucceeds(f, interceptRollModifier(ship), hit.int)))
        stopped.add(hit.id);
    }
  }
  if (stopped.size > 0)
    ctx.emit({ type: 'hits.intercepted', data: { target: target.id, hits: [...stopped] } });
  return hits.filter((h) => !stopped.has(h.id));
}

/**
 * SE-DMG-3..8 for the dice of one hit on one section: structure, armor (half points settle when the
 * group ends), shield and, [L2], the points counted for critical checks and the field's losses.
 * True when the ship is gone.
 */
function damageSection(
  s: SeState,
  target: ShipState,
  hit: PendingHit,
  section: SectionId,
  values: number[],
  ctx: StepContext,
): boolean {
  const w = weaponDef(hit.weapon);
  const level2 = s.options.level2;
  const dmg = resolveDice(
    w,
    target,
    section,
    values,
    level2 ? (p2) => blowThroughCheck(target, p2, ctx) : undefined,
  );
  if (level2) {
    recordStruck(target, section, dmg, w.type === 'emag');
    accrueField(s.l2!, hit.attacker, target, w, values);
  }
  accrueArmor(s.halfArmor, `${hit.attacker}>${target.id}>${section}`, target, section, dmg.armor);
  markArmor(target, OPPOSITE[section], dmg.oppositeArmor);
  markShield(target, section, dmg.shield, s.turn);
  damageDone(s, target, section, values, dmg, ctx, { hit: hit.id });
  return target.status !== 'active';
}

/**
 * SE-DMG-1..9: each surviving hit rolls its damage dice (raw + bonus + modifiers) against the
 * section it strikes ([L2] or the sections Enveloping and Wave weapons spread over), in order;
 * armor half points settle when the group ends.
 */
export function applyHits(
  s: SeState,
  target: ShipState,
  hits: readonly PendingHit[],
  ctx: StepContext,
): void {
  const attackers = new Set<string>();
  for (const hit of hits) {
    if (target.status !== 'active') break; // SE-HIT-19: fire at a dead target is lost
    const w = weaponDef(hit.weapon);
    attackers.add(hit.attacker);
    const faces = ctx.dice.roll({
      purpose: `damage: ${w.name} (${hit.attacker} ${hit.system}) on ${target.id} ${hit.section}`,
      sides: w.damage.die,
      count: hit.dice ?? w.damage.dice,
    });
    const values = faces.map((f) => f + w.damage.bonus + hit.dieModifier);
    const groups = s.options.level2
      ? diceBySection(w, target, hit.section, hit.origin, values)
      : [{ section: hit.section, values }];
    for (const g of groups) if (damageSection(s, target, hit, g.section, g.values, ctx)) break;
  }
  for (const a of attackers) {
    settleArmor(s.halfArmor, a, (id) => s.ships.find((x) => x.id === id));
    settleField(s, a);
  }
}
