/**
 * Applying hits to a ship (SE-INT-4, SE-INT-9, SE-DMG-1..11, SE-HIT-19): interception rolls, damage
 * dice, destruction. Used alike by direct fire, torpedoes, volleys and area effects.
 */
import type { StepContext } from '../../../core/contract.js';
import { OPPOSITE, weaponDef } from '../data/data.js';
import type { PendingHit, SeState, ShipState } from '../state.js';
import { accrueArmor, markArmor, markShield, resolveDice, settleArmor } from './damage.js';
import type { InterceptAllocation } from './interception.js';
import { dieSidesFor, interceptRollModifier, interceptSucceeds } from './interception.js';
import { blowThroughCheck, explodeShip } from './level2/explosions.js';
import { accrueField, settleField } from './level2/fields.js';
import { recordStruck } from './level2/struck.js';
import { destroyShip } from './removal.js';

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
      const ship = s.ships.find((x) => x.id === src.ship);
      if (!ship || src.count <= 0) continue;
      const used = (s.spent[ship.id] ??= { close: 0, assist: 0 });
      if (src.pool === 'assist') used.assist += src.count;
      else used.close += src.count;
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
 * SE-DMG-1..9: each surviving hit rolls its damage dice (raw + bonus + modifiers) against the
 * section it strikes, in order; armor half points settle when the group ends.
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
    const level2 = s.options.level2;
    const dmg = resolveDice(
      w,
      target,
      hit.section,
      values,
      level2 ? (p2) => blowThroughCheck(target, p2, ctx) : undefined,
    );
    if (level2) {
      recordStruck(target, hit.section, dmg, w.type === 'emag');
      accrueField(s.l2!, hit.attacker, target, w, values);
    }
    accrueArmor(
      s.halfArmor,
      `${hit.attacker}>${target.id}>${hit.section}`,
      target,
      hit.section,
      dmg.armor,
    );
    markArmor(target, OPPOSITE[hit.section], dmg.oppositeArmor);
    markShield(target, hit.section, dmg.shield, s.turn);
    ctx.emit({
      type: 'damage.dealt',
      data: {
        hit: hit.id,
        target: target.id,
        section: hit.section,
        values,
        structure: { section: dmg.section, primary: dmg.primary, opposite: dmg.opposite },
        armor: dmg.armor,
        shield: dmg.shield,
      },
    });
    if (dmg.exploded) explodeShip(s, target, ctx);
    else if (dmg.destroyed) destroyShip(s, target, ctx);
  }
  for (const a of attackers) {
    settleArmor(s.halfArmor, a, (id) => s.ships.find((x) => x.id === id));
    settleField(s, a);
  }
}
