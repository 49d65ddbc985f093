/**
 * Terrain (SE-TER-1..8) at Level 2: on the measured table, along paths and lines of sight, and
 * not at all at Level 1.
 */
import { Match, verifyReplay } from '../../../core/match.js';
import { playOut } from '../../../bots/play-out.js';
import { rngFromSeed } from '../../../core/rng.js';
import { injectedDice, seededDice } from '../../../testing/context.js';
import { randomBot } from '../../../bots/bot.js';
import { heuristicBot } from '../bots/index.js';
import { moveExecuteKind, type MoveExecuteOrder } from '../decisions/move-execute.js';
import { stellarEmpires } from '../index.js';
import { launchProblems } from '../rules/ballistic.js';
import { directTargetNumber, systemCannotFire } from '../rules/fire.js';
import { terrainOnLine } from '../rules/level2/terrain/line-of-sight.js';
import { placeAsteroids } from '../rules/level2/terrain/placement.js';
import { chordInDisc, type Terrain } from '../rules/level2/terrain/terrain.js';
import type { TerrainSetup } from '../rules/level2/terrain/terrain-setup.js';
import { initialState, setupProblems } from '../setup.js';
import type { SeState } from '../state.js';
import { ship } from './fixtures.js';

/** One independent ship a side: A1 a Rapier (category 6, regular) heading east, B1 a Hellcat. */
function duel(terrain: TerrainSetup, level2 = true, a = { x: 4, y: 15 }, b = { x: 40, y: 15 }) {
  return initialState(
    {
      setup: {
        terrain,
        sides: [
          { ships: [{ id: 'A1', design: 'rapier', ...a, heading: 2 }] },
          { ships: [{ id: 'B1', design: 'hellcat', ...b, heading: 6 }] },
        ],
      },
      options: { level2 },
    },
    injectedDice([]),
  );
}

function move(
  s: SeState,
  order: Omit<MoveExecuteOrder, 'unit'> & { unit?: string },
  dice: number[],
) {
  const o = { unit: 'A1', ...order } as MoveExecuteOrder;
  s.declared = o.unit;
  s.burst = { loser: 1, winner: 0 };
  const problems = moveExecuteKind.validate(s, 0, null, o);
  if (problems.length > 0) return { problems, ctx: null };
  const ctx = injectedDice(dice);
  moveExecuteKind.apply(s, 0, null, o, ctx);
  return { problems, ctx };
}

const types = (ctx: { events: { type: string }[] } | null) => ctx!.events.map((e) => e.type);

