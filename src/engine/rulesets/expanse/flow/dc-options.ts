/** The damage-control actions open to a ship now (EX-DC-1 to EX-DC-5), one entry per object. */
import type { DcAction } from '../orders.js';
import { systemDamageUnits } from '../rules/damage-control.js';
import { SYSTEMS, type Ship } from '../state.js';

export type DcObject =
  | { action: 'repair' | 'suppress'; system: (typeof SYSTEMS)[number] }
  | {
      action: 'restore';
      target: string;
    };

/** EX-DC-1: one test per object per round; these are the objects with something to fix. */
export function dcOptions(ship: Ship): DcObject[] {
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
  return out;
}

/** The object an action works on, for DC_TARGET_ALREADY_TESTED. */
export function dcObjectKey(a: DcAction): string {
  return a.action === 'restore' ? `restore:${a.target}` : `${a.action}:${a.system}`;
}

export function dcObjectOpen(ship: Ship, a: DcAction): boolean {
  return dcOptions(ship).some((o) =>
    o.action === 'restore'
      ? a.action === 'restore' && a.target === o.target
      : a.action === o.action && 'system' in a && a.system === o.system,
  );
}
