/**
 * SVG to PNG with resvg and the bundled font only (no system fonts): the same picture on every
 * machine. The font is found by walking up from this file, so the same code runs from src/
 * (tests) and dist/src/ (built). resvg (a native addon of several MB) is loaded on the first map
 * asked for as a PNG, not at start: most instances never draw one.
 */
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { MAP_FONT_FAMILY } from '../../engine/index.js';

const FONT = join('assets', 'fonts', 'DejaVuSans.ttf');

function findFont(start = dirname(fileURLToPath(import.meta.url))): string {
  for (let dir = start; ; dir = dirname(dir)) {
    const candidate = join(dir, FONT);
    if (existsSync(candidate)) return candidate;
    if (dirname(dir) === dir) throw new Error(`bundled font ${FONT} not found`);
  }
}

export type SvgToPng = (svg: string) => Buffer;

let renderer: Promise<SvgToPng> | undefined;

/** The SVG-to-PNG conversion, resvg loaded on the first call. */
export function pngRenderer(): Promise<SvgToPng> {
  renderer ??= import('@resvg/resvg-js').then(({ Resvg }) => {
    const fontFile = findFont();
    return (svg) =>
      new Resvg(svg, {
        font: { loadSystemFonts: false, fontFiles: [fontFile], defaultFontFamily: MAP_FONT_FAMILY },
      })
        .render()
        .asPng();
  });
  return renderer;
}

/** Width and height from a PNG's IHDR chunk (bytes 16-23, big-endian). */
export function pngSize(png: Buffer): { width: number; height: number } {
  return { width: png.readUInt32BE(16), height: png.readUInt32BE(20) };
}

export const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
