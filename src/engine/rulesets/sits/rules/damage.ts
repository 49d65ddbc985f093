/**
 * Damage (SITS-DMG): hits land one at a time; every `systemThreshold` of damage taken costs a roll
 * on the System Hit Table, each leaving a damage record that says exactly what changed so damage
 * control can undo it. A hit that takes the hull to 0 destroys the ship and rolls nothing.
 */
import type { Dice } from '../../../core/dice.js';
import { missileDamage, systemHit, type MissileType, type Warhead } from '../data/tables.js';
import { DEFENCE } from '../data/tables.js';
import type { DamageRecord, MountClass, ShipState, SitsGame } from '../state.js';
import { shipClass } from '../state.js';
import type { Aspect, AspectFace } from './arcs.js';
import { rollD10 } from './dice.js';
import type { Report } from './report.js';
import { capThrust, forceThrustZero } from './thrust.js';

/** The extra hull damage of a weapon or magazine hit with nothing to hit (SITS-DMG-6, §3.10). */
export const EXTRA_HULL_DAMAGE = 5;
export const SIDEWALL_HIT = 5;
export const MAX_PIVOT_TIME = 6;
export const AD_HIT = 10;
export const AD_CAPACITY_HIT = 2;

/**
 * SITS-DMG-2: a laser head doubles against an unprotected aspect; a contact nuke deals full damage
 * there and half (rounded down) against a protected one.
 */
export function missileHitDamage(
  type: MissileType,
  warhead: Warhead,
  unprotected: boolean,
): number {
  const base = missileDamage(type, warhead).value;
  if (warhead === 'laser') return unprotected ? base * 2 : base;
  return unprotected ? base : Math.floor(base / 2);
}

/** SITS-DMG-3: system-hit rolls for damage taken going from `before` to `after`. */
export function systemRollsFor(before: number, after: number, threshold: number): number {
  return Math.floor(after / threshold) - Math.floor(before / threshold);
}

/** The mount sides a hit on `face` can reach (SITS-DMG-6). */
function sidesFacing(face: AspectFace, ship: ShipState, aspect: Aspect): string[] {
  if (face === 'bow' || face === 'stern') return [face];
  if (aspect.sidewall) return [aspect.sidewall];
  // Under WEDGE roll (or a steep shot on a ship with no facing sidewall) both broadsides.
  void ship;
  return ['port', 'starboard'];
}

/** SITS-DMG-6: the mount facing the hit with the most still working, ties in class order. */
export function weaponHitMount(game: SitsGame, ship: ShipState, aspect: Aspect): MountClass | null {
  const sides = sidesFacing(aspect.face, ship, aspect);
  let best: MountClass | null = null;
  for (const m of shipClass(game, ship).mounts) {
    const left = ship.mounts[m.id].operational;
    if (!sides.includes(m.side) || left <= 0) continue;
    if (!best || left > ship.mounts[best.id].operational) best = m;
  }
  return best;
}

function record(
  ship: ShipState,
  g: number,
  r: Omit<DamageRecord, 'id' | 'ship' | 'g' | 'attemptsUsed' | 'repaired'>,
): DamageRecord {
  const rec: DamageRecord = {
    id: `D${ship.damageRecords.length + 1}`,
    ship: ship.id,
    g,
    attemptsUsed: 0,
    repaired: false,
    ...r,
  };
  ship.damageRecords.push(rec);
  return rec;
}

/** SITS-DMG-7: at maxThrust 0 the wedge, and with it both sidewalls, goes down; thrust stops. */
export function loseWedgeIfNoThrust(ship: ShipState): void {
  capThrust(ship);
  if (ship.maxThrust === 0 && ship.wedgeUp) {
    ship.wedgeUp = false;
    forceThrustZero(ship);
  }
}

/** Hull damage without system rolls (SITS-DMG-5's extra hull damage); SITS-DMG-4 applies. */
function extraHull(ship: ShipState, report: Report): void {
  ship.hull -= EXTRA_HULL_DAMAGE;
  ship.damageTaken += EXTRA_HULL_DAMAGE;
  if (ship.hull <= 0) destroy(ship, report);
}

function isDestroyed(ship: ShipState): boolean {
  return ship.status === 'destroyed';
}

function destroy(ship: ShipState, report: Report): void {
  ship.status = 'destroyed';
  report('ship.destroyed', { ship: ship.id, hull: ship.hull });
}

function weaponHit(
  game: SitsGame,
  ship: ShipState,
  aspect: Aspect,
  g: number,
  report: Report,
): DamageRecord {
  const mount = weaponHitMount(game, ship, aspect);
  if (!mount) {
    const rec = record(ship, g, {
      system: 'hull',
      detail: { amount: EXTRA_HULL_DAMAGE },
      repairable: false,
    });
    extraHull(ship, report);
    return rec;
  }
  ship.mounts[mount.id].operational -= 1;
  return record(ship, g, {
    system: 'weapon',
    detail: { mount: mount.id, amount: 1 },
    repairable: true,
  });
}

