/**
 * Fighters at Level 2 (SE-FTR-1..24, SE-MOV-4/5, SE-BAL-18): carriers and bays, launching and
 * landing, flight movement, anti-fighter fire, dogfights and attacks on ships, in play.
 */
import { Match, verifyReplay } from '../../../core/match.js';
import { playOut } from '../../../bots/play-out.js';
import { rngFromSeed } from '../../../core/rng.js';
import { injectedDice } from '../../../testing/context.js';
import { randomBot } from '../../../bots/bot.js';
import { designOf } from '../data/data.js';
import { heuristicBot } from '../bots/index.js';
import { fighterCombatKind } from '../decisions/fighter-combat.js';
import { fireKind } from '../decisions/fire.js';
import { moveExecuteKind, type MoveExecuteOrder } from '../decisions/move-execute.js';
import { moveFightersKind } from '../decisions/move-fighters.js';
import { stellarEmpires } from '../index.js';
import { affModifiers, resolveAff } from '../rules/level2/fighters/aff.js';
import { crippleFlightsAboard, doorsFit, isFleetCarrier } from '../rules/level2/fighters/bays.js';
import { destroyShip, rollInterception } from '../rules/hits.js';
import { allocationProblems, anyDiceAvailable } from '../rules/interception.js';
import { divideHits, dogfights } from '../rules/level2/fighters/dogfights.js';
import {
  fighterTargetNumber,
  resolveFighterCombat,
} from '../rules/level2/fighters/fighter-combat.js';
import { areaVsFlights } from '../rules/level2/fighters/fighter-flow.js';
import type { FlightState } from '../rules/level2/fighters/flight-state.js';
import { flightById, flightCrippled, rollSave } from '../rules/level2/fighters/flights.js';
import { reconstitutionTarget } from '../rules/level2/fighters.js';
import { initialState, setupProblems } from '../setup.js';
import type { SeState } from '../state.js';
import { carriers, lancets, put } from './fighter-fixtures.js';
import { ship } from './fixtures.js';

function execute(s: SeState, o: MoveExecuteOrder, dice: number[] = []) {
  s.declared = o.unit;
  s.burst = { loser: 1, winner: 0 };
  const problems = moveExecuteKind.validate(s, 0, null, o);
  if (problems.length === 0) moveExecuteKind.apply(s, 0, null, o, injectedDice(dice));
  return problems.map((p) => p.code);
}

