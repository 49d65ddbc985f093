/**
 * A board as an SVG picture: the tables, a hex grid on hex maps, obstacles, the selected piece's
 * arcs, vectors, pieces with facing markers and labels, a scale bar and the seats' colours. Board
 * y runs up, SVG y down: every point goes through `at`. Output depends on nothing but the board,
 * and uses one font family (bundled with the service), so a PNG of it is the same everywhere.
 */
import type { Board, BoardArc, BoardPiece } from '../core/presentation.js';
import { escapeXml, num, sideColour, THEME } from './svg-parts.js';

/** Longest side of the drawn board, in pixels. */
const BOARD_PIXELS = 800;
const MARGIN = 24;
const HEADER = 36;
const FOOTER = 44;
export const MAP_FONT_FAMILY = 'DejaVu Sans';

interface Frame {
  minX: number;
  maxY: number;
  k: number;
}

function bounds(board: Board) {
  const xs: number[] = [];
  const ys: number[] = [];
  for (const a of board.areas) {
    xs.push(a.x, a.x + a.width);
    ys.push(a.y, a.y + a.height);
  }
  for (const p of board.pieces) {
    xs.push(p.x);
    ys.push(p.y);
  }
  if (xs.length === 0) {
    xs.push(0, 1);
    ys.push(0, 1);
  }
  const minX = Math.min(...xs);
  const maxX = Math.max(...xs);
  const minY = Math.min(...ys);
  const maxY = Math.max(...ys);
  return { minX, maxY, width: Math.max(maxX - minX, 1e-6), height: Math.max(maxY - minY, 1e-6) };
}

/** Picture size in pixels for a board: the same numbers the SVG's width and height carry. */
export function mapSize(board: Board): { width: number; height: number } {
  const b = bounds(board);
  const k = BOARD_PIXELS / Math.max(b.width, b.height);
  return {
    width: Math.max(Math.round(b.width * k) + 2 * MARGIN, 480),
    height: Math.round(b.height * k) + 2 * MARGIN + HEADER + FOOTER,
  };
}

function at(f: Frame, x: number, y: number): [string, string] {
  return [num(MARGIN + (x - f.minX) * f.k), num(HEADER + MARGIN + (f.maxY - y) * f.k)];
}

/** A direction in degrees counter-clockwise from +x, as a screen offset of `length` pixels. */
function toward(degrees: number, length: number): [number, number] {
  const r = (degrees * Math.PI) / 180;
  return [Math.cos(r) * length, -Math.sin(r) * length];
}

function hexGrid(board: Board, f: Frame): string {
  const size = board.hex?.size;
  if (board.layout !== 'hex' || !size) return '';
  const root3 = Math.sqrt(3);
  const corners = [0, 60, 120, 180, 240, 300].map((d) => toward(d, size * f.k));
  const parts: string[] = [];
  for (const a of board.areas) {
    const qMin = Math.floor(a.x / (1.5 * size)) - 1;
    const qMax = Math.ceil((a.x + a.width) / (1.5 * size)) + 1;
    for (let q = qMin; q <= qMax; q++) {
      const cx = 1.5 * q * size;
      if (cx < a.x - 1e-9 || cx > a.x + a.width + 1e-9) continue;
      // y = -√3·size·(r + q/2): r runs opposite to y.
      const rMin = Math.floor(-(a.y + a.height) / (root3 * size) - q / 2) - 1;
      const rMax = Math.ceil(-a.y / (root3 * size) - q / 2) + 1;
      for (let r = rMin; r <= rMax; r++) {
        const cy = -root3 * size * (r + q / 2);
        if (cy < a.y - 1e-9 || cy > a.y + a.height + 1e-9) continue;
        const [sx, sy] = at(f, cx, cy).map(Number);
        parts.push(`M${corners.map(([dx, dy]) => `${num(sx + dx)} ${num(sy + dy)}`).join('L')}Z`);
      }
    }
  }
  if (parts.length === 0) return '';
  return `<path d="${parts.join('')}" fill="none" stroke="${THEME.grid}" stroke-width="1"/>`;
}

