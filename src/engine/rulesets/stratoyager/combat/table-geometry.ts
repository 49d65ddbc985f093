/**
 * The geometry of a stateless attack request: what the caller measured (distance, aspect, arc,
 * LOS), or the pegs, facings and obstacles of their table, which the engine measures as a match
 * would (measure.ts). Given both, the stated values must agree with the table.
 */
import { isSimplePolygon } from '../../../geometry/polygon.js';
import { problem, type Problem } from '../../../core/problems.js';
import type { JsonSchema } from '../../../core/json-schema.js';
import type { Aspect, Hour, ObstacleShape } from '../model.js';
import { HOUR_SCHEMA, SHAPE_SCHEMA } from '../table-schema.js';
import { measureAttack, type Measured } from './measure.js';
import { bandOfSquaredDistance, type RangeBand } from './range.js';

/** A unit's peg on the VTT's table, in Klicks, and its facing (an hour, SY-GEO-2). */
export interface TableSpot {
  x: number;
  y: number;
  facing: Hour;
}

/** The geometry fields of a request; the units carry their `at`. */
export interface StatedGeometry {
  attacker: { at?: TableSpot };
  defender: { at?: TableSpot };
  /** Peg to peg, in Klicks. */
  distance?: number;
  /** The defender's face struck, as seen from the attacker (SY-GEO-6). */
  aspect?: Aspect;
  /** The defender is in the attacker's front arc (default true). */
  inArc?: boolean;
  /** No obstacle blocks the line between the pegs (default true). */
  lineOfSight?: boolean;
  /** Obstacles on the table (SY-OBS-1); only with positions. */
  obstacles?: ObstacleShape[];
}

/** What the engine measured on the caller's table, echoed in the answer. */
export interface Derived {
  distance: number;
  band: RangeBand;
  aspect: Aspect;
  inArc: boolean;
  lineOfSight: boolean;
}

export const SPOT_SCHEMA: JsonSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['x', 'y', 'facing'],
  description: 'Where the unit stands: its peg in Klicks, and the hour its nose points to.',
  properties: { x: { type: 'number' }, y: { type: 'number' }, facing: HOUR_SCHEMA },
};

export const OBSTACLES_SCHEMA: JsonSchema = {
  type: 'array',
  maxItems: 100,
  items: SHAPE_SCHEMA,
  description: 'Obstacles on the table (circles and polygons, SY-OBS-1); only with `at` positions.',
};

export type Geometry =
  { ok: true; measured: Measured; derived: Derived | null } | { ok: false; problems: Problem[] };

/** Stated values that disagree with what the table shows. */
function disagreements(stated: StatedGeometry, derived: Derived): Problem[] {
  const out: Problem[] = [];
  const differs = (field: keyof Derived, statedValue: unknown, same: boolean) => {
    if (statedValue === undefined || same) return;
    out.push(
      problem(
        'TABLE_DISAGREES',
        `${field} ${JSON.stringify(statedValue)} is not what the table shows (${JSON.stringify(derived[field])})`,
        `/${field}`,
      ),
    );
  };
  const d = stated.distance;
  differs('distance', d, d === undefined || bandOfSquaredDistance(d * d) === derived.band);
  differs('aspect', stated.aspect, stated.aspect === derived.aspect);
  differs('inArc', stated.inArc, stated.inArc === derived.inArc);
  differs('lineOfSight', stated.lineOfSight, stated.lineOfSight === derived.lineOfSight);
  return out;
}

function obstacleProblems(obstacles: readonly ObstacleShape[]): Problem[] {
  return obstacles.flatMap((o, i) =>
    o.kind === 'polygon' && !isSimplePolygon(o.points)
      ? [problem('INVALID_OBSTACLE', `obstacle ${i} is not a simple polygon`, `/obstacles/${i}`)]
      : [],
  );
}

/**
 * The measured facts of a well-formed request: from the pegs when both units have `at` (a stated
 * distance then only has to fall in the same band), else as stated.
 */
export function geometryOf(request: StatedGeometry): Geometry {
  const from = request.attacker.at;
  const to = request.defender.at;
  if (from && to) {
    const obstacles = request.obstacles ?? [];
    const bad = obstacleProblems(obstacles);
    if (bad.length > 0) return { ok: false, problems: bad };
    const measured = measureAttack(
      { pos: { x: from.x, y: from.y }, facing: from.facing },
      { pos: { x: to.x, y: to.y }, facing: to.facing },
      obstacles,
    );
    const derived: Derived = {
      distance: Math.sqrt(measured.distanceSquared),
      band: bandOfSquaredDistance(measured.distanceSquared),
      aspect: measured.aspect,
      inArc: measured.inArc,
      lineOfSight: measured.lineOfSight,
    };
    const problems = disagreements(request, derived);
    return problems.length > 0 ? { ok: false, problems } : { ok: true, measured, derived };
  }
  const problems: Problem[] = [];
  if (from || to || request.obstacles) {
    const missing = from ? '/defender/at' : '/attacker/at';
    problems.push(
      problem('POSITION_NEEDED', 'measuring on the table needs both units’ `at`', missing),
    );
    return { ok: false, problems };
  }
  if (request.distance === undefined)
    problems.push(problem('GEOMETRY_NEEDED', 'give `distance`, or both units’ `at`', '/distance'));
  if (request.aspect === undefined)
    problems.push(problem('GEOMETRY_NEEDED', 'give `aspect`, or both units’ `at`', '/aspect'));
  if (problems.length > 0) return { ok: false, problems };
  return {
    ok: true,
    derived: null,
    measured: {
      distanceSquared: request.distance! * request.distance!,
      aspect: request.aspect!,
      inArc: request.inArc ?? true,
      lineOfSight: request.lineOfSight ?? true,
    },
  };
}
