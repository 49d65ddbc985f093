/**
 * The Level 2 phases between Action and End (SE-TURN-1, SE-MOR-1..3, SE-END-6): Morale, off by
 * default and provisional when asked for; Reinforcements, which has no rules and does nothing.
 */
import type { StepContext } from '../../../../core/contract.js';
import type { SeState } from '../../state.js';
import { disengage } from '../removal.js';
import { crewSkill, isCrippled, unitShips } from '../ships.js';

/** SE-MOR-3: a squadron that lost half of its ships tests once: D10 ≤ skill − crippled members. */
export function moraleHolds(roll: number, commandCrewRoll: number, crippled: number): boolean {
  return roll <= commandCrewRoll - crippled;
}

/** SE-MOR-1..3: the Morale Phase. */
export function moralePhase(s: SeState, ctx: StepContext): void {
  ctx.emit({ type: 'phase.started', data: { turn: s.turn, phase: 'morale' } });
  const l2 = s.l2;
  if (!l2 || s.options.morale !== 'provisional') return;
  for (const q of [...s.squadrons]) {
    const started = l2.squadronsStarted[q.id] ?? q.ships.length;
    const ships = unitShips(s, q.id);
    if (l2.moraleTested.includes(q.id) || started - ships.length < started / 2) continue;
    l2.moraleTested.push(q.id);
    const command = ships[0];
    const crippled = ships.filter(isCrippled).length;
    const [roll] = ctx.dice.roll({ purpose: `morale: ${q.id}`, sides: 10, seat: q.side });
    const holds = moraleHolds(roll, crewSkill(command).crewRoll, crippled);
    ctx.emit({ type: 'morale.tested', data: { squadron: q.id, roll, crippled, holds } });
    if (!holds) for (const ship of ships) disengage(s, ship, ctx, 'morale');
  }
}

/** SE-END-6, SE-Q-52: the Reinforcements Phase exists and does nothing. */
export function reinforcementsPhase(s: SeState, ctx: StepContext): void {
  ctx.emit({ type: 'phase.started', data: { turn: s.turn, phase: 'reinforcements' } });
}
