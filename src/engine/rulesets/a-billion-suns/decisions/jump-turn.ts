/**
 * A Jump Phase turn (ABS-JUMP-1): deploy a jump point, jump in one battlegroup, or pass.
 */
import type { Rng } from '../../../core/rng.js';
import { schedule } from '../flow/agenda.js';
import type { JumpTurnsFrame } from '../flow/frames.js';
import {
  deployJumpPoint,
  deployProblems,
  jumpIn,
  jumpInProblems,
  MAX_BATTLEGROUP,
  reserveOf,
  utilityShipsInPlay,
} from '../rules/jump.js';
import { jumpPointsOf, nextSeat, shipInPlay } from '../rules/models.js';
import { jumpPointLimit, jumpRange, utilityLimit } from '../rules/scale.js';
import {
  classStats,
  isCarrierClass,
  isUtilityClass,
  isWingClass,
  SHIP_CLASS_IDS,
} from '../rules/units.js';
import type { AbsState, Seat } from '../state.js';
import type { DeployJumpPoint, JumpIn, JumpTurnSubmission } from '../submissions.js';
import { kind, ruled } from './kind.js';
import { chance, FORMATION, near, pick, upTo } from './random.js';
import { jumpTurnSchema } from './schemas.js';

function sampleDeploy(s: AbsState, seat: Seat, rng: Rng): DeployJumpPoint | null {
  for (let tries = 0; tries < 20; tries++) {
    const table = pick(rng, s.tables);
    const o: DeployJumpPoint = {
      type: 'deploy_jump_point',
      table: table.id,
      x: upTo(rng, table.width),
      y: upTo(rng, table.height),
    };
    if (deployProblems(s, seat, o).length === 0) return ruled(o);
  }
  return null;
}

/** Launch points a class may use: own jump points, and own Carriers for wings. */
export function launchPoints(s: AbsState, seat: Seat, classId: string) {
  const out = jumpPointsOf(s, seat).map((jp) => ({ id: jp.id, at: jp.at }));
  if (isWingClass(classId)) {
    for (const c of Object.values(s.ships))
      if (c.ceo === seat && shipInPlay(c) && isCarrierClass(c.classId))
        out.push({ id: c.id, at: c.at });
  }
  return out;
}

/** A compact formation of `count` ships around a point within reach of the launch point. */
export function formationAround(
  centre: { x: number; y: number },
  count: number,
  heading: number,
): { x: number; y: number; heading: number }[] {
  return FORMATION.slice(0, count).map((d) => ({
    x: Math.round((centre.x + d.x) * 1000) / 1000,
    y: Math.round((centre.y + d.y) * 1000) / 1000,
    heading,
  }));
}

function sampleJumpIn(s: AbsState, seat: Seat, rng: Rng): JumpIn | null {
  for (let tries = 0; tries < 12; tries++) {
    const classId = pick(rng, SHIP_CLASS_IDS);
    const points = launchPoints(s, seat, classId);
    if (points.length === 0) continue;
    const via = pick(rng, points);
    let max = MAX_BATTLEGROUP;
    if (isUtilityClass(classId)) max = utilityLimit(s.scale) - utilityShipsInPlay(s, seat);
    if (max < 1) continue;
    const count = 1 + rng.int(Math.min(max, MAX_BATTLEGROUP));
    const range = jumpRange(classStats(s, classId).mass);
    const centre = near(rng, via.at, Math.max(0, range - 1.6));
    const reserve = reserveOf(s, seat).filter((x) => x.classId === classId);
    const ships = formationAround(centre, count, rng.int(360)).map((p, i) =>
      i < reserve.length && chance(rng, 0.7) ? { reserveShip: reserve[i].id, ...p } : p,
    );
    const o: JumpIn = { type: 'jump_in', via: via.id, classId, ships };
    if (jumpInProblems(s, seat, o).length === 0) return ruled(o);
  }
  return null;
}

export const jumpTurnKind = kind<JumpTurnSubmission, JumpTurnsFrame>({
  types: ['deploy_jump_point', 'jump_in', 'pass'],
  typeRequired: true,
  schema: jumpTurnSchema,
  prompt: (s, seat) =>
    `Jump Phase: deploy a jump point, jump in a battlegroup, or pass (${s.ceos[seat].helm?.jumpIn ?? 0} Jump In token(s) left)`,
  rules: (s, seat, _f, o) => {
    if (o.type === 'deploy_jump_point') return deployProblems(s, seat, o);
    if (o.type === 'jump_in') return jumpInProblems(s, seat, o);
    return [];
  },
  sample: (s, seat, _f, rng) => {
    const points = jumpPointsOf(s, seat).length;
    const hasPoint = points > 0;
    const canDeploy = points < jumpPointLimit(s.tables.length);
    const roll = rng.int(100);
    if (roll < 25) return { type: 'pass' };
    if (hasPoint && roll < 80) {
      const o = sampleJumpIn(s, seat, rng);
      if (o) return o;
    }
    if (canDeploy) {
      const o = sampleDeploy(s, seat, rng);
      if (o) return o;
    }
    return { type: 'pass' };
  },
  defaultOrder: () => ({ type: 'pass' }),
  apply: (s, seat, f, o, ctx) => {
    f.turn = nextSeat(s, seat);
    f.wait = undefined;
    if (o.type === 'pass') {
      s.ceos[seat].passedJump = true;
      ctx.emit({ type: 'jump.passed', data: { ceo: s.ceos[seat].id, forced: false } });
      return;
    }
    if (o.type === 'deploy_jump_point') {
      deployJumpPoint(s, seat, o, ctx);
      return;
    }
    const bg = jumpIn(s, seat, o, ctx);
    // ABS-JUMP-6: jump shock at once, before the next turn.
    schedule(s, { f: 'shock', ships: [...bg.ships], ceo: seat });
  },
});
