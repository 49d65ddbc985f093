/**
 * S2_RESOLVE (EX-MAN): regain control, one manoeuvre roll per ship (EX-MAN-7), every pair's
 * contest, then all band changes together (EX-MAN-6); S2_END: disengagement (EX-MAN-12).
 */
import type { StepContext } from '../../../core/contract.js';
import { ownEffects } from '../copy-on-write.js';
import { isActive, shipById, type ExpanseState } from '../battle.js';
import { tn } from '../data/tables.js';
import type { IntentOrder, ManoeuvreOrders, ManoeuvreShipOrders } from '../orders.js';
import { roleScore } from '../rules/crew.js';
import { highGProblem } from '../rules/high-g.js';
import {
  canManoeuvre,
  manoeuvreBonus,
  resolveFriendlyPair,
  resolvePair,
  type Contestant,
  type Intent,
} from '../rules/manoeuvres.js';
import { crewShortfallPenalty } from '../rules/ships.js';
import { basicTest, opposedStuntPoints, rollTest, type TestFaces } from '../rules/test.js';
import type { Ship } from '../state.js';
import { endFollowing, follows } from './follow.js';
import { grappled, resolveGrapples } from './grapple.js';
import { guidanceOn } from './guidance.js';
import { resolveSkimming } from './skimming.js';
import { resolvedTest } from './report.js';
import { hindered } from './blockade.js';
import { resolveTooClose } from './too-close.js';

/** EX-ROUND-6: hold everything, g 0, try to regain control. */
export const DEFAULT_MANOEUVRE: ManoeuvreShipOrders = {
  intents: [],
  high_g: 0,
  regain_control: true,
};

/** EX-MAN-11: TN 15 Dex (Piloting) before contests; success clears out-of-control at once. */
function regainControl(s: ExpanseState, ship: Ship, o: ManoeuvreShipOrders, ctx: StepContext) {
  if (!s.outOfControl.includes(ship.id) || o.regain_control === false) return;
  const bonus = roleScore(ship, 'pilot') - ship.losses.manoeuvrability - crewShortfallPenalty(ship);
  const r = basicTest(
    rollTest(ctx.dice, `${ship.name}: regain control`),
    bonus,
    tn('regain_control'),
  );
  resolvedTest(ctx, ship, 'regain_control', r, tn('regain_control'));
  if (r.success) s.outOfControl = s.outOfControl.filter((id) => id !== ship.id);
}

function intentToward(o: ManoeuvreShipOrders, enemy: string, following: boolean): Intent {
  // EX-MAN-10: a follower always holds toward its leader.
  if (following) return { action: 'hold' };
  const i: IntentOrder | undefined = (o.intents ?? []).find((x) => x.enemy === enemy);
  return i ? { action: i.action, ...(i.bands ? { bands: i.bands } : {}) } : { action: 'hold' };
}

