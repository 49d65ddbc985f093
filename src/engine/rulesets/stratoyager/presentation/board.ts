/**
 * The Stratoyager table as a viewer sees it (SY-GEN-4: everything on the table is public): units
 * with facing, course × speed as a vector, pilots, obstacles, and the selected unit's front arc
 * to the farthest firing range (SY-GEO-5, SY-HIT-1) — all round for a turret (TURRET_360).
 */
import type { Viewer } from '../../../core/contract.js';
import type { Board, BoardArc, BoardOptions, BoardPiece } from '../../../core/presentation.js';
import { MAX_FIRING_RANGE } from '../combat/range.js';
import type { UnitState } from '../model.js';
import { findUnitType } from '../units/index.js';
import type { viewOf } from '../view.js';
import { hourDegrees, lower } from './words.js';

type StratoyagerView = ReturnType<typeof viewOf>;

/** One range band (CLOSE ends at 6 Klicks): the scale bar's length. */
const SCALE_BAR = 6;

function unitStatus(u: UnitState): string[] {
  const status: string[] = [];
  if (u.status !== 'ON_TABLE') status.push(lower(u.status));
  status.push(`speed ${u.speed}`, `structure ${u.structure}`);
  if (u.shields > 0) status.push(`shields ${u.shields}`);
  if (u.stress !== 'NONE') status.push(lower(u.stress));
  if (u.targetLock) status.push(`lock ${u.targetLock.targetId}`);
  return status;
}

function unitPiece(u: UnitState & { pos: { x: number; y: number } }): BoardPiece {
  const course = (hourDegrees(u.course) * Math.PI) / 180;
  return {
    id: u.id,
    label: u.id,
    x: u.pos.x,
    y: u.pos.y,
    facing: hourDegrees(u.facing),
    side: u.side,
    kind: 'ship',
    status: unitStatus(u),
    vector: { dx: Math.cos(course) * u.speed, dy: Math.sin(course) * u.speed },
    ...(u.status === 'ON_TABLE' ? {} : { inactive: true }),
  };
}

function arcsOf(u: UnitState): BoardArc[] {
  const turret = findUnitType(u.typeId)?.specialFeatures.mainWeapon.includes('TURRET_360');
  const facing = hourDegrees(u.facing);
  return turret
    ? [{ from: 0, to: 360, range: MAX_FIRING_RANGE, label: 'turret' }]
    : [{ from: facing - 30, to: facing + 30, range: MAX_FIRING_RANGE, label: 'front arc' }];
}

/**
 * A locked missile in flight (SY-LOCK-6) has no peg of its own until it lands in LMD: it is drawn
 * three quarters of the way from its launcher to its target, pointing at the target.
 */
function missilePieces(v: StratoyagerView, placed: readonly UnitState[]): BoardPiece[] {
  return v.missiles.flatMap((m) => {
    const launcher = placed.find((u) => u.id === m.launcherId);
    const target = placed.find((u) => u.id === m.targetId);
    if (!launcher?.pos || !target?.pos) return [];
    const dx = target.pos.x - launcher.pos.x;
    const dy = target.pos.y - launcher.pos.y;
    return [
      {
        id: `missile-${m.seq}`,
        label: `${lower(m.missileClass)} missile ${m.seq}`,
        x: launcher.pos.x + 0.75 * dx,
        y: launcher.pos.y + 0.75 * dy,
        ...(dx === 0 && dy === 0 ? {} : { facing: (Math.atan2(dy, dx) * 180) / Math.PI }),
        side: launcher.side,
        kind: 'missile' as const,
        status: [`locked on ${m.targetId}`, `${m.damageDice} damage dice`],
      },
    ];
  });
}

export function boardOf(view: unknown, _viewer: Viewer, options: BoardOptions): Board | null {
  const v = view as StratoyagerView;
  const placed = v.units.filter(
    (u): u is UnitState & { pos: { x: number; y: number } } => u.pos !== null,
  );
  if (placed.length === 0 && v.turn === 0 && v.stage !== 'DEPLOY_PLACEMENT') return null;
  const pieces: BoardPiece[] = [...placed.map(unitPiece), ...missilePieces(v, placed)];
  for (const p of v.pilots) {
    pieces.push({
      id: p.id,
      label: `pilot of ${p.unitId}`,
      x: p.pos.x,
      y: p.pos.y,
      side: p.side,
      kind: 'marker',
    });
  }
  const selectedId = options.selected ?? v.active.find((id) => placed.some((u) => u.id === id));
  const selectedUnit = placed.find((u) => u.id === selectedId);
  const where =
    v.turn === 0 ? 'deployment' : `turn ${v.turn}${v.segment > 0 ? `, segment ${v.segment}` : ''}`;
  return {
    title: `Stratoyager${v.scenarioId ? ` — ${v.scenarioId}` : ''}, ${where}`,
    layout: 'plane',
    unit: 'Klicks',
    areas: [{ id: 'table', x: 0, y: 0, width: v.config.tableWidth, height: v.config.tableLength }],
    scaleBar: SCALE_BAR,
    pieces,
    circles: v.obstacles.flatMap((o) =>
      o.shape.kind === 'circle'
        ? [{ ...o.shape.center, radius: o.shape.radius, label: o.id, kind: 'obstacle' as const }]
        : [],
    ),
    polygons: v.obstacles.flatMap((o) =>
      o.shape.kind === 'polygon'
        ? [{ points: o.shape.points, label: o.id, kind: 'obstacle' as const }]
        : [],
    ),
    ...(selectedUnit ? { selected: { id: selectedUnit.id, arcs: arcsOf(selectedUnit) } } : {}),
    sides: [0, 1].map((seat) => ({ seat, name: options.names.seat(seat) })),
  };
}
