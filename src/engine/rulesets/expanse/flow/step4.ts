/**
 * S4_RESOLVE (EX-ATK): targeted-attack tests or the gunnery SP roll, attacks in canonical order
 * (EX-ROUND-3), torpedo launches; after the window, the torpedoes' snapshots (EX-ATK-7).
 */
import type { StepContext } from '../../../core/contract.js';
import {
  bandBetween,
  flinched,
  isActive,
  shipById,
  type Attack,
  type ExpanseState,
} from '../battle.js';
import type { AttackOrder, AttackOrders } from '../orders.js';
import {
  attackBonus,
  attackProblem,
  gunnerySpRoll,
  impactRound,
  targetedAttackTest,
} from '../rules/attacks.js';
import { targeting } from '../rules/crew.js';
import { activeSystemDamage } from '../rules/ships.js';
import { rollTest, stuntPoints } from '../rules/test.js';
import type { Ship, WeaponSystem } from '../state.js';
import { arcBlocked, resolveBurnThem } from './burn-them.js';
import { listOf, ownEffects, ownTorpedo, ownWeapon } from '../copy-on-write.js';
import { combinedFireBonus } from './fleet-stunts.js';
import { resolvedTest } from './report.js';
import { stepTwoItem } from './set-up.js';
import { hindered } from './blockade.js';

/** EX-ATK-11 for a ship's attack on `target` this round (without the manual-torpedo +2). */
export function attackBonusOf(s: ExpanseState, attacker: Ship, target: string, manual = false) {
  const ew = s.fx[attacker.id].ew[target];
  return attackBonus({
    onTargetSp: s.fx[attacker.id].onTargetSp,
    ewOffence: ew && ew.use === 'offence' ? ew.bonus : 0,
    combinedFire: combinedFireBonus(s, attacker.id, target),
    manualTorpedo: manual,
  });
}

export function targetingOf(s: ExpanseState, ship: Ship): number {
  return targeting(ship, s.round, s.fx[ship.id].blinded);
}

function fire(weapon: WeaponSystem): void {
  weapon.firedThisRound = true;
  if (weapon.status === 'jury_rigged') {
    weapon.juryShots = (weapon.juryShots ?? 1) - 1;
    if (weapon.juryShots <= 0) weapon.status = 'destroyed';
  }
}

/**
 * EX-ATK-12: before any test, each Draw Fire turns the first n enemy attacks declared on the
 * protected ally (canonical order) onto the buyer, where such an attack would be valid.
 */
export function drawFire(s: ExpanseState, declared: Map<string, AttackOrder[]>, ctx: StepContext) {
  for (const buyer of s.ships.filter(isActive)) {
    const draw = s.fx[buyer.id].drawFire;
    if (!draw) continue;
    let left = draw.n;
    for (const attacker of s.ships.filter((x) => isActive(x) && x.side !== buyer.side)) {
      for (const o of declared.get(attacker.id) ?? []) {
        if (left <= 0 || o.target !== draw.ally) continue;
        const weapon = attacker.weapons.find((w) => w.id === o.weapon)!;
        const band = bandBetween(s, attacker.id, buyer.id);
        if (band === 'BEYOND' || attackProblem(attacker, weapon, band, s.round, o.targeted_loss))
          continue;
        ctx.emit({
          type: 'fire.drawn',
          data: { attacker: attacker.id, weapon: o.weapon, from: o.target, to: buyer.id },
        });
        o.target = buyer.id;
        left -= 1;
      }
    }
  }
}

