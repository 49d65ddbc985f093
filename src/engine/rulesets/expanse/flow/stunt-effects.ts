/** What a bought stunt does to the battle (§3.14), for the stunts the flow offers (EX-D-2). */
import type { StepContext } from '../../../core/contract.js';
import { shipById, timingOf, type ExpanseState } from '../battle.js';
import { own, ownEffects, recordOf } from '../copy-on-write.js';
import { tn } from '../data/tables.js';
import type { StuntOrder } from '../orders.js';
import { roleHolder, testScore } from '../rules/crew.js';
import { removeDamageUnit } from '../rules/damage-control.js';
import { purchaseKey, type Payment, type Timing } from '../rules/stunts.js';
import { basicTest, rollTest } from '../rules/test.js';
import { objectOf, payFor } from './purchases.js';
import { combinedFire, goodAdvice } from './fleet-stunts.js';
import { follow } from './follow.js';
import { guidanceKey } from './guidance.js';
import { hackTheSystem } from './hack.js';
import { weaponOnline } from './weapon-online.js';
import { startQuickStart } from './quick-start.js';
import { resolvedTest } from './report.js';
import { buySetUp, SET_UP } from './set-up.js';
import { blockade, BLOCKADE } from './blockade.js';
import { dauntless, DAUNTLESS } from './dauntless.js';
import { misdirect, MISDIRECT } from './misdirect.js';
import { turnabout, TURNABOUT } from './turnabout.js';
import { TOO_CLOSE } from './too-close.js';

/** EX-STUNT-PATCH: INT (Engineering) TN 17; success takes DD off the breach, then hull losses. */
function patch(s: ExpanseState, shipId: string, ctx: StepContext): void {
  const ship = shipById(s, shipId);
  const engineer = roleHolder(ship, 'engineer');
  const r = basicTest(
    rollTest(ctx.dice, `${ship.name}: patch`),
    testScore(engineer, 'INT', 'Engineering'),
    tn('patch'),
  );
  resolvedTest(ctx, ship, 'patch', r, tn('patch'));
  if (!r.success) return;
  let left = r.drama;
  const breach = Math.min(left, ship.hullBreach);
  ship.hullBreach -= breach;
  left -= breach;
  own(ship, 'losses').hull -= Math.min(left, ship.losses.hull);
}

/**
 * The `stunt.bought` record: the order's fields in their order, then the payment (in the order's
 * place when it named one) and the timing. Copied key by key, not `{ ...o, pay, when }`: made in
 * optimised code, a spread with a field added gets a hidden class of its own every time (V8 11,
 * decision 0063), and every purchase's record was a new shape for the log's readers.
 */
function purchaseRecord(o: StuntOrder, pay: Payment[], when: Timing): Record<string, unknown> {
  const data = recordOf(o as unknown as Record<string, unknown>);
  data.pay = pay;
  data.when = when;
  return data;
}

