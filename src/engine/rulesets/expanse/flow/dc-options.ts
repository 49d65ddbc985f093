/** The damage-control actions open to a ship now (EX-DC-1 to EX-DC-6), one entry per object. */
import type { DcAction } from '../orders.js';
import { systemDamageUnits } from '../rules/damage-control.js';
import { SYSTEMS, type Ship } from '../state.js';
import { mayContinue } from './quick-start.js';

export type DcObject =
  | { action: 'repair' | 'suppress'; system: (typeof SYSTEMS)[number] }
  | { action: 'restore'; target: string }
  /** EX-DC-6: only the named member can continue its own Quick Start test. */
  | { action: 'quick_start'; crew: string }
  | { action: 'remove_hack' };

/** EX-DC-1: one test per object per round; these are the objects with something to fix. */
export function dcOptions(ship: Ship, round: number): DcObject[] {
  const out: DcObject[] = [];
  for (const system of SYSTEMS) {
    if (systemDamageUnits(ship, system) > 0) out.push({ action: 'repair', system });
    if (ship.systemDamage[system] > 0 && ship.systemDamageSuppressedUntil[system] === undefined)
      out.push({ action: 'suppress', system });
  }
  if (ship.reactor.offline && ship.reactor.tempOnlineUntilRound === null)
    out.push({ action: 'restore', target: 'reactor' });
  for (const w of ship.weapons)
    if (w.status === 'offline') out.push({ action: 'restore', target: w.id });
  if (ship.hacked) out.push({ action: 'remove_hack' });
  for (const crew of ship.quickStart?.crew ?? [])
    if (mayContinue(ship, crew, round)) out.push({ action: 'quick_start', crew });
  return out;
}

/**
 * The object an action works on, for DC_TARGET_ALREADY_TESTED. Each Quick Start tester's test
 * is its own object (rules decision EX-D-19), so both may continue in one round.
 */
export function dcObjectKey(a: DcAction | DcObject): string {
  if (a.action === 'restore') return `restore:${a.target}`;
  if (a.action === 'quick_start') return `quick_start:${a.crew}`;
  if (a.action === 'remove_hack') return 'remove_hack';
  return `${a.action}:${a.system}`;
}

export function dcObjectOpen(ship: Ship, a: DcAction, round: number): boolean {
  const key = dcObjectKey(a);
  for (const o of dcOptions(ship, round)) if (dcObjectKey(o) === key) return true;
  return false;
}