describe('Level 2 terrain (SE-TER)', () => {
  it('SE-GEN-9, SE-TER-1: a chord is measured in inches along the segment', () => {
    expect(chordInDisc({ x: 0, y: 0 }, { x: 10, y: 0 }, { x: 5, y: 0 }, 3)).toBeCloseTo(6);
    expect(chordInDisc({ x: 0, y: 0 }, { x: 10, y: 0 }, { x: 5, y: 3 }, 3)).toBe(0);
    expect(chordInDisc({ x: 0, y: 0 }, { x: 5, y: 0 }, { x: 5, y: 0 }, 3)).toBeCloseTo(3);
  });

  it('SE-TER-1: random asteroid fields: D10 spacing, D10 per quadrant scaled by area, seeded', () => {
    const ctx = seededDice('asteroids');
    const table = { width: 48, length: 30 };
    const markers = placeAsteroids(table, ctx.dice);
    const [spacing, perQuadrant] = ctx.rolls().map((r) => r.faces[0]);
    expect(markers.length).toBeGreaterThan(0);
    expect(markers.length).toBeLessThanOrEqual(4 * perQuadrant);
    for (const m of markers) {
      expect(m.radius).toBe(3);
      expect(m.x).toBeGreaterThanOrEqual(0);
      expect(m.x).toBeLessThanOrEqual(48);
      for (const n of markers)
        if (n !== m) expect(Math.hypot(m.x - n.x, m.y - n.y)).toBeGreaterThanOrEqual(spacing);
    }
    expect(placeAsteroids(table, seededDice('asteroids').dice)).toEqual(markers);
    // Twice the area: twice the markers per quadrant, two position rolls per draw.
    const big = seededDice('asteroids');
    placeAsteroids({ width: 96, length: 30 }, big.dice);
    const positions = big.rolls().filter((r) => r.purpose.includes('position')).length;
    expect(positions).toBeGreaterThanOrEqual(2 * 4 * 2 * perQuadrant);
  });

  it('SE-GEN-1: terrain has no effect at Level 1 (the state has none)', () => {
    const s = duel({ asteroids: [{ x: 10, y: 15 }], deadly_edge: 'E' }, false);
    expect(s.terrain.asteroids).toEqual([]);
    expect(s.terrain.deadly_edge).toBeNull();
    expect(duel({ asteroids: [{ x: 10, y: 15 }] }).terrain.asteroids).toEqual([
      { x: 10, y: 15, radius: 3 },
    ]);
  });

  it('SE-TER-2, SE-EX-34, SE-MOV-5: a path through a zone rolls a strike; struck dice go on the section facing the marker', () => {
    // Rapier: category 6, regular (threshold 15); moves 9" straight through the zone at (10, 15).
    const s = duel({ asteroids: [{ x: 10, y: 15 }] });
    const { ctx } = move(s, { ships: [{ ship: 'A1', path: [{ fwd: 9 }] }] }, [4, 1, 1, 1, 1]);
    const crossed = ctx!.events.find((e) => e.type === 'asteroids.crossed')!;
    expect(crossed.data).toMatchObject({ roll: 4, defence: 0, dice: 4 });
    const dealt = ctx!.events.find((e) => e.type === 'damage.dealt')!;
    // At (13, 15) heading east, the marker at (10, 15) is astern.
    expect(dealt.data).toMatchObject({
      cause: 'asteroid strike',
      section: 'A',
      values: [1, 1, 1, 1],
    });
    expect(types(ctx).indexOf('ship.moved')).toBeLessThan(types(ctx).indexOf('asteroids.crossed'));
  });

  it('SE-TER-2, SE-Q-82: committed weapons and interceptors lower the total; the systems count as fired', () => {
    const s = duel({ asteroids: [{ x: 10, y: 15 }] });
    // Rapier: W1 2 × N Laser 3 (class 4, primary), W2 2 × Particle Cannon (class 3, secondary).
    const bad = move(
      s,
      {
        ships: [
          {
            ship: 'A1',
            path: [{ fwd: 9 }],
            asteroid_defense: { systems: ['W1'], interceptors: false },
          },
        ],
      },
      [],
    );
    expect(bad.problems.map((p) => p.code)).toEqual(['E_CANNOT_FIRE']);
    const energy = ship(s, 'A1').reactorLeft + ship(s, 'A1').capacitor;
    const { ctx } = move(
      s,
      {
        ships: [
          {
            ship: 'A1',
            path: [{ fwd: 9 }],
            asteroid_defense: { systems: ['W2'], interceptors: true },
          },
        ],
      },
      [4, 1, 1],
    );
    // defence = floor(2 weapons / 2) + floor(close defense 2 / 2) = 2: total 4 + 9 + 6 − 2 = 17 → 2D10.
    expect(ctx!.events.find((e) => e.type === 'asteroids.crossed')!.data).toMatchObject({
      defence: 2,
    });
    expect(ship(s, 'A1').systems.find((x) => x.id === 'W2')).toMatchObject({
      charge: 0,
      firedTurn: 1,
    });
    expect(ship(s, 'A1').reactorLeft + ship(s, 'A1').capacitor).toBeLessThan(energy);
  });

  it('SE-TER-3, SE-Q-41: each zone on the line gives −ceil(inside / 3); asteroids never block', () => {
    const t: Terrain = {
      asteroids: [
        { x: 10, y: 0, radius: 3 },
        { x: 20, y: 2, radius: 3 },
      ],
      planets: [],
      nebula: null,
      deadly_edge: null,
    };
    const line = terrainOnLine(t, { x: 0, y: 0 }, { x: 30, y: 0 });
    // 6" inside the first (−2); the second is 2" off the line: chord 2·√5 ≈ 4.47 (−2).
    expect(line).toMatchObject({ blocked: false, tn: -4, dieModifier: 0 });
    const s = duel({ asteroids: [{ x: 20, y: 15 }] }, true, { x: 10, y: 15 }, { x: 30, y: 15 });
    const clear = duel({}, true, { x: 10, y: 15 }, { x: 30, y: 15 });
    expect(directTargetNumber(s, ship(s, 'A1'), ship(s, 'B1'), 0, 0)).toBe(
      directTargetNumber(clear, ship(clear, 'A1'), ship(clear, 'B1'), 0, 0) - 2,
    );
  });

  it('SE-TER-5, SE-HIT-12: a rock planetoid blocks the line of sight and wrecks a ship that enters it', () => {
    const s = duel(
      { planets: [{ x: 20, y: 15, radius: 2, kind: 'rock' }] },
      true,
      { x: 10, y: 15 },
      { x: 30, y: 15 },
    );
    expect(systemCannotFire(s, ship(s, 'A1'), 'W1', ship(s, 'B1'))?.code).toBe('E_NO_LOS');
    const { ctx } = move(s, { ships: [{ ship: 'A1', path: [{ fwd: 10 }] }] }, []);
    expect(types(ctx)).toContain('ship.wrecked');
    expect(ship(s, 'A1')).toMatchObject({ status: 'destroyed', x: 18, y: 15 });
  });

  it('SE-TER-5: atmospheres: no entry, the core blocks, the ring gives −ceil(L) TN and −ceil(L/2) per die; no ballistics through it', () => {
    const atm = { x: 20, y: 15, radius: 4, kind: 'atmospheric' as const, atmosphere_width: 2 };
    const s = duel({ planets: [atm] }, true, { x: 10, y: 15 }, { x: 30, y: 15 });
    expect(
      move(s, { ships: [{ ship: 'A1', path: [{ fwd: 8 }] }] }, []).problems.map((p) => p.code),
    ).toEqual(['E_PATH_BLOCKED']);
    expect(ship(s, 'A1').x).toBe(10);
    expect(systemCannotFire(s, ship(s, 'A1'), 'W1', ship(s, 'B1'))?.code).toBe('E_NO_LOS');
    // A line 3" off the centre misses the core (radius 2) and crosses the ring: 2·√7 ≈ 5.29".
    const t: Terrain = { asteroids: [], planets: [atm], nebula: null, deadly_edge: null };
    expect(terrainOnLine(t, { x: 10, y: 18 }, { x: 30, y: 18 })).toMatchObject({
      blocked: false,
      tn: -6,
      dieModifier: -3,
    });
    // A torpedo cannot be launched through the ring (Basilisk W1, torpedo tubes).
    const b = initialState(
      {
        setup: {
          terrain: { planets: [atm] },
          sides: [
            { ships: [{ id: 'A1', design: 'basilisk', x: 10, y: 18, heading: 2 }] },
            { ships: [{ id: 'B1', design: 'hellcat', x: 30, y: 18, heading: 6 }] },
          ],
        },
        options: { level2: true },
      },
      injectedDice([]),
    );
    const p = launchProblems(b, 'A1', [
      { ship: 'A1', system: 'W1', kind: 'torpedo', targets: [{ ship: 'B1', count: 4 }] },
    ]);
    expect(p.map((x) => x.code)).toEqual(['E_NO_LOS']);
  });

  it('SE-TER-5: a gas giant is closed to ships; its outer 2" ring acts as an atmosphere', () => {
    const t: Terrain = {
      asteroids: [],
      planets: [{ x: 20, y: 15, radius: 5, kind: 'gas_giant', atmosphere_width: 0 }],
      nebula: null,
      deadly_edge: null,
    };
    // 4.5" off the centre: in the ring (3..5) only.
    expect(terrainOnLine(t, { x: 0, y: 19.5 }, { x: 40, y: 19.5 }).blocked).toBe(false);
    expect(terrainOnLine(t, { x: 0, y: 17 }, { x: 40, y: 17 }).blocked).toBe(true);
    const s = duel({ planets: [{ x: 20, y: 15, radius: 5, kind: 'gas_giant' }] }, true, {
      x: 10,
      y: 15,
    });
    expect(move(s, { ships: [{ ship: 'A1', path: [{ fwd: 6 }] }] }, []).problems[0].code).toBe(
      'E_PATH_BLOCKED',
    );
  });

  it('SE-TER-6, SE-Q-43: nebula friction round_half_up(moved / 8) × 1D8 on the fore, unless its projector is up; −ceil(L/4) on the line', () => {
    const s = duel({ nebula: { mode: 'interior' } });
    const { ctx } = move(s, { ships: [{ ship: 'A1', path: [{ fwd: 11 }] }] }, [8]);
    const dealt = ctx!.events.filter((e) => e.type === 'damage.dealt');
    expect(dealt).toHaveLength(1); // 11 / 8 = 1.375 → 1
    expect(dealt[0].data).toMatchObject({ cause: 'nebula friction', section: 'F', values: [8] });
    const t: Terrain = {
      asteroids: [],
      planets: [],
      nebula: { mode: 'fringe', markers: [{ x: 10, y: 0, radius: 3 }] },
      deadly_edge: null,
    };
    expect(terrainOnLine(t, { x: 0, y: 0 }, { x: 20, y: 0 }).tn).toBe(-2);
    expect(
      terrainOnLine(
        { ...t, nebula: { mode: 'interior', markers: [] } },
        { x: 0, y: 0 },
        { x: 17, y: 0 },
      ).tn,
    ).toBe(-5);
    // A Hellcat has shields: its fore projector is up, so no friction.
    const h = duel({ nebula: { mode: 'interior' } });
    h.declared = 'B1';
    h.burst = { loser: 0, winner: 1 };
    const ctx2 = injectedDice([]);
    moveExecuteKind.apply(
      h,
      1,
      null,
      { unit: 'B1', ships: [{ ship: 'B1', path: [{ fwd: 9 }] }] },
      ctx2,
    );
    expect(ctx2.events.some((e) => e.type === 'damage.dealt')).toBe(ship(h, 'B1').shields === null);
  });

  it('SE-TER-8: a ship crossing the deadly edge is destroyed, not disengaged', () => {
    const s = duel({ deadly_edge: 'E' }, true, { x: 44, y: 15 });
    move(s, { ships: [{ ship: 'A1', path: [{ fwd: 8 }] }] }, []);
    expect(ship(s, 'A1').status).toBe('destroyed');
    const w = duel({ deadly_edge: 'W' }, true, { x: 44, y: 15 });
    move(w, { ships: [{ ship: 'A1', path: [{ fwd: 8 }] }] }, []);
    expect(ship(w, 'A1').status).toBe('disengaged');
  });

  it('SE-TER-5: a custom setup may not start a ship inside a planet', () => {
    const p = setupProblems({
      setup: {
        terrain: { planets: [{ x: 4, y: 15, radius: 2, kind: 'rock' }] },
        sides: [
          { ships: [{ id: 'A1', design: 'rapier', x: 4, y: 15, heading: 2 }] },
          { ships: [{ id: 'B1', design: 'hellcat', x: 40, y: 15, heading: 6 }] },
        ],
      },
      options: { level2: true },
    });
    expect(p.map((x) => x.code)).toEqual(['INVALID_SETUP']);
  });

  it.each(['belt-a', 'belt-b'])(
    'SE-TER-2, SE-TER-5: Belt Strike at Level 2 plays to the end, random v heuristic (seed %s), and replays',
    (seed) => {
      const config = {
        rulesetId: 'stellar-empires',
        scenarioId: 'belt-strike',
        options: { level2: true },
      };
      const match = Match.create(stellarEmpires, config, seed);
      playOut(
        match,
        (seat) => (seat === 0 ? randomBot : heuristicBot),
        [rngFromSeed(seed, 'a'), rngFromSeed(seed, 'b')],
        20_000,
      );
      expect(match.isOver).toBe(true);
      const events = match.replay().events;
      // The heuristic side never wrecks itself on the planetoid.
      const wrecked = events
        .filter((e) => e.type === 'ship.wrecked')
        .map((e) => String(e.data.ship));
      expect(wrecked.filter((id) => id.startsWith('B'))).toEqual([]);
      expect(verifyReplay(stellarEmpires, match.replay()).ok).toBe(true);
    },
  );
});
