/** Weapon systems: weapons left, readiness and charge (SE-WPN-GEN-2..6), energy (SE-WPN-GEN-5). */
import { weaponDef, type WeaponFile, type WeaponSystemFile } from '../data/data.js';
import type { ShipState, SystemState } from '../state.js';
import { capacitorCapacity, design, sensorOf } from './ships.js';

export function systemFile(ship: ShipState, id: string): WeaponSystemFile | undefined {
  return design(ship).weapon_systems.find((w) => w.id === id);
}

export function systemState(ship: ShipState, id: string): SystemState | undefined {
  return ship.systems.find((w) => w.id === id);
}

export function weaponsLeft(ship: ShipState, id: string): number {
  const file = systemFile(ship, id);
  const st = systemState(ship, id);
  return file && st ? Math.max(0, file.count - st.lost) : 0;
}

export function weaponOfSystem(ship: ShipState, id: string): WeaponFile {
  const file = systemFile(ship, id);
  if (!file) throw new Error(`${ship.id} has no system ${id}`);
  return weaponDef(file.weapon);
}

/** SE-WPN-GEN-2: ready when fully charged. */
export function isReady(ship: ShipState, id: string): boolean {
  const st = systemState(ship, id);
  return st !== undefined && st.charge >= weaponOfSystem(ship, id).delay;
}

/** SE-WPN-GEN-5: the cost of one firing: weapons left × weapon energy. */
export function firingCost(ship: ShipState, id: string): number {
  return weaponsLeft(ship, id) * weaponOfSystem(ship, id).energy;
}

export function energyAvailable(ship: ShipState): number {
  return ship.reactorLeft + ship.capacitor;
}

/** SE-WPN-GEN-5: pays from this turn's reactor output first, then from capacitors. */
export function payEnergy(ship: ShipState, cost: number): void {
  const fromReactor = Math.min(ship.reactorLeft, cost);
  ship.reactorLeft -= fromReactor;
  ship.capacitor = Math.max(0, ship.capacitor - (cost - fromReactor));
}

/** SE-WPN-GEN-5: unspent reactor output goes into the capacitors, up to their capacity. */
export function storeEnergy(ship: ShipState): void {
  ship.capacitor = Math.min(capacitorCapacity(ship), ship.capacitor + ship.reactorLeft);
  ship.reactorLeft = 0;
}

/** SE-WPN-GEN-3: firing or launching empties the charge. */
export function markFired(ship: ShipState, id: string, turn: number): void {
  const st = systemState(ship, id);
  if (!st) return;
  st.charge = 0;
  st.firedTurn = turn;
}

/** SE-WPN-GEN-3: every End Phase, each system with weapons left charges by one, up to its delay. */
export function chargeSystems(ship: ShipState): void {
  for (const st of ship.systems) {
    if (weaponsLeft(ship, st.id) > 0)
      st.charge = Math.min(weaponOfSystem(ship, st.id).delay, st.charge + 1);
  }
}

/** SE-WPN-GEN-6: no sensors, no fire. */
export function canUseWeapons(ship: ShipState): boolean {
  return ship.status === 'active' && sensorOf(ship) > 0;
}

export function isBallistic(w: WeaponFile): boolean {
  return (
    w.ballistic === true || w.traits.includes('area_effect') || w.traits.includes('energy_torpedo')
  );
}
