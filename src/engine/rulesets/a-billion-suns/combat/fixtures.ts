/**
 * Attacks of the digest's worked examples as stateless requests, for the tests here and the
 * end-to-end suite.
 */
import { LoggedDice, SuppliedDiceSource, type Dice } from '../../../core/dice.js';
import type { CombatRequest } from './request.js';

/** ABS-EX-5: frigates F1, F2 fire their Light Railguns at destroyer D1, 12.042″ away, 4.76° off-axis. */
export const FRIGATES_AT_DESTROYER: CombatRequest = {
  attacker: {
    unit: 'frigate',
    ships: [
      { distance: 12.042, offAxis: 4.76 },
      { distance: 12.042, offAxis: 4.76 },
    ],
  },
  target: { unit: 'destroyer' },
};

/**
 * ABS-EX-6: gunships G1 and G2 (2 damage tokens: Systems Critical) fire their primary Blasters at
 * corvette CV1, 4.03″ away, with Power to Weapons on the d6; the corvette powers its shields.
 */
export const GUNSHIPS_AT_CORVETTE: CombatRequest = {
  attacker: {
    unit: 'gunship',
    ships: [
      { distance: 4.03, offAxis: 7.1, fire: { primary: 2 } },
      { damage: 2, distance: 4.03, offAxis: 7.1, fire: { primary: 2 } },
    ],
    powerToWeapons: { dieSides: 6, tokens: 1 },
  },
  target: { unit: 'corvette', powerToShields: 1 },
};

/** Faces rolled at the table, consumed in order. */
export function tableDice(faces: number[]): Dice {
  return new LoggedDice(new SuppliedDiceSource(faces), () => undefined);
}
