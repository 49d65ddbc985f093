/**
 * Skimming (EX-STUNT-SKIMMING) and reacquiring (EX-EW-1): a ship skimming a planet's atmosphere
 * shakes off enemies (they lose track of it) until their comms officers find it again.
 */
import type { StepContext } from '../../../core/contract.js';
import { enemiesOf, isActive, pairOf, shipById, type ExpanseState } from '../battle.js';
import { tn } from '../data/tables.js';
import { roleHolder, roleScore, testScore } from '../rules/crew.js';
import { manoeuvreBonus } from '../rules/manoeuvres.js';
import { crewShortfallPenalty, sensorsEff } from '../rules/ships.js';
import type { Ship } from '../state.js';
import { opposedTn, type Tester } from './opposed.js';

/** Skimming needs a planet's atmosphere on the battlefield. */
export function canSkim(s: ExpanseState): boolean {
  return (s.terrain ?? []).some((t) => t.type === 'planet_atmosphere');
}

/** Whether `ship` can still target `other` (it has not lost track of it). */
export function tracks(s: ExpanseState, ship: string, other: string): boolean {
  return !(pairOf(s, ship, other)?.lostTrack.includes(ship) ?? false);
}

/** In S2_RESOLVE before contests: opposed TN 17 Dex (Piloting) against each enemy's pilot. */
export function resolveSkimming(s: ExpanseState, ctx: StepContext): void {
  for (const ship of s.ships.filter(isActive)) {
    if (!s.fx[ship.id].skimming) continue;
    const pilot = (x: Ship): Tester => ({
      ship: x,
      bonus: manoeuvreBonus(x, s.round, 0),
      score: roleScore(x, 'pilot'),
    });
    for (const enemy of enemiesOf(s, ship)) {
      if (!opposedTn('skimming', pilot(ship), pilot(enemy), tn('skimming'), ctx)) continue;
      const pair = pairOf(s, ship.id, enemy.id)!;
      if (!pair.lostTrack.includes(enemy.id)) pair.lostTrack.push(enemy.id);
      ctx.emit({ type: 'track.lost', data: { ship: enemy.id, of: ship.id } });
    }
  }
}

/** INT (Technology) + sensors_eff, the formula on both sides of a reacquire test. */
function comms(s: ExpanseState, x: Ship): Tester {
  const c = roleHolder(x, 'comms');
  return {
    ship: x,
    bonus:
      testScore(c, 'INT', 'Technology') +
      sensorsEff(x, s.round, s.fx[x.id].blinded) -
      crewShortfallPenalty(x),
    score: testScore(c, 'INT', 'Technology'),
  };
}

/** EX-EW-1: before EW tests, each ship that lost track makes an opposed TN 11 reacquire test. */
export function reacquire(s: ExpanseState, ctx: StepContext): void {
  for (const pair of s.pairs) {
    for (const lost of [...pair.lostTrack]) {
      const ship = shipById(s, lost);
      const skimmer = shipById(s, pair.ships[0] === lost ? pair.ships[1] : pair.ships[0]);
      const found =
        !isActive(skimmer) ||
        (isActive(ship) &&
          opposedTn('reacquire', comms(s, ship), comms(s, skimmer), tn('reacquire'), ctx));
      if (!found) continue;
      pair.lostTrack = pair.lostTrack.filter((x) => x !== lost);
      ctx.emit({ type: 'track.regained', data: { ship: lost, of: skimmer.id } });
    }
  }
}