/** One roll's effect on the System Hit Table (§3.10), with its damage record. */
export function applySystemHit(
  game: SitsGame,
  ship: ShipState,
  d10: number,
  aspect: Aspect,
  report: Report,
): DamageRecord {
  const { system } = systemHit(d10);
  const g = game.g;
  switch (system) {
    case 'weapon':
      return weaponHit(game, ship, aspect, g, report);
    case 'sidewall': {
      if (!aspect.sidewall) return weaponHit(game, ship, aspect, g, report);
      const wall = ship.sidewalls[aspect.sidewall];
      const lost = Math.min(SIDEWALL_HIT, wall.strength);
      wall.strength -= lost;
      return record(ship, g, {
        system,
        detail: { sidewall: aspect.sidewall, amount: lost },
        repairable: true,
      });
    }
    case 'impeller': {
      const lost = Math.min(1, ship.maxThrust);
      ship.maxThrust -= lost;
      loseWedgeIfNoThrust(ship);
      return record(ship, g, { system, detail: { amount: lost }, repairable: true });
    }
    case 'maneuver': {
      const added = Math.min(1, MAX_PIVOT_TIME - ship.pivotTime);
      ship.pivotTime += Math.max(0, added);
      return record(ship, g, { system, detail: { amount: Math.max(0, added) }, repairable: true });
    }
    case 'fire_control':
      ship.fcPenalty += DEFENCE.fireControlPenaltyPerHit;
      return record(ship, g, {
        system,
        detail: { amount: DEFENCE.fireControlPenaltyPerHit },
        repairable: true,
      });
    case 'active_defense': {
      const adLost = Math.min(AD_HIT, ship.ad);
      const capLost = Math.min(AD_CAPACITY_HIT, ship.adCapacity);
      ship.ad -= adLost;
      ship.adCapacity -= capLost;
      // SITS-Q-27: remaining uses move with the capacity at once.
      ship.adRemaining = Math.max(0, ship.adRemaining - capLost);
      return record(ship, g, {
        system,
        detail: { amount: adLost, adCapacity: capLost },
        repairable: true,
      });
    }
    case 'decoy':
      if (ship.decoys <= 0) return weaponHit(game, ship, aspect, g, report);
      ship.decoys -= 1;
      return record(ship, g, { system, detail: { amount: 1 }, repairable: true });
    case 'magazine': {
      const magazines = shipClass(game, ship).mounts.filter((m) => m.kind === 'missile');
      if (magazines.length === 0) {
        const rec = record(ship, g, {
          system: 'magazine',
          detail: { amount: EXTRA_HULL_DAMAGE },
          repairable: false,
        });
        extraHull(ship, report);
        return rec;
      }
      const fullest = magazines.reduce((a, b) =>
        (ship.mounts[b.id].ammo ?? 0) > (ship.mounts[a.id].ammo ?? 0) ? b : a,
      );
      const state = ship.mounts[fullest.id];
      const lost = Math.min(2 * fullest.count, state.ammo ?? 0);
      state.ammo = (state.ammo ?? 0) - lost;
      return record(ship, g, {
        system,
        detail: { mount: fullest.id, amount: lost },
        repairable: false,
      });
    }
    case 'bridge': {
      const lost = Math.min(1, ship.dcTarget - 1);
      ship.dcTarget -= Math.max(0, lost);
      return record(ship, g, { system, detail: { amount: Math.max(0, lost) }, repairable: true });
    }
  }
}

export interface HitResult {
  damage: number;
  hullAfter: number;
  destroyed: boolean;
  records: DamageRecord[];
  ignored: boolean;
}

/**
 * SITS-DMG-1, -3, -4: one hit of `damage` on `aspect`. A ship already out of play ignores it;
 * the hit that destroys a ship rolls no system hits.
 */
export function applyHit(
  game: SitsGame,
  ship: ShipState,
  damage: number,
  aspect: Aspect,
  dice: Dice,
  report: Report,
  source: string,
): HitResult {
  if (ship.status !== 'active' || damage <= 0) {
    return {
      damage,
      hullAfter: ship.hull,
      destroyed: false,
      records: [],
      ignored: ship.status !== 'active',
    };
  }
  const before = ship.damageTaken;
  ship.hull -= damage;
  ship.damageTaken += damage;
  report('ship.hit', {
    ship: ship.id,
    damage,
    aspect: aspect.face,
    protection: aspect.protection,
    source,
    hull: ship.hull,
  });
  if (ship.hull <= 0) {
    destroy(ship, report);
    return { damage, hullAfter: ship.hull, destroyed: true, records: [], ignored: false };
  }
  const rolls = systemRollsFor(before, ship.damageTaken, shipClass(game, ship).systemThreshold);
  const records: DamageRecord[] = [];
  for (let i = 0; i < rolls && !isDestroyed(ship); i++) {
    const d10 = rollD10(dice, `system hit on ${ship.id} (${source})`);
    const rec = applySystemHit(game, ship, d10, aspect, report);
    records.push(rec);
    report('system.hit', {
      ship: ship.id,
      roll: d10,
      record: rec.id,
      system: rec.system,
      detail: rec.detail,
    });
  }
  return {
    damage,
    hullAfter: ship.hull,
    destroyed: isDestroyed(ship),
    records,
    ignored: false,
  };
}
