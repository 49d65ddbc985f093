/** Readable turn summaries, map pictures and signed read-only links to them. */
export { PNG_SIGNATURE, pngSize, svgToPng } from './map-png.js';