function arcPath(f: Frame, piece: BoardPiece, arc: BoardArc): string {
  const [cx, cy] = at(f, piece.x, piece.y).map(Number);
  const radius = arc.range * f.k;
  const sweep = (((arc.to - arc.from) % 360) + 360) % 360 || 360;
  const style = `fill="${THEME.arc}" fill-opacity="0.12" stroke="${THEME.arc}" stroke-opacity="0.6"`;
  if (sweep >= 360) {
    return `<circle cx="${num(cx)}" cy="${num(cy)}" r="${num(radius)}" ${style}/>`;
  }
  const [x1, y1] = toward(arc.from, radius);
  const [x2, y2] = toward(arc.from + sweep, radius);
  const large = sweep > 180 ? 1 : 0;
  return (
    `<path d="M${num(cx)} ${num(cy)}L${num(cx + x1)} ${num(cy + y1)}` +
    `A${num(radius)} ${num(radius)} 0 ${large} 0 ${num(cx + x2)} ${num(cy + y2)}Z" ${style}/>`
  );
}

function pieceShape(piece: BoardPiece, x: number, y: number): string {
  const colour = sideColour(piece.side);
  switch (piece.kind) {
    case 'missile':
      return `<path d="M${num(x)} ${num(y - 5)}L${num(x + 4)} ${num(y)}L${num(x)} ${num(y + 5)}L${num(x - 4)} ${num(y)}Z" fill="${colour}"/>`;
    case 'marker':
      return `<rect x="${num(x - 4)}" y="${num(y - 4)}" width="8" height="8" fill="none" stroke="${colour}" stroke-width="2"/>`;
    case 'object':
      return `<circle cx="${num(x)}" cy="${num(y)}" r="5" fill="${colour}" fill-opacity="0.5" stroke="${colour}"/>`;
    case 'ship': {
      let nose = '';
      if (piece.facing !== undefined) {
        const [dx, dy] = toward(piece.facing, 14);
        const [lx, ly] = toward(piece.facing + 140, 7);
        const [rx, ry] = toward(piece.facing - 140, 7);
        nose = `<path d="M${num(x + dx)} ${num(y + dy)}L${num(x + lx)} ${num(y + ly)}L${num(x + rx)} ${num(y + ry)}Z" fill="${colour}"/>`;
      }
      return `<circle cx="${num(x)}" cy="${num(y)}" r="7" fill="${THEME.background}" stroke="${colour}" stroke-width="2"/>${nose}`;
    }
  }
}

function pieceSvg(f: Frame, piece: BoardPiece): string {
  const [sx, sy] = at(f, piece.x, piece.y).map(Number);
  const parts: string[] = [];
  if (piece.vector && (piece.vector.dx !== 0 || piece.vector.dy !== 0)) {
    const [ex, ey] = at(f, piece.x + piece.vector.dx, piece.y + piece.vector.dy);
    parts.push(
      `<line x1="${num(sx)}" y1="${num(sy)}" x2="${ex}" y2="${ey}" stroke="${sideColour(piece.side)}" stroke-width="1.5" stroke-dasharray="4 3" marker-end="url(#arrow)"/>`,
    );
  }
  parts.push(pieceShape(piece, sx, sy));
  parts.push(
    `<text x="${num(sx + 10)}" y="${num(sy - 8)}" fill="${THEME.text}">${escapeXml(piece.label)}</text>`,
  );
  if (piece.status && piece.status.length > 0) {
    parts.push(
      `<text x="${num(sx + 10)}" y="${num(sy + 6)}" fill="${THEME.dim}" font-size="9">${escapeXml(piece.status.join(', '))}</text>`,
    );
  }
  const opacity = piece.inactive ? ' opacity="0.45"' : '';
  return `<g id="${escapeXml(`piece-${piece.id}`)}"${opacity}>${parts.join('')}</g>`;
}

function scaleBar(board: Board, f: Frame, height: number): string {
  const length = board.scaleBar * f.k;
  const y = height - 18;
  const x = MARGIN;
  return (
    `<g stroke="${THEME.text}" stroke-width="2"><line x1="${x}" y1="${y}" x2="${num(x + length)}" y2="${y}"/>` +
    `<line x1="${x}" y1="${y - 5}" x2="${x}" y2="${y + 5}"/><line x1="${num(x + length)}" y1="${y - 5}" x2="${num(x + length)}" y2="${y + 5}"/></g>` +
    `<text x="${num(x + length + 8)}" y="${y + 4}" fill="${THEME.text}">${escapeXml(`${num(board.scaleBar)} ${board.unit}`)}</text>`
  );
}

