/**
 * Point costs of designs for custom fleets. The rulebook has no point system (its design chapter
 * is empty), so this is the engine's decision SE-D-1: a design costs what it is worth as a victory
 * point target under SE-END-5, 2 × category, scaled by 10.
 */
import type { ShipFile } from './data/data-file.js';

export function pointCost(d: ShipFile): number {
  return 20 * d.category;
}
