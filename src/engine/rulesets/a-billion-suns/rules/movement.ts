/**
 * Movement (ABS-MOV): pivot then move straight, once or twice; table edges; coherency at the end;
 * jump hops; Easy Target; Red Alert repair; Dangerous Space.
 */
import type { Problem } from '../../../core/problems.js';
import { E, fail } from '../codes.js';
import type { AbsState, Battlegroup, Location, Ship } from '../state.js';
import type { BattlegroupMovement, Leg } from '../submissions.js';
import { jumpPointsInReach } from './jump-out.js';
import { placementProblems, tableById } from './jump.js';
import {
  coherencyGroups,
  inZone,
  isUnder,
  moveFrom,
  normalizeDegrees,
  onTable,
  pivotAmount,
} from './measure.js';
import { bgShips } from './models.js';
import { easyTargetThreshold } from './scale.js';
import { classStats } from './units.js';

/** ABS-MOV-3: two moves with Vector, otherwise one. */
export function legsAllowed(bg: Battlegroup): number {
  return bg.order === 'vector' ? 2 : 1;
}

/** ABS-MOV-2: the class Thrust, doubled by Power to Engines. */
export function currentThrust(s: AbsState, bg: Battlegroup, engines = false): number {
  const mult = engines || bg.thrustMultiplier === 2 ? 2 : 1;
  return classStats(s, bg.classId).speed * mult;
}

/** ABS-ACT-11: any single pivot over 90° this activation. */
export function madeHighG(s: AbsState, bg: Battlegroup): boolean {
  return bgShips(s, bg).some((x) => x.maxPivot > 90 + 1e-9);
}

interface Pose {
  at: Location;
  heading: number;
}

/** ABS-MOV-1: one leg, with the pivot it needs. */
export function applyLeg(pose: Pose, leg: Leg): { pose: Pose; pivot: number } {
  const heading = normalizeDegrees(leg.heading);
  const pivot = pivotAmount(pose.heading, heading);
  const p = moveFrom(pose.at, heading, leg.distance);
  return { pose: { at: { table: pose.at.table, x: p.x, y: p.y }, heading }, pivot };
}

/**
 * Every problem with one battlegroup's movement, validated as if every ship survives the step
 * (ABS-ACT-5). `path` is the JSON Pointer of the entry.
 */
export function battlegroupMovementProblems(
  s: AbsState,
  bg: Battlegroup,
  plan: BattlegroupMovement,
  path: string,
): Problem[] {
  const out: Problem[] = [];
  const ships = bgShips(s, bg);
  const poses = new Map<string, Pose>(ships.map((x) => [x.id, { at: x.at, heading: x.heading }]));
  const thrust = currentThrust(s, bg, plan.powerToEngines !== undefined);
  const legs = legsAllowed(bg);
  if (plan.powerToEngines && bg.used.powerToEngines)
    out.push(fail(E.effectAlreadyUsed, 'Power to Engines already used', `${path}/powerToEngines`));
  if (plan.inertialDampeners && bg.used.inertialDampeners)
    out.push(
      fail(
        E.effectAlreadyUsed,
        'Power to Inertial Dampeners already used',
        `${path}/inertialDampeners`,
      ),
    );

  const hop = plan.jumpHop;
  if (hop && bg.used.jumpHop)
    out.push(fail(E.effectAlreadyUsed, 'one jump hop per activation', `${path}/jumpHop`));
  const hopCheck = (): void => {
    if (!hop) return;
    out.push(...hopProblems(s, bg, poses, hop, `${path}/jumpHop`));
    for (const p of hop.placements) {
      const pose = poses.get(p.ship);
      if (!pose) continue;
      const jp = s.objects[hop.to];
      if (jp) poses.set(p.ship, { at: { table: jp.at.table, x: p.x, y: p.y }, heading: p.heading });
    }
  };
  let groupsBefore = coherencyGroups(ships.map((x) => x.at));
  if (hop?.when === 'start') {
    hopCheck();
    groupsBefore = 1;
  }
  const seen = new Set<string>();
  plan.moves.forEach((m, i) => {
    const mp = `${path}/moves/${i}`;
    const pose = poses.get(m.ship);
    if (!pose) {
      out.push(fail(E.unknownId, `${m.ship} is not a ship of ${bg.id} in play`, `${mp}/ship`));
      return;
    }
    if (seen.has(m.ship)) {
      out.push(fail(E.moveCount, `${m.ship} is listed twice`, `${mp}/ship`));
      return;
    }
    seen.add(m.ship);
    if (m.legs.length !== legs) {
      out.push(
        fail(
          E.moveCount,
          `${bg.order ?? 'this'} order gives ${legs} move(s), not ${m.legs.length} (ABS-MOV-3)`,
          `${mp}/legs`,
        ),
      );
      return;
    }
    let cur = pose;
    m.legs.forEach((leg, j) => {
      const lp = `${mp}/legs/${j}`;
      if (!(leg.distance >= 0) || leg.distance > thrust + 1e-9) {
        out.push(
          fail(
            E.moveExceedsThrust,
            `a move is 0 to ${thrust}″ (current Thrust), not ${leg.distance} (ABS-MOV-1/2)`,
            `${lp}/distance`,
          ),
        );
        return;
      }
      cur = applyLeg(cur, leg).pose;
      if (!onTable(tableById(s, cur.at.table)!, cur.at))
        out.push(fail(E.offTable, `${m.ship} would leave the table (ABS-MOV-6)`, lp));
    });
    poses.set(m.ship, cur);
  });
  if (hop?.when === 'end') hopCheck();
  if (out.length > 0) return out;
  const after = coherencyGroups([...poses.values()].map((p) => p.at));
  // ABS-BG-4: one group, or, for a battlegroup broken by losses, no more groups than before.
  if (after > 1 && after > groupsBefore)
    out.push(
      fail(E.coherency, `the battlegroup would end in ${after} groups (ABS-BG-4)`, `${path}/moves`),
    );
  return out;
}

