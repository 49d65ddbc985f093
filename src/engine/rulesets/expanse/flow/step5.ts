/**
 * Step 5 (EX-DEF): the incoming items (EX-DEF-1), 5A evasion tests, then after the window 5B
 * point defence against torpedoes still incoming (EX-DEF-10), then hits (EX-DEF-11).
 */
import type { StepContext } from '../../../core/contract.js';
import { ownEffects, ownTorpedo } from '../copy-on-write.js';
import { flinched, isActive, shipById, type Attack, type ExpanseState } from '../battle.js';
import type { DefenceOrders, DefenceShipOrders } from '../orders.js';
import { usable } from '../rules/attacks.js';
import {
  dualUsing,
  evasionBase,
  evasionBonus,
  evasionImpossible,
  evasionTn,
  pointDefenceBonus,
  pointDefenceTn,
} from '../rules/defence.js';
import { highGProblem } from '../rules/high-g.js';
import { basicTest, rollTest, stuntPoints } from '../rules/test.js';
import type { Ship, Torpedo } from '../state.js';
import { resolvedTest } from './report.js';
import { followingNotLeader } from './follow.js';
import { guidanceOn } from './guidance.js';
import { stepTwoItem } from './set-up.js';
import { coverOf, deflect } from './too-close.js';
import { attackBonusOf, targetingOf } from './step4.js';

/** EX-ROUND-6: g 0 and point defence on every torpedo. */
export const DEFAULT_DEFENCE: DefenceShipOrders = { high_g: 0, point_defence: 'all' };

/** The attack item of a torpedo in flight, resolved in steps 5 and 6 like any other attack. */
export function torpedoItem(t: Torpedo): Attack {
  return {
    // A seized torpedo is named by its id: its new owner may have a launcher of that name.
    id: `r${t.launchRound}.${t.owner}.${t.hijacked ? t.id : t.launcher}`,
    attacker: t.owner,
    weapon: t.launcher,
    target: t.target,
    kind: 'torpedo',
    type: 'torpedo',
    band: t.launchBand,
    damage: t.damage,
    torpedo: t.id,
    result: 'pending',
    stunts: [],
  };
}

const burnThem = (a: Attack) => a.kind === 'burn_them';

/**
 * EX-DEF-1, EX-DMG-1: step-2 items (Set-up hazards, collisions) first, then Burn Them hits, then
 * earlier rounds' torpedoes impacting now, by id, then this round's declarations; a torpedo whose
 * target is gone is removed (EX-DMG-21). This order is the order of the hits in step 6.
 */
export function gatherIncoming(s: ExpanseState, ctx: StepContext): void {
  const earlier: Attack[] = [];
  for (const t of s.torpedoes) {
    if (t.status !== 'in_flight' || t.impactRound !== s.round) continue;
    if (!isActive(shipById(s, t.target))) {
      ownTorpedo(s, t).status = 'removed';
      ctx.emit({ type: 'torpedo.removed', data: { torpedo: t.id, why: 'target gone' } });
      continue;
    }
    if (t.launchRound < s.round) earlier.push(torpedoItem(t));
  }
  s.attacks = [
    ...s.attacks.filter(stepTwoItem),
    ...s.attacks.filter(burnThem),
    ...earlier,
    ...s.attacks.filter(
      (a) =>
        !stepTwoItem(a) &&
        !burnThem(a) &&
        (!a.torpedo || s.torpedoes.find((t) => t.id === a.torpedo)?.status === 'in_flight'),
    ),
  ];
}

function torpedoOf(s: ExpanseState, a: Attack): Torpedo | undefined {
  return a.torpedo ? s.torpedoes.find((t) => t.id === a.torpedo) : undefined;
}

/** EX-DEF-7: the ship-level dual-use flag, known once step-5 orders are in. */
function isDualUsing(s: ExpanseState, ship: Ship): boolean {
  const fx = s.fx[ship.id];
  const torpedoes = s.attacks.some((a) => a.target === ship.id && a.kind === 'torpedo');
  return dualUsing({
    pdcAttacked: fx.pdcAttacked,
    pointDefenceDeclared: fx.pointDefence && torpedoes,
    multiTargeting: fx.multiTargeting,
  });
}

/**
 * EX-DEF-2, EX-DEF-3: the evasion TN of an item, or null when it cannot be evaded: base +
 * targeting (a torpedo's snapshot) + attack bonus; a Set-up hazard has its own TN.
 */
function itemTn(s: ExpanseState, a: Attack, attacker: Ship): number | null {
  if (a.type === 'setup') return a.tn ?? null;
  if (a.type === 'burn_them' || a.type === 'collision') return null;
  const torpedo = torpedoOf(s, a);
  const base = evasionBase(a.type, a.band, a.type === 'pdc' && isDualUsing(s, attacker));
  if (base === null || base === 'auto_hit') return null;
  return evasionTn(
    base,
    torpedo ? torpedo.targetingSnapshot : targetingOf(s, attacker),
    torpedo ? torpedo.attackBonusSnapshot : attackBonusOf(s, attacker, a.target),
  );
}

