/**
 * The range-band diagram: positions are not coordinates in the Expanse, only a band per pair of
 * ships. One ship of the viewer's side (or the first ship) stands at the left edge; every other
 * ship stands in the column of its band from it, X-close to beyond Long, and lists its bands to
 * the others under its name.
 */
import type { Viewer } from '../../../core/contract.js';
import type { Board, BoardOptions, BoardPiece } from '../../../core/presentation.js';
import { BAND, BANDS } from '../data/tables.js';
import type { ExpanseView } from '../view.js';

const COLUMN = 1;
const ROW = 1;

export function boardOf(view: unknown, _viewer: Viewer, options: BoardOptions): Board | null {
  const v = view as ExpanseView;
  if (v.ships.length === 0) return null;
  const anchor =
    v.ships.find((s) => s.side === v.mySide && s.status === 'active') ??
    v.ships.find((s) => s.status === 'active') ??
    v.ships[0];
  const bandTo = (a: string, b: string) =>
    v.pairs.find((p) => p.ships.includes(a) && p.ships.includes(b))?.band ?? 'BEYOND';
  const seatOf = (side: string) => v.sides.findIndex((s) => s.id === side);
  const height = (v.ships.length + 1) * ROW;
  const pieces: BoardPiece[] = v.ships.map((s, i) => {
    const x = s.id === anchor.id ? 0 : (BAND[bandTo(anchor.id, s.id)] + 0.5) * COLUMN;
    const others = v.ships
      .filter((o) => o.id !== s.id && o.id !== anchor.id)
      .map((o) => `${o.id} ${bandTo(s.id, o.id)}`);
    return {
      id: s.id,
      label: `${s.id} ${s.name}`,
      x,
      y: height - (i + 1) * ROW,
      side: seatOf(s.side),
      kind: 'ship',
      status: [...(s.status === 'active' ? [] : [s.status.replace('_', ' ')]), ...others],
      ...(s.status === 'active' ? {} : { inactive: true }),
    };
  });
  return {
    title: `The Expanse, round ${v.round}, step ${v.step}: range bands from ${anchor.id}`,
    layout: 'plane',
    unit: 'bands',
    areas: BANDS.map((b, i) => ({
      id: b,
      label: b,
      x: i * COLUMN,
      y: 0,
      width: COLUMN,
      height,
    })),
    scaleBar: COLUMN,
    pieces,
    sides: v.sides.map((_, seat) => ({ seat, name: options.names.seat(seat) })),
  };
}
