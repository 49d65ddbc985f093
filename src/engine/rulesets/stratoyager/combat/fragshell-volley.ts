/**
 * A fragshell shot against several units at once, as a stateless request: the burst reaches every
 * listed unit in the front arc, in LOS and within 6 Klicks, friend or foe (SY-FEAT-6), and each
 * reached unit is one attack, rolled in canonical (id) order as the match rolls them.
 */
import type { Refusal } from '../../../core/contract.js';
import { schemaProblems, type JsonSchema } from '../../../core/json-schema.js';
import { problem, type Problem } from '../../../core/problems.js';
import type { MissileClass } from '../model.js';
import { MISSILE_CLASSES } from '../model.js';
import {
  attackRequestSchema,
  DEFENDER_SCHEMA,
  type AttackRequest,
  type DefenderRequest,
} from './attack-request.js';
import { fragshellReaches } from './measure.js';
import { geometryOf, type Derived, type StatedGeometry } from './table-geometry.js';

type TargetGeometry = Omit<StatedGeometry, 'attacker' | 'defender' | 'obstacles'>;

export interface FragshellVolleyRequest {
  weapon: 'FRAGSHELL';
  missileClass?: MissileClass;
  attacker: AttackRequest['attacker'];
  /** Every other unit near the shot; the engine picks those the burst reaches. */
  targets: (DefenderRequest & TargetGeometry & { id: string })[];
  obstacles?: StatedGeometry['obstacles'];
}

const single = attackRequestSchema.properties as Record<string, JsonSchema>;
const defender = DEFENDER_SCHEMA.properties as Record<string, JsonSchema>;

export const fragshellVolleySchema: JsonSchema = {
  type: 'object',
  title: 'Fragshell against several units',
  additionalProperties: false,
  required: ['weapon', 'attacker', 'targets'],
  properties: {
    weapon: { const: 'FRAGSHELL' },
    missileClass: { enum: MISSILE_CLASSES },
    attacker: single.attacker,
    targets: {
      type: 'array',
      minItems: 1,
      maxItems: 30,
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['id', 'typeId', 'speed'],
        properties: {
          id: { type: 'string', minLength: 1, maxLength: 64 },
          ...defender,
          distance: single.distance,
          aspect: single.aspect,
          inArc: single.inArc,
          lineOfSight: single.lineOfSight,
        },
      },
    },
    obstacles: single.obstacles,
  },
};

/** One target as the single attack it is, with its index in the request. */
export interface VolleyShot {
  id: string;
  index: number;
  request: AttackRequest;
  /** The burst reaches it; when false, nothing is rolled against it. */
  reached: boolean;
  derived: Derived | null;
}

/** Problems of a target's single attack, pointed back into the volley request. */
export function volleyPath(index: number, path: string): string {
  const own = ['/defender', '/distance', '/aspect', '/inArc', '/lineOfSight'];
  const hit = own.find((p) => path === p || path.startsWith(`${p}/`));
  if (!hit) return path;
  const rest = hit === '/defender' ? path.slice('/defender'.length) : path;
  return `/targets/${index}${rest}`;
}

export function repath(index: number, problems: Problem[]): Problem[] {
  return problems.map((p) => ({ ...p, path: volleyPath(index, p.path) }));
}

/** The volley as single attacks in id order, each marked reached or not. */
export function volleyShots(input: unknown): { ok: true; shots: VolleyShot[] } | Refusal {
  const malformed = schemaProblems(fragshellVolleySchema, input);
  if (malformed.length > 0) return { ok: false, problems: malformed };
  const volley = input as FragshellVolleyRequest;
  const problems: Problem[] = [];
  const seen = new Set<string>();
  const shots: VolleyShot[] = [];
  volley.targets.forEach((t, index) => {
    if (seen.has(t.id)) {
      problems.push(
        problem('DUPLICATE_TARGET', `target id ${t.id} is listed twice`, `/targets/${index}/id`),
      );
      return;
    }
    seen.add(t.id);
    const { id, distance, aspect, inArc, lineOfSight, ...unit } = t;
    const request: AttackRequest = {
      weapon: 'FRAGSHELL',
      missileClass: volley.missileClass,
      attacker: volley.attacker,
      defender: unit,
      distance,
      aspect,
      inArc,
      lineOfSight,
      obstacles: volley.obstacles,
    };
    const geometry = geometryOf(request);
    if (!geometry.ok) {
      problems.push(...repath(index, geometry.problems));
      return;
    }
    const reached = fragshellReaches(geometry.measured);
    shots.push({ id, index, request, reached, derived: geometry.derived });
  });
  if (problems.length > 0) return { ok: false, problems };
  shots.sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  return { ok: true, shots };
}

type Answer = ({ ok: true } & Record<string, unknown>) | Refusal;

/**
 * Judge each reached target with `judge` (a single attack's resolve or odds), in id order; the
 * first refusal refuses the volley, its problems pointed at that target.
 */
export function judgeVolley(input: unknown, judge: (request: AttackRequest) => Answer): Answer {
  const planned = volleyShots(input);
  if (!planned.ok) return planned;
  const targets: Record<string, unknown>[] = [];
  for (const shot of planned.shots) {
    if (!shot.reached) {
      targets.push({ id: shot.id, reached: false, derived: shot.derived });
      continue;
    }
    const answer = judge(shot.request);
    if (!answer.ok) return { ok: false, problems: repath(shot.index, answer.problems) };
    const { ok: _ok, ...rest } = answer;
    targets.push({ id: shot.id, reached: true, ...rest });
  }
  return { ok: true, weapon: 'FRAGSHELL', targets };
}