function hopProblems(
  s: AbsState,
  bg: Battlegroup,
  poses: Map<string, Pose>,
  hop: NonNullable<BattlegroupMovement['jumpHop']>,
  path: string,
): Problem[] {
  const out: Problem[] = [];
  const to = s.objects[hop.to];
  if (!to || to.destroyed) return [fail(E.unknownId, `no jump point "${hop.to}"`, `${path}/to`)];
  if (to.type !== 'jump_point' || to.owner !== bg.ceo)
    return [
      fail(E.notFriendlyJumpPoint, `${hop.to} is not your jump point (ABS-JUMP-3)`, `${path}/to`),
    ];
  const from = jumpPointsInReach(
    s,
    bg,
    [...poses.values()].map((p) => p.at),
  ).filter((jp) => jp.id !== to.id);
  if (from.length === 0)
    out.push(
      fail(
        E.hopNotEligible,
        'every ship must be within jump range of another friendly jump point (ABS-JUMP-11)',
        path,
      ),
    );
  const ids = hop.placements.map((p) => p.ship);
  const expected = [...poses.keys()];
  if (
    ids.length !== expected.length ||
    new Set(ids).size !== ids.length ||
    !ids.every((id) => poses.has(id))
  )
    out.push(
      fail(
        E.hopNotEligible,
        'a hop places every ship of the battlegroup exactly once',
        `${path}/placements`,
      ),
    );
  out.push(
    ...placementProblems(
      s,
      { id: to.id, at: to.at, carrier: false },
      bg.classId,
      hop.placements,
      (i) => `${path}/placements/${i}`,
    ),
  );
  return out;
}

/** ABS-MOV-8: any ship moved under ceil(printed Thrust / 2), and no hop this activation. */
export function earnsEasyTarget(s: AbsState, bg: Battlegroup): boolean {
  if (bg.used.jumpHop) return false;
  const threshold = easyTargetThreshold(classStats(s, bg.classId).speed);
  return bgShips(s, bg).some((x) => isUnder(x.moved, threshold));
}

/** ABS-ORD-4: remove tokens one at a time from the most damaged ship (ties ascending seq). */
export function repair(
  s: AbsState,
  bg: Battlegroup,
  tokens: number,
): { id: string; from: number }[] {
  const steps: { id: string; from: number }[] = [];
  for (let i = 0; i < tokens; i++) {
    const ships = bgShips(s, bg).filter((x) => x.damage > 0);
    if (ships.length === 0) break;
    const pick = ships.reduce((a, b) =>
      b.damage > a.damage || (b.damage === a.damage && b.seq < a.seq) ? b : a,
    );
    steps.push({ id: pick.id, from: pick.damage });
    pick.damage -= 1;
  }
  return steps;
}

export function bgDamaged(s: AbsState, bg: Battlegroup): boolean {
  return bgShips(s, bg).some((x) => x.damage > 0);
}

/** ABS-OBJ-9: ships of the battlegroup inside a Dangerous Space zone, ascending seq. */
export function shipsInDangerousSpace(s: AbsState, bg: Battlegroup): Ship[] {
  return bgShips(s, bg)
    .filter((x) => tableById(s, x.at.table)!.dangerZones.some((z) => inZone(z, x.at)))
    .sort((a, b) => a.seq - b.seq);
}
