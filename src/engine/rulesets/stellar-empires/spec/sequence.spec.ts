/**
 * The turn sequence through Match (SE-TURN-1..6, SE-END-1): phases in order, per-turn state
 * cleared, charge and shields restored at the end of the turn; plus the L1 conventions.
 */
import { Match } from '../../../core/match.js';
import { stellarEmpires } from '../index.js';
import { weaponClassification, weaponDef } from '../data/data.js';
import type { SeState } from '../state.js';
import { borderClash, ship } from './fixtures.js';
import { fireProblems } from '../rules/fire.js';
import { factorHits } from '../rules/to-hit.js';
import { weaponOfSystem } from '../rules/systems.js';
import { position } from '../rules/bearings.js';
import { distance } from '../../../geometry/index.js';

const border = { rulesetId: 'stellar-empires', scenarioId: 'border-clash' };

/** Plays defaults (with `all_at` fire at the nearest enemy when it is legal) and records events. */
function playTurns(seed: string, turns: number) {
  const match = Match.create(stellarEmpires, border, seed);
  const s = () => match.state as SeState;
  for (const x of s().ships) x.x = x.side === 0 ? x.x + 12 : x.x - 12;
  for (let guard = 0; guard < 400 && !match.isOver && s().turn <= turns; guard++) {
    const [d] = match.pending();
    let order = match.describe(d.id).example as Record<string, unknown>;
    if (d.kind === 'fire') {
      const enemy = s().ships.find((x) => x.side !== d.seat && x.status === 'active');
      const tryOrder = { unit: order.unit, all_at: enemy?.id };
      if (enemy && match.check(d.seat, d.id, tryOrder).length === 0) order = tryOrder;
    }
    expect(match.submit(d.seat, d.id, order).ok).toBe(true);
  }
  return match;
}

describe('turn sequence (SE-TURN)', () => {
  it('SE-TURN-1, SE-TURN-2, SE-TURN-3, SE-TURN-4, SE-TURN-5, SE-END-1, SE-HIT-18: initiative, movement, combat, action, end, in order', () => {
    const match = playTurns('seq', 2);
    const types = match.replay().events.map((e) => e.type);
    const firstTurn = types.slice(0, types.indexOf('turn.ended') + 1);
    const order = [
      'turn.started',
      'initiative.rolled',
      'ship.moved',
      'phase.started',
      'attack.rolled',
      'damage.dealt',
      'turn.ended',
    ];
    let at = -1;
    for (const t of order) {
      const i = firstTurn.indexOf(t, at + 1);
      expect(i).toBeGreaterThan(at);
      at = i;
    }
    expect(types.filter((t) => t === 'turn.ended').length).toBeGreaterThanOrEqual(2);
  });

  it('SE-TURN-5, SE-TURN-6, SE-WPN-GEN-4: per-turn state clears in the End Phase; fire is tracked per ship and system', () => {
    const match = playTurns('clear', 1);
    const s = match.state as SeState;
    expect(s.turn).toBe(2);
    expect(s.squadronTargets).toEqual({});
    expect(s.halfArmor).toEqual({});
    const fired = s.ships.flatMap((x) =>
      x.systems.filter((st) => st.firedTurn === 1).map((st) => `${x.id}/${st.id}`),
    );
    expect(fired.length).toBeGreaterThan(0);
    // Delay-1 pulse cannons fired on turn 1 are ready again after the End Phase.
    const quick = s.ships.flatMap((x) =>
      x.systems.filter((st) => st.firedTurn === 1 && weaponOfSystem(x, st.id).delay === 1),
    );
    expect(quick.length).toBeGreaterThan(0);
    expect(quick.every((st) => st.charge === 1)).toBe(true);
  });

  it('SE-HIT-2, SE-HIT-18, SE-HIT-12: declared systems resolve target by target; ships never block line of sight', () => {
    const s = borderClash();
    ship(s, 'B1').x = 20;
    // The Rapier stands between the Hellcat and the Omicron: fire still passes.
    ship(s, 'A3').x = 12;
    ship(s, 'A3').y = 15;
    ship(s, 'B1').reactorLeft = 36;
    expect(fireProblems(s, 'B-SQ1', [{ ship: 'B1', system: 'W1', target: 'A1' }])).toEqual([]);
    expect(distance(position(ship(s, 'B1')), position(ship(s, 'A1')))).toBe(14);
  });

  it('SE-WPN-GEN-1: classification by class: 1 minor, 2–3 secondary, 4–6 primary, 7+ heavy; spinal always heavy', () => {
    expect(weaponClassification(weaponDef('small_particle_cannon'))).toBe('minor');
    expect(weaponClassification(weaponDef('particle_cannon'))).toBe('secondary');
    expect(weaponClassification(weaponDef('heavy_laser'))).toBe('primary');
    expect(weaponClassification({ ...weaponDef('heavy_laser'), class: 8 })).toBe('heavy');
    expect(weaponClassification({ ...weaponDef('particle_cannon'), spinal: true })).toBe('heavy');
  });
});

describe('conventions (SE-GEN)', () => {
  it('SE-GEN-2, SE-GEN-3: roll-under checks succeed at ≤ TN; a positive TN modifier helps the roller', () => {
    expect(factorHits(5, 5, 1)).toBe(1);
    expect(factorHits(6, 5, 1)).toBe(0);
    expect(factorHits(6, 5 + 1, 1)).toBe(1);
  });

  it('SE-GEN-5: distances are real inches compared with a 1e-6 tolerance', () => {
    const s = borderClash();
    const b1 = ship(s, 'B1');
    b1.x = 6 + 30 + 5e-7; // the Heavy Laser reaches 30"
    b1.reactorLeft = 36;
    expect(fireProblems(s, 'B-SQ1', [{ ship: 'B1', system: 'W1', target: 'A1' }])).toEqual([]);
    b1.x = 6 + 30.001;
    expect(fireProblems(s, 'B-SQ1', [{ ship: 'B1', system: 'W1', target: 'A1' }])[0].code).toBe(
      'E_OUT_OF_RANGE',
    );
  });

  it('SE-GEN-7: every die roll is logged with what it was for', () => {
    const match = playTurns('dice', 1);
    const rolls = match.replay().events.filter((e) => e.type === 'dice.rolled');
    expect(rolls.length).toBeGreaterThan(3);
    expect(
      rolls.every(
        (e) => typeof e.data.purpose === 'string' && (e.data.purpose as string).length > 5,
      ),
    ).toBe(true);
  });
});
