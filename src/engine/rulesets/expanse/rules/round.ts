/** Round bookkeeping (EX-ROUND-1, EX-ROUND-2), helplessness (EX-DMG-22) and victory (EX-VIC). */
import { own } from '../copy-on-write.js';
import type { Ship, WeaponSystem } from '../state.js';
import { SYSTEMS } from '../state.js';

/**
 * EX-ROUND-1: at ROUND_START(r) weapons may fire again, crew may act again, temporary
 * restorations that ended before r go offline again, and suppressions that ended before r end.
 */
export function startRound(ship: Ship, round: number): void {
  const expired = (w: WeaponSystem) =>
    w.status === 'temp_online' && (w.tempOnlineUntilRound ?? 0) < round;
  // Only a ship with something to reset takes its own copy of the records (copy-on-write.ts).
  if (ship.weapons.some((w) => w.firedThisRound || expired(w)))
    for (const w of own(ship, 'weapons')) {
      w.firedThisRound = false;
      if (expired(w)) {
        w.status = 'offline';
        w.tempOnlineUntilRound = null;
      }
    }
  if (ship.crew.some((c) => c.step7ActionUsed))
    for (const c of own(ship, 'crew')) c.step7ActionUsed = false;
  if (ship.reactor.tempOnlineUntilRound !== null && ship.reactor.tempOnlineUntilRound < round) {
    own(ship, 'reactor').tempOnlineUntilRound = null;
  }
  for (const s of SYSTEMS) {
    const until = ship.systemDamageSuppressedUntil[s];
    if (until !== undefined && until < round) delete own(ship, 'systemDamageSuppressedUntil')[s];
  }
}

/** EX-ROUND-2, EX-CMD-3, EX-CMD-4: every SP pool empties at ROUND_END; the bank stays. */
export function endRound(ship: Ship): void {
  ship.sp = { command: 0, pilot: 0, comms: 0, weaponsFree: 0, weaponsBound: {}, engineer: 0 };
}

/**
 * EX-DMG-22: helpless iff the reactor is offline (not temporarily online) and the ship cannot
 * manoeuvre, or it has no active crew.
 */
export function helpless(ship: Ship, outOfControl = false): boolean {
  if (!ship.crew.some((c) => c.status === 'active')) return true;
  const reactorDown = ship.reactor.offline && ship.reactor.tempOnlineUntilRound === null;
  return reactorDown && (ship.offline.manoeuvrability || outOfControl);
}

/** A ship that no longer counts for its side (EX-VIC-1): taken out, helpless or disengaged. */
export function defeatedShip(
  ship: Ship,
  disengagedFromAll: boolean,
  outOfControl = false,
): boolean {
  return (
    ship.status === 'taken_out' ||
    disengagedFromAll ||
    ship.status === 'disengaged' ||
    helpless(ship, outOfControl)
  );
}

export type Verdict = null | { winner: string } | { draw: true };

/**
 * EX-VIC-1: a side is defeated when each of its ships is; if exactly one side remains it wins,
 * if none remains it is a draw, otherwise the battle goes on.
 */
export function genericVictory(sides: string[], defeated: (side: string) => boolean): Verdict {
  const standing = sides.filter((s) => !defeated(s));
  if (standing.length === 0) return { draw: true };
  if (standing.length === 1) return { winner: standing[0] };
  return null;
}
