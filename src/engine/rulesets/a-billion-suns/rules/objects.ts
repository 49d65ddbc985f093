/**
 * Uncontrolled objects (ABS-OBJ): their quarry-seeking activation and their mandatory passive
 * attacks. Jump points are owned objects and never act.
 */
import type { StepContext } from '../../../core/contract.js';
import { attackFrame } from '../flow/attack.js';
import type { AttackFrame } from '../flow/frames.js';
import type { AbsState, GameObject, Location, Ship } from '../state.js';
import { isSheltered, reach } from './attack.js';
import { distance, OBJECT_HALF_ARC, tidy } from './measure.js';
import { bgInPlay, bgShips, objectsBySeq, shipInPlay } from './models.js';
import { bearingDegrees } from '../../../geometry/index.js';
import { objectStats, isUtilityClass, type Weapon } from './units.js';

/** ABS-OBJ-7: the nearest CEO ship on the object's table (ties ascending seq). */
export function nearestShip(
  s: AbsState,
  o: GameObject,
  filter: (ship: Ship) => boolean = () => true,
): (Ship & { at: Location }) | null {
  let best: (Ship & { at: Location }) | null = null;
  let bestD = Infinity;
  for (const ship of Object.values(s.ships)) {
    if (!shipInPlay(ship) || ship.at.table !== o.at.table || !filter(ship)) continue;
    const d = distance(ship.at, o.at);
    if (d < bestD - 1e-12 || (Math.abs(d - bestD) <= 1e-12 && best && ship.seq < best.seq)) {
      best = ship;
      bestD = d;
    }
  }
  return best;
}

/** Objects that activate (ABS-OBJ-7): uncontrolled, with a Move value, ascending seq. */
export function movingObjects(s: AbsState): string[] {
  return objectsBySeq(
    s,
    (o) => !o.destroyed && o.owner === null && objectStats(s, o).speed > 0,
  ).map((o) => o.id);
}

/** Pivot to face `to`, then fly straight `dist` inches towards it. */
function flyTowards(o: GameObject, to: { x: number; y: number }, dist: number): void {
  const heading = bearingDegrees(o.at, to);
  if (heading === null) return;
  o.heading = heading;
  const d = distance(o.at, to);
  if (dist <= 0 || d <= 0) return;
  const t = Math.min(1, dist / d);
  o.at = {
    table: o.at.table,
    x: tidy(o.at.x + (to.x - o.at.x) * t),
    y: tidy(o.at.y + (to.y - o.at.y) * t),
  };
}

function objectAttack(
  s: AbsState,
  o: GameObject,
  targetBg: string,
  weapons: Weapon[],
): AttackFrame | null {
  const bg = bgInPlay(s, targetBg);
  if (!bg) return null;
  const points = { table: o.at.table, points: bgShips(s, bg).map((x) => x.at) };
  const usable = weapons.filter(
    (w) =>
      reach(o, w, OBJECT_HALF_ARC, points) === 'ok' &&
      !(w.system === 'primary' && isSheltered(s, bg)),
  );
  if (usable.length === 0) return null;
  return attackFrame({
    cause: 'uncontrolled',
    attacker: null,
    sourceBg: null,
    credit: null,
    target: bg.id,
    alloc: usable.map((w) => ({
      src: o.id,
      weapon: w.name,
      sides: w.sides,
      dmg: w.damage,
      dice: w.dice,
    })),
  });
}

/**
 * ABS-OBJ-7: one uncontrolled object's activation. Returns the attack it makes, if any, for the
 * flow to resolve.
 */
export function activateObject(s: AbsState, o: GameObject, ctx: StepContext): AttackFrame | null {
  const stats = objectStats(s, o);
  const from = { x: o.at.x, y: o.at.y };
  const report = (quarry: string | null) =>
    ctx.emit({
      type: 'object.activated',
      data: {
        id: o.id,
        type: o.type,
        quarry,
        from,
        to: { x: o.at.x, y: o.at.y },
        heading: o.heading,
      },
    });
  switch (o.type) {
    case 'civilian_ship': {
      if (!o.destination) return null;
      const d = distance(o.at, o.destination);
      if (d <= stats.speed + 1e-9) {
        delete s.objects[o.id];
        ctx.emit({
          type: 'object.left_play',
          data: { id: o.id, reason: 'reached its destination' },
        });
        return null;
      }
      flyTowards(o, o.destination, stats.speed);
      report(null);
      return null;
    }
    case 'lifeboat': {
      const q = nearestShip(s, o, (x) => isUtilityClass(x.classId));
      if (!q) return null;
      flyTowards(o, q.at, Math.min(stats.speed, Math.max(0, distance(o.at, q.at) - 1)));
      report(q.id);
      return null;
    }
    case 'criminal_ship':
    case 'space_kraken': {
      const q = nearestShip(s, o);
      if (!q) return null;
      const standOff = o.type === 'criminal_ship' ? 3 : 1;
      flyTowards(o, q.at, Math.min(stats.speed, Math.max(0, distance(o.at, q.at) - standOff)));
      report(q.id);
      return objectAttack(s, o, q.bg!, stats.weapons);
    }
    default:
      return null;
  }
}

/**
 * ABS-ACT-6 (ii) / ABS-OBJ-5: an uncontrolled object's mandatory passive attack, all its auxiliary
 * dice on the battlegroup of the nearest active ship it can reach.
 */
export function objectPassiveAttack(
  s: AbsState,
  o: GameObject,
  activeBgs: readonly string[],
): AttackFrame | null {
  if (o.destroyed || o.owner !== null) return null;
  const weapons = objectStats(s, o).weapons;
  // Asked of every uncontrolled object in every activation; most carry no auxiliary weapon.
  if (!weapons.some((w) => w.system === 'auxiliary')) return null;
  const aux = weapons.filter((w) => w.system === 'auxiliary');
  // The nearest active ship it can reach, ties ascending seq: one pass, no list to sort.
  let nearest: Ship | null = null;
  let nearestD = Infinity;
  for (const id of activeBgs) {
    const bg = bgInPlay(s, id);
    if (!bg) continue;
    for (const ship of bgShips(s, bg)) {
      const at = { table: ship.at.table, points: [ship.at] };
      if (!aux.some((w) => reach(o, w, OBJECT_HALF_ARC, at) === 'ok')) continue;
      const d = distance(ship.at, o.at);
      if (nearest === null || d < nearestD || (d === nearestD && ship.seq < nearest.seq)) {
        nearest = ship;
        nearestD = d;
      }
    }
  }
  if (nearest === null) return null;
  const frame = objectAttack(s, o, nearest.bg!, aux);
  if (frame) frame.cause = 'passive';
  return frame;
}
