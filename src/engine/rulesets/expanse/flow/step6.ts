/**
 * S6_RESOLVE (EX-DMG): every hit in canonical order (EX-DMG-1), each resolved fully before the
 * next, its damage stunts after its losses (EX-DMG-19); a taken-out target drops later hits
 * (EX-DMG-20).
 */
import type { StepContext } from '../../../core/contract.js';
import { isActive, pairOf, shipById, type Attack, type ExpanseState } from '../battle.js';
import { own, ownEffects } from '../copy-on-write.js';
import { tn } from '../data/tables.js';
import type { DamageOrders, DamageShipOrders } from '../orders.js';
import { roleScore } from '../rules/crew.js';
import { resolveHit, type Hit } from '../rules/damage.js';
import { activeSystemDamage, crewShortfallPenalty } from '../rules/ships.js';
import { basicTest, rollTest } from '../rules/test.js';
import { crewCasualties, takeOut } from './casualties.js';
import { crewStunt } from './crew-stunts.js';
import {
  chargeNotMyShip,
  collateralShield,
  notMyShipAvailable,
  reactiveOf,
  type Reactive,
} from './reactive.js';
import { resolvedTest } from './report.js';

/** EX-ROUND-6: the normal two-condition preference. */
export const DEFAULT_DAMAGE: DamageShipOrders = { two_condition_preference: 'normal' };

function has(a: Attack, stunt: string): number {
  return a.stunts.filter((x) => x.stunt === stunt).reduce((n, x) => n + x.sp, 0);
}

/** EX-STUNT-GEN-10: a token bought before step 6 goes on the buyer's first eligible hit. */
function token(s: ExpanseState, a: Attack, kind: 'perceivedWeakness' | 'preciseHit'): boolean {
  // A collision is no attack of the ship's (EX-D-27).
  if (a.kind === 'collision') return false;
  if (s.fx[a.attacker][kind] <= 0 || (kind === 'preciseHit' && a.targetedLoss)) return false;
  ownEffects(s, a.attacker)[kind] -= 1;
  return true;
}

/** EX-ATK-10: a grappler hit pulls the pair to X-close and locks it; no damage. */
function grapple(s: ExpanseState, a: Attack, ctx: StepContext): void {
  const pair = pairOf(s, a.attacker, a.target);
  if (!pair) return;
  pair.band = 'XC';
  pair.grapple = { grappler: a.attacker };
  ctx.emit({ type: 'ship.grappled', data: { grappler: a.attacker, target: a.target } });
}

/** Damage stunts that act after the hit's losses, in listed order (EX-DMG-19). */
function afterLosses(s: ExpanseState, a: Attack, ctx: StepContext): void {
  const t = shipById(s, a.target);
  for (const x of a.stunts) {
    if (!isActive(t)) return;
    if (x.stunt === 'EX-STUNT-SYSTEM-DAMAGE' && x.system)
      own(t, 'systemDamage')[x.system] = Math.min(3, t.systemDamage[x.system] + x.sp);
    if (x.stunt === 'EX-STUNT-HULL-BREACH') t.hullBreach += Math.floor(x.sp / 3);
    if (crewStunt(s, t, x, ctx)) continue;
    if (x.stunt === 'EX-STUNT-OFF-COURSE') {
      const bonus = roleScore(t, 'pilot') - t.losses.manoeuvrability - crewShortfallPenalty(t);
      const r = basicTest(rollTest(ctx.dice, `${t.name}: off-course`), bonus, tn('regain_control'));
      resolvedTest(ctx, t, 'off_course', r, tn('regain_control'));
      if (!r.success && !s.outOfControl.includes(t.id)) s.outOfControl.push(t.id);
    }
  }
}

export function resolveHitOf(
  s: ExpanseState,
  a: Attack,
  ctx: StepContext,
  reactive?: Reactive,
): void {
  const t = shipById(s, a.target);
  const attacker = shipById(s, a.attacker);
  if (!isActive(t)) return;
  if (a.type === 'grappler') return grapple(s, a, ctx);
  const torpedo = a.torpedo ? s.torpedoes.find((x) => x.id === a.torpedo) : undefined;
  const hit: Hit = {
    damage: a.damage ?? '0',
    // EX-DMG-2: Set-up, Burn Them and collisions ignore the attacker's weapons losses.
    attackerWeaponsPenalty: torpedo
      ? torpedo.weaponsLossSnapshot
      : a.kind === 'burn_them' || a.kind === 'setup' || a.kind === 'collision'
        ? 0
        : attacker.losses.weapons + activeSystemDamage(attacker, 'weapons', s.round),
    warhead: torpedo?.warhead ?? 'he',
    perceivedWeakness:
      has(a, 'EX-STUNT-PERCEIVED-WEAKNESS') > 0 || token(s, a, 'perceivedWeakness'),
    penetrateHull: has(a, 'EX-STUNT-PENETRATE-HULL') > 0,
    evasiveActionDice: s.fx[t.id].evasiveActionDice,
    targetedLoss: a.targetedLoss,
    preciseHit:
      !a.targetedLoss && (has(a, 'EX-STUNT-PRECISE-HIT') > 0 || token(s, a, 'preciseHit')),
    preference: s.fx[t.id].preference,
    round: s.round,
    // Set below when the target has reactive stunts: a hit has one hidden class either way,
    // where fields added to some hits only sent optimised code back each time (decision 0052).
    notMyShipSp: undefined,
    shieldCollateral: undefined,
  };
  // EX-STUNT-GEN-8: the target's reactive stunts act on the hit, charged as they are used.
  if (reactive) {
    hit.notMyShipSp = notMyShipAvailable(s, reactive);
    const shield = collateralShield(s, reactive, ctx);
    if (shield) hit.shieldCollateral = shield;
  }
  const out = resolveHit(t, hit, ctx.dice);
  if (reactive) chargeNotMyShip(s, reactive, out.notMyShipSpUsed, a.id, ctx);
  ctx.emit({
    type: 'hit.resolved',
    data: {
      attack: a.id,
      target: t.id,
      damage: out.damage,
      hull: out.hull,
      net: out.net,
      conditions: out.conditions,
      losses: out.losses,
      takenOut: out.takenOut,
    },
  });
  if (t.status === 'taken_out') {
    t.status = 'active';
    takeOut(s, t, out.takenOut ? 'loss conditions' : 'no crew left', ctx);
    return;
  }
  afterLosses(s, a, ctx);
  crewCasualties(s, t, ctx);
}

export function resolveStep6(
  s: ExpanseState,
  bundles: Record<string, DamageOrders>,
  ctx: StepContext,
): void {
  const reactive = new Map<string, Reactive>();
  for (const ship of s.ships.filter(isActive)) {
    const o = bundles[ship.side]?.ships?.[ship.id] ?? DEFAULT_DAMAGE;
    ownEffects(s, ship.id).preference = o.two_condition_preference;
    if (o.reactive) reactive.set(ship.id, reactiveOf(ship, o.reactive));
  }
  for (const a of s.attacks)
    if (a.result === 'hit') resolveHitOf(s, a, ctx, reactive.get(a.target));
}
