/**
 * The Movement step of one battlegroup (ABS-ACT-5 (a)–(g)) and its Red Alert repair (ABS-ORD-4).
 */
import type { StepContext } from '../../../core/contract.js';
import { hop } from '../rules/jump-out.js';
import {
  applyLeg,
  bgDamaged,
  earnsEasyTarget,
  repair,
  shipsInDangerousSpace,
} from '../rules/movement.js';
import { bgInPlay, shipInPlay } from '../rules/models.js';
import { canPay, pay, rogueAllowed } from '../rules/payment.js';
import { classStats } from '../rules/units.js';
import type { AbsState } from '../state.js';
import { pop, schedule, waitFor } from './agenda.js';
import { areaAttack, type OverrideBatch } from './attack.js';
import type { MoveFrame, RedAlertFrame } from './frames.js';

/**
 * ABS-D-28: the jump point a hop goes to was destroyed after the submission was checked (an
 * explosion while an earlier battlegroup of the same submission moved): the hop is lost.
 */
function hopLost(s: AbsState, bg: string, to: string, ctx: StepContext): boolean {
  const jp = s.objects[to];
  if (jp && !jp.destroyed) return false;
  ctx.emit({ type: 'jump_hop.lost', data: { battlegroup: bg, to } });
  return true;
}

export function runMove(s: AbsState, f: MoveFrame, ctx: StepContext): 'next' {
  const bg = bgInPlay(s, f.plan.battlegroup);
  if (!bg) {
    pop(s);
    return 'next';
  }
  const seat = bg.ceo;
  const plan = f.plan;
  switch (f.stage) {
    case 'effects':
      f.stage = 'hop_start';
      // ABS-TAC-4 then ABS-TAC-2, at the start of the movement step.
      if (plan.powerToEngines) {
        bg.used = { ...bg.used, powerToEngines: true };
        if (pay(s, seat, 1, plan.powerToEngines, bg.id, 'power_to_engines', ctx, true))
          bg.thrustMultiplier = 2;
      }
      if (plan.inertialDampeners) {
        bg.used = { ...bg.used, inertialDampeners: true };
        pay(s, seat, 1, plan.inertialDampeners, bg.id, 'power_to_inertial_dampeners', ctx, true);
      }
      return 'next';
    case 'hop_start':
      f.stage = 'legs';
      if (plan.jumpHop?.when === 'start') {
        // The legs were planned from the hop's placements: without the hop, none is made.
        if (hopLost(s, bg.id, plan.jumpHop.to, ctx)) {
          f.stage = 'dangerous_space';
          return 'next';
        }
        const arrived = hop(s, bg, plan.jumpHop.to, plan.jumpHop.placements, ctx);
        schedule(s, { f: 'shock', ships: arrived, ceo: seat });
      }
      return 'next';
    case 'legs':
      f.stage = 'hop_end';
      for (const m of plan.moves) {
        const ship = s.ships[m.ship];
        if (!shipInPlay(ship) || ship.bg !== bg.id) continue;
        let pose = { at: ship.at, heading: ship.heading };
        const path = [];
        for (const leg of m.legs) {
          const step = applyLeg(pose, leg);
          ship.maxPivot = Math.max(ship.maxPivot, step.pivot);
          ship.moved += leg.distance;
          pose = step.pose;
          path.push({ x: pose.at.x, y: pose.at.y, heading: pose.heading, pivot: step.pivot });
        }
        ship.at = pose.at;
        ship.heading = pose.heading;
        ctx.emit({ type: 'ship.moved', data: { ship: ship.id, path, distance: ship.moved } });
      }
      return 'next';
    case 'hop_end':
      f.stage = 'dangerous_space';
      if (plan.jumpHop?.when === 'end' && !hopLost(s, bg.id, plan.jumpHop.to, ctx)) {
        const arrived = hop(s, bg, plan.jumpHop.to, plan.jumpHop.placements, ctx);
        schedule(s, { f: 'shock', ships: arrived, ceo: seat });
      }
      return 'next';
    case 'dangerous_space': {
      f.stage = 'red_alert';
      const ships = shipsInDangerousSpace(s, bg).filter((x) => classStats(s, x.classId).mass > 0);
      if (ships.length > 0)
        ctx.emit({
          type: 'dangerous_space.entered',
          data: { battlegroup: bg.id, ships: ships.map((x) => x.id) },
        });
      schedule(
        s,
        ...ships.map((x) =>
          areaAttack('dangerous_space', '', classStats(s, x.classId).mass, x.id, {
            attacker: null,
            sourceBg: null,
            credit: null,
          }),
        ),
      );
      return 'next';
    }
    case 'red_alert':
      f.stage = 'easy_target';
      if (bg.order === 'red_alert')
        schedule(s, { f: 'red_alert', bg: bg.id, natural: null, closed: false });
      return 'next';
    case 'easy_target':
      pop(s);
      if (earnsEasyTarget(s, bg)) {
        bg.easyTarget = true;
        ctx.emit({ type: 'easy_target.gained', data: { battlegroup: bg.id } });
      }
      return 'next';
  }
}

export function redAlertOverrideBatch(s: AbsState, f: RedAlertFrame): OverrideBatch | null {
  const bg = bgInPlay(s, f.bg);
  if (!bg || f.closed || f.natural === null || !rogueAllowed(s)) return null;
  return { owner: bg.ceo, bg: bg.id, dice: [{ sides: 3, natural: f.natural }] };
}

export function runRedAlert(s: AbsState, f: RedAlertFrame, ctx: StepContext): 'wait' | 'next' {
  const bg = bgInPlay(s, f.bg);
  if (!bg || (f.natural === null && !bgDamaged(s, bg))) {
    pop(s);
    return 'next';
  }
  if (f.natural === null)
    f.natural = ctx.dice.roll({
      purpose: `Red Alert repair of ${bg.id}`,
      sides: 3,
      seat: bg.ceo,
    })[0];
  const batch = redAlertOverrideBatch(s, f);
  if (batch && canPay(s, batch.owner, batch.bg)) return waitFor(s, f, 'override', [batch.owner]);
  pop(s);
  const steps = repair(s, bg, f.natural);
  ctx.emit({
    type: 'red_alert.repaired',
    data: { battlegroup: bg.id, roll: f.natural, removed: steps },
  });
  return 'next';
}
