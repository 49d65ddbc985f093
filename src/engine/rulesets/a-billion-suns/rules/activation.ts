/**
 * Activations (ABS-ACT-1..3, 10) and Combined Orders (ABS-TAC-1).
 */
import type { StepContext } from '../../../core/contract.js';
import type { Problem } from '../../../core/problems.js';
import { E, fail } from '../codes.js';
import type { AbsState, Battlegroup, Seat } from '../state.js';
import type { ActivateSubmission } from '../submissions.js';
import { within } from './measure.js';
import { battlegroupsBySeq, bgInPlay, bgShips } from './models.js';
import { budgetFor, paymentProblems } from './payment.js';
import { classStats } from './units.js';

export const MAX_COMBINED = 3;

/** The CEO's battlegroups that may still activate this round, ascending seq. */
export function unactivated(s: AbsState, seat: Seat): Battlegroup[] {
  return battlegroupsBySeq(
    s,
    (bg) => bg.ceo === seat && !bg.activated && bgInPlay(s, bg.id) !== null,
  );
}

/** Whether the CEO has a battlegroup that may still activate: `unactivated` stopping at the first. */
export function mayActivate(s: AbsState, seat: Seat): boolean {
  for (const id in s.battlegroups) {
    const bg = s.battlegroups[id];
    if (bg.ceo === seat && !bg.activated && bgInPlay(s, id) !== null) return true;
  }
  return false;
}

/** ABS-BG-6: class mass × ships in play. */
export function combinedMass(s: AbsState, bg: Battlegroup): number {
  return classStats(s, bg.classId).mass * bgShips(s, bg).length;
}

/** ABS-TAC-1: every ship within (m_a + 3)″ of at least one ship a of the active battlegroup. */
export function whollyWithinReach(s: AbsState, active: Battlegroup, other: Battlegroup): boolean {
  const mine = bgShips(s, active);
  const reachOf = classStats(s, active.classId).mass + 3;
  return bgShips(s, other).every((x) =>
    mine.some((a) => a.at.table === x.at.table && within(a.at, x.at, reachOf)),
  );
}

export function activateProblems(s: AbsState, seat: Seat, o: ActivateSubmission): Problem[] {
  const own = (id: string, path: string): Battlegroup | Problem => {
    const bg = s.battlegroups[id];
    if (!bg || !bgInPlay(s, id)) return fail(E.unknownId, `no battlegroup "${id}" in play`, path);
    if (bg.ceo !== seat) return fail(E.notYourUnit, `${id} is not yours (ABS-TAC-0)`, path);
    if (bg.activated)
      return fail(E.alreadyActivated, `${id} has already activated (ABS-ACT-1)`, path);
    return bg;
  };
  const active = own(o.battlegroup, '/battlegroup');
  if ('code' in active) return [active];
  const co = o.combinedOrders;
  if (!co) return [];
  const out: Problem[] = [];
  if (co.with.length < 1 || co.with.length > MAX_COMBINED)
    out.push(
      fail(
        E.combinedCount,
        `Combined Orders selects 1 to 3 battlegroups, not ${co.with.length} (ABS-TAC-1)`,
        '/combinedOrders/with',
      ),
    );
  let mass = 0;
  const seen = new Set<string>([active.id]);
  co.with.forEach((id, i) => {
    const p = `/combinedOrders/with/${i}`;
    if (seen.has(id)) {
      out.push(fail(E.combinedCount, `${id} is selected twice`, p));
      return;
    }
    seen.add(id);
    const bg = own(id, p);
    if ('code' in bg) {
      out.push(bg);
      return;
    }
    mass += combinedMass(s, bg);
    if (!whollyWithinReach(s, active, bg))
      out.push(
        fail(E.combinedRange, `${id} is not wholly within m+3″ of ${active.id} (ABS-TAC-1)`, p),
      );
  });
  const cap = combinedMass(s, active);
  if (mass > cap)
    out.push(
      fail(
        E.combinedMass,
        `selected combined m ${mass} exceeds the active combined m ${cap} (ABS-TAC-1)`,
        '/combinedOrders/with',
      ),
    );
  out.push(
    ...paymentProblems(s, 1, co.payment, active.id, '/combinedOrders/payment', budgetFor(s, seat)),
  );
  return out;
}

/** ABS-ACT-2 (a)(b): discard the Easy Target token and reset the per-activation trackers. */
export function beginActivation(s: AbsState, bg: Battlegroup, ctx: StepContext): void {
  if (bg.easyTarget) {
    bg.easyTarget = false;
    ctx.emit({ type: 'easy_target.discarded', data: { battlegroup: bg.id } });
  }
  bg.order = null;
  bg.engageTarget = null;
  bg.used = { powerToEngines: false, inertialDampeners: false, jumpHop: false, scan: false };
  bg.thrustMultiplier = 1;
  for (const ship of bgShips(s, bg)) {
    ship.moved = 0;
    ship.maxPivot = 0;
  }
}

/** ABS-ACT-10: the battlegroups are activated; orders and trackers expire, Easy Target stays. */
export function endActivation(s: AbsState, ctx: StepContext): void {
  const act = s.activation;
  if (!act) return;
  for (const id of act.bgs) {
    const bg = s.battlegroups[id];
    if (!bg) continue;
    bg.activated = true;
    bg.order = null;
    bg.engageTarget = null;
    bg.thrustMultiplier = 1;
    bg.used = { powerToEngines: false, inertialDampeners: false, jumpHop: false, scan: false };
  }
  ctx.emit({
    type: 'activation.ended',
    data: { ceo: s.ceos[act.ceo].id, battlegroups: [...act.bgs] },
  });
  s.activation = null;
}
