/**
 * The Stellar Empires table as a viewer sees it (the table is open): ships with their headings,
 * fighter flights on the table, ballistic markers, and Level 2 terrain: asteroid and nebula zones,
 * planetoids with their atmosphere rings. The selected ship's weapon arcs go out to each range.
 */
import type { Viewer } from '../../../core/contract.js';
import type {
  Board,
  BoardArc,
  BoardCircle,
  BoardOptions,
  BoardPiece,
} from '../../../core/presentation.js';
import { designOf, fighterType, weaponDef } from '../data/data.js';
import { arcInterval } from '../rules/bearings.js';
import { coreRadius } from '../rules/level2/terrain/terrain.js';
import type { ShipState } from '../state.js';
import type { viewOf } from '../view.js';

type SeView = ReturnType<typeof viewOf>;

const SCALE_BAR = 6;

/** SE-GEN-10 compass degrees (clockwise from north) in the board's (counter-clockwise from +x). */
function boardDegrees(compass: number): number {
  return 90 - compass;
}

function arcsOf(ship: ShipState): BoardArc[] {
  const heading = 45 * ship.heading;
  return designOf(ship.design).weapon_systems.map((w) => {
    const { lo, size } = arcInterval(w.arc);
    // A rolled ship's arcs mirror port and starboard (SE-GEN-11).
    const from = ship.rolled ? -(lo + size) : lo;
    return {
      from: boardDegrees(heading + from + size),
      to: boardDegrees(heading + from),
      range: weaponDef(w.weapon).max_range,
      label: `${w.id} ${weaponDef(w.weapon).name}`,
    };
  });
}

function terrainCircles(v: SeView): BoardCircle[] {
  const out: BoardCircle[] = [];
  v.terrain.asteroids.forEach((a, i) =>
    out.push({ x: a.x, y: a.y, radius: a.radius, label: `asteroids ${i + 1}`, kind: 'zone' }),
  );
  for (const m of v.terrain.nebula?.markers ?? [])
    out.push({ x: m.x, y: m.y, radius: m.radius, label: 'nebula', kind: 'zone' });
  for (const p of v.terrain.planets) {
    const core = coreRadius(p);
    if (p.kind !== 'rock')
      out.push({
        x: p.x,
        y: p.y,
        radius: p.radius,
        label: `${p.kind === 'gas_giant' ? 'gas giant' : 'atmosphere'}`,
        kind: 'zone',
      });
    out.push({
      x: p.x,
      y: p.y,
      radius: core,
      label: p.kind === 'rock' ? 'planetoid' : 'planet',
      kind: 'obstacle',
    });
  }
  return out;
}

export function boardOf(view: unknown, _viewer: Viewer, options: BoardOptions): Board | null {
  const v = view as SeView;
  const pieces: BoardPiece[] = v.ships.map((s) => ({
    id: s.id,
    label: s.id,
    x: s.x,
    y: s.y,
    facing: boardDegrees(45 * s.heading),
    side: s.side,
    kind: 'ship',
    status: [
      designOf(s.design).name,
      ...(s.rolled ? ['rolled'] : []),
      ...(s.status === 'active' ? [] : [s.status]),
    ],
    ...(s.status === 'active' ? {} : { inactive: true }),
  }));
  for (const f of v.fighters?.flights ?? []) {
    if (f.status !== 'active') continue;
    const t = fighterType(f.type);
    pieces.push({
      id: f.id,
      label: f.id,
      x: f.x,
      y: f.y,
      side: f.side,
      kind: 'marker',
      status: [`${t.size} flight`, `hits ${f.hits}/${t.hits}`],
    });
  }
  for (const m of v.markers) {
    const at = m.point ?? m.launchPoint;
    pieces.push({
      id: m.id,
      label: m.id,
      x: at.x,
      y: at.y,
      side: m.side,
      kind: 'missile',
      status: [m.kind],
    });
  }
  const selectedId =
    options.selected ?? v.ships.find((s) => s.side === v.you && s.status === 'active')?.id;
  const selected = v.ships.find((s) => s.id === selectedId && s.status === 'active');
  const circles = terrainCircles(v);
  return {
    title: `Stellar Empires, turn ${v.turn}, ${v.phase}`,
    layout: 'plane',
    unit: '″',
    areas: [
      {
        id: 'table',
        label: `${v.table.width}″ × ${v.table.length}″`,
        x: 0,
        y: 0,
        width: v.table.width,
        height: v.table.length,
      },
    ],
    scaleBar: SCALE_BAR,
    pieces,
    ...(circles.length > 0 ? { circles } : {}),
    ...(selected ? { selected: { id: selected.id, arcs: arcsOf(selected) } } : {}),
    sides: [0, 1].map((seat) => ({ seat, name: options.names.seat(seat) })),
  };
}