function legend(board: Board, width: number, height: number): string {
  const parts: string[] = [];
  let x = width - MARGIN;
  for (const side of [...board.sides].reverse()) {
    const label = escapeXml(side.name);
    parts.push(
      `<text x="${num(x)}" y="${height - 14}" fill="${THEME.text}" text-anchor="end">${label}</text>`,
    );
    // An estimate of the text's width keeps entries apart without measuring glyphs.
    x -= side.name.length * 7 + 6;
    parts.push(
      `<rect x="${num(x - 10)}" y="${height - 24}" width="10" height="10" fill="${sideColour(side.seat)}"/>`,
    );
    x -= 24;
  }
  return parts.join('');
}

/**
 * The background again all round the board, over what the grid and the arcs drew past its edge:
 * four plain rectangles cost the rasteriser far less than a clip path, which needs a layer of
 * its own.
 */
function frame(b: ReturnType<typeof bounds>, f: Frame, width: number, height: number): string {
  const [x0, y0] = at(f, b.minX, b.maxY).map(Number);
  const x1 = x0 + b.width * f.k;
  const y1 = y0 + b.height * f.k;
  const rects: [number, number, number, number][] = [
    [0, 0, width, y0],
    [0, y1, width, height - y1],
    [0, y0, x0, y1 - y0],
    [x1, y0, width - x1, y1 - y0],
  ];
  return rects
    .map(
      ([x, y, w, h]) =>
        `<rect x="${num(x)}" y="${num(y)}" width="${num(Math.max(w, 0))}" height="${num(Math.max(h, 0))}" fill="${THEME.background}"/>`,
    )
    .join('');
}

export function boardToSvg(board: Board): string {
  const b = bounds(board);
  const { width, height } = mapSize(board);
  const f: Frame = { minX: b.minX, maxY: b.maxY, k: BOARD_PIXELS / Math.max(b.width, b.height) };
  const out: string[] = [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" font-family="${MAP_FONT_FAMILY}" font-size="12">`,
    `<defs><marker id="arrow" viewBox="0 0 10 10" refX="9" refY="5" markerWidth="6" markerHeight="6" orient="auto"><path d="M0 0L10 5L0 10Z" fill="${THEME.dim}"/></marker></defs>`,
    `<rect width="${width}" height="${height}" fill="${THEME.background}"/>`,
  ];
  for (const a of board.areas) {
    const [x, y] = at(f, a.x, a.y + a.height);
    out.push(
      `<rect x="${x}" y="${y}" width="${num(a.width * f.k)}" height="${num(a.height * f.k)}" fill="${THEME.area}" stroke="${THEME.areaEdge}"/>`,
    );
    if (a.label) {
      out.push(
        `<text x="${num(Number(x) + 4)}" y="${num(Number(y) + 14)}" fill="${THEME.dim}">${escapeXml(a.label)}</text>`,
      );
    }
  }
  out.push(hexGrid(board, f));
  for (const c of board.circles ?? []) {
    const [x, y] = at(f, c.x, c.y);
    const fill = c.kind === 'zone' ? THEME.zone : THEME.obstacle;
    out.push(
      `<circle cx="${x}" cy="${y}" r="${num(c.radius * f.k)}" fill="${fill}" fill-opacity="0.7"/>`,
    );
    if (c.label) {
      out.push(
        `<text x="${x}" y="${y}" fill="${THEME.dim}" text-anchor="middle">${escapeXml(c.label)}</text>`,
      );
    }
  }
  for (const p of board.polygons ?? []) {
    const d = p.points.map((pt) => at(f, pt.x, pt.y).join(' ')).join('L');
    const fill = p.kind === 'zone' ? THEME.zone : THEME.obstacle;
    out.push(`<path d="M${d}Z" fill="${fill}" fill-opacity="0.7"/>`);
  }
  const selected = board.selected;
  const selectedPiece = selected && board.pieces.find((p) => p.id === selected.id);
  if (selected && selectedPiece) {
    for (const arc of selected.arcs) out.push(arcPath(f, selectedPiece, arc));
  }
  out.push(frame(b, f, width, height));
  for (const piece of board.pieces) out.push(pieceSvg(f, piece));
  out.push(
    `<text x="${MARGIN}" y="24" fill="${THEME.text}" font-size="16">${escapeXml(board.title)}</text>`,
    scaleBar(board, f, height),
    legend(board, width, height),
    '</svg>',
  );
  return `${out.filter((s) => s !== '').join('\n')}\n`;
}
