/**
 * Damage control at the turn break (SITS-DC-1..5): each party is a d10 against `dcTarget` on one
 * repairable record, at most two tries a record over the game. A repair undoes exactly what the
 * hit changed. A Miracle spent on a ship makes all its attempts succeed without a roll (SITS-DC-7).
 */
import type { Dice } from '../../../core/dice.js';
import { globalSegment, type DamageRecord, type ShipState } from '../state.js';
import { rollD10 } from './dice.js';
import type { Report } from './report.js';

export const MAX_TRIES = 2;

/** Is the record one a party may still work on (ignoring tries when a Miracle covers the ship)? */
export function isRepairable(r: DamageRecord): boolean {
  return r.repairable && !r.repaired;
}

/**
 * SITS-DC-2: parties the player left unassigned go one per record, oldest first, to repairable
 * records with a try left and no party yet.
 */
export function autoAssign(ship: ShipState, listed: string[]): string[] {
  const spare = ship.dcParties - listed.length;
  if (spare <= 0) return [];
  return ship.damageRecords
    .filter((r) => isRepairable(r) && r.attemptsUsed < MAX_TRIES && !listed.includes(r.id))
    .slice(0, spare)
    .map((r) => r.id);
}

/** SITS-DC-3: undo a record's effect in full, by exactly what the hit changed. */
export function undo(ship: ShipState, r: DamageRecord, turn: number): void {
  const amount = r.detail.amount ?? 0;
  switch (r.system) {
    case 'weapon':
      ship.mounts[r.detail.mount!].operational += amount;
      break;
    case 'sidewall':
      ship.sidewalls[r.detail.sidewall!].strength += amount;
      break;
    case 'impeller':
      ship.maxThrust += amount;
      // SITS-DMG-7: a wedge down for want of thrust rises in segment 4 of the next turn.
      if (!ship.wedgeUp && ship.maxThrust > 0) ship.wedgeRaiseAt = globalSegment(turn + 1, 4);
      break;
    case 'maneuver':
      ship.pivotTime -= amount;
      break;
    case 'fire_control':
      ship.fcPenalty -= amount;
      break;
    case 'active_defense': {
      const cap = r.detail.adCapacity ?? 0;
      ship.ad += amount;
      ship.adCapacity += cap;
      ship.adRemaining = Math.min(ship.adCapacity, ship.adRemaining + cap);
      break;
    }
    case 'decoy':
      ship.decoys += amount;
      break;
    case 'bridge':
      ship.dcTarget += amount;
      break;
    default:
      throw new RangeError(`record ${r.id} (${r.system}) cannot be repaired`);
  }
  r.repaired = true;
}

/**
 * SITS-DC-3, -4, -7 for one ship: listed parties in order, then the auto-assigned ones. A party on
 * a record already repaired this break rolls nothing and uses no try.
 */
export function repairShip(
  ship: ShipState,
  listed: string[],
  miracle: boolean,
  turn: number,
  dice: Dice,
  report: Report,
): void {
  for (const id of [...listed, ...autoAssign(ship, listed)]) {
    const r = ship.damageRecords.find((x) => x.id === id);
    if (!r || !isRepairable(r)) continue;
    if (miracle) {
      undo(ship, r, turn);
      report('record.repaired', { ship: ship.id, record: r.id, byMiracle: true });
      continue;
    }
    r.attemptsUsed += 1;
    const d10 = rollD10(
      dice,
      `damage control: ${ship.id} ${r.id} (${r.system}, below ${ship.dcTarget})`,
    );
    const success = d10 < ship.dcTarget;
    if (success) undo(ship, r, turn);
    report('repair.attempted', {
      ship: ship.id,
      record: r.id,
      roll: d10,
      target: ship.dcTarget,
      success,
      permanent: !success && r.attemptsUsed >= MAX_TRIES,
    });
  }
}
