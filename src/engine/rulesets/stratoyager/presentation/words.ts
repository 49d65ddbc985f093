/** Stratoyager's words for positions, courses and weapons in a summary or on the map. */
import type { Vec } from '../model.js';

function round(v: number): string {
  const r = Math.round(v * 100) / 100;
  return String(r === 0 ? 0 : r);
}

/** `(12, 6.5)`: Klicks, to two decimals. */
export function place(p: Vec): string {
  return `(${round(p.x)}, ${round(p.y)})`;
}

/** A clock hour as the primer writes it: hour 0 is 12 o'clock. */
export function oclock(hour: number): string {
  return `${hour === 0 ? 12 : hour} o'clock`;
}

/** Clock hours (0 = +y, clockwise) to the board's degrees (counter-clockwise from +x). */
export function hourDegrees(hour: number): number {
  return (((90 - 30 * hour) % 360) + 360) % 360;
}

const WEAPONS: Record<string, string> = {
  MAIN_WEAPON: 'main weapon',
  FIRE_AT_WILL: 'main weapon (fire at will)',
  LOCKED_MISSILE: 'locked missile',
  DUMB_MISSILE: 'dumb missile',
  FRAGSHELL: 'fragshell',
};

export function weaponWords(weapon: string, missileClass: string | null): string {
  const base = WEAPONS[weapon] ?? weapon.toLowerCase().replace(/_/g, ' ');
  return missileClass ? `${missileClass.toLowerCase()} ${base}` : base;
}

export function lower(word: string): string {
  return word.toLowerCase().replace(/_/g, ' ');
}
