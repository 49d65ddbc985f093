/**
 * The tables of A Billion Suns as a viewer sees them (ABS-CMD-2: everything on a table is
 * public), laid side by side: ships with their headings, objects, jump points, planetoids and
 * danger zones, and the selected ship's weapon arcs (ABS-Q-12: primary 45°, auxiliary 180°) out to
 * each weapon's longest range.
 */
import type { Viewer } from '../../../core/contract.js';
import type {
  Board,
  BoardArc,
  BoardArea,
  BoardCircle,
  BoardOptions,
  BoardPiece,
} from '../../../core/presentation.js';
import { UNITS } from '../data/units.js';
import { AUXILIARY_HALF_ARC, PRIMARY_HALF_ARC } from '../rules/measure.js';
import type { Ship } from '../state.js';
import type { AbsView } from '../view.js';
import { words } from './words.js';

/** Between two tables on the picture. */
const TABLE_GAP = 4;
const SCALE_BAR = 6;

function arcsOf(ship: Ship): BoardArc[] {
  const unit = UNITS.find((u) => u.id === ship.classId);
  return (unit?.weapons ?? []).map((w) => {
    const half = w.system === 'primary' ? PRIMARY_HALF_ARC : AUXILIARY_HALF_ARC;
    return { from: ship.heading - half, to: ship.heading + half, range: w.maxRange, label: w.name };
  });
}

export function boardOf(view: unknown, _viewer: Viewer, options: BoardOptions): Board | null {
  const v = view as AbsView;
  const offsets = new Map<string, number>();
  const areas: BoardArea[] = [];
  const circles: BoardCircle[] = [];
  let x = 0;
  for (const t of v.tables) {
    offsets.set(t.id, x);
    areas.push({ id: t.id, label: `Table ${t.id}`, x, y: 0, width: t.width, height: t.height });
    for (const p of t.planetoids)
      circles.push({ x: p.x + x, y: p.y, radius: p.radius, label: p.id, kind: 'obstacle' });
    for (const z of t.dangerZones)
      circles.push({ x: z.x + x, y: z.y, radius: z.radius, label: z.id, kind: 'zone' });
    x += t.width + TABLE_GAP;
  }
  const at = (loc: { table: string; x: number; y: number }) => ({
    x: loc.x + (offsets.get(loc.table) ?? 0),
    y: loc.y,
  });
  const pieces: BoardPiece[] = [];
  const ships = Object.values(v.ships).filter((s) => s.at !== null && !s.destroyed);
  for (const s of ships) {
    pieces.push({
      id: s.id,
      label: s.id,
      ...at(s.at!),
      facing: s.heading,
      side: s.ceo,
      kind: 'ship',
      status: [
        words(s.classId),
        ...(s.bg ? [s.bg] : []),
        ...(s.damage > 0 ? [`damage ${s.damage}`] : []),
      ],
    });
  }
  for (const o of Object.values(v.objects)) {
    if (o.destroyed) continue;
    pieces.push({
      id: o.id,
      label: o.id,
      ...at(o.at),
      side: o.owner,
      kind: o.type === 'jump_point' ? 'marker' : 'object',
      status: [words(o.type), ...(o.damage > 0 ? [`damage ${o.damage}`] : [])],
    });
  }
  const selectedId =
    options.selected ?? (v.activation ? v.battlegroups[v.activation.bgs[0]]?.ships[0] : undefined);
  const selected = ships.find((s) => s.id === selectedId);
  return {
    title: `A Billion Suns, round ${v.round}: ${words(v.phase)} phase`,
    layout: 'plane',
    unit: '″',
    areas,
    scaleBar: SCALE_BAR,
    pieces,
    circles,
    ...(selected ? { selected: { id: selected.id, arcs: arcsOf(selected) } } : {}),
    sides: v.ceos.map((c) => ({ seat: c.seat, name: options.names.seat(c.seat) })),
  };
}
