/**
 * Missile launch (SITS-MSL): after beam damage, each launch order becomes a salvo of
 * min(working tubes, ammunition) missiles with its launch range, Missile Range Table column and the
 * launcher's fire-control penalty. Max Salvos limits one ship's salvos in one turn; a 1/N column
 * allows one salvo every N turns (SITS-Q-4).
 */
import { missileRangeColumn, type MissileRangeColumn } from '../data/tables.js';
import { mountClass, type Salvo, type ShipState, type SitsGame } from '../state.js';
import type { LaunchOrder, Shot } from './orders.js';
import type { Report } from './report.js';
import { rangeBetween, vantageOf } from './sighting.js';

export type SalvoLimit = 'ok' | 'LAUNCH_SALVO_LIMIT' | 'LAUNCH_SALVO_INTERVAL';

/**
 * SITS-MSL-4: may a ship that has launched `salvosThisTurn` this turn (earlier listed launches
 * included) and last launched in `lastLaunchTurn` launch into `column` in `turn`?
 */
export function salvoLimit(
  column: MissileRangeColumn,
  salvosThisTurn: number,
  lastLaunchTurn: number | null,
  turn: number,
): SalvoLimit {
  if (column.maxSalvosPerTurn !== null) {
    return salvosThisTurn < column.maxSalvosPerTurn ? 'ok' : 'LAUNCH_SALVO_LIMIT';
  }
  const every = column.oneSalvoEveryTurns ?? 1;
  const quiet = salvosThisTurn === 0 && (lastLaunchTurn === null || lastLaunchTurn <= turn - every);
  return quiet ? 'ok' : 'LAUNCH_SALVO_INTERVAL';
}

export function salvoId(g: number, ship: string, mount: string): string {
  return `S${g}-${ship}-${mount}`;
}

/** SITS-MSL-2, -3: launch one ordered salvo, or cancel it when it can no longer fly. */
export function launchSalvo(
  game: SitsGame,
  order: Shot<LaunchOrder>,
  report: Report,
): Salvo | null {
  const ship: ShipState = game.ships[order.ship];
  const mount = mountClass(game, ship, order.mount);
  const state = ship.mounts[order.mount];
  const target = game.ships[order.target];
  const count = Math.min(state?.operational ?? 0, state?.ammo ?? 0);
  if (ship.status !== 'active' || !mount || count <= 0) {
    report('launch.cancelled', { ship: order.ship, mount: order.mount, target: order.target });
    return null;
  }
  state.ammo = (state.ammo ?? 0) - count;
  const launchRange = rangeBetween(vantageOf(ship), vantageOf(target));
  const column = missileRangeColumn(launchRange);
  const salvo: Salvo = {
    id: salvoId(game.g, ship.id, mount.id),
    g: game.g,
    launcher: ship.id,
    mount: mount.id,
    target: target.id,
    missileType: mount.missileType ?? 'M4',
    warhead: order.warhead,
    count,
    launchPos: { ...ship.pos },
    launchZ: ship.altitude?.z ?? null,
    launchRange,
    band: column.label,
    rangeMod: column.rangeMod,
    fcPenalty: ship.fcPenalty,
    decoyed: false,
    status: 'in_flight',
  };
  ship.salvosThisTurn += 1;
  ship.lastLaunchTurn = game.turn;
  game.salvos.push(salvo);
  report('salvo.launched', { ...salvo });
  return salvo;
}

/** SITS-MSL-2: every launch order of the segment, ship by ship in canonical order, as listed. */
export function launchAll(game: SitsGame, orders: Shot<LaunchOrder>[], report: Report): void {
  const sorted = [...orders].sort((a, b) => (a.ship < b.ship ? -1 : a.ship > b.ship ? 1 : 0));
  for (const o of sorted) launchSalvo(game, o, report);
}

/** SITS-DEF-2: a decoy from the targeted ship against one salvo: +20 to its defence value. */
export function deployDecoy(game: SitsGame, ship: ShipState, salvo: Salvo, report: Report): void {
  ship.decoys -= 1;
  salvo.decoyed = true;
  game.decoys.push({ ship: ship.id, salvo: salvo.id, g: game.g });
  report('decoy.deployed', { ship: ship.id, salvo: salvo.id });
}
