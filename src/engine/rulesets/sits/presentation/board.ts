/**
 * The SITS hex map as a viewer sees it (SITS-GEN-8: positions, vectors, facing, roll and damage
 * are open): ships on their hexes with facing and velocity, and the selected ship's mount arcs as
 * its roll leaves them (SITS-GEO-7), sectors counted clockwise from the bow.
 */
import type { Viewer } from '../../../core/contract.js';
import type { Board, BoardArc, BoardOptions, BoardPiece } from '../../../core/presentation.js';
import { arcSectors, rollState } from '../rules/arcs.js';
import { DIRECTIONS, directionIndex, type DirectionLetter } from '../rules/directions.js';
import type { ShipClass } from '../state.js';
import { HEX_SIZE, placed, type viewOf } from '../view.js';

type SitsView = ReturnType<typeof viewOf>;
type ShipView = SitsView['ships'][number];

/** Hexes of open space around the ships. */
const MARGIN = 3;
const SCALE_BAR = 5;
/** How far to draw an arc of a mount whose range the tables do not bound (missiles). */
const OPEN_ARC_LENGTH = 10;

/** A hex direction letter (A up, clockwise) in the board's degrees (counter-clockwise from +x). */
function letterDegrees(letter: DirectionLetter): number {
  return 90 - 60 * directionIndex(letter);
}

function velocity(ship: ShipView): { dx: number; dy: number } {
  let dx = 0;
  let dy = 0;
  for (const letter of DIRECTIONS) {
    const n = ship.velocity[letter];
    const r = (letterDegrees(letter) * Math.PI) / 180;
    dx += n * Math.cos(r);
    dy += n * Math.sin(r);
  }
  return { dx, dy };
}

/** One wedge per sector any mount covers, out to the longest range among them. */
function arcsOf(ship: ShipView, shipClass: ShipClass | undefined): BoardArc[] {
  const bow = letterDegrees(ship.facing);
  const roll = rollState(ship.rollAngle);
  const sectors = new Map<number, { range: number; mounts: string[] }>();
  for (const m of shipClass?.mounts ?? []) {
    for (const sector of arcSectors(m.side, roll)) {
      const s = sectors.get(sector) ?? { range: 0, mounts: [] };
      s.range = Math.max(s.range, m.maxRange ?? OPEN_ARC_LENGTH);
      s.mounts.push(m.id);
      sectors.set(sector, s);
    }
  }
  return [...sectors].map(([sector, s]) => ({
    from: bow - 60 * sector - 30,
    to: bow - 60 * sector + 30,
    range: s.range,
    label: s.mounts.join(', '),
  }));
}

/**
 * A salvo in flight (SITS-MSL): drawn at its launch hex, pointing at its target, with what it is;
 * missiles are open information like everything on the map (SITS-GEN-8).
 */
function salvoPieces(v: SitsView, seatOf: (side: string) => number): BoardPiece[] {
  return v.salvos
    .filter((s) => s.status === 'in_flight')
    .map((s) => {
      const from = placed(s.launchPos);
      const target = v.ships.find((x) => x.id === s.target);
      const launcher = v.ships.find((x) => x.id === s.launcher);
      const facing = target
        ? (Math.atan2(target.pos.y - from.y, target.pos.x - from.x) * 180) / Math.PI
        : undefined;
      return {
        id: s.id,
        label: `${s.count}× ${s.missileType}`,
        x: from.x,
        y: from.y,
        ...(facing === undefined ? {} : { facing }),
        side: launcher ? seatOf(launcher.side) : null,
        kind: 'missile' as const,
        status: [`at ${s.target}`, s.warhead, ...(s.decoyed ? ['decoyed'] : [])],
      };
    });
}

export function boardOf(view: unknown, _viewer: Viewer, options: BoardOptions): Board | null {
  const v = view as SitsView;
  if (v.ships.length === 0) return null;
  const seatOf = (side: string) => v.sides.findIndex((s) => s.id === side);
  const pieces: BoardPiece[] = v.ships.map((s) => ({
    id: s.id,
    label: s.id,
    x: s.pos.x,
    y: s.pos.y,
    facing: letterDegrees(s.facing),
    side: seatOf(s.side),
    kind: 'ship',
    status: [`hull ${s.hull}/${s.maxHull}`, ...(s.status === 'active' ? [] : [s.status])],
    vector: velocity(s),
    ...(s.status === 'active' ? {} : { inactive: true }),
  }));
  pieces.push(...salvoPieces(v, seatOf));
  const xs = pieces.map((p) => p.x);
  const ys = pieces.map((p) => p.y);
  const minX = Math.min(...xs) - MARGIN;
  const minY = Math.min(...ys) - MARGIN;
  const selectedId =
    options.selected ?? v.ships.find((s) => s.side === v.mySide && s.status === 'active')?.id;
  const selected = v.ships.find((s) => s.id === selectedId);
  return {
    title: `SITS, turn ${v.turn}, segment ${v.segment}`,
    layout: 'hex',
    hex: { size: HEX_SIZE },
    unit: 'hexes',
    areas: [
      {
        id: 'map',
        x: minX,
        y: minY,
        width: Math.max(...xs) + MARGIN - minX,
        height: Math.max(...ys) + MARGIN - minY,
      },
    ],
    scaleBar: SCALE_BAR,
    pieces,
    ...(selected
      ? { selected: { id: selected.id, arcs: arcsOf(selected, v.classes[selected.classId]) } }
      : {}),
    sides: v.sides.map((s, seat) => ({ seat, name: options.names.seat(seat) })),
  };
}
