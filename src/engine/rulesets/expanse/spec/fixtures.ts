/** EX-SCN-1's two ships (§7 fixed facts) and dice injected face by face (EX-CORE-15). */
import { LoggedDice, SuppliedDiceSource, type Dice } from '../../../core/dice.js';
import { buildShip } from '../rules/ships.js';
import type { Ship } from '../state.js';

export function hunter(): Ship {
  return buildShip('A1', 'Hunter', 'A', 'mcrn_corvette', 'capable');
}

export function runner(): Ship {
  return buildShip('B1', 'Runner', 'B', 'armed_light_freighter', 'average');
}

/** Dice that give exactly these faces in order and fail loudly if a rule draws one too many. */
export function faces(...f: number[]): Dice & { source: SuppliedDiceSource } {
  const source = new SuppliedDiceSource(f);
  return Object.assign(new LoggedDice(source, () => undefined), { source });
}
