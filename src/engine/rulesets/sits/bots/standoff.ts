/**
 * The range a ship fights from: the one where the missile exchange, turn for turn, is best for its
 * side (SITS-MSL-4, SITS-DEF-4, -5). Close in, every ship may launch five salvos a turn and a
 * side with more launchers saturates the other's active defence: past its capacity, missiles meet
 * the defence without `ad`. Far out, the Missile Range Table allows one salvo a turn, which a large
 * capacity stops at full strength. A lone ship with the bigger defence does best at a distance; a
 * pair with more tubes does best close in.
 */
import { missileRangeColumn, type MissileType, type Warhead } from '../data/tables.js';
import { missileHitDamage } from '../rules/damage.js';
import { defenceValue, saturatedValue, rawDefenceValue } from '../rules/missile-defence.js';
import { shipClass, type ShipClass, type ShipState, type SitsGame } from '../state.js';

/** The ranges weighed: the middle of the bands that allow 5, 4, 3, 2 and 1 salvos a turn. */
export const STANDOFF_RANGES = [3, 9, 15, 25, 45] as const;

const WARHEADS: readonly Warhead[] = ['laser', 'nuke'];

/** Salvos a ship may launch in a turn at `range` (a 1/N column as a share of one). */
function salvosPerTurn(range: number): number {
  const column = missileRangeColumn(range);
  return column.maxSalvosPerTurn ?? 1 / (column.oneSalvoEveryTurns ?? 1);
}

/** Missiles in one launcher's salvo, and their type: the ship's largest missile mount. */
function launcher(cls: ShipClass): { tubes: number; type: MissileType } | null {
  let best: { tubes: number; type: MissileType } | null = null;
  for (const m of cls.mounts) {
    if (m.kind === 'missile' && (best === null || m.count > best.tubes)) {
      best = { tubes: m.count, type: m.missileType ?? 'M4' };
    }
  }
  return best;
}

/** Expected hull damage of one missile that meets `dv`, with the better warhead for it. */
function perMissile(type: MissileType, dv: (warhead: Warhead) => number): number {
  return Math.max(...WARHEADS.map((w) => ((100 - dv(w)) / 100) * missileHitDamage(type, w, false)));
}

/**
 * Victory points a turn of missiles from `shooters` at one `target` is worth at `range`: its
 * capacity stops the first ones at full strength, the rest meet the saturated value.
 */
function volleyWorth(
  game: SitsGame,
  shooters: readonly ShipState[],
  target: ShipState,
  range: number,
): number {
  const cls = shipClass(game, target);
  const rangeMod = missileRangeColumn(range).rangeMod;
  let damage = 0;
  let engaged = 0;
  for (const s of shooters) {
    const l = launcher(shipClass(game, s));
    if (!l) continue;
    const missiles = salvosPerTurn(range) * l.tubes;
    const full = Math.max(0, Math.min(missiles, cls.adCapacity - engaged));
    engaged += full;
    const raw = (w: Warhead) =>
      rawDefenceValue(cls.activeDefense, { rangeMod, decoyed: false, warhead: w, fcPenalty: 0 });
    damage += full * perMissile(l.type, (w) => defenceValue(raw(w)));
    damage +=
      (missiles - full) * perMissile(l.type, (w) => saturatedValue(raw(w), cls.activeDefense));
  }
  return (damage * cls.cost) / cls.hull;
}

/**
 * The range `ship` steers for: of `STANDOFF_RANGES`, the one where what its side's launchers do to
 * `enemy` most outweighs what every enemy launcher does to `ship`.
 */
export function standoffRange(game: SitsGame, ship: ShipState, enemy: ShipState): number {
  const active = Object.values(game.ships).filter((s) => s.status === 'active');
  const mine = active.filter((s) => s.side === ship.side);
  const theirs = active.filter((s) => s.side !== ship.side);
  let best: { range: number; net: number } | null = null;
  for (const range of STANDOFF_RANGES) {
    const net = volleyWorth(game, mine, enemy, range) - volleyWorth(game, theirs, ship, range);
    if (!best || net > best.net + 1e-9) best = { range, net };
  }
  return best?.range ?? STANDOFF_RANGES[0];
}
