import { HALF_ROOT_THREE } from './clock.js';
import { defineRose } from './rose.js';
import { vec } from './vector.js';

/** √2/2 to the last bit (the correctly rounded Math.SQRT1_2; Math.sin(π/4) is one ulp lower). */
export const HALF_ROOT_TWO = 0.7071067811865476;

const R = HALF_ROOT_THREE;
const S = HALF_ROOT_TWO;

/**
 * Six headings 60° apart, clockwise from +y. They are the even hours of the clock, and the six
 * directions of a flat-topped hex grid (index 0 is hex direction A, see hex.ts).
 */
export const COMPASS_6 = defineRose(
  [vec(0, 1), vec(R, 0.5), vec(R, -0.5), vec(0, -1), vec(-R, -0.5), vec(-R, 0.5)],
  [1, 0.25],
);

/** Eight headings 45° apart, clockwise from +y (north): 0 north, 2 east, 4 south, 6 west. */
export const COMPASS_8 = defineRose(
  [vec(0, 1), vec(S, S), vec(1, 0), vec(S, -S), vec(0, -1), vec(-S, -S), vec(-1, 0), vec(-S, S)],
  [1, 0.5, 0],
);
