/**
 * The movement submission (spec 7.3): for every active battlegroup its start-of-step effects, an
 * optional jump hop and each ship's legs, all validated before any die is rolled (ABS-ACT-5).
 */
import type { Problem } from '../../../core/problems.js';
import type { Rng } from '../../../core/rng.js';
import { E, fail } from '../codes.js';
import { schedule } from '../flow/agenda.js';
import type { ActivationFrame, MoveFrame } from '../flow/frames.js';
import { jumpPointsInReach } from '../rules/jump-out.js';
import { moveFrom, onTable } from '../rules/measure.js';
import { bgInPlay, bgShips, jumpPointsOf } from '../rules/models.js';
import { battlegroupMovementProblems, currentThrust, legsAllowed } from '../rules/movement.js';
import { budgetFor, commitTokens, paymentProblems, tacticalTokens } from '../rules/payment.js';
import { jumpRange } from '../rules/scale.js';
import { classStats } from '../rules/units.js';
import { tableById } from '../rules/jump.js';
import type { AbsState, Battlegroup, Seat } from '../state.js';
import type { BattlegroupMovement, Leg, MovementSubmission, Payment } from '../submissions.js';
import { formationAround } from './jump-turn.js';
import { kind, ruled, type RoguePayment } from './kind.js';
import { chance, near, pick, upTo } from './random.js';
import { movementSchema } from './schemas.js';

/** The command effects a battlegroup's plan may pay for. */
const PAID_EFFECTS = ['powerToEngines', 'inertialDampeners'] as const;

export function movementProblems(s: AbsState, seat: Seat, o: MovementSubmission): Problem[] {
  const out: Problem[] = [];
  const active = s.activation?.bgs ?? [];
  const budget = budgetFor(s, seat);
  const seen = new Set<string>();
  o.battlegroups.forEach((entry, i) => {
    const p = `/battlegroups/${i}`;
    const bg = bgInPlay(s, entry.battlegroup);
    if (!bg || !active.includes(bg.id)) {
      out.push(
        fail(
          E.wrongPhase,
          `${entry.battlegroup} is not active in this activation`,
          `${p}/battlegroup`,
        ),
      );
      return;
    }
    if (seen.has(bg.id)) {
      out.push(fail(E.effectAlreadyUsed, `${bg.id} moves once per step`, `${p}/battlegroup`));
      return;
    }
    seen.add(bg.id);
    if (entry.powerToEngines)
      out.push(
        ...paymentProblems(s, 1, entry.powerToEngines, bg.id, `${p}/powerToEngines`, budget),
      );
    if (entry.inertialDampeners)
      out.push(
        ...paymentProblems(s, 1, entry.inertialDampeners, bg.id, `${p}/inertialDampeners`, budget),
      );
    out.push(...battlegroupMovementProblems(s, bg, entry, p));
  });
  return out;
}

/** The longest distance ≤ want, in steps, that keeps every point on its table. */
function fit(
  s: AbsState,
  points: { table: string; x: number; y: number }[],
  heading: number,
  want: number,
): number {
  for (let d = want; d > 0.05; d *= 0.6) {
    if (points.every((p) => onTable(tableById(s, p.table)!, moveFrom(p, heading, d))))
      return Math.round(d * 1000) / 1000;
  }
  return 0;
}

function payWith(s: AbsState, seat: Seat, rng: Rng): Payment | null {
  if (tacticalTokens(s, seat) > 0) return { pay: 'token' };
  return chance(rng, 0.2) ? { pay: 'rogue' } : null;
}

