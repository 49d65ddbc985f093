/**
 * Thrust (SITS-THR): a burn lays down acceleration dots along its direction, one pulse a segment,
 * and displaces the future position marker as it goes; at a thrust break the dots become velocity.
 * 8 dots are one hex per turn and 128 displacement units one hex (SITS-Q-16).
 */
import { hexAdd } from '../../../geometry/hex.js';
import { PULSES_PER_CHART } from '../data/tables.js';
import type { ShipState } from '../state.js';
import { DIRECTIONS, unitStep } from './directions.js';
import { addCounts, consolidate } from './vectors.js';

export const DOTS_PER_HEX = 8;
export const UNITS_PER_HEX = 128;
/** SITS-THR-7 step 4: half a hex or more of leftover displacement moves the ship at the break. */
export const RESIDUAL_UNITS = 64;

/** The direction a new chart pushes: the facing, or up/down when pitched (SITS-ALT-5). */
function chartDirection(ship: ShipState): ShipState['burn']['dir'] {
  const pitch = ship.altitude?.pitch;
  if (pitch === 'UP') return 'up';
  if (pitch === 'DOWN') return 'down';
  return ship.facing;
}

/** SITS-THR-2: a thrust change as a long order (step 4). */
export function setThrust(ship: ShipState, thrust: number): void {
  if (ship.thrust === 0 && thrust > 0) {
    ship.burn = { dir: chartDirection(ship), pulsesUsed: 0, dispUnits: 0 };
  } else if (ship.thrust > 0 && thrust === 0) {
    ship.thrustZeroOrdered = true;
  }
  ship.thrust = thrust;
}

/** Moves the future position marker (or, at a break, the ship) a hex or a level along the burn. */
function displace(ship: ShipState, what: 'marker' | 'ship'): void {
  const dir = ship.burn.dir;
  if (dir === 'up' || dir === 'down') {
    if (!ship.altitude) return;
    const step = dir === 'up' ? 1 : -1;
    if (what === 'marker') ship.altitude.fz += step;
    else ship.altitude.z += step;
  } else if (what === 'marker') {
    ship.fpm = hexAdd(ship.fpm, unitStep(dir));
  } else {
    ship.pos = hexAdd(ship.pos, unitStep(dir));
  }
}

function addDots(ship: ShipState, dots: number): void {
  const dir = ship.burn.dir;
  if (dir === 'up' || dir === 'down') {
    if (ship.altitude) ship.altitude.verticalDots += dir === 'up' ? dots : -dots;
    return;
  }
  ship.dots[dir] += dots;
}

/**
 * Step 5 for one ship with T > 0: T dots (SITS-THR-3), one pulse crossed off (SITS-THR-4), and
 * T × (2n − 1) displacement units, each 128 moving the marker a hex (SITS-THR-5). Returns the
 * hexes displaced.
 */
export function resolveThrust(ship: ShipState): number {
  if (ship.thrust <= 0) return 0;
  addDots(ship, ship.thrust);
  ship.burn.pulsesUsed += 1;
  ship.burn.dispUnits += ship.thrust * (2 * ship.burn.pulsesUsed - 1);
  let hexes = 0;
  while (ship.burn.dispUnits >= UNITS_PER_HEX) {
    displace(ship, 'marker');
    ship.burn.dispUnits -= UNITS_PER_HEX;
    hexes++;
  }
  return hexes;
}

/** SITS-THR-6: the end of the chart, a zero order, a completed pivot, or thrust forced to 0. */
export function hasThrustBreak(ship: ShipState): boolean {
  return (
    ship.burn.pulsesUsed >= PULSES_PER_CHART ||
    ship.thrustZeroOrdered ||
    ship.pivotCompleted ||
    ship.thrustForcedZero
  );
}

export interface ThrustBreak {
  velocityAdded: Record<string, number>;
  residualHex: boolean;
}

/**
 * SITS-THR-7: consolidate the dot pool, add whole hexes of it to the velocity (leftover dots stay,
 * SITS-Q-20), consolidate, move a residual hex if half a hex of displacement is left, and reset
 * the chart (a new one along the current facing if thrust goes on). The new velocity drives the
 * movement grid from the next segment (SITS-MOV-8).
 */
export function thrustBreak(ship: ShipState): ThrustBreak {
  const pool = consolidate(ship.dots);
  const added: Record<string, number> = {};
  const gain = { A: 0, B: 0, C: 0, D: 0, E: 0, F: 0 };
  for (const d of DIRECTIONS) {
    gain[d] = Math.floor(pool[d] / DOTS_PER_HEX);
    pool[d] = pool[d] % DOTS_PER_HEX;
    if (gain[d] > 0) added[d] = gain[d];
  }
  ship.dots = pool;
  ship.velocity = consolidate(addCounts(ship.velocity, gain));
  if (ship.altitude) {
    const v = ship.altitude.verticalDots;
    const whole = Math.trunc(v / DOTS_PER_HEX);
    ship.altitude.vertical += whole;
    ship.altitude.verticalDots = v - whole * DOTS_PER_HEX;
    if (whole !== 0) added[whole > 0 ? '+' : '-'] = Math.abs(whole);
  }
  const residualHex = ship.burn.dispUnits >= RESIDUAL_UNITS;
  // The ship itself moves now; its marker is placed from the new position next segment.
  if (residualHex) displace(ship, 'ship');
  ship.burn = { dir: chartDirection(ship), pulsesUsed: 0, dispUnits: 0 };
  ship.thrustZeroOrdered = false;
  ship.pivotCompleted = false;
  ship.thrustForcedZero = false;
  return { velocityAdded: added, residualHex };
}

/**
 * SITS-THR-8, SITS-DMG-7: thrust forced to 0 by wedge loss or maxThrust 0 is a thrust break this
 * segment (SITS-THR-6 d); an active burn records it as a zero order too.
 */
export function forceThrustZero(ship: ShipState): void {
  if (ship.thrust > 0 || ship.burn.pulsesUsed > 0) {
    ship.thrustForcedZero = true;
    ship.thrustZeroOrdered = true;
  }
  ship.thrust = 0;
}

/** SITS-THR-8: a lower maxThrust caps T at once; at 0 the thrust is forced to 0. */
export function capThrust(ship: ShipState): void {
  if (ship.maxThrust === 0) forceThrustZero(ship);
  else if (ship.thrust > ship.maxThrust) ship.thrust = ship.maxThrust;
}
