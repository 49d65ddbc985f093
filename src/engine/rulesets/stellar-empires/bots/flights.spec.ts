import { distance } from '../../../geometry/index.js';
import { seededDice } from '../../../testing/context.js';
import { fighterCombatKind } from '../decisions/fighter-combat.js';
import { moveFightersKind } from '../decisions/move-fighters.js';
import { initialState } from '../setup.js';
import type { SeState } from '../state.js';
import { fighterCombat, flightMoves, huntsFlights } from './flights.js';

/** Belt Strike with one Lancet (anti-fighter) and one Talon (multi-purpose) out on the table. */
function launched(): SeState {
  const s = initialState({ scenarioId: 'belt-strike', options: {} }, seededDice('flights'));
  const flight = (id: string) => s.fighters!.flights.find((f) => f.id === id)!;
  Object.assign(flight('FA1'), { status: 'active', x: 20, y: 15, movedTurn: null });
  Object.assign(flight('FB1'), { status: 'active', x: 30, y: 15, movedTurn: null });
  return s;
}

describe('Stellar Empires heuristic flights', () => {
  it('SE-FTR-15, SE-FTR-16: anti-fighter Lancets hunt flights, multi-purpose Talons do not', () => {
    const s = launched();
    const [lancet, talon] = ['FA1', 'FB1'].map((id) =>
      s.fighters!.flights.find((f) => f.id === id)!,
    );
    expect([huntsFlights(lancet), huntsFlights(talon)]).toEqual([true, false]);
  });

  it('SE-FTR-5: a Lancet heads for the nearest enemy flight, a Talon for the nearest enemy ship', () => {
    const s = launched();
    const [lancet] = flightMoves(s, 0, 4);
    const [talon] = flightMoves(s, 1, 4);
    // The Talon 10" east: the Lancet (thrust 12) closes to 1" of it, not towards B's ships at 42".
    expect(lancet.flight).toBe('FA1');
    expect(distance(lancet.to, { x: 30, y: 15 })).toBeCloseTo(1, 5);
    // The nearest side A ship is the Omicron at (6, 15): the Talon flies due west 10".
    expect(talon).toEqual({ flight: 'FB1', to: { x: 20, y: 15 } });
    expect(moveFightersKind.validate(s, 0, null, { fighter_moves: [lancet] })).toEqual([]);
  });

  it('SE-FTR-16: a Lancet in range of a flight and a ship attacks the flight', () => {
    const s = launched();
    const talon = s.fighters!.flights.find((f) => f.id === 'FB1')!;
    Object.assign(talon, { x: 21.5, y: 15 }); // 1.5": in the Lancet's range 2, not a dogfight
    Object.assign(
      s.ships.find((x) => x.id === 'B2')!,
      { x: 21, y: 16 },
    ); // a Jackal nearer still
    s.phase = 'combat';
    const order = fighterCombat(s, 0);
    expect(order.attacks).toEqual([{ flight: 'FA1', target: 'FB1' }]);
    expect(fighterCombatKind.validate(s, 0, null, order)).toEqual([]);
  });
});
