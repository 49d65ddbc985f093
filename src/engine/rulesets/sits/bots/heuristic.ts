/**
 * The broadside bot: it turns each ship to bring the nearest enemy abeam, where its missile tubes
 * and broadside beams bear, holds the range its side's launchers and defences favour (standoff.ts),
 * fires every beam and salvo the rules allow at the nearest enemy in reach, and keeps its decoys
 * for the salvos that would hurt most (decoys.ts).
 */
import { copyJson } from '../../../core/json.js';
import type { Bot, BotTurn } from '../../../bots/bot.js';
import { hexDistance } from '../../../geometry/hex.js';
import { missileRangeColumn, type MissileType, type Warhead } from '../data/tables.js';
import { missileHitDamage } from '../rules/damage.js';
import { defenceValue, rawDefenceValue } from '../rules/missile-defence.js';
import { aspectToward, vantageOf } from '../rules/sighting.js';
import type { ShipOrders } from '../rules/orders.js';
import { validateSegmentOrders } from '../rules/validation.js';
import { activeShips, shipClass, type ShipState, type SitsGame } from '../state.js';
import type { DecoyResponse } from '../rules/orders.js';
import { chooseDecoys } from './decoys.js';
import { helm } from './helm.js';
import { standoffRange } from './standoff.js';
import { gameOfView, type SitsView } from './situation.js';

/**
 * The warhead with the better expected damage per missile against the target's full defence:
 * contact nukes hit hard but add 40 to the defence value (SITS-DEF-4, SITS-DMG-2).
 */
function bestWarhead(ship: ShipState, target: ShipState, type: MissileType): Warhead {
  const open = aspectToward(target, vantageOf(ship)).protection === 'unprotected';
  const rangeMod = missileRangeColumn(hexDistance(ship.pos, target.pos)).rangeMod;
  const expected = (warhead: Warhead) => {
    const raw = rawDefenceValue(target.ad, {
      rangeMod,
      decoyed: false,
      warhead,
      fcPenalty: ship.fcPenalty,
    });
    return (100 - defenceValue(raw)) * missileHitDamage(type, warhead, open);
  };
  return expected('nuke') > expected('laser') ? 'nuke' : 'laser';
}

function isLegal(game: SitsGame, side: string, entry: ShipOrders): boolean {
  const orders = {
    type: 'segment_orders' as const,
    turn: game.turn,
    segment: game.segment,
    player: side,
  };
  return validateSegmentOrders(game, side, { ...orders, ships: [entry] }).length === 0;
}

function shipPlan(game: SitsGame, side: string, ship: ShipState): ShipOrders {
  const enemies = activeShips(game)
    .filter((e) => e.side !== side)
    .sort((a, b) => hexDistance(ship.pos, a.pos) - hexDistance(ship.pos, b.pos));
  const entry: ShipOrders = { ship: ship.id };
  if (enemies.length === 0) return entry;
  const wanted = standoffRange(game, ship, enemies[0]);
  const move = { ship: ship.id, ...helm(ship, enemies[0], game.segment, wanted) };
  if (isLegal(game, side, move)) Object.assign(entry, move);
  // Fire goes first at the enemy nearest to destruction: a kill scores the ship's whole cost
  // (SITS-END-5), damage spread over two ships scores less.
  const targets = [...enemies].sort(
    (a, b) => b.damageTaken / b.maxHull - a.damageTaken / a.maxHull,
  );
  for (const mount of shipClass(game, ship).mounts) {
    for (const enemy of targets) {
      const next: ShipOrders = copyJson(entry);
      if (mount.kind === 'missile') {
        const warhead = bestWarhead(ship, enemy, mount.missileType ?? 'M4');
        next.launch = [...(next.launch ?? []), { mount: mount.id, target: enemy.id, warhead }];
      } else {
        next.fire = [...(next.fire ?? []), { mount: mount.id, target: enemy.id }];
      }
      if (isLegal(game, side, next)) {
        Object.assign(entry, next);
        break;
      }
    }
  }
  return entry;
}

function segmentOrders(turn: BotTurn) {
  const view = turn.view as SitsView;
  const game = gameOfView(view);
  const side = view.mySide ?? '';
  const ships = activeShips(game)
    .filter((s) => s.side === side)
    .map((s) => shipPlan(game, side, s));
  return { ships };
}

/** The engine's example response with the decoys worth spending (see decoys.ts). */
function decoys(turn: BotTurn): DecoyResponse {
  const view = turn.view as SitsView;
  const example = turn.description.example as DecoyResponse;
  return { ...example, decoys: chooseDecoys(gameOfView(view), view.mySide ?? '') };
}

export const broadsideBot: Bot = {
  id: 'broadside',
  name: 'Broadside',
  description:
    'Brings the nearest enemy abeam at the range its missile exchange favours, fires and launches whatever bears, and keeps its decoys for the salvos that would hurt most.',
  decide(turn) {
    switch (turn.decision.kind) {
      case 'segment_orders':
        return segmentOrders(turn);
      case 'decoy_response':
        return decoys(turn);
      default:
        return turn.description.example;
    }
  },
};
