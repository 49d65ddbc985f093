/**
 * Where the contractor bot wants its jump points and ships on the default scenario's kind of
 * board: a jump point 3″ from each asteroid (mining), one 3″ from a lifeboat (rescue), and ships
 * placed just outside their target's jump-shock radius, facing it.
 */
import { bearingDegrees } from '../../../geometry/index.js';
import { distance } from '../rules/measure.js';
import type { AbsState, GameObject, Point, Seat } from '../state.js';

export interface Site {
  /** The object the site serves (an asteroid or a lifeboat). */
  object: GameObject;
  /** Where to deploy the jump point, nearest first. */
  jumpPoints: Point[];
}

function ring(c: Point, r: number, toward: Point): Point[] {
  const base = bearingDegrees(c, toward) ?? 0;
  const out: Point[] = [];
  for (const off of [0, 30, -30, 60, -60, 90, -90, 120, -120, 150, -150, 180]) {
    const a = ((base + off) * Math.PI) / 180;
    out.push({
      x: Math.round((c.x + r * Math.cos(a)) * 100) / 100,
      y: Math.round((c.y + r * Math.sin(a)) * 100) / 100,
    });
  }
  return out;
}

export function tableCentre(s: AbsState, table: string): Point {
  const t = s.tables.find((x) => x.id === table)!;
  return { x: t.width / 2, y: t.height / 2 };
}

/** Candidate jump point spots 3.05″ from an object, the side facing the table centre first. */
export function siteFor(s: AbsState, o: GameObject): Site {
  return { object: o, jumpPoints: ring(o.at, 3.05, tableCentre(s, o.at.table)) };
}

export function objectsOfType(s: AbsState, type: GameObject['type']): GameObject[] {
  return Object.values(s.objects)
    .filter((o) => o.type === type && !o.destroyed)
    .sort((a, b) => a.seq - b.seq);
}

export function myJumpPoints(s: AbsState, seat: Seat): GameObject[] {
  return objectsOfType(s, 'jump_point').filter((o) => o.owner === seat);
}

/** My jump point serving `o` (within 4″ of it), if any. */
export function jumpPointNear(
  s: AbsState,
  seat: Seat,
  o: GameObject,
  within = 4,
): GameObject | null {
  return (
    myJumpPoints(s, seat).find(
      (jp) => jp.at.table === o.at.table && distance(jp.at, o.at) <= within,
    ) ?? null
  );
}

/** Spots for a ship near `jp`, `gap`″ from `o` (outside jump shock), nearest to `o` first. */
export function shipSpots(
  jp: GameObject,
  o: GameObject,
  gap: number,
): (Point & { heading: number })[] {
  const out: (Point & { heading: number })[] = [];
  for (const p of ring(o.at, gap, jp.at)) {
    const heading = Math.round(bearingDegrees(p, o.at) ?? 0);
    out.push({ ...p, heading });
  }
  return out;
}