describe('Level 2 fighters (SE-FTR)', () => {
  it('SE-FTR-1, SE-FTR-7, SE-Q-44: flights start in their carrier\u2019s bays; bays check size and capacity; flights cost points', () => {
    const s = carriers();
    expect(s.fighters!.flights.map((f) => [f.id, f.status, f.carrier, f.bay])).toEqual([
      ['FA1', 'in_bay', 'A1', 'BAY1'],
      ['FA2', 'in_bay', 'A1', 'BAY1'],
      ['FA3', 'in_bay', 'A1', 'BAY2'],
      ['FB1', 'in_bay', 'B1', 'BAY1'],
      ['FB2', 'in_bay', 'B1', 'BAY1'],
      ['FB3', 'in_bay', 'B1', 'BAY2'],
    ]);
    const base = { id: 'A1', design: 'valkyrie', x: 10, y: 15, heading: 2 };
    const enemy = { ships: [{ id: 'B1', design: 'jackal', x: 30, y: 15, heading: 6 }] };
    const check = (flights: unknown[], points?: number) =>
      setupProblems({
        setup: { points, sides: [{ ships: [{ ...base, flights }] }, enemy] },
        options: { level2: true },
      }).map((p) => p.code);
    expect(check(lancets('BAY9', 'F1'))).toEqual(['INVALID_SETUP']);
    expect(check(lancets('BAY1', 'F1', 'F2', 'F3'))).toEqual(['INVALID_SETUP']);
    // Valkyrie 160 + two Lancets at 10 × launch cost 2.
    expect(check(lancets('BAY1', 'F1', 'F2'), 199)).toEqual(['FLEET_OVER_POINTS']);
    expect(check(lancets('BAY1', 'F1', 'F2'), 200)).toEqual([]);
    // Level 1: no flights in play.
    const l1 = initialState(
      {
        setup: { sides: [{ ships: [{ ...base, flights: lancets('BAY1', 'F1') }] }, enemy] },
        options: {},
      },
      injectedDice([]),
    );
    expect(l1.fighters).toBeUndefined();
  });

  it('SE-FTR-8, SE-EX-27, SE-MOV-5: launches at the end of the carrier\u2019s move within the door rate; launched flights count as moved', () => {
    const s = carriers();
    // A Medium door launches 3 a turn: two Smalls (2 + 2) are too many, one is fine.
    expect(
      execute(s, {
        unit: 'A1',
        ships: [
          {
            ship: 'A1',
            path: [{ fwd: 5 }],
            launch_flights: [{ bay: 'BAY1', flights: ['FA1', 'FA2'] }],
          },
        ],
      }),
    ).toEqual(['E_LAUNCH_RATE_EXCEEDED']);
    expect(
      execute(s, {
        unit: 'A1',
        ships: [
          {
            ship: 'A1',
            path: [{ fwd: 5 }],
            launch_flights: [
              { bay: 'BAY1', flights: ['FA1'] },
              { bay: 'BAY2', flights: ['FA3'] },
            ],
          },
        ],
      }),
    ).toEqual([]);
    expect(flightById(s, 'FA1')).toMatchObject({ status: 'active', x: 15, y: 15, movedTurn: 1 });
    expect(flightById(s, 'FA2')!.status).toBe('in_bay');
    // SE-CMD-SCRAMBLE: a Medium door's scramble rate 5 lets two Smalls out.
    const t = carriers();
    ship(t, 'A1').commands = [{ id: 'SCRAMBLE_FIGHTERS', success: true }];
    expect(
      execute(t, {
        unit: 'A1',
        ships: [
          {
            ship: 'A1',
            path: [{ fwd: 5 }],
            launch_flights: [{ bay: 'BAY1', flights: ['FA1', 'FA2'] }],
          },
        ],
      }),
    ).toEqual([]);
    expect(doorsFit(designOf('valkyrie').bays[0], true, ['Small', 'Small'])).toBe(true);
    expect(doorsFit(designOf('valkyrie').bays[0], false, ['Small', 'Small'])).toBe(false);
  });

  it('SE-FTR-9: a flight within 1" of the carrier\u2019s end point lands in a bay with room', () => {
    const s = carriers();
    put(s, 'FA1', 15.5, 15);
    put(s, 'FA2', 20, 15);
    expect(
      execute(s, {
        unit: 'A1',
        ships: [{ ship: 'A1', path: [{ fwd: 5 }], land_flights: ['FA2'] }],
      }),
    ).toEqual(['E_BAY_UNAVAILABLE']);
    expect(
      execute(s, {
        unit: 'A1',
        ships: [{ ship: 'A1', path: [{ fwd: 5 }], land_flights: ['FA1'] }],
      }),
    ).toEqual([]);
    expect(flightById(s, 'FA1')).toMatchObject({ status: 'in_bay', carrier: 'A1', bay: 'BAY1' });
  });

  it('SE-FTR-5, SE-MOV-4, SE-TER-4: flights move straight up to thrust (asteroid inches twice), afterburners once to 2×, at most 4 per ship moved', () => {
    const s = carriers({}, { asteroids: [{ x: 10, y: 5 }] });
    put(s, 'FA1', 10, 10);
    put(s, 'FA2', 10, 20);
    const ex = (moves: MoveExecuteOrder['fighter_moves']) =>
      execute(s, { unit: 'A1', ships: [{ ship: 'A1', path: [{ fwd: 5 }] }], fighter_moves: moves });
    // Lancet thrust 12: 10" south crosses 6" of asteroids → cost 16.
    expect(ex([{ flight: 'FA1', to: { x: 10, y: 0 } }])).toEqual(['E_FIGHTER_MOVE_TOO_FAR']);
    expect(
      ex([
        { flight: 'FA2', to: { x: 10, y: 28 } },
        { flight: 'FA1', to: { x: 30, y: 10 } },
      ]),
    ).toEqual(['E_FIGHTER_MOVE_TOO_FAR']);
    expect(
      ex([
        { flight: 'FA2', to: { x: 10, y: 28 } },
        { flight: 'FA1', to: { x: 30, y: 10 }, afterburner: true },
      ]),
    ).toEqual([]);
    expect(flightById(s, 'FA1')).toMatchObject({ x: 30, y: 10, afterburnersUsed: 1, movedTurn: 1 });
    // Moved this turn: no second move; no fuel: no second afterburner.
    s.acted = [];
    expect(
      moveFightersKind
        .validate(s, 0, null, { fighter_moves: [{ flight: 'FA1', to: { x: 31, y: 10 } }] })
        .map((p) => p.code),
    ).toEqual(['E_FIGHTER_ALREADY_MOVED']);
    s.turn = 2;
    expect(
      moveFightersKind
        .validate(s, 0, null, {
          fighter_moves: [{ flight: 'FA1', to: { x: 31, y: 10 }, afterburner: true }],
        })
        .map((p) => p.code),
    ).toEqual(['E_FIGHTER_MOVE_TOO_FAR']);
    expect(
      moveFightersKind
        .validate(s, 0, null, {
          fighter_moves: [1, 2, 3, 4, 5].map(() => ({ flight: 'FA2', to: { x: 11, y: 28 } })),
        })
        .map((p) => p.code),
    ).toContain('MALFORMED');
  });

  it('SE-MOV-4: after every ship unit moved, remaining flights move in groups of up to 4, initiative loser first', () => {
    const match = Match.create(
      stellarEmpires,
      { rulesetId: 'stellar-empires', scenarioId: 'belt-strike' },
      'groups',
    );
    const groups: { turn: number; seat: number; loser: number }[] = [];
    playOut(
      match,
      () => ({
        ...heuristicBot,
        decide(turn) {
          if (turn.decision.kind === 'move_fighters') {
            const v = turn.view as { turn: number; initiativeLoser: number };
            groups.push({ turn: v.turn, seat: turn.decision.seat, loser: v.initiativeLoser });
          }
          return heuristicBot.decide(turn);
        },
      }),
      [rngFromSeed('g', 'a'), rngFromSeed('g', 'b')],
      20_000,
    );
    expect(groups.length).toBeGreaterThan(0);
    // Sides alternate while both have flights left: never three groups of one side in a row
    // while the other still had a group to come in that turn.
    for (let i = 2; i < groups.length; i++) {
      const [a, b, c] = groups.slice(i - 2, i + 1);
      const sameTurn = a.turn === c.turn;
      const later = groups.slice(i + 1).some((g) => g.turn === c.turn && g.seat !== c.seat);
      if (sameTurn && later) expect(a.seat === b.seat && b.seat === c.seat).toBe(false);
    }
    expect(match.replay().events.some((e) => e.type === 'flight.moved')).toBe(true);
  });

  it('SE-FTR-10, SE-FTR-11, SE-Q-80, SE-FTR-3, SE-FTR-4: close-defense AFF shot by shot; a flight crippled by one shot saves at armor + 2 against the next', () => {
    const s = carriers();
    const f = put(s, 'FB1', 13, 15); // 3" from A1: within close-defense reach
    f.shieldPower = 0; // shields: the next test
    // Shot 1: D10 1 ≤ DR 5 hits; save D10 1 + skill 5 = 6 < armor 7 → loses a hit (crippled).
    // Shot 2: hits; save 3 + 5 = 8 ≥ 7 but crippled armor is 9 → fails → destroyed.
    const ctx = injectedDice([1, 1, 1, 3]);
    resolveAff(
      s,
      [{ ship: 'A1', source: 'close_defense', allocations: [{ flight: 'FB1', shots: 2 }] }],
      ctx,
    );
    expect(f.status).toBe('destroyed');
    expect(ctx.events.filter((e) => e.type === 'flight.damaged').map((e) => e.data.hits)).toEqual([
      1, 0,
    ]);
  });

  it('SE-FTR-11: shield power lowers the armor once a point; additional fuel re-rolls one failed save a turn', () => {
    const s = carriers();
    const f = put(s, 'FB1', 13, 15);
    // Talon armor 7, shield bonus 1: a roll of 1 + skill 5 = 6 fails; with the shield 6 ≥ 6 saves.
    expect(rollSave(s, f, { modifier: 0, armorPlus: 0, cause: 't' }, injectedDice([1]))).toBe(true);
    expect(f.shieldPower).toBe(1);
    f.fuel = 1;
    f.shieldPower = 0;
    expect(rollSave(s, f, { modifier: 0, armorPlus: 0, cause: 't' }, injectedDice([1, 2]))).toBe(
      true,
    );
    expect(f.fuel).toBe(0);
    expect(rollSave(s, f, { modifier: 0, armorPlus: 0, cause: 't' }, injectedDice([1]))).toBe(
      false,
    );
  });

  it('SE-FTR-10, SE-Q-48: class modifiers: interceptor die 0; minor +1/−1; secondary +2/−2; primary and heavy 0', () => {
    const w = (c: number) => ({ ...designOf('omicron'), class: c }) as never;
    expect(affModifiers(null)).toEqual({ toHit: 0, save: 0 });
    expect(affModifiers(w(1))).toEqual({ toHit: 1, save: -1 });
    expect(affModifiers(w(2))).toEqual({ toHit: 2, save: -2 });
    expect(affModifiers(w(5))).toEqual({ toHit: 0, save: 0 });
  });

  it('SE-FTR-10, SE-FTR-6, SE-FTR-12: AFF needs arc and range; ballistics only from an Aegis ship; close-defense dice leave the interception pool', () => {
    const s = carriers({ a: [{ id: 'A2', design: 'marikai', x: 10, y: 20, heading: 2 }] });
    put(s, 'FB1', 14, 20);
    s.phase = 'combat';
    s.burst = { loser: 1, winner: 0 };
    const codes = (o: object) =>
      fireKind.validate(s, 0, null, { unit: 'A2', fire: [], ...o }).map((p) => p.code);
    // Marikai: W1 particle cannons F/HALF (class 3); W3 missiles (class 2, ballistic) with Aegis 14.
    expect(
      codes({ aff: [{ ship: 'A2', source: 'W1', allocations: [{ flight: 'FB1', shots: 2 }] }] }),
    ).toEqual([]);
    expect(
      codes({ aff: [{ ship: 'A2', source: 'W3', allocations: [{ flight: 'FB1', shots: 2 }] }] }),
    ).toEqual([]);
    expect(
      codes({
        aff: [{ ship: 'A2', source: 'close_defense', allocations: [{ flight: 'FB1', shots: 5 }] }],
      }),
    ).toEqual(['E_INTERCEPT_DICE_EXCEEDED']);
    // Behind the ship: the fore-half arc misses; close defense reaches any arc (no facing, SE-FTR-6).
    put(s, 'FB1', 7, 20);
    expect(
      codes({ aff: [{ ship: 'A2', source: 'W1', allocations: [{ flight: 'FB1', shots: 1 }] }] }),
    ).toEqual(['E_AFF_TARGET']);
    expect(
      codes({
        aff: [{ ship: 'A2', source: 'close_defense', allocations: [{ flight: 'FB1', shots: 1 }] }],
      }),
    ).toEqual([]);
    // The Valkyrie has no Aegis... nor missiles; a Basilisk's torpedoes (class 4) never fire at flights.
    fireKind.apply(
      s,
      0,
      null,
      {
        unit: 'A2',
        fire: [],
        aff: [{ ship: 'A2', source: 'close_defense', allocations: [{ flight: 'FB1', shots: 3 }] }],
      },
      injectedDice([]),
    );
    expect(s.spent.A2).toEqual({ close: 3, assist: 0 });
  });

  it('SE-FTR-13: fire into a dogfight uses defense rating 3 and the hit goes to a flight of either side drawn by the dice', () => {
    const s = carriers();
    put(s, 'FA1', 20, 15);
    put(s, 'FB1', 20.5, 15);
    expect(dogfights(s).map((d) => d.map((f) => f.id))).toEqual([['FA1', 'FB1']]);
    // Roll 4 > 3 misses although the Talon's own DR is 5.
    const miss = injectedDice([4]);
    resolveAff(
      s,
      [{ ship: 'A1', source: 'close_defense', allocations: [{ flight: 'FB1', shots: 1 }] }],
      miss,
    );
    expect(miss.events.find((e) => e.type === 'aff.rolled')!.data.hit).toBe(false);
    put(s, 'FA1', 14, 15);
    put(s, 'FB1', 14.5, 15);
    // Roll 3 hits; the pick (D2 = 1) strikes FA1, our own flight; its save 1 + 5 < 8 fails.
    const hit = injectedDice([3, 1, 1]);
    resolveAff(
      s,
      [{ ship: 'A1', source: 'close_defense', allocations: [{ flight: 'FB1', shots: 1 }] }],
      hit,
    );
    expect(flightById(s, 'FA1')!.hits).toBe(1);
    expect(flightById(s, 'FB1')!.hits).toBe(2);
  });

  it('SE-FTR-14, SE-FTR-15, SE-FTR-2: dogfights: hits on D10 + crew bonus ≤ DR + design bonus + turret, divided evenly, losses after every roll', () => {
    expect(divideHits(5, [{ id: 'x' }, { id: 'y' }] as FlightState[])).toEqual(
      new Map([
        ['x', 3],
        ['y', 2],
      ]),
    );
    const s = carriers();
    put(s, 'FA1', 20, 15);
    put(s, 'FB1', 20.8, 15).shieldPower = 0;
    // FA1 (Lancet, anti-fighter +2, regular 0) vs Talon DR 5: hits on ≤ 7. FB1 (Talon, multi-purpose
    // 0, one manned turret +1) vs Lancet DR 4: primary ≤ 4, turret ≤ 5.
    // Rolls: FA1 7 (hit); FB1 5 (miss), 5 (turret hit). Saves: FB1 vs armor 7 + 0: 1 + 5 fails;
    // FA1 vs armor 8: 1 + 5 fails. Both lose a hit although each save came before the other's loss.
    const ctx = injectedDice([7, 5, 5, 1, 1]);
    resolveFighterCombat(s, [{ attacks: [] }, { attacks: [] }], ctx);
    expect([flightById(s, 'FA1')!.hits, flightById(s, 'FB1')!.hits]).toEqual([1, 1]);
    expect(flightCrippled(flightById(s, 'FA1')!)).toBe(true);
  });

  it('SE-FTR-16, SE-Q-45: a flight attacks a ship in range: carrier skill + DR + facing, no range or screens; damage uses the design bonus', () => {
    const s = carriers();
    const f = put(s, 'FA1', 28, 15); // 2" in front of the Brood Mother
    expect(fighterTargetNumber(f, ship(s, 'B1'))).toBe(5 + 0 + 0);
    s.phase = 'combat';
    s.fighters!.combatResolvedTurn = null;
    expect(
      fighterCombatKind
        .validate(s, 0, null, { attacks: [{ flight: 'FA1', target: 'A1' }] })
        .map((p) => p.code),
    ).toEqual(['E_FRIENDLY_TARGET']);
    put(s, 'FA2', 25, 15);
    expect(
      fighterCombatKind
        .validate(s, 0, null, { attacks: [{ flight: 'FA2', target: 'B1' }] })
        .map((p) => p.code),
    ).toEqual(['E_FIGHTER_RANGE']);
    // Roll 5 ≤ TN 5 hits; Lancet 1D8, anti-fighter design −2 per die: 8 − 2 = 6 on the fore.
    const ctx = injectedDice([5, 8]);
    resolveFighterCombat(s, [{ attacks: [{ flight: 'FA1', target: 'B1' }] }], ctx);
    expect(ctx.events.find((e) => e.type === 'damage.dealt')!.data).toMatchObject({
      section: 'F',
      values: [6],
    });
  });

  it('SE-FTR-18, SE-FTR-20, SE-FTR-21: bay hits cripple flights aboard; a fleet carrier carries its category in flights; a lost carrier loses its flights; reconstitution targets', () => {
    const s = carriers();
    expect(isFleetCarrier(s, ship(s, 'A1'))).toBe(false); // 3 flights, category 8
    // A bay hit (SE-CRIT-9 calls this) cripples the two-hit flights inside.
    crippleFlightsAboard(s, 'A1', 'BAY1', injectedDice([]));
    expect(['FA1', 'FA2', 'FA3'].map((id) => flightById(s, id)!.hits)).toEqual([1, 1, 2]);
    // The carrier destroyed: its flights aboard go with it; flights out on the table do not.
    put(s, 'FA3', 20, 20);
    destroyShip(s, ship(s, 'A1'), injectedDice([]));
    expect(['FA1', 'FA2', 'FA3'].map((id) => flightById(s, id)!.status)).toEqual([
      'destroyed',
      'destroyed',
      'active',
    ]);
    expect(reconstitutionTarget(4, true)).toBe(0); // SE-EX-28: green carrier: never for destroyed
    expect(reconstitutionTarget(4, false)).toBe(2);
  });

  it('SE-BAL-18, SE-FTR-19: an area effect: each flight within the radius avoids on D12 4+, else saves at armor + 2', () => {
    const s = carriers();
    put(s, 'FB1', 20, 15).shieldPower = 0;
    put(s, 'FB2', 21, 15);
    const marker = {
      id: 'm',
      kind: 'aoe' as const,
      side: 0 as const,
      launchUnit: 'A1',
      launchPoint: { x: 10, y: 15 },
      weapon: 'missile_launcher',
      point: { x: 20, y: 15 },
      count: 1,
      skill: 5,
      ownModifier: 0,
      launchShip: 'A1',
    };
    // FB1: D12 3 → save 3 + 5 = 8 < 7 + 2 → loses a hit; FB2: D12 4 avoids.
    const ctx = injectedDice([3, 3, 4]);
    areaVsFlights(s, marker, ctx);
    expect([flightById(s, 'FB1')!.hits, flightById(s, 'FB2')!.hits]).toEqual([1, 2]);
  });

  it('SE-TER-7: flights without Nebula Equipped may not launch into a nebula; a long move there saves at armor + 3', () => {
    const s = carriers({}, { nebula: { mode: 'interior' } });
    expect(
      execute(s, {
        unit: 'A1',
        ships: [
          { ship: 'A1', path: [{ fwd: 5 }], launch_flights: [{ bay: 'BAY2', flights: ['FA3'] }] },
        ],
      }),
    ).toEqual(['E_BAY_UNAVAILABLE']);
    put(s, 'FA1', 10, 10);
    // 8" > half thrust 6: save 1 + 5 < 8 + 3.
    execute(
      s,
      {
        unit: 'A1',
        ships: [{ ship: 'A1', path: [{ fwd: 5 }] }],
        fighter_moves: [{ flight: 'FA1', to: { x: 18, y: 10 } }],
      },
      [8, 1],
    );
    expect(flightById(s, 'FA1')!.hits).toBe(1);
  });

  it('SE-FTR-22, SE-FTR-23, SE-FTR-24: Level 3 fighter rules are not played: flights start in bays, no soft docking, no FOS ratings', () => {
    const p = setupProblems({
      setup: {
        sides: [
          {
            ships: [
              {
                id: 'A1',
                design: 'valkyrie',
                x: 10,
                y: 15,
                heading: 2,
                flights: [{ id: 'F1', type: 'lancet_light_fighter', bay: 'HULL', x: 5 }],
              },
            ],
          },
          { ships: [{ id: 'B1', design: 'jackal', x: 30, y: 15, heading: 6 }] },
        ],
      },
      options: { level2: true },
    });
    expect(p.length).toBeGreaterThan(0);
    expect(designOf('valkyrie').bays.every((b) => b.id.startsWith('BAY'))).toBe(true);
    expect(Object.keys(designOf('valkyrie'))).not.toContain('fos_rating');
  });

  it.each(['ftr-a', 'ftr-b'])(
    'SE-FTR-8, SE-FTR-14: Belt Strike: both bots launch, move and fight with fighters (seed %s), and the game replays',
    (seed) => {
      const match = Match.create(
        stellarEmpires,
        { rulesetId: 'stellar-empires', scenarioId: 'belt-strike' },
        seed,
      );
      playOut(
        match,
        (seat) => (seat === 0 ? randomBot : heuristicBot),
        [rngFromSeed(seed, 'a'), rngFromSeed(seed, 'b')],
        20_000,
      );
      expect(match.isOver).toBe(true);
      const types = new Set(match.replay().events.map((e) => e.type));
      expect(types.has('flight.launched')).toBe(true);
      expect(types.has('flight.moved')).toBe(true);
      expect(verifyReplay(stellarEmpires, match.replay()).ok).toBe(true);
    },
  );

  it('SE-FTR-17, SE-INT-8: a flight near the line of fire adds one die of its Fighters tech, +1 to the roll', () => {
    const s = carriers();
    const hit = {
      id: 'h-1',
      attacker: 'B1',
      system: 'W2',
      weapon: 'particle_cannon',
      int: 3,
      pulse: false,
      dieModifier: 0,
      origin: { x: 30, y: 15 },
      section: 'F' as const,
    };
    const target = ship(s, 'A1');
    put(s, 'FA1', 11.5, 15.3); // 1.53" from A1 (Lancet range 2), 0.3" off the line
    put(s, 'FA2', 11.5, 17); // 2" off the line
    const alloc = (flight: string, count = 1) => [
      { hit: 'h-1', dice: [{ ship: 'A1', pool: 'flight' as const, flight, count }] },
    ];
    expect(allocationProblems(s, target, [hit], alloc('FA1'), s.spent)).toEqual([]);
    expect(allocationProblems(s, target, [hit], alloc('FA1', 2), s.spent)).toHaveLength(1);
    expect(allocationProblems(s, target, [hit], alloc('FA2'), s.spent)).toHaveLength(1);
    expect(anyDiceAvailable(s, target, [hit], s.spent)).toBe(true);
    // Lancet tech 5: a D10; 2 + 1 ≤ Int 3 stops the hit.
    const stop = injectedDice([2]);
    expect(rollInterception(s, target, [hit], alloc('FA1'), stop)).toEqual([]);
    expect(stop.rolls()[0].purpose).toContain('flight FA1');
    // Once per attacking unit: the flight has given its die.
    expect(allocationProblems(s, target, [hit], alloc('FA1'), s.spent)).toHaveLength(1);
    s.spent = {};
    expect(rollInterception(s, target, [hit], alloc('FA1'), injectedDice([3]))).toHaveLength(1);
  });
});
