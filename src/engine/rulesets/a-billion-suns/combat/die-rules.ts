/**
 * What one attack die does (ABS-TAC-5, ABS-ATK-7, ABS-ATK-9 steps 3–5 and 8), as pure functions of
 * its faces. The game's attack flow (flow/attack.ts) and the stateless adjudication in this folder
 * both judge dice with these, so a match and a VTT's table can never disagree on a die.
 */

/** Power to Weapon Systems for one attack: t tokens on one die type (ABS-TAC-5). */
export interface PowerToWeapons {
  sides: number;
  tokens: number;
}

/** ABS-TAC-5: result = max(1, natural − t) for the named die type; other dice keep their natural. */
export function poweredResult(
  sides: number,
  natural: number,
  ptw: PowerToWeapons | null | undefined,
): number {
  return ptw && ptw.sides === sides ? Math.max(1, natural - ptw.tokens) : natural;
}

/**
 * ABS-ATK-9 steps 3–5: a result over the silhouette misses; then a natural highest face is a dud
 * (so a highest face that already missed is not one, ABS-Q-30); then a result of 1 is a critical
 * hit, which scores the die's hit and a bonus hit.
 */
export type DieFate = 'miss' | 'dud' | 'hit' | 'critical';

export function dieFate(
  sides: number,
  natural: number,
  result: number,
  silhouette: number,
): DieFate {
  if (result > silhouette) return 'miss';
  if (natural === sides) return 'dud';
  return result === 1 ? 'critical' : 'hit';
}

/** Hits a die scores: a critical hit adds a bonus hit of the same die type (ABS-ATK-9 step 5). */
export function hitsOf(fate: DieFate): number {
  return fate === 'critical' ? 2 : fate === 'hit' ? 1 : 0;
}

/**
 * ABS-ATK-7 engine default, when the attacker may re-roll but names no dice: re-roll every die
 * that misses the silhouette or rolled its highest face.
 */
export function rerolledByDefault(
  sides: number,
  natural: number,
  result: number,
  silhouette: number,
): boolean {
  return result > silhouette || natural === sides;
}

/** ABS-ATK-9 step 8: no save at shields 0; an automatic save when E ≥ the die type; else a roll. */
export function saveRollNeeded(shields: number, sides: number): boolean {
  return shields > 0 && shields < sides;
}

/**
 * ABS-ATK-9 step 8: whether a hit of this die type is saved against effective shields E, given
 * its save die (undefined when none was rolled).
 */
export function isSaved(shields: number, sides: number, save: number | undefined): boolean {
  if (shields <= 0) return false;
  if (shields >= sides) return true;
  return save !== undefined && save <= shields;
}
