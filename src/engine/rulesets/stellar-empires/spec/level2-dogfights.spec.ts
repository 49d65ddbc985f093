/**
 * Dogfight allocations (SE-FTR-15, spec 7.4, SE-D-25) as a decision of the engine contract, and
 * SE-FTR-12's turn-long exclusion between Aegis defence and Aegis offensive fire.
 */
import { injectedDice } from '../../../testing/context.js';
import { fireKind } from '../decisions/fire.js';
import { stellarEmpires } from '../index.js';
import { rollInterception } from '../rules/hits.js';
import { divideHits } from '../rules/level2/fighters/dogfights.js';
import type { FlightState } from '../rules/level2/fighters/flight-state.js';
import { resetFighterTurn } from '../rules/level2/fighters/fighter-flow.js';
import type { PendingHit, SeState } from '../state.js';
import { carriers, put } from './fighter-fixtures.js';
import { ship } from './fixtures.js';

/** FA1 meets FB1 and FB2 (d-1); every unit has fired, so the fighter combat step is open. */
function dogfight(): SeState {
  const s = carriers();
  put(s, 'FA1', 20, 15);
  put(s, 'FB1', 20.8, 15).shieldPower = 0;
  put(s, 'FB2', 20, 15.8).shieldPower = 0;
  s.phase = 'combat';
  s.burst = null;
  s.acted = s.ships.map((x) => x.id);
  s.fighters!.combatResolvedTurn = null;
  return s;
}

const pendingFor = (s: SeState, seat: number) =>
  stellarEmpires.pending(s).find((d) => d.seat === seat)!;

/** The save rolls' flights, in order: who took the dogfight's hits. */
function savedBy(rolls: { purpose: string }[]): string[] {
  return rolls.filter((r) => r.purpose.startsWith('save')).map((r) => r.purpose.split(' ')[2]);
}

describe('dogfight allocations (SE-FTR-15, SE-D-25)', () => {
  it('SE-FTR-15, SE-D-25: the even division stands; the remainder goes one each to the flights wished most, else in id order', () => {
    const flights = ['x', 'y', 'z'].map((id) => ({ id })) as FlightState[];
    expect([...divideHits(4, flights)]).toEqual([
      ['x', 2],
      ['y', 1],
      ['z', 1],
    ]);
    expect([...divideHits(4, flights, { z: 2, y: 1 })]).toEqual([
      ['x', 1],
      ['y', 1],
      ['z', 2],
    ]);
    // A wish that is an even division of the hits rolled is exactly what happens (spec 7.4's example).
    expect([...divideHits(3, flights.slice(0, 2), { x: 2, y: 1 })]).toEqual([
      ['x', 2],
      ['y', 1],
    ]);
    expect([...divideHits(5, flights, { y: 9, z: 9 })]).toEqual([
      ['x', 1],
      ['y', 2],
      ['z', 2],
    ]);
  });

  it('SE-FTR-14, SE-FTR-15, SE-SCN-1.6: the decision names its dogfights and offers schema, choices, example and the rule default', () => {
    const s = dogfight();
    const d = pendingFor(s, 0);
    expect(d.kind).toBe('fighter_combat');
    expect(d.prompt).toContain('d-1: FA1, FB1, FB2');
    const description = stellarEmpires.describe(s, d);
    const schema = description.schema as { properties: Record<string, unknown> };
    expect(Object.keys(schema.properties)).toContain('dogfight_allocations');
    // FA1 is in the dogfight (no attack to choose); the remainder's order: FB1 first (the rule
    // default, the empty order) or FB2 first.
    expect(description.choices).toEqual([
      {},
      { dogfight_allocations: [{ dogfight: 'd-1', hits_to: { FB2: 2, FB1: 1 } }] },
    ]);
    for (const order of description.choices!)
      expect(stellarEmpires.validate(s, d, order)).toEqual([]);
    expect(stellarEmpires.defaultOrder(s, d)).toEqual({});
    // The example puts the remainder on the weakest enemy flight first.
    put(s, 'FB2', 20, 15.8).hits = 1;
    expect(stellarEmpires.describe(s, d).example).toEqual({
      attack_nearest: true,
      dogfight_allocations: [{ dogfight: 'd-1', hits_to: { FB2: 2, FB1: 1 } }],
    });
    // Side B, two flights against one: it may also leave one out.
    expect(stellarEmpires.describe(s, pendingFor(s, 1)).choices).toEqual([
      {},
      { stand_aside: ['FB1'] },
      { stand_aside: ['FB2'] },
    ]);
  });

  it('SE-FTR-15, SE-D-25: allocations are checked: a dogfight of the side, once, enemy flights in it', () => {
    const s = dogfight();
    const d = pendingFor(s, 0);
    const codes = (allocations: unknown) =>
      stellarEmpires
        .validate(s, d, { dogfight_allocations: allocations })
        .map((p) => [p.code, p.path]);
    expect(codes([{ dogfight: 'd-2', hits_to: {} }])).toEqual([
      ['E_UNKNOWN_TARGET', '/dogfight_allocations/0/dogfight'],
    ]);
    expect(
      codes([
        { dogfight: 'd-1', hits_to: { FB1: 1 } },
        { dogfight: 'd-1', hits_to: { FB2: 1 } },
      ]),
    ).toEqual([['E_UNKNOWN_TARGET', '/dogfight_allocations/1/dogfight']]);
    expect(codes([{ dogfight: 'd-1', hits_to: { FA1: 1, FB3: 1 } }])).toEqual([
      ['E_UNKNOWN_FLIGHT', '/dogfight_allocations/0/hits_to/FA1'],
      ['E_UNKNOWN_FLIGHT', '/dogfight_allocations/0/hits_to/FB3'],
    ]);
    expect(codes([{ dogfight: 'd-1', hits_to: { FB1: -1 } }])[0][0]).toBe('MALFORMED');
  });

  it.each([
    ['the rule default (lowest id)', {}, 'FB1'],
    ['the wish', { dogfight_allocations: [{ dogfight: 'd-1', hits_to: { FB2: 1 } }] }, 'FB2'],
  ])(
    'SE-FTR-14, SE-FTR-15, SE-D-25: through the contract, the odd hit goes to %s',
    (_label, order, struck) => {
      const s = dogfight();
      // The step closes the turn; turn 2's initiative rolls 5 against 6.
      const dice = injectedDice([1, 10, 10, 10, 10, 1, 5, 6]);
      const afterA = stellarEmpires.apply(s, pendingFor(s, 0), order, dice);
      // FA1's one attack hits (1); FB1's and FB2's attacks and turrets miss (10s); the save fails.
      const after = stellarEmpires.apply(afterA, pendingFor(afterA, 1), {}, dice);
      expect(savedBy(dice.rolls())).toEqual([struck]);
      const hits = (id: string) => after.fighters!.flights.find((f) => f.id === id)!.hits;
      expect(hits(struck)).toBe(1);
      expect(hits(struck === 'FB1' ? 'FB2' : 'FB1')).toBe(2);
    },
  );
});