/** A random legal plan for one battlegroup: a formation move keeps it in coherency. */
function samplePlan(s: AbsState, seat: Seat, bg: Battlegroup, rng: Rng): BattlegroupMovement {
  const plan: BattlegroupMovement = { battlegroup: bg.id, moves: [] };
  if (chance(rng, 0.1)) return plan;
  if (chance(rng, 0.15)) plan.powerToEngines = payWith(s, seat, rng) ?? undefined;
  if (chance(rng, 0.08)) plan.inertialDampeners = payWith(s, seat, rng) ?? undefined;
  if (!plan.powerToEngines) delete plan.powerToEngines;
  if (!plan.inertialDampeners) delete plan.inertialDampeners;
  const ships = bgShips(s, bg);
  let points = ships.map((x) => ({ ...x.at }));
  const from = jumpPointsInReach(s, bg);
  if (from.length > 0 && chance(rng, 0.3)) {
    const dest = jumpPointsOf(s, seat).filter((jp) => jp.id !== from[0].id);
    if (dest.length > 0) {
      const to = pick(rng, dest);
      const range = jumpRange(classStats(s, bg.classId).mass);
      const centre = near(rng, to.at, Math.max(0, range - 1.6));
      const spots = formationAround(centre, ships.length, rng.int(360));
      plan.jumpHop = {
        when: 'start',
        to: to.id,
        placements: ships.map((x, i) => ({ ship: x.id, ...spots[i] })),
      };
      points = spots.map((p) => ({ table: to.at.table, x: p.x, y: p.y }));
    }
  }
  const thrust = currentThrust(s, bg, plan.powerToEngines !== undefined);
  const legs: Leg[] = [];
  for (let i = 0; i < legsAllowed(bg); i++) {
    const heading = rng.int(360);
    const distance = fit(s, points, heading, upTo(rng, thrust));
    legs.push({ heading, distance });
    points = points.map((p) => ({ table: p.table, ...moveFrom(p, heading, distance) }));
  }
  plan.moves = ships.map((x) => ({ ship: x.id, legs: legs.map((l) => ({ ...l })) }));
  return plan;
}

export const movementKind = kind<MovementSubmission, ActivationFrame>({
  types: ['movement'],
  schema: movementSchema,
  prompt: (s) =>
    `Movement step: pivot then move each ship of ${s.activation!.bgs.join(', ')} (effects, jump hop optional)`,
  rules: (s, seat, _f, o) => movementProblems(s, seat, o),
  sample: (s, seat, _f, rng) => {
    const out: BattlegroupMovement[] = [];
    // Whether the last check covered the whole order as it is returned.
    let checked = false;
    for (const id of s.activation!.bgs) {
      const bg = bgInPlay(s, id);
      if (!bg) continue;
      let plan = samplePlan(s, seat, bg, rng);
      checked = movementProblems(s, seat, { battlegroups: [...out, plan] }).length === 0;
      if (!checked) plan = { battlegroup: bg.id, moves: [] };
      out.push(plan);
    }
    const o = { battlegroups: out };
    return checked ? ruled(o) : o;
  },
  defaultOrder: () => ({ battlegroups: [] }),
  // Only the payments made: most plans pay for no effect, and each entry builds its path.
  roguePayments: (_s, _f, o) => {
    const out: RoguePayment[] = [];
    o.battlegroups.forEach((b, i) => {
      for (const effect of PAID_EFFECTS) {
        const payment = b[effect];
        if (payment)
          out.push({ path: `/battlegroups/${i}/${effect}`, payment, tokens: 1, bg: b.battlegroup });
      }
    });
    return out;
  },
  apply: (s, seat, f, o) => {
    // Tokens for every battlegroup's effects are spent now, so that nothing in between (an Executive
    // Override of an earlier battlegroup's Red Alert) can spend them twice.
    for (const b of o.battlegroups) {
      if (b.powerToEngines) commitTokens(s, seat, 1, b.powerToEngines);
      if (b.inertialDampeners) commitTokens(s, seat, 1, b.inertialDampeners);
    }
    const frames: MoveFrame[] = s
      .activation!.bgs.filter((id) => s.battlegroups[id])
      .map((id) => ({
        f: 'move',
        stage: 'effects',
        // The log's own copy of the order (decision 0032), which no rule changes: shared.
        plan: o.battlegroups.find((b) => b.battlegroup === id) ?? {
          battlegroup: id,
          moves: [],
        },
      }));
    f.stage = 'passive';
    f.wait = undefined;
    schedule(s, ...frames);
  },
});