export function resolveStep4(
  s: ExpanseState,
  bundles: Record<string, AttackOrders>,
  ctx: StepContext,
): void {
  // Step-2 items (Set-up hazards, collisions) were made before this step's list.
  s.attacks = s.attacks.filter(stepTwoItem);
  const declared = new Map(
    listOf(s.ships, (x) => [
      x.id,
      listOf(bundles[x.side]?.ships?.[x.id]?.attacks ?? [], (o) => ({ ...o })),
    ]),
  );
  // EX-ATK-13: Burn Them first, then Draw Fire and the attacks.
  resolveBurnThem(s, ctx);
  drawFire(s, declared, ctx);
  for (const ship of s.ships.filter(isActive)) {
    // EX-STUNT-DAUNTLESS: a flinched ship makes no attack and no gunnery SP roll.
    if (flinched(s, ship.id)) continue;
    const burning = s.fx[ship.id].burnThem !== null;
    const orders = (declared.get(ship.id) ?? []).filter(
      (o) =>
        !arcBlocked(
          burning,
          ship.weapons.find((w) => w.id === o.weapon)!,
        ),
    );
    let targetedTest = false;
    for (const o of orders) {
      const weapon = ownWeapon(ship, o.weapon);
      const target = shipById(s, o.target);
      const band = bandBetween(s, ship.id, target.id);
      const id = `r${s.round}.${ship.id}.${weapon.id}`;
      fire(weapon);
      if (weapon.type === 'pdc') ownEffects(s, ship.id).pdcAttacked = true;
      const attack: Attack = {
        id,
        attacker: ship.id,
        weapon: weapon.id,
        target: target.id,
        kind: weapon.type === 'torpedo' ? 'torpedo' : 'weapon',
        type: weapon.type,
        band,
        damage: weapon.damage,
        result: 'pending',
        stunts: [],
      };
      ctx.emit({
        type: 'attack.declared',
        data: { attack: id, attacker: ship.id, weapon: weapon.id, target: target.id, band },
      });
      if (o.targeted_loss) {
        targetedTest = true;
        attack.targetedLoss = o.targeted_loss;
        const r = targetedAttackTest(
          ship,
          rollTest(ctx.dice, `${ship.name}: targeted attack`),
          o.targeted_loss,
          {
            evasiveManoeuvre: s.fx[target.id].evasiveManoeuvre,
            hindered: hindered(s, ship.id, target.id),
          },
        );
        resolvedTest(ctx, ship, 'targeted_attack', r, null, { attack: id, loss: o.targeted_loss });
        if (!r.success) attack.result = 'no_effect';
        else ship.sp.weaponsBound[id] = stuntPoints(r);
      }
      if (weapon.type === 'torpedo') {
        if (weapon.magazine !== null) weapon.magazine -= 1;
        const torpedoId = `T${s.nextTorpedo++}`;
        s.torpedoes.push({
          id: torpedoId,
          owner: ship.id,
          launcher: weapon.id,
          target: target.id,
          launchRound: s.round,
          launchBand: band,
          impactRound: impactRound(s.round, band),
          targetingSnapshot: 0,
          attackBonusSnapshot: 0,
          weaponsLossSnapshot: 0,
          warhead: weapon.warhead,
          damage: weapon.damage ?? '4d6',
          manual: o.manual === true,
          status: 'in_flight',
        });
        attack.torpedo = torpedoId;
        ctx.emit({ type: 'torpedo.launched', data: { torpedo: torpedoId, attack: id } });
        // EX-ATK-8: launched at Close, it is incoming this round; later ones join step 5 then.
        if (impactRound(s.round, band) === s.round) s.attacks.push(attack);
      } else s.attacks.push(attack);
    }
    // EX-ATK-6: an officer who made no targeted-attack test makes the gunnery SP roll.
    if (!targetedTest) {
      const r = gunnerySpRoll(ship, rollTest(ctx.dice, `${ship.name}: gunnery SP roll`));
      ship.sp.weaponsFree += stuntPoints(r);
      resolvedTest(ctx, ship, 'gunnery_sp_roll', r, 11);
    }
  }
}

/** EX-ATK-7: this round's torpedoes take their snapshots once the step-4 window has closed. */
export function snapshotTorpedoes(s: ExpanseState): void {
  for (const launched of s.torpedoes.filter((x) => x.launchRound === s.round)) {
    const t = ownTorpedo(s, launched);
    const owner = shipById(s, t.owner);
    t.targetingSnapshot = targetingOf(s, owner);
    t.attackBonusSnapshot = attackBonusOf(s, owner, t.target, t.manual);
    t.weaponsLossSnapshot = owner.losses.weapons + activeSystemDamage(owner, 'weapons', s.round);
  }
}
