/** Looking units up and asking what they may do (SY-GEN-2, SY-CA-2, SY-END-4). */
import type { GameState, Side, UnitState, UnitType } from '../model.js';
import { unitType } from '../units/index.js';

export function findUnit(state: GameState, id: string): UnitState | undefined {
  for (const u of state.units) if (u.id === id) return u;
  return undefined;
}

export function getUnit(state: GameState, id: string): UnitState {
  const u = findUnit(state, id);
  if (!u) throw new Error(`no unit "${id}"`);
  return u;
}

export function typeOf(unit: UnitState): UnitType {
  return unitType(unit.typeId);
}

/** Units of a side, in canonical order (the state keeps units sorted by id). */
export function unitsOf(state: GameState, side: Side): UnitState[] {
  return state.units.filter((u) => u.side === side);
}

/** SY-CA-2: ON_TABLE and not blacked out. */
export function canAct(unit: UnitState): boolean {
  return unit.status === 'ON_TABLE' && unit.stress !== 'BLACKOUT';
}

/** SY-END-4. */
export function isCombatCapable(unit: UnitState): boolean {
  return unit.status === 'ON_TABLE' || unit.status === 'RESERVE' || unit.status === 'OFF_TABLE';
}

/** Out of the game for scoring (SY-VIC-1): destroyed, wrecked or abandoned. */
export function isAnnihilatedStatus(unit: UnitState): boolean {
  return unit.status === 'DESTROYED' || unit.status === 'WRECKED' || unit.status === 'ABANDONED';
}

/** An abandoned yager still drifting on the table (SY-CA-11, DRIFT). */
export function isDrifting(unit: UnitState): boolean {
  return unit.status === 'ABANDONED' && unit.pos !== null;
}

export function other(side: Side): Side {
  return side === 0 ? 1 : 0;
}

export function label(unit: UnitState): string {
  return unit.id;
}
