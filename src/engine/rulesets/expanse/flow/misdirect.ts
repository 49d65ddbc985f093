/**
 * Misdirect (EX-STUNT-MISDIRECT, EX-Q-43): a close-range flip and burn that turns a torpedo
 * incoming on the buyer onto another ship at X-close or Close. Bought in step-5 orders (tested
 * at the start of S5A_RESOLVE, before evasion) or in the step-5 window (for a torpedo still
 * incoming after 5A). The buyer's pilot must beat the other ship's pilot in an opposed Dex
 * (Piloting) test and a crew member other than the pilot must pass TN 17 INT (Technology); then
 * the torpedo strikes the other ship: a hit in step 6, with no evasion or point defence.
 */
import type { StepContext } from '../../../core/contract.js';
import { bandBetween, isActive, shipById, type Attack, type ExpanseState } from '../battle.js';
import { ownTorpedo } from '../copy-on-write.js';
import { tn } from '../data/tables.js';
import type { StuntOrder } from '../orders.js';
import { roleHolder, roleScore, testScore } from '../rules/crew.js';
import { manoeuvreBonus } from '../rules/manoeuvres.js';
import { crewShortfallPenalty } from '../rules/ships.js';
import { basicTest, rollTest } from '../rules/test.js';
import type { CrewMember, Ship } from '../state.js';
import { opposedTn, type Tester } from './opposed.js';
import { resolvedTest } from './report.js';

export const MISDIRECT = 'EX-STUNT-MISDIRECT';

/** The torpedoes incoming on the ship now (evasion not yet made, or failed). */
export function incomingTorpedoes(s: ExpanseState, ship: Ship): Attack[] {
  return s.attacks.filter((a) => a.torpedo && a.target === ship.id && a.result === 'pending');
}

/** Ships a torpedo could be turned onto: any other active ship at X-close or Close. */
export function nearbyShips(s: ExpanseState, ship: Ship): Ship[] {
  return s.ships.filter((x) => {
    if (x.id === ship.id || !isActive(x)) return false;
    const band = bandBetween(s, ship.id, x.id);
    return band === 'XC' || band === 'C';
  });
}

/** The crew member making the Technology test: the one named, else comms, never the pilot. */
export function techCrew(ship: Ship, named?: string): CrewMember | undefined {
  const pilot = roleHolder(ship, 'pilot').id;
  const ok = (c: CrewMember | undefined) => c && c.status === 'active' && c.id !== pilot;
  if (named !== undefined) {
    const c = ship.crew.find((x) => x.id === named);
    return ok(c) ? c : undefined;
  }
  const comms = roleHolder(ship, 'comms');
  return ok(comms) ? comms : ship.crew.find((c) => ok(c));
}

/** Whether the purchase still has its torpedo, its other ship and a Technology tester. */
export function canMisdirect(s: ExpanseState, ship: Ship, o: StuntOrder): boolean {
  return (
    incomingTorpedoes(s, ship).some((a) => a.torpedo === o.torpedo) &&
    nearbyShips(s, ship).some((x) => x.id === o.nearby) &&
    techCrew(ship, typeof o.crew === 'string' ? o.crew : undefined) !== undefined
  );
}

const pilot = (s: ExpanseState, x: Ship): Tester => ({
  ship: x,
  bonus: manoeuvreBonus(x, s.round, 0),
  score: roleScore(x, 'pilot'),
});

export function misdirect(s: ExpanseState, ship: Ship, o: StuntOrder, ctx: StepContext): void {
  if (!canMisdirect(s, ship, o)) {
    ctx.emit({ type: 'stunt.fizzled', data: { ship: ship.id, stunt: MISDIRECT } });
    return;
  }
  const other = shipById(s, o.nearby!);
  const flipped = opposedTn('misdirect', pilot(s, ship), pilot(s, other), null, ctx);
  const tech = techCrew(ship, typeof o.crew === 'string' ? o.crew : undefined)!;
  const r = basicTest(
    rollTest(ctx.dice, `${tech.name}: misdirect test`),
    testScore(tech, 'INT', 'Technology') - crewShortfallPenalty(ship),
    tn('misdirect_tech'),
  );
  resolvedTest(ctx, ship, 'misdirect', r, tn('misdirect_tech'), { crew: tech.id });
  if (!flipped || !r.success) return;
  const a = incomingTorpedoes(s, ship).find((x) => x.torpedo === o.torpedo)!;
  const torpedo = ownTorpedo(
    s,
    s.torpedoes.find((t) => t.id === o.torpedo)!,
  );
  a.target = other.id;
  a.result = 'hit';
  torpedo.target = other.id;
  torpedo.status = 'hit';
  ctx.emit({
    type: 'torpedo.misdirected',
    data: { torpedo: torpedo.id, attack: a.id, from: ship.id, to: other.id },
  });
}
