/** Level 2 asteroid strikes (SE-TER-2), as numbers. Not yet wired into play. */

/**
 * SE-TER-2: total = D10 + floor(distance moved) + category − defence; struck at ≥ 3 × crew-roll
 * skill, by max(1, total − 3 × skill) D10. Null when not struck.
 */
export function asteroidStrikeDice(
  roll: number,
  moved: number,
  category: number,
  defence: number,
  crewRollSkill: number,
): number | null {
  const total = roll + Math.floor(moved) + category - defence;
  const threshold = 3 * crewRollSkill;
  return total >= threshold ? Math.max(1, total - threshold) : null;
}
