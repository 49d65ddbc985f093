/** A Billion Suns' words for places, orders and money in a summary or on the map. */

function round(v: number): string {
  const r = Math.round(v * 100) / 100;
  return String(r === 0 ? 0 : r);
}

/** `(13.5, 15)`: inches on a table, to two decimals. */
export function place(p: { x: number; y: number }): string {
  return `(${round(p.x)}, ${round(p.y)})`;
}

export function inches(v: number): string {
  return `${round(v)}″`;
}

/** `red_alert` → `red alert`. */
export function words(name: string): string {
  return name.replace(/_/g, ' ');
}

export function signed(n: number): string {
  return n > 0 ? `+${n}` : String(n);
}
