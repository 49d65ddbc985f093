/** S1_RESOLVE (EX-CMD): each active ship's command or planning test, in scenario order. */
import type { StepContext } from '../../../core/contract.js';
import { isActive, type ExpanseState } from '../battle.js';
import { tn } from '../data/tables.js';
import type { CommandOrders, CommandShipOrders } from '../orders.js';
import { commandTest, planningTest } from '../rules/command.js';
import { stuntDef } from '../rules/stunts.js';
import { rollTest } from '../rules/test.js';
import { takeGoodAdvice } from './fleet-stunts.js';
import { resolvedTest } from './report.js';
import { listOf } from '../copy-on-write.js';

/** EX-ROUND-6: step 1 defaults to the command test. */
export const DEFAULT_COMMAND: CommandShipOrders = { mode: 'command' };

export function resolveStep1(
  s: ExpanseState,
  bundles: Record<string, CommandOrders>,
  ctx: StepContext,
): void {
  for (const ship of s.ships.filter(isActive)) {
    const o = bundles[ship.side]?.ships?.[ship.id] ?? DEFAULT_COMMAND;
    // EX-CMD-8: a Tactics penalty hangs on the captain's next step-1 test, whichever it is.
    const tacticsPenalty = s.tacticsPenalty[ship.id] ?? 0;
    delete s.tacticsPenalty[ship.id];
    const faces = rollTest(ctx.dice, `${ship.name}: ${o.mode} test`);
    if (o.mode === 'planning') {
      const declared = listOf(o.planning?.stunts ?? [], (id) => {
        const cost = stuntDef(id)!.cost;
        return { stunt: id, cost: 'exact' in cost ? cost.exact : 0 };
      });
      const r = planningTest(ship, faces, declared, s.round, { tacticsPenalty });
      resolvedTest(ctx, ship, 'planning', r, tn('planning') + tacticsPenalty, {
        declared: listOf(declared, (d) => d.stunt),
      });
    } else {
      const r = commandTest(ship, faces, {
        tacticsPenalty,
        goodAdvice: takeGoodAdvice(s, ship.id),
      });
      resolvedTest(ctx, ship, 'command', r, tn('command') + tacticsPenalty, {
        sp: ship.sp.command,
      });
    }
  }
}
