/**
 * SE-TER-1: random asteroid fields. D10 for the minimum spacing between marker centres (SE-D-10),
 * D10 for the markers per quadrant of a 48" × 30" table (scaled by area / 1440 otherwise), then
 * each marker at a seeded uniform point of its quadrant, redrawn while it is too close to one
 * already placed; a marker that finds no room in 20 draws is left out.
 */
import type { Dice } from '../../../../../core/dice.js';
import { distance } from '../../../../../geometry/index.js';
import { MARKER_RADIUS, type Disc } from './terrain.js';

const DRAWS = 20;
/** Coordinates are drawn in tenths of an inch. */
const STEP = 10;

export function placeAsteroids(table: { width: number; length: number }, dice: Dice): Disc[] {
  const [spacing] = dice.roll({ purpose: 'asteroid spacing (SE-TER-1)', sides: 10, count: 1 });
  const [perQuadrant] = dice.roll({
    purpose: 'asteroid markers per quadrant (SE-TER-1)',
    sides: 10,
    count: 1,
  });
  const count = Math.max(1, Math.round((perQuadrant * table.width * table.length) / 1440));
  const w = table.width / 2;
  const h = table.length / 2;
  const out: Disc[] = [];
  for (const [qx, qy] of [
    [0, 0],
    [w, 0],
    [0, h],
    [w, h],
  ]) {
    for (let i = 0; i < count; i++) {
      for (let draw = 0; draw < DRAWS; draw++) {
        const [fx, fy] = dice
          .roll({
            purpose: 'asteroid marker position (SE-TER-1)',
            sides: Math.floor(w * STEP),
            count: 1,
          })
          .concat(
            dice.roll({
              purpose: 'asteroid marker position (SE-TER-1)',
              sides: Math.floor(h * STEP),
              count: 1,
            }),
          );
        const at = { x: qx + fx / STEP, y: qy + fy / STEP, radius: MARKER_RADIUS };
        if (out.every((m) => distance(m, at) >= spacing)) {
          out.push(at);
          break;
        }
      }
    }
  }
  return out;
}
