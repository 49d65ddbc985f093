/**
 * Blow-through and exploding ships (SE-DMG-14, SE-DMG-15), as numbers. Not yet wired into play.
 */

/** SE-DMG-14: D10 + floor(p2 / category) ≥ 8 explodes. */
export function blowThroughExplodes(roll: number, passed: number, category: number): boolean {
  return roll + Math.floor(passed / category) >= 8;
}

/** SE-DMG-15: floor(unmarked blocks / 10) D10 on ships within category / 2 inches; floor(category/2) D10 on flights. */
export function explosion(
  unmarkedBlocks: number,
  category: number,
): { shipDice: number; radius: number; flightDice: number } {
  return {
    shipDice: Math.floor(unmarkedBlocks / 10),
    radius: category / 2,
    flightDice: Math.floor(category / 2),
  };
}
