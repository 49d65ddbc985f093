import { defineRose } from './rose.js';
import { vec } from './vector.js';

/** √3/2 to the last bit, exactly as Stratoyager writes it (SY-GEO-2). Twice it is Math.sqrt(3). */
export const HALF_ROOT_THREE = 0.8660254037844386;

const R = HALF_ROOT_THREE;

/**
 * The 12-hour clock: hour 0 is +y, hours run clockwise, hour 3 is +x (Stratoyager 1.3). The table is
 * SY-GEO-2 verbatim; hour h+6 is exactly the negation of hour h.
 */
export const CLOCK = defineRose(
  [
    vec(0, 1),
    vec(0.5, R),
    vec(R, 0.5),
    vec(1, 0),
    vec(R, -0.5),
    vec(0.5, -R),
    vec(0, -1),
    vec(-0.5, -R),
    vec(-R, -0.5),
    vec(-1, 0),
    vec(-R, 0.5),
    vec(-0.5, R),
  ],
  [1, 0.75, 0.25, 0],
);
