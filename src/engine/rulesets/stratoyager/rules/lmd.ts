/**
 * The Locked Missile Damage phase (SY-LMD): missiles land in launch order, each applied at once;
 * countermeasures tokens go afterwards.
 */
import type { StepContext } from '../../../core/contract.js';
import { combatPort } from '../combat/index.js';
import type { GameState } from '../model.js';
import { applyAttackDamage } from './damage.js';
import { findUnit } from './units.js';

export function runLmdPhase(state: GameState, ctx: StepContext): void {
  ctx.emit({ type: 'lmd.started', data: { turn: state.turn, missiles: state.missiles.length } });
  while (state.missiles.length > 0) {
    const missile = state.missiles.shift()!;
    const target = findUnit(state, missile.targetId);
    if (!target || target.status !== 'ON_TABLE') {
      ctx.emit({
        type: 'missile.discarded',
        data: { seq: missile.seq, targetId: missile.targetId, reason: 'target not on the table' },
      });
      continue;
    }
    const landing = combatPort.rollMissileDamage(state, missile, ctx.dice);
    ctx.emit({
      type: 'missile.landed',
      data: {
        seq: missile.seq,
        launcherId: missile.launcherId,
        targetId: missile.targetId,
        aspect: missile.aspect,
        neutralised: landing.neutralised,
        damageFaces: landing.dice,
        damagePoints: landing.points,
      },
    });
    if (!landing.neutralised) {
      applyAttackDamage(state, target, landing.points, missile.aspect, ctx, {
        source: `missile ${missile.seq} from ${missile.launcherId}`,
        segment: 'LMD',
      });
    }
  }
  for (const u of state.units) u.countermeasures = false;
}