describe('Aegis defence and Aegis offence exclude each other for the turn (SE-FTR-12, SE-INT-7)', () => {
  const hit: PendingHit = {
    id: 'h-1',
    attacker: 'B1',
    system: 'W2',
    weapon: 'particle_cannon',
    int: 3,
    pulse: false,
    dieModifier: 0,
    origin: { x: 30, y: 15 },
    section: 'F',
  };
  /** The Marikai A2 (Aegis 14, missiles W3) beside the carrier A1, an enemy flight in its arc. */
  function aegisShip(): SeState {
    const s = carriers({ a: [{ id: 'A2', design: 'marikai', x: 10, y: 20, heading: 2 }] });
    put(s, 'FB1', 14, 20);
    s.phase = 'combat';
    s.burst = { loser: 1, winner: 0 };
    return s;
  }
  const missilesAtFlight = (s: SeState) =>
    fireKind
      .validate(s, 0, null, {
        unit: 'A2',
        fire: [],
        aff: [{ ship: 'A2', source: 'W3', allocations: [{ flight: 'FB1', shots: 1 }] }],
      })
      .map((p) => p.code);

  it('SE-FTR-12, SE-INT-7: an Aegis ship that covered another ship may not fire ballistics at flights later that turn; next turn it may', () => {
    const s = aegisShip();
    expect(missilesAtFlight(s)).toEqual([]);
    const aegis = [{ hit: 'h-1', dice: [{ ship: 'A2', pool: 'aegis' as const, count: 1 }] }];
    rollInterception(s, ship(s, 'A1'), [hit], aegis, injectedDice([9]));
    expect(s.fighters!.aegisDefence).toEqual(['A2']);
    expect(missilesAtFlight(s)).toEqual(['E_AFF_TARGET']);
    // Its direct-fire weapons and close-defense dice are not barred.
    expect(
      fireKind
        .validate(s, 0, null, {
          unit: 'A2',
          fire: [],
          aff: [{ ship: 'A2', source: 'W1', allocations: [{ flight: 'FB1', shots: 1 }] }],
        })
        .map((p) => p.code),
    ).toEqual([]);
    resetFighterTurn(s);
    expect(missilesAtFlight(s)).toEqual([]);
  });

  it('SE-FTR-12: own close-defense dice are not Aegis defence', () => {
    const s = aegisShip();
    const own = [{ hit: 'h-1', dice: [{ ship: 'A2', pool: 'close_defense' as const, count: 1 }] }];
    rollInterception(s, ship(s, 'A2'), [{ ...hit, section: 'F' }], own, injectedDice([9]));
    expect(s.fighters!.aegisDefence).toEqual([]);
    expect(missilesAtFlight(s)).toEqual([]);
  });
});
