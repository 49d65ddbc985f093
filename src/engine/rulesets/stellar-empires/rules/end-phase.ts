/** The End Phase (SE-TURN-5, SE-SHLD-7, SE-WPN-GEN-3) and victory (SE-END-2..5). */
import type { StepContext } from '../../../core/contract.js';
import { SECTIONS } from '../data/data.js';
import type { SeState, ShipState, Side } from '../state.js';
import { design, isCrippled } from './ships.js';
import { chargeSystems } from './systems.js';
import { commandDef } from './level2/commands.js';
import { generatorDestroyed, regenerateField } from './level2/fields.js';
import { delayedCrewHits } from './level2/primary-hits.js';
import { rememberTracking } from './level2/tracking.js';
import { systemDamage } from './level2/system-damage.js';

/**
 * SE-SHLD-7: regeneration, except on the turn a projector dropped; [L2] a destroyed projector or
 * generator never regenerates (SE-CRIT-14).
 */
export function regenerateShields(ship: ShipState, turn: number): void {
  const shields = design(ship).shields;
  if (!ship.shields || !shields || generatorDestroyed(ship)) return;
  for (const sec of SECTIONS) {
    const p = ship.shields[sec];
    if (p.droppedTurn === turn || systemDamage(ship).projectorsDestroyed.includes(sec)) continue;
    p.capacity = Math.min(shields.projectors[sec].capacity, p.capacity + shields.regeneration);
  }
}

/** SE-END-5: points a side scores from the other side's ships (provisional scoring). */
export function victoryPoints(s: SeState, scorer: Side): number {
  let points = 0;
  for (const ship of s.ships) {
    if (ship.side === scorer) continue;
    const c = design(ship).category;
    if (ship.status === 'destroyed' || ship.status === 'derelict') points += 2 * c;
    else if (ship.status === 'disengaged') points += c;
    else if (isCrippled(ship)) points += c;
  }
  return points;
}

/** SE-END-2..5: sudden death, else victory points at the turn limit; null while play goes on. */
export function victoryCheck(s: SeState): SeState['ended'] {
  const scores: [number, number] = [victoryPoints(s, 0), victoryPoints(s, 1)];
  const alive = [0, 1].map((side) => s.ships.some((x) => x.side === side && x.status === 'active'));
  if (!alive[0] && !alive[1]) return { winner: null, reason: 'mutual_destruction', scores };
  if (!alive[0] || !alive[1]) return { winner: alive[0] ? 0 : 1, reason: 'sudden_death', scores };
  if (s.turn < s.turnLimit) return null;
  if (scores[0] === scores[1]) return { winner: null, reason: 'points', scores };
  return { winner: scores[0] > scores[1] ? 0 : 1, reason: 'points', scores };
}

/** SE-TURN-5 (a)-(f): [L2] delayed crew, regenerate, charge, clear the turn, check victory, next turn. */
export function endPhase(s: SeState, ctx: StepContext): void {
  if (s.l2) for (const ship of s.ships) delayedCrewHits({ s, ctx }, ship);
  for (const ship of s.ships) {
    if (ship.status !== 'active') continue;
    regenerateShields(ship, s.turn);
    regenerateField(ship, s.turn);
    chargeSystems(ship);
    // SE-TURN-6, SE-CMD-BWB: commands end now; the successful movement one is remembered.
    ship.lastMoveCommand =
      ship.commands.find((c) => c.success && commandDef(c.id)?.type !== 'combat')?.id ?? null;
    if (s.l2) rememberTracking(ship);
    ship.commands = [];
  }
  s.squadronTargets = {};
  s.halfArmor = {};
  if (s.l2) s.l2.halfField = {};
  s.ended = victoryCheck(s);
  ctx.emit({ type: 'turn.ended', data: { turn: s.turn, scores: victoryCheckScores(s) } });
  if (s.ended) {
    s.phase = 'over';
    ctx.emit({
      type: 'game.ended',
      data: { ...s.ended, winner: s.ended.winner === null ? null : s.sideNames[s.ended.winner] },
    });
  } else {
    s.turn += 1;
  }
}

function victoryCheckScores(s: SeState): [number, number] {
  return [victoryPoints(s, 0), victoryPoints(s, 1)];
}
