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
import { reviewSquadron } from './squadrons.js';

/** SE-DMG-11: destroyed and removed at once; the squadron names a new command ship (SE-MOV-19). */
export function destroyShip(s: SeState, ship: ShipState, ctx: StepContext): void {
  ship.status = 'destroyed';
  ctx.emit({ type: 'ship.destroyed', data: { ship: ship.id, turn: s.turn } });
  if (ship.squadron !== null) reviewSquadron(s, ship.squadron, (e) => ctx.emit(e));
}

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
      count: w.damage.dice,
    });
    const values = faces.map((f) => f + w.damage.bonus + hit.dieModifier);
    const dmg = resolveDice(w, target, hit.section, values);
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
    if (dmg.destroyed) destroyShip(s, target, ctx);
  }
  for (const a of attackers) settleArmor(s.halfArmor, a, (id) => s.ships.find((x) => x.id === id));
}
