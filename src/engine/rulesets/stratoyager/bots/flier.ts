/**
 * The pilot's own way of flying its candidate orders: the Maneuver Action of rules/movement.ts
 * (M1, the inertia move, M2; SY-MOV-4, SY-MOV-5) on numbers it rewrites in place, and M1 and the
 * inertia move flown once for every M2 that follows them. A decision flies some 270 orders;
 * `executeManeuver` would allocate a path, its points and the flight for each, and fly M1 and the
 * inertia move again every time. The arithmetic is the rules' own, step for step (`x + d * D.x`),
 * so every flight ends on the same doubles (shortcuts.spec.ts holds it to `executeManeuver`).
 */
import { CLOCK } from '../../../geometry/index.js';
import type { ManeuverSpec } from '../model.js';
import { hour } from '../rules/geometry.js';
import type { Flight } from '../rules/movement.js';

/** A flight as the pilot flies it: written over for each order, so a keeper must be copied. */
export class Flier implements Flight {
  readonly pos = { x: 0, y: 0 };
  course = 0;
  facing = 0;
  speed = 0;

  /** Starts from `from`'s vector (its position not shared: the flier moves its own). */
  from(from: Flight): this {
    this.pos.x = from.pos.x;
    this.pos.y = from.pos.y;
    this.course = from.course;
    this.facing = from.facing;
    this.speed = from.speed;
    return this;
  }

  /** A copy that keeps: a fresh flight, as `executeManeuver` would have returned (no path). */
  copy(): Flight {
    return {
      pos: { x: this.pos.x, y: this.pos.y },
      course: this.course,
      facing: this.facing,
      speed: this.speed,
    };
  }

  /** `moveAlong`, in place. */
  private move(heading: number, d: number): void {
    const D = CLOCK.directions[hour(heading)];
    this.pos.x = this.pos.x + d * D.x;
    this.pos.y = this.pos.y + d * D.y;
  }

  /** A yaw BEFORE (SY-YAW-1): the nose to the course plus `offset`. */
  yawBefore(offset: number): this {
    this.facing = hour(this.course + offset);
    return this;
  }

  /** M1, then the inertia move along the course at the speed M1 left. */
  firstAndInertia(m: ManeuverSpec): this {
    this.perform(m, 1);
    if (this.speed > 0) this.move(this.course, this.speed);
    return this;
  }

  /** M2. */
  second(m: ManeuverSpec): this {
    this.perform(m, 2);
    return this;
  }

  private perform(m: ManeuverSpec, slot: 1 | 2): void {
    const t = m.thrust;
    if (t === 0) return;
    switch (m.driver) {
      case 'ACCEL_DECEL': {
        const sign = m.direction === 'ACCELERATE' ? 1 : -1;
        if (slot === 2) this.move(sign > 0 ? this.course : this.course + 6, t);
        this.speed += sign * t;
        return;
      }
      case 'TURN': {
        const aligned = this.facing === this.course;
        this.course = hour(this.course + (m.direction === 'STARBOARD' ? t : -t));
        if (aligned) this.facing = this.course;
        return;
      }
      case 'SLIDE':
        this.move(this.course + (m.direction === 'STARBOARD' ? 3 : 9), t);
        return;
    }
  }
}
