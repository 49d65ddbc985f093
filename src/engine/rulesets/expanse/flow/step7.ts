/** S7_RESOLVE (EX-DC): each crew member's one action, in listed order (EX-DC-1). */
import type { StepContext } from '../../../core/contract.js';
import { flinched, isActive, type ExpanseState } from '../battle.js';
import { ownMember } from '../copy-on-write.js';
import { tn } from '../data/tables.js';
import type { DamageControlOrders, DcAction } from '../orders.js';
import { crewMember, roleHolder } from '../rules/crew.js';
import {
  removeHack,
  repair,
  restore,
  suppress,
  systemDamageUnits,
} from '../rules/damage-control.js';
import { rollTest, stuntPoints } from '../rules/test.js';
import { SYSTEMS, type Ship } from '../state.js';
import { dcObjectKey } from './dc-options.js';
import { eyePatchAtRepair } from './eye-patch.js';
import { guidanceOn } from './guidance.js';
import { continueQuickStart } from './quick-start.js';
import { resolvedTest } from './report.js';

/**
 * EX-ROUND-6: the engineer restores an offline reactor, else repairs the system with most losses
 * (offline counts as 7; ties in the order manoeuvrability, sensors, weapons); others idle.
 */
export function defaultDamageControl(ship: Ship): DcAction[] {
  if (!isActive(ship)) return [];
  const engineer = roleHolder(ship, 'engineer');
  if (engineer.status !== 'active') return [];
  if (ship.reactor.offline && ship.reactor.tempOnlineUntilRound === null)
    return [{ crew: engineer.id, action: 'restore', target: 'reactor' }];
  const weight = (x: (typeof SYSTEMS)[number]) => (ship.offline[x] ? 7 : ship.losses[x]);
  const worst = SYSTEMS.reduce((a, b) => (weight(b) > weight(a) ? b : a));
  return systemDamageUnits(ship, worst) > 0
    ? [{ crew: engineer.id, action: 'repair', system: worst }]
    : [];
}

export function resolveStep7(
  s: ExpanseState,
  bundles: Record<string, DamageControlOrders>,
  ctx: StepContext,
): void {
  for (const ship of s.ships.filter(isActive)) {
    // EX-DC-1: a flinched ship makes no damage control.
    if (flinched(s, ship.id)) continue;
    const given = bundles[ship.side]?.ships?.[ship.id];
    const actions = given ? given.actions : defaultDamageControl(ship);
    for (const a of actions) {
      const c = crewMember(ship, a.crew);
      if (c.status !== 'active' || c.step7ActionUsed) continue;
      ownMember(ship, c.id).step7ActionUsed = true;
      if (a.action === 'quick_start') {
        continueQuickStart(ship, c.id, ctx);
        continue;
      }
      const guidance = guidanceOn(s, ship.id, 'damage_control', dcObjectKey(a));
      // EX-STUNT-EYE-PATCH: paid now, so SP from this step's earlier tests can pay for it.
      const eyePatch =
        a.action === 'repair' && a.system === 'sensors'
          ? eyePatchAtRepair(s, ship, bundles[ship.side]?.stunts ?? [], ctx)
          : 0;
      const faces = rollTest(ctx.dice, `${c.name}: damage control`);
      const r =
        a.action === 'repair'
          ? repair(ship, c, a.system, faces, { guidance, eyePatch })
          : a.action === 'restore'
            ? restore(ship, c, a.target, faces, s.round, guidance)
            : a.action === 'remove_hack'
              ? removeHack(ship, c, faces, guidance)
              : suppress(ship, c, a.system, faces, s.round, guidance);
      // EX-DC-7: damage-control tests feed the engineer pool.
      ship.sp.engineer += stuntPoints(r);
      const target =
        a.action === 'restore' ? a.target : a.action === 'remove_hack' ? 'hack' : a.system;
      const tnOf = { restore: 'restore_offline', remove_hack: 'remove_hack' } as const;
      resolvedTest(
        ctx,
        ship,
        a.action,
        r,
        tn(a.action in tnOf ? tnOf[a.action as keyof typeof tnOf] : 'damage_control_repair') -
          eyePatch,
        {
          crew: c.id,
          target,
        },
      );
    }
  }
}