/** Pays for a valid purchase, records it (EX-STUNT-GEN-5) and applies its effect. */
export function buy(s: ExpanseState, o: StuntOrder, ctx: StepContext): void {
  const ship = shipById(s, o.ship);
  const when = timingOf(s);
  const pay = payFor(s, ship, o);
  (s.bought[ship.id] ??= []).push(purchaseKey({ stunt: o.stunt, object: objectOf(o, when) }));
  ctx.emit({ type: 'stunt.bought', data: purchaseRecord(o, pay, when) });
  const fx = ownEffects(s, ship.id);
  const attack = s.attacks.find((a) => a.id === o.attack);
  if (attack) {
    attack.stunts.push({
      stunt: o.stunt,
      sp: o.sp,
      ...(o.system ? { system: o.system } : {}),
      ...(o.station ? { station: o.station } : {}),
      ...(typeof o.crew === 'string' ? { crew: o.crew } : {}),
    });
    return;
  }
  switch (o.stunt) {
    case 'EX-STUNT-ON-TARGET':
      fx.onTargetSp += o.sp;
      break;
    case 'EX-STUNT-MULTI-TARGETING':
      fx.multiTargeting = true;
      break;
    case 'EX-STUNT-EVASIVE-ACTION':
      fx.evasiveActionDice += Math.floor(o.sp / 3);
      break;
    case 'EX-STUNT-EVASIVE-MANOEUVRE':
      fx.evasiveManoeuvre = true;
      break;
    case 'EX-STUNT-STEADY-AS-SHE-GOES':
      // Replaced, not written: round effects' records are shared between copies (ownEffects).
      fx.steady =
        s.step === 2
          ? { s2: fx.steady.s2 + o.sp, s5: fx.steady.s5 }
          : { s2: fx.steady.s2, s5: fx.steady.s5 + o.sp };
      break;
    case 'EX-STUNT-CALCULATION':
      own(ship, 'bank').push({
        id: `${ship.id}.bank.${ship.bank.length + 1}`,
        source: 'calculation',
        amount: o.sp + 1,
        target: null,
        lockedTo: null,
        usableFromRound: s.round + 1,
      });
      break;
    case 'EX-STUNT-EAT-STATIC':
      s.eatStatic[ship.id] = (s.eatStatic[ship.id] ?? 0) + o.sp;
      break;
    case 'EX-STUNT-TACTICS':
      s.tacticsPenalty[o.target!] = (s.tacticsPenalty[o.target!] ?? 0) + Math.floor(o.sp / 2);
      break;
    case 'EX-STUNT-BLINDING-MANOEUVRE':
      ownEffects(s, o.target!).blinded += o.sp;
      break;
    case 'EX-STUNT-PERCEIVED-WEAKNESS':
      fx.perceivedWeakness += 1;
      break;
    case 'EX-STUNT-PRECISE-HIT':
      fx.preciseHit += 1;
      break;
    case 'EX-STUNT-QUICK-FIX':
      for (let i = 0; i < Math.floor(o.sp / 3); i++) removeDamageUnit(ship, o.system!);
      break;
    case 'EX-STUNT-DRAW-FIRE':
      fx.drawFire = { ally: o.ally!, n: Math.floor(o.sp / 2) };
      break;
    case 'EX-STUNT-PATCH':
      patch(s, ship.id, ctx);
      break;
    case 'EX-STUNT-BURN-THEM':
      fx.burnThem = o.target!;
      break;
    case 'EX-STUNT-SKIMMING':
      fx.skimming = true;
      break;
    case 'EX-STUNT-FOLLOW-THE-LEADER':
      follow(s, ship.id, o.leader!);
      break;
    case 'EX-STUNT-QUICK-START':
      startQuickStart(ship, o.crew as [string, string], s.round, ctx);
      break;
    case 'EX-STUNT-GOOD-ADVICE':
      goodAdvice(s, o);
      break;
    case 'EX-STUNT-COMBINED-FIRE':
      combinedFire(s, ship, o);
      break;
    case 'EX-STUNT-WEAPON-ONLINE':
      weaponOnline(ship, o.weapon!, o.crew as string, ctx);
      break;
    case 'EX-STUNT-HACK-THE-SYSTEM':
      hackTheSystem(s, ship, o.target!, o.hack!, ctx);
      break;
    case TOO_CLOSE:
      fx.tooCloseBid = o.cover!;
      break;
    case TURNABOUT:
      turnabout(s, ship, o, ctx);
      break;
    case MISDIRECT:
      misdirect(s, ship, o, ctx);
      break;
    case DAUNTLESS:
      dauntless(s, ship, o.target!, ctx);
      break;
    case BLOCKADE:
      blockade(s, o);
      break;
    case SET_UP:
      buySetUp(s, ship, o.target!, o.sp);
      break;
    case 'EX-STUNT-EXPLOITABLE-TERRAIN':
      // The free stunt it gives: Evasive Manoeuvre, or Follow the Leader on a ship at Close.
      if (o.choice === 'follow_the_leader') follow(s, ship.id, o.leader!);
      else fx.evasiveManoeuvre = true;
      break;
    case 'EX-STUNT-GUIDANCE': {
      const key = guidanceKey(o.test!, o.ref);
      const guidance = recordOf(fx.guidance);
      guidance[key] = (guidance[key] ?? 0) + o.sp;
      fx.guidance = guidance;
      break;
    }
  }
}