/** EX-DEF-4: +2 beside a cover (its own, or its leader's) against any attacker but the cover. */
function tooCloseAgainst(s: ExpanseState, target: string, attacker: string): boolean {
  const cover = coverOf(s, target);
  return cover !== undefined && cover !== attacker;
}

function ewDefence(s: ExpanseState, defender: string, attacker: string): number {
  const ew = s.fx[defender].ew[attacker];
  return ew && ew.use === 'defence' ? ew.bonus : 0;
}

/** 5A: one evasion test per pending item, in canonical order. */
export function resolveEvasion(
  s: ExpanseState,
  bundles: Record<string, DefenceOrders>,
  ctx: StepContext,
): void {
  for (const ship of s.ships.filter(isActive)) {
    // EX-STUNT-DAUNTLESS: a flinched ship neither burns nor shoots torpedoes down.
    const still = flinched(s, ship.id);
    const o = (!still && bundles[ship.side]?.ships?.[ship.id]) || DEFAULT_DEFENCE;
    const g = o.high_g ?? 0;
    const fx = ownEffects(s, ship.id);
    const flags = { outOfControl: s.outOfControl.includes(ship.id), flinched: still };
    fx.highG5 = highGProblem(ship, g, flags) ? 0 : g;
    fx.pointDefence = !still && (o.point_defence ?? 'all') === 'all';
  }
  for (const a of s.attacks) {
    if (a.result !== 'pending') continue;
    const target = shipById(s, a.target);
    const attacker = shipById(s, a.attacker);
    const tn = itemTn(s, a, attacker);
    if (tn === null || !isActive(target)) continue;
    const faces = rollTest(ctx.dice, `${target.name}: evade ${attacker.name}'s ${a.weapon}`);
    const fx = s.fx[target.id];
    const bonus = evasionBonus(target, s.round, {
      g: fx.highG5,
      ewDefence: ewDefence(s, target.id, attacker.id),
      guidance: guidanceOn(s, target.id, 'evasion', a.id),
      evasiveManoeuvre: fx.evasiveManoeuvre,
      followingNotLeader: followingNotLeader(s, target.id, attacker.id),
      attackerBurnThem: s.fx[attacker.id].burnThem !== null,
      ownBurnThem: fx.burnThem !== null,
      outOfControl: s.outOfControl.includes(target.id),
      protectedByBlockade: fx.protectedFrom?.includes(attacker.id) ?? false,
      tooCloseNotCover: tooCloseAgainst(s, target.id, attacker.id),
    });
    const r = basicTest(faces, bonus, tn);
    // EX-DEF-5: a ship that cannot manoeuvre, or flinched, fails every evasion test.
    const evaded = r.success && !evasionImpossible(target, fx.flinched === true);
    resolvedTest(ctx, target, 'evasion', { ...r, success: evaded }, tn, { attack: a.id });
    if (evaded) {
      a.result = 'evaded';
      target.sp.pilot += stuntPoints(r);
      const torpedo = torpedoOf(s, a);
      if (torpedo) ownTorpedo(s, torpedo).status = 'evaded';
      deflect(s, a, faces[2], ctx);
    }
  }
}

/** 5B: point defence against each torpedo still incoming, then every pending item is a hit. */
export function resolvePointDefence(s: ExpanseState, ctx: StepContext): void {
  for (const a of s.attacks) {
    const torpedo = torpedoOf(s, a);
    if (a.result !== 'pending' || !torpedo) continue;
    const t = shipById(s, a.target);
    const canDefend =
      isActive(t) &&
      s.fx[t.id].pointDefence &&
      t.weapons.some((w) => w.type === 'pdc' && usable(t, w, s.round));
    if (!canDefend) continue;
    const tn = pointDefenceTn(
      isDualUsing(s, t),
      torpedo.targetingSnapshot,
      torpedo.attackBonusSnapshot,
    );
    const faces = rollTest(ctx.dice, `${t.name}: point defence against ${torpedo.id}`);
    const bonus = pointDefenceBonus(
      t,
      s.round,
      ewDefence(s, t.id, a.attacker),
      guidanceOn(s, t.id, 'point_defence', torpedo.id),
    );
    const r = basicTest(faces, bonus, tn);
    resolvedTest(ctx, t, 'point_defence', r, tn, { torpedo: torpedo.id });
    if (r.success) {
      a.result = 'shot_down';
      ownTorpedo(s, torpedo).status = 'destroyed';
      t.sp.weaponsFree += stuntPoints(r);
    }
  }
  for (const a of s.attacks)
    if (a.result === 'pending') {
      a.result = 'hit';
      const torpedo = torpedoOf(s, a);
      if (torpedo) ownTorpedo(s, torpedo).status = 'hit';
    }
}
