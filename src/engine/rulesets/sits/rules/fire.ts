/**
 * Step 3's beam fire (SITS-BEAM-9): grav lances, then energy torpedoes, then lasers, then
 * grasers. Each sub-step computes every shot from the state at its start, then applies the
 * effects in canonical order, so a sidewall a lance knocks down is down for the later sub-steps
 * and a weapon lost in one sub-step does not fire in the next.
 */
import type { Dice } from '../../../core/dice.js';
import { GRAV_LANCE } from '../data/tables.js';
import { mountClass, shipClass, type MountClass, type ShipState, type SitsGame } from '../state.js';
import type { Aspect } from './arcs.js';
import { lanceSucceeds, BEAM_SUBSTEPS, tableBeamDamage, torpedoDamage } from './beams.js';
import { rateOfClosure, type Closure } from './closure.js';
import { applyHit } from './damage.js';
import { rollVariance } from './dice.js';
import type { FireOrder, Shot } from './orders.js';
import type { Report } from './report.js';
import { aspectToward, rangeBetween, vantageOf } from './sighting.js';

export function closureBetween(target: ShipState, firer: ShipState): Closure {
  return rateOfClosure(
    { counts: target.velocity, vertical: target.altitude?.vertical },
    { counts: firer.velocity, vertical: firer.altitude?.vertical },
  );
}

interface PlannedShot {
  firer: ShipState;
  target: ShipState;
  mount: MountClass;
  weapons: number;
  range: number;
  aspect: Aspect;
  closure: Closure;
  /** Damage of each hit; empty when the shot does nothing. */
  hits: number[];
  /** A lance's verdict, rolled while planning (the dice follow canonical order). */
  knockDown: boolean;
}

function label(s: { firer: ShipState; mount: MountClass; target: ShipState }): string {
  return `${s.firer.id} ${s.mount.id} at ${s.target.id}`;
}

function plan(firer: ShipState, target: ShipState, mount: MountClass, dice: Dice): PlannedShot {
  const weapons = firer.mounts[mount.id].operational;
  const range = rangeBetween(vantageOf(firer), vantageOf(target));
  const aspect = aspectToward(target, vantageOf(firer));
  const closure = closureBetween(target, firer);
  const shot: PlannedShot = {
    firer,
    target,
    mount,
    weapons,
    range,
    aspect,
    closure,
    hits: [],
    knockDown: false,
  };
  if (mount.kind === 'grav_lance') {
    const wall = aspect.sidewall && aspect.protection === 'protected' ? aspect.sidewall : null;
    if (wall && range <= (mount.maxRange ?? GRAV_LANCE.maxRange)) {
      const v = rollVariance(dice, `grav lance: ${label(shot)} (quality ${mount.quality ?? 0})`);
      shot.knockDown = lanceSucceeds(mount.quality ?? 0, v, target.sidewalls[wall].strength);
    }
    return shot;
  }
  const each =
    mount.kind === 'energy_torpedo'
      ? torpedoDamage(mount.etType ?? '1ET', range, aspect.protection)
      : tableBeamDamage(mount.table ?? '', range, closure.band, aspect.protection);
  if (each > 0) shot.hits = new Array<number>(weapons).fill(each);
  return shot;
}

/** Fire orders of one kind in canonical order: by ship id, then by the mount's place in its class. */
function ordersOfKind(game: SitsGame, orders: Shot<FireOrder>[], kind: MountClass['kind']) {
  const rank = (o: Shot<FireOrder>) =>
    shipClass(game, game.ships[o.ship]).mounts.findIndex((m) => m.id === o.mount);
  return orders
    .filter((o) => mountClass(game, game.ships[o.ship], o.mount)?.kind === kind)
    .sort((a, b) => (a.ship < b.ship ? -1 : a.ship > b.ship ? 1 : rank(a) - rank(b)));
}

/** SITS-BEAM-1..10: resolve the revealed beam fire orders of the segment. */
export function resolveBeamFire(
  game: SitsGame,
  orders: Shot<FireOrder>[],
  dice: Dice,
  report: Report,
): void {
  for (const kind of BEAM_SUBSTEPS) {
    const planned: PlannedShot[] = [];
    for (const o of ordersOfKind(game, orders, kind)) {
      const firer = game.ships[o.ship];
      const target = game.ships[o.target];
      const mount = mountClass(game, firer, o.mount)!;
      // SITS-SEQ-6, SITS-BEAM-9: a ship out of play or a mount with nothing working fires no more.
      if (firer.status !== 'active' || firer.mounts[mount.id].operational <= 0) {
        report('fire.cancelled', { ship: o.ship, mount: o.mount, target: o.target });
        continue;
      }
      if (target.status !== 'active') {
        report('fire.cancelled', { ship: o.ship, mount: o.mount, target: o.target });
        continue;
      }
      planned.push(plan(firer, target, mount, dice));
    }
    for (const shot of planned) {
      shot.firer.mounts[shot.mount.id].lastFiredG = game.g;
      report('beam.fired', {
        ship: shot.firer.id,
        mount: shot.mount.id,
        target: shot.target.id,
        range: shot.range,
        aspect: shot.aspect.face,
        protection: shot.aspect.protection,
        rocPerTurn: shot.closure.perTurn,
        rocBand: shot.closure.band,
        hits: shot.hits,
        ...(shot.mount.kind === 'grav_lance' ? { knockedDown: shot.knockDown } : {}),
      });
      if (shot.knockDown && shot.aspect.sidewall) {
        const wall = shot.target.sidewalls[shot.aspect.sidewall];
        wall.knockedDown = true;
        wall.regenAt = game.g + 1;
      }
      for (const damage of shot.hits) {
        applyHit(game, shot.target, damage, shot.aspect, dice, report, label(shot));
      }
    }
  }
}
