/**
 * Stellar Empires played through the public engine API: whole seeded games through `Match` with
 * its bots, replays verified, determinism and hidden information.
 */
import { playOut } from '../../../bots/play-out.js';
import { Match, verifyReplay } from '../../../core/match.js';
import { rngFromSeed } from '../../../core/rng.js';
import { stellarEmpiresBots } from '../bots/index.js';
import { stellarEmpires } from '../index.js';
import type { SeState } from '../state.js';

const border = { rulesetId: 'stellar-empires', scenarioId: 'border-clash' };

function play(
  seed: string,
  config: {
    rulesetId: string;
    scenarioId?: string;
    setup?: unknown;
    options?: Record<string, unknown>;
  } = border,
) {
  const match = Match.create(stellarEmpires, config, seed);
  const rngs = [rngFromSeed(seed, 'seat-0'), rngFromSeed(seed, 'seat-1')];
  const orders = playOut(match, () => stellarEmpiresBots[0], rngs, 5000);
  return { match, orders };
}

describe('Stellar Empires through Match', () => {
  it.each(['one', 'two', 'three', 'four'])(
    'SE-TURN-1, SE-END-2: Border Clash plays to the end with random bots (seed %s)',
    (seed) => {
      const { match, orders } = play(seed);
      expect(match.isOver).toBe(true);
      expect(orders).toBeGreaterThan(10);
      expect(verifyReplay(stellarEmpires, match.replay()).ok).toBe(true);
    },
  );
});

