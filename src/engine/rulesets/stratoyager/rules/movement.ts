/**
 * The Maneuver Action (SY-MOV): yaw BEFORE → M1 → inertia move → M2 → yaw AFTER, and the path it
 * draws (SY-MOV-10). Validation lives in decisions/maneuver.ts; stress in stress.ts.
 */
import type { Driver, ManeuverOrder, ManeuverSpec, UnitType, Vec } from '../model.js';
import { hour, moveAlong } from './geometry.js';

/** Speed is an integer 0..99 (SY-MOV-8). */
export const MAX_SPEED = 99;
/** No maneuver has more than 9 thrust, whatever twice the safe value is (SY-MOV-6, SY-Q-20). */
export const MAX_THRUST = 9;

export const DRIVERS: readonly Driver[] = ['ACCEL_DECEL', 'TURN', 'SLIDE'];

/** The directions each driver can be used in (SY-MOV-2). */
export const DRIVER_DIRECTIONS = {
  ACCEL_DECEL: ['ACCELERATE', 'DECELERATE'],
  TURN: ['PORT', 'STARBOARD'],
  SLIDE: ['PORT', 'STARBOARD'],
} as const;

/** The card's safe value for a maneuver (SY-MOV-6). */
export function safeValue(type: UnitType, m: Pick<ManeuverSpec, 'driver' | 'direction'>): number {
  switch (m.driver) {
    case 'ACCEL_DECEL':
      return m.direction === 'DECELERATE' ? type.safeDeceleration : type.safeAcceleration;
    case 'TURN':
      return type.safeTurn;
    case 'SLIDE':
      return type.safeSlide;
  }
}

/** `min(9, 2 * safe)` (SY-MOV-6). */
export function maxThrust(type: UnitType, m: Pick<ManeuverSpec, 'driver' | 'direction'>): number {
  return Math.min(MAX_THRUST, 2 * safeValue(type, m));
}

/** A unit's vector before or after a Maneuver Action. */
export interface Flight {
  pos: Vec;
  course: number;
  facing: number;
  speed: number;
}

export interface ManeuverOutcome extends Flight {
  /** Start point, then the point after each non-zero displacement (SY-MOV-10). */
  path: Vec[];
}

/** One maneuver in slot M1 or M2 (SY-MOV-5). Mutates `f`; pushes displacements onto `path`. */
function perform(f: Flight, m: ManeuverSpec, slot: 1 | 2, path: Vec[]): void {
  const t = m.thrust;
  if (t === 0) return;
  switch (m.driver) {
    case 'ACCEL_DECEL': {
      const sign = m.direction === 'ACCELERATE' ? 1 : -1;
      if (slot === 2) {
        // As M2 the unit flies the extra distance (or backs off) after the inertia move.
        f.pos = moveAlong(f.pos, sign > 0 ? f.course : f.course + 6, t);
        path.push(f.pos);
      }
      f.speed += sign * t;
      return;
    }
    case 'TURN': {
      const delta = m.direction === 'STARBOARD' ? t : -t;
      const aligned = f.facing === f.course;
      f.course = hour(f.course + delta);
      if (aligned) f.facing = f.course;
      return;
    }
    case 'SLIDE':
      f.pos = moveAlong(f.pos, f.course + (m.direction === 'STARBOARD' ? 3 : 9), t);
      path.push(f.pos);
      return;
  }
}

/**
 * Execute a (valid) Maneuver Action from `start` (SY-MOV-4): turns rotate in place, slides
 * translate, the inertia move uses speed and course after M1.
 */
export function executeManeuver(start: Flight, order: ManeuverOrder): ManeuverOutcome {
  const f: Flight = {
    pos: start.pos,
    course: start.course,
    facing: start.facing,
    speed: start.speed,
  };
  const path: Vec[] = [start.pos];
  if (order.yaw?.timing === 'BEFORE') f.facing = hour(f.course + order.yaw.facingOffset);
  perform(f, order.maneuvers[0], 1, path);
  if (f.speed > 0) {
    f.pos = moveAlong(f.pos, f.course, f.speed);
    path.push(f.pos);
  }
  perform(f, order.maneuvers[1], 2, path);
  if (order.yaw?.timing === 'AFTER') f.facing = hour(f.course + order.yaw.facingOffset);
  // A literal, not `{ ...f, path }`: a spread followed by a new key is a slow path in V8.
  return { pos: f.pos, course: f.course, facing: f.facing, speed: f.speed, path };
}

/** Inertia flight: the drift of a misaligned unit or of an abandoned yager. */
export function inertiaMove(start: Flight): ManeuverOutcome {
  const path: Vec[] = [start.pos];
  let pos = start.pos;
  if (start.speed > 0) {
    pos = moveAlong(pos, start.course, start.speed);
    path.push(pos);
  }
  return { pos, course: start.course, facing: start.facing, speed: start.speed, path };
}

/** The arcade default and the recommended fallback: inertia flight (SY-ARC-3). */
export function inertiaOrder(unitId: string): ManeuverOrder {
  return {
    type: 'MANEUVER',
    unitId,
    maneuvers: [
      { driver: 'ACCEL_DECEL', direction: 'ACCELERATE', thrust: 0 },
      { driver: 'TURN', direction: 'STARBOARD', thrust: 0 },
    ],
    evasive: false,
    exitIntent: 'RETURN',
  };
}
