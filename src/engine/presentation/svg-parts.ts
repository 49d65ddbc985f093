/** Small SVG writing helpers: fixed number formatting (so output is the same everywhere) and escaping. */

/** A coordinate with at most two decimals, no `-0`. */
export function num(v: number): string {
  const r = Math.round(v * 100) / 100;
  return String(r === 0 ? 0 : r);
}

export function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** Seat colours, readable on the dark table; neutral objects are grey. */
const SIDE_COLOURS = ['#4c9aff', '#ff6b6b', '#51cf66', '#fcc419', '#b197fc', '#3bc9db'];
export const NEUTRAL = '#9aa5b1';

export function sideColour(side: number | null): string {
  return side === null ? NEUTRAL : SIDE_COLOURS[side % SIDE_COLOURS.length];
}

export const THEME = {
  background: '#0d1117',
  area: '#161b22',
  areaEdge: '#3d444d',
  grid: '#262c36',
  text: '#e6edf3',
  dim: '#8b949e',
  obstacle: '#3a3f47',
  zone: '#5c2b2b',
  arc: '#fcc419',
} as const;