describe('Stellar Empires decisions through Match', () => {
  it('SE-EX-35, SE-SCN-1, SE-INIT-1, SE-INIT-3, SE-INIT-4: Border Clash starts at turn 1; the loser moves first; 36" apart', () => {
    const match = Match.create(stellarEmpires, border, 'start');
    const s = match.state as SeState;
    const init = match.replay().events.find((e) => e.type === 'initiative.rolled')!;
    const totals = init.data.totals as number[];
    expect(totals[0]).not.toBe(totals[1]);
    const loser = totals[0] < totals[1] ? 0 : 1;
    expect(match.pending()).toEqual([
      expect.objectContaining({ seat: loser, kind: 'move_declare' }),
    ]);
    expect(s.turn).toBe(1);
    expect(Math.hypot(42 - 6, 0)).toBe(36);
    const d = match.describe(match.pending()[0].id);
    expect(d.choices).toBeUndefined(); // the loser may have launchers; otherwise a list of units
  });

  it('SE-MOV-15, SE-MOV-1, SE-MOV-3: a squadron move lists every member once (E_SQUADRON_INCOMPLETE) or uses a formation', () => {
    const match = Match.create(stellarEmpires, border, 'squad');
    const [d] = match.pending();
    const unit = d.seat === 0 ? 'A-SQ1' : 'B-SQ1';
    expect(match.check(d.seat, d.id, { unit: d.seat === 0 ? 'B-SQ1' : 'A-SQ1' })[0].code).toBe(
      'E_NOT_OWNER',
    );
    const r = match.submit(d.seat, d.id, { unit, launches: [] });
    expect(r.ok).toBe(true);
    const [e] = match.pending();
    expect(e.kind).toBe('move_execute');
    const lead = d.seat === 0 ? 'A1' : 'B1';
    expect(
      match.check(e.seat, e.id, { unit, ships: [{ ship: lead, path: [{ fwd: 5 }] }] })[0].code,
    ).toBe('E_SQUADRON_INCOMPLETE');
    expect(
      match.submit(e.seat, e.id, {
        unit,
        formation: { fraction: 0.75, turn: { turn: 'L', deg: 45 } },
      }).ok,
    ).toBe(true);
    const s = match.state as SeState;
    expect(
      s.ships.filter((x) => x.side === d.seat).every((x) => x.heading !== (d.seat === 0 ? 2 : 6)),
    ).toBe(true);
  });

  it('is deterministic: the same seed and orders give the same event log', () => {
    const a = play('det').match.replay();
    const b = play('det').match.replay();
    expect(JSON.stringify(a.events)).toBe(JSON.stringify(b.events));
  });

  it('SE-BAL-1, SE-BAL-3, SE-BAL-19, SE-TURN-2, SE-TURN-4: missiles launched in Movement land in the Action Phase', () => {
    const match = Match.create(stellarEmpires, border, 'volley');
    const s = match.state as SeState;
    // Bring the fleets within missile range, then let side A launch from the Marikai.
    for (const x of s.ships) x.x = x.side === 0 ? x.x + 14 : x.x - 14;
    let launched = false;
    for (let guard = 0; guard < 200 && !match.isOver; guard++) {
      const [d] = match.pending();
      if (d.kind === 'move_declare' && d.seat === 0 && !launched) {
        expect(
          match.submit(0, d.id, {
            unit: 'A-SQ1',
            launches: [{ ship: 'A2', system: 'W3', kind: 'volley', target_unit: 'B-SQ1' }],
          }).ok,
        ).toBe(true);
        launched = true;
        continue;
      }
      const r = match.submit(d.seat, d.id, match.describe(d.id).example);
      expect(r.ok).toBe(true);
      if (
        launched &&
        (match.state as SeState).phase === 'movement' &&
        (match.state as SeState).turn === 2
      )
        break;
    }
    const types = match.replay().events.map((e) => e.type);
    const launchAt = types.indexOf('ballistics.launched');
    const combatAt = types.indexOf('phase.started', launchAt);
    const arriveAt = types.indexOf('volley.arrived');
    expect(launchAt).toBeGreaterThan(-1);
    expect(arriveAt).toBeGreaterThan(combatAt);
  });

  it('hidden information: an area-effect point is hidden from the other side until impact (SE-TECH-4)', () => {
    const match = Match.create(stellarEmpires, border, 'hidden');
    const s = match.state as SeState;
    s.markers.push({
      id: 'm-9',
      kind: 'aoe',
      side: 0,
      launchUnit: 'A-SQ1',
      launchShip: 'A1',
      launchPoint: { x: 6, y: 15 },
      weapon: 'particle_cannon',
      point: { x: 30, y: 15 },
      count: 1,
      skill: 5,
      ownModifier: 0,
    });
    const mine = stellarEmpires.view(s, 0) as { markers: { point: unknown }[] };
    const theirs = stellarEmpires.view(s, 1) as { markers: { point: unknown }[] };
    expect(mine.markers[0].point).toEqual({ x: 30, y: 15 });
    expect(theirs.markers[0].point).toBeNull();
    expect(JSON.stringify(stellarEmpires.view(s, null))).not.toContain('"x":30,"y":15');
  });

  it('SE-INT-4, SE-INT-5: the defender is asked to intercept; a bad allocation changes nothing', () => {
    for (let i = 0; i < 30; i++) {
      const match = Match.create(stellarEmpires, border, `int${i}`);
      const s = match.state as SeState;
      for (const x of s.ships) x.x = x.side === 0 ? x.x + 16 : x.x - 16;
      for (let guard = 0; guard < 100 && !match.isOver; guard++) {
        const [d] = match.pending();
        if (d.kind === 'intercept') {
          const before = JSON.stringify(match.state);
          expect(
            match.submit(d.seat, d.id, {
              allocations: [
                { hit: 'h-nope', dice: [{ ship: 'A1', pool: 'close_defense', count: 1 }] },
              ],
            }).ok,
          ).toBe(false);
          expect(JSON.stringify(match.state)).toBe(before);
          expect(match.submit(d.seat, d.id, match.describe(d.id).example).ok).toBe(true);
          return;
        }
        const order =
          d.kind === 'fire'
            ? { unit: d.seat === 0 ? 'A-SQ1' : 'B-SQ1', all_at: d.seat === 0 ? 'B2' : 'A3' }
            : match.describe(d.id).example;
        const ok = match.submit(d.seat, d.id, order).ok;
        if (!ok) match.submit(d.seat, d.id, match.describe(d.id).example);
      }
    }
    throw new Error('no interception in 30 games');
  });

  it('SE-D-1: custom fleets are checked against point costs', () => {
    const fleet = (prefix: string, n: number) => ({
      ships: Array.from({ length: n }, (_, i) => ({
        id: `${prefix}${i}`,
        design: 'omicron',
        x: 10,
        y: 10,
        heading: 2,
      })),
    });
    const ok = stellarEmpires.validateSetup({
      setup: { sides: [fleet('A', 2), fleet('B', 2)] },
      options: {},
    });
    expect(ok).toEqual([]);
    const over = stellarEmpires.validateSetup({
      setup: { points: 300, sides: [fleet('A', 2), fleet('B', 1)] },
      options: {},
    });
    expect(over.map((p) => p.code)).toEqual(['FLEET_OVER_POINTS']);
  });

  it('plays the larger Fleet Action scenario to the end', () => {
    const { match } = play('fleet', { rulesetId: 'stellar-empires', scenarioId: 'fleet-action' });
    expect(match.isOver).toBe(true);
  });
});
