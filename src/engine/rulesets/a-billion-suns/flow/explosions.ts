/**
 * ABS-DMG-6..8: explosion checks, breadth-first in order of destruction, each explosion an area
 * attack on everything within m″; destroyed models stay as explosion centres until the chain ends,
 * then are removed at once (ABS-ATK-9 steps 11–12).
 */
import type { StepContext } from '../../../core/contract.js';
import { distance, within } from '../rules/measure.js';
import { model, modelsOnTable } from '../rules/models.js';
import { removeDestroyed } from '../rules/damage.js';
import { canPay, rogueAllowed } from '../rules/payment.js';
import type { AbsState } from '../state.js';
import { pop, schedule, waitFor } from './agenda.js';
import { areaAttack, type OverrideBatch } from './attack.js';
import type { ChainFrame, ExplosionFrame } from './frames.js';

export function runChain(s: AbsState, f: ChainFrame, ctx: StepContext): 'next' {
  const next = f.queue.shift();
  if (next) {
    schedule(s, { f: 'explosion', model: next.id, by: next.by, natural: null, closed: false });
    return 'next';
  }
  pop(s);
  removeDestroyed(s, f.all, ctx);
  return 'next';
}

export function explosionOverrideBatch(s: AbsState, f: ExplosionFrame): OverrideBatch | null {
  const m = model(s, f.model);
  if (f.closed || f.natural === null || !m || m.controller === null || !rogueAllowed(s))
    return null;
  return { owner: m.controller, bg: m.bg, dice: [{ sides: 6, natural: f.natural }] };
}

export function runExplosion(s: AbsState, f: ExplosionFrame, ctx: StepContext): 'wait' | 'next' {
  const m = model(s, f.model);
  // ABS-DMG-6: anything with m = 0 never explodes and rolls no die.
  if (!m || m.stats.mass < 1) {
    pop(s);
    return 'next';
  }
  if (f.natural === null) {
    f.natural = ctx.dice.roll({
      purpose: `explosion check for ${m.id} (m ${m.stats.mass})`,
      sides: 6,
      seat: m.controller ?? undefined,
    })[0];
  }
  const batch = explosionOverrideBatch(s, f);
  if (batch && canPay(s, batch.owner, batch.bg)) return waitFor(s, f, 'override', [batch.owner]);
  pop(s);
  const explodes = f.natural <= m.stats.mass;
  ctx.emit({
    type: 'explosion.checked',
    data: { id: m.id, mass: m.stats.mass, roll: f.natural, explodes },
  });
  if (!explodes) return 'next';
  const radius = m.stats.mass;
  const targets = modelsOnTable(s, m.at.table, (id, p) => id !== m.id && within(p, m.at, radius))
    .map((t) => ({ t, d: distance(t.at, m.at) }))
    .sort((a, b) => a.d - b.d || a.t.seq - b.t.seq);
  ctx.emit({
    type: 'explosion.resolved',
    data: { id: m.id, radius, dice: radius, targets: targets.map((x) => x.t.id) },
  });
  schedule(
    s,
    ...targets.map(({ t }) =>
      areaAttack(
        'explosion',
        m.id,
        radius,
        t.id,
        { attacker: m.controller, sourceBg: m.bg, credit: f.by },
        true,
      ),
    ),
  );
  return 'next';
}