export function resolveStep2(
  s: ExpanseState,
  bundles: Record<string, ManoeuvreOrders>,
  ctx: StepContext,
): void {
  const orders = (ship: Ship) => bundles[ship.side]?.ships?.[ship.id] ?? DEFAULT_MANOEUVRE;
  resolveGrapples(s, orders, ctx);
  for (const ship of s.ships.filter(isActive))
    if (orders(ship).end_follow) endFollowing(s, ship.id, ctx);
  const mobile = (ship: Ship) =>
    canManoeuvre(ship, {
      outOfControl: s.outOfControl.includes(ship.id),
      grappled: grappled(s, ship),
    });
  for (const ship of s.ships.filter(isActive)) {
    regainControl(s, ship, orders(ship), ctx);
    const g = orders(ship).high_g ?? 0;
    // EX-HIGHG-3: an out-of-control ship's high-g is dropped without an error.
    const blocked = highGProblem(ship, g, { outOfControl: s.outOfControl.includes(ship.id) });
    ownEffects(s, ship.id).highG2 = blocked ? 0 : g;
  }
  resolveSkimming(s, ctx);
  const dice = new Map<string, TestFaces>();
  const rollFor = (ship: Ship) => {
    if (!dice.has(ship.id)) dice.set(ship.id, rollTest(ctx.dice, `${ship.name}: manoeuvre`));
    return dice.get(ship.id)!;
  };
  const contestant = (ship: Ship, other: Ship, following: boolean): Contestant => {
    const isMobile = mobile(ship);
    const intent = isMobile
      ? intentToward(orders(ship), other.id, following)
      : { action: 'hold' as const };
    const base = {
      ship,
      intent,
      mobile: isMobile,
      total: 0,
      drama: 0,
      score: roleScore(ship, 'pilot'),
    };
    return base;
  };
  const changes: { pair: number; band: Ship['id'] }[] = [];
  const winners = new Set<string>();
  s.pairs.forEach((pair, index) => {
    const a = shipById(s, pair.ships[0]);
    const b = shipById(s, pair.ships[1]);
    if (!isActive(a) || !isActive(b) || pair.band === 'BEYOND' || pair.grapple) return;
    const ca = contestant(a, b, follows(pair, a.id));
    const cb = contestant(b, a, follows(pair, b.id));
    if (a.side === b.side) {
      const band = resolveFriendlyPair(pair.band, ca.intent, cb.intent);
      if (band !== pair.band) changes.push({ pair: index, band });
      return;
    }
    const contested = ca.mobile && cb.mobile && ca.intent.action !== cb.intent.action;
    if (contested) {
      for (const c of [ca, cb]) {
        const faces = rollFor(c.ship);
        const other = c === ca ? b : a;
        c.total =
          faces[0] +
          faces[1] +
          faces[2] +
          manoeuvreBonus(
            c.ship,
            s.round,
            s.fx[c.ship.id].highG2,
            guidanceOn(s, c.ship.id, 'manoeuvre'),
          ) -
          // EX-MAN-5, EX-MAN-7: a per-contest modifier, against the ship a Blockade covers.
          (hindered(s, c.ship.id, other.id) ? 2 : 0);
        c.drama = faces[2];
      }
    }
    const out = resolvePair(pair.band, ca, cb);
    if (out.contested)
      ctx.emit({
        type: 'range.contested',
        data: {
          ships: [a.id, b.id],
          totals: [ca.total, cb.total],
          winner: out.winner?.ship.id ?? null,
        },
      });
    if (out.winner) winners.add(out.winner.ship.id);
    if (out.band !== pair.band) changes.push({ pair: index, band: out.band });
  });
  for (const c of changes) {
    const pair = s.pairs[c.pair];
    ctx.emit({ type: 'range.changed', data: { ships: pair.ships, from: pair.band, to: c.band } });
    pair.band = c.band as typeof pair.band;
  }
  resolveTooClose(s, ctx);
  // EX-CORE-9: a contest winner's pilot gains its Drama Die with doubles, once per step.
  for (const id of winners) {
    const ship = shipById(s, id);
    ship.sp.pilot += opposedStuntPoints(dice.get(id)!);
  }
}

/** EX-MAN-12: pairs at BEYOND are disengaged; a ship beyond every enemy leaves the battle. */
export function disengage(s: ExpanseState, ctx: StepContext): void {
  const leaving = s.ships.filter(isActive).filter((ship) => {
    const enemyPairs = s.pairs.filter((p) => {
      if (!p.ships.includes(ship.id)) return false;
      const other = shipById(s, p.ships[0] === ship.id ? p.ships[1] : p.ships[0]);
      return other.side !== ship.side && isActive(other);
    });
    return enemyPairs.length > 0 && enemyPairs.every((p) => p.band === 'BEYOND');
  });
  for (const ship of leaving) {
    ship.status = 'disengaged';
    ctx.emit({ type: 'ship.disengaged', data: { ship: ship.id } });
  }
}
