/**
 * Hack the System (EX-STUNT-HACK-THE-SYSTEM): an opposed INT (Technology) + sensors_eff test of
 * the two comms officers; success hacks the target's sensors, drive or one weapon system until
 * damage control removes it (EX-DC-4). The hack's effects live where each system is used.
 */
import type { StepContext } from '../../../core/contract.js';
import { shipById, type ExpanseState } from '../battle.js';
import { roleHolder, testScore } from '../rules/crew.js';
import { crewShortfallPenalty, sensorsEff } from '../rules/ships.js';
import { opposedWinner, rollTest } from '../rules/test.js';
import type { Ship } from '../state.js';
import { listOf } from '../copy-on-write.js';

/** What a hack may name: sensors, drive, or one of the target's weapon systems. */
export function hackTargets(t: Ship): string[] {
  return [
    'sensors',
    'drive',
    ...listOf(
      t.weapons.filter((w) => w.status !== 'destroyed'),
      (w) => w.id,
    ),
  ];
}

/** INT (Technology) + sensors_eff − shortfall: each side of a comms duel (hack, Turnabout). */
export function commsSide(s: ExpanseState, x: Ship, faces: readonly number[]) {
  const score = testScore(roleHolder(x, 'comms'), 'INT', 'Technology');
  return {
    total:
      faces[0] +
      faces[1] +
      faces[2] +
      score +
      sensorsEff(x, s.round, s.fx[x.id].blinded) -
      crewShortfallPenalty(x),
    drama: faces[2],
    score,
  };
}

export function hackTheSystem(
  s: ExpanseState,
  ship: Ship,
  target: string,
  system: string,
  ctx: StepContext,
): void {
  const t = shipById(s, target);
  const fa = rollTest(ctx.dice, `${ship.name}: hack the system`);
  const fb = rollTest(ctx.dice, `${t.name}: resist hack the system`);
  const won = opposedWinner(commsSide(s, ship, fa), commsSide(s, t, fb)) === 'a';
  // A new successful hack replaces an old one.
  if (won) t.hacked = { system };
  ctx.emit({
    type: 'test.opposed',
    data: { test: 'hack the system', ships: [ship.id, t.id], system, success: won },
  });
}
