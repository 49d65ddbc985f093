/** High-g and the juice (EX-HIGHG): Stamina tests and their damage. */
import type { Dice } from '../../../core/dice.js';
import { ownMember } from '../copy-on-write.js';
import { tn } from '../data/tables.js';
import type { CrewMember, Ship } from '../state.js';
import { damageCrew, testScore } from './crew.js';
import { juiceMod } from './ships.js';
import { basicTest, halveDamage, type TestFaces, type TestResult } from './test.js';

/** EX-HIGHG-1, EX-HIGHG-3: g ≥ 1 needs reactor, drive and manoeuvrability, and control. */
export function highGProblem(
  ship: Ship,
  g: number,
  flags: { outOfControl?: boolean; flinched?: boolean } = {},
): string | null {
  if (!Number.isInteger(g) || g < 0 || g > 6) return 'HIGH_G_OUT_OF_BOUNDS';
  if (g === 0) return null;
  const reactorDown = ship.reactor.offline && ship.reactor.tempOnlineUntilRound === null;
  const blocked =
    reactorDown ||
    ship.hacked?.system === 'drive' ||
    ship.offline.manoeuvrability ||
    flags.outOfControl ||
    flags.flinched;
  return blocked ? 'HIGH_G_UNAVAILABLE' : null;
}

/**
 * EX-HIGHG-4: CON + Stamina + juice + cond vs TN 8 + g − floor(Steady SP / 2); no shortfall
 * (EX-CORE-12) and no SP (EX-CORE-6).
 */
export function staminaTest(
  ship: Ship,
  c: CrewMember,
  faces: TestFaces,
  g: number,
  steadySp = 0,
): TestResult {
  const target = tn('stamina_base') + g - Math.floor(steadySp / 2);
  return basicTest(faces, testScore(c, 'CON', 'Stamina') + juiceMod(ship), target);
}

/**
 * EX-HIGHG-5, EX-HIGHG-6: roll g d6 of penetrating damage, halved (down) on a success, on the
 * juice ladder when the ship has juice. Returns the damage taken.
 */
export function highGDamage(
  ship: Ship,
  c: CrewMember,
  test: TestResult,
  g: number,
  dice: Dice,
): number {
  const rolled = dice
    .roll({ purpose: `${c.name}: high-g ${g}`, sides: 6, count: g })
    .reduce((s, f) => s + f, 0);
  const amount = test.success ? halveDamage(rolled) : rolled;
  const hit = { amount, penetrating: true, juiceLadder: ship.juice !== 'none' };
  damageCrew(ownMember(ship, c.id), hit, dice);
  return amount;
}
