/**
 * Flight movement (SE-FTR-5, SE-MOV-4, SE-TER-4, SE-TER-7): straight to any point within thrust,
 * afterburners to twice that, asteroid inches counting double, and nebula saves.
 */
import type { StepContext } from '../../../../../core/contract.js';
import { distance, vec } from '../../../../../geometry/index.js';
import { problem, type Problem } from '../../../../../core/problems.js';
import type { SeState } from '../../../state.js';
import { position } from '../../bearings.js';
import { inNebula } from '../terrain/path.js';
import { chordInDisc } from '../terrain/terrain.js';
import type { FlightState } from './flight-state.js';
import { activeFlights, flightById, hitFlight, typeOf } from './flights.js';

export interface FighterMove {
  flight: string;
  to: { x: number; y: number };
  afterburner?: boolean;
}

export const MoveFlightCodes = {
  unknown: 'E_UNKNOWN_FLIGHT',
  owner: 'E_NOT_OWNER',
  moved: 'E_FIGHTER_ALREADY_MOVED',
  far: 'E_FIGHTER_MOVE_TOO_FAR',
  level: 'E_LEVEL_DISABLED',
} as const;

export const fighterMoveSchema = {
  type: 'object',
  required: ['flight', 'to'],
  additionalProperties: false,
  properties: {
    flight: { type: 'string' },
    to: {
      type: 'object',
      required: ['x', 'y'],
      additionalProperties: false,
      properties: { x: { type: 'number' }, y: { type: 'number' } },
    },
    afterburner: { type: 'boolean' },
  },
} as const;

/** SE-TER-4: thrust a straight move costs, each inch inside an asteroid zone counting twice. */
export function thrustCost(s: SeState, f: FlightState, to: { x: number; y: number }): number {
  const a = position(f);
  const b = vec(to.x, to.y);
  const inside = s.terrain.asteroids.reduce((n, z) => n + chordInDisc(a, b, z, z.radius), 0);
  return distance(a, b) + inside;
}

/** SE-FTR-5: afterburners once per battle, plus once per additional-fuel point. */
export function canAfterburn(f: FlightState): boolean {
  return typeOf(f).equipment.includes('afterburners') && (f.afterburnersUsed === 0 || f.fuel > 0);
}

export function hasUnmoved(s: SeState, side: 0 | 1): boolean {
  return activeFlights(s, side).some((f) => f.movedTurn !== s.turn);
}

/** SE-MOV-4, SE-FTR-5: every problem with a batch of at most `limit` flight moves for `side`. */
export function fighterMoveProblems(
  s: SeState,
  side: 0 | 1,
  moves: readonly FighterMove[],
  limit: number,
  base: string,
): Problem[] {
  if (moves.length === 0) return [];
  if (!s.options.level2)
    return [problem(MoveFlightCodes.level, 'fighters are a Level 2 rule', base)];
  const out: Problem[] = [];
  if (moves.length > limit)
    out.push(problem(MoveFlightCodes.moved, `at most ${limit} flights move now (SE-MOV-4)`, base));
  const seen = new Set<string>();
  moves.forEach((m, i) => {
    const at = `${base}/${i}`;
    const f = flightById(s, m.flight);
    if (!f || f.status !== 'active') {
      out.push(
        problem(MoveFlightCodes.unknown, `no flight ${m.flight} on the table`, `${at}/flight`),
      );
      return;
    }
    if (f.side !== side) {
      out.push(
        problem(MoveFlightCodes.owner, `${m.flight} belongs to the other side`, `${at}/flight`),
      );
      return;
    }
    if (f.movedTurn === s.turn || seen.has(f.id)) {
      out.push(problem(MoveFlightCodes.moved, `${f.id} has moved this turn`, `${at}/flight`));
      return;
    }
    seen.add(f.id);
    if (m.afterburner && !canAfterburn(f)) {
      out.push(
        problem(MoveFlightCodes.far, `${f.id} has no afterburner use left`, `${at}/afterburner`),
      );
      return;
    }
    const thrust = typeOf(f).thrust * (m.afterburner ? 2 : 1);
    const cost = thrustCost(s, f, m.to);
    if (cost > thrust + 1e-6)
      out.push(
        problem(
          MoveFlightCodes.far,
          `${f.id} needs ${cost.toFixed(2)} thrust and has ${thrust} (SE-FTR-5, SE-TER-4)`,
          `${at}/to`,
        ),
      );
  });
  return out;
}

/**
 * Moves the flights: off the table they are removed (SE-MOV-13), across a deadly edge destroyed
 * (SE-TER-8); in a nebula a long move saves at the end (SE-TER-7).
 */
export function moveFlights(s: SeState, moves: readonly FighterMove[], ctx: StepContext): void {
  for (const m of moves) {
    const f = flightById(s, m.flight);
    if (!f || f.status !== 'active') continue;
    const from = { x: f.x, y: f.y };
    const cost = thrustCost(s, f, m.to);
    const nebula = inNebula(s.terrain, position(f)) || inNebula(s.terrain, vec(m.to.x, m.to.y));
    if (m.afterburner) {
      if (f.afterburnersUsed > 0) f.fuel -= 1;
      f.afterburnersUsed += 1;
    }
    f.x = m.to.x;
    f.y = m.to.y;
    f.movedTurn = s.turn;
    ctx.emit({
      type: 'flight.moved',
      data: { flight: f.id, from, to: m.to, afterburner: m.afterburner === true },
    });
    const t = s.table;
    if (f.x < 0 || f.y < 0 || f.x > t.width || f.y > t.length) {
      const edge = f.y > t.length ? 'N' : f.x > t.width ? 'E' : f.y < 0 ? 'S' : 'W';
      f.status = s.terrain.deadly_edge === edge ? 'destroyed' : 'removed';
      ctx.emit({ type: 'flight.left_table', data: { flight: f.id, status: f.status } });
      continue;
    }
    const equipped = typeOf(f).equipment.includes('nebula_equipped');
    if (!nebula) continue;
    const armorPlus = equipped
      ? m.afterburner
        ? 2
        : null
      : cost > typeOf(f).thrust / 2 + 1e-6
        ? m.afterburner
          ? 6
          : 3
        : null;
    if (armorPlus !== null) hitFlight(s, f, { modifier: 0, armorPlus, cause: 'nebula' }, ctx);
  }
}
