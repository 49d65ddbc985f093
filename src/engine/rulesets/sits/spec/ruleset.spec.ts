/**
 * SITS through the public engine API: whole games through `Match` with the random bot, the order
 * windows of SITS-ORD-7, hidden orders, atomic rejection and defaults.
 */
import { describe, expect, it } from '@jest/globals';
import { playOut } from '../../../bots/play-out.js';
import { Match, verifyReplay } from '../../../core/match.js';
import { rngFromSeed } from '../../../core/rng.js';
import { sitsBots } from '../bots/index.js';
import { sits, type SitsState } from '../index.js';

const picket = { rulesetId: 'sits', scenarioId: 'picket-clash' };

function play(config: object, seed: string) {
  const match = Match.create(sits, config as typeof picket, seed);
  const rngs = [rngFromSeed(seed, 'seat-0'), rngFromSeed(seed, 'seat-1')];
  const orders = playOut(match, () => sitsBots[0], rngs, 5000);
  return { match, orders };
}

describe('SITS through Match', () => {
  it.each(['one', 'two'])(
    'Picket Clash plays to the end with random bots and verifies (seed %s)',
    (seed) => {
      const { match, orders } = play(picket, seed);
      expect(match.isOver).toBe(true);
      expect(orders).toBeGreaterThan(20);
      expect(match.outcome()).not.toBeNull();
      expect(verifyReplay(sits, match.replay()).ok).toBe(true);
    },
  );

  it('Squadron Action plays to the end, and the same seed and orders give the same events', () => {
    const a = play({ rulesetId: 'sits', scenarioId: 'squadron-action' }, 'fleet');
    const b = play({ rulesetId: 'sits', scenarioId: 'squadron-action' }, 'fleet');
    expect(a.match.isOver).toBe(true);
    expect(JSON.stringify(a.match.replay())).toBe(JSON.stringify(b.match.replay()));
  });

  it('SITS-ALT-1 / SITS-DC-6: with the altitude module and miracle cards on, a custom setup plays to the end', () => {
    const config = {
      rulesetId: 'sits',
      options: { altitude: true, miracles: true },
      setup: {
        turnLimit: 4,
        sides: [
          { id: 'A', name: 'A', miracleCommander: true },
          { id: 'B', name: 'B', miracleCommander: true },
        ],
        ships: [
          {
            id: 'A1',
            side: 'A',
            class: 'kestrel_cl',
            pos: [0, 8],
            facing: 'A',
            velocity: { A: 4 },
            z: 3,
            vertical: -2,
          },
          {
            id: 'B1',
            side: 'B',
            class: 'lancet_dd',
            pos: [0, -8],
            facing: 'D',
            velocity: { D: 4 },
          },
        ],
      },
    };
    const { match } = play(config, 'options');
    expect(match.isOver).toBe(true);
    const events = match.replay().events as { type: string; visibleTo?: number[] }[];
    const draws = events.filter((e) => e.type === 'miracle.drawn');
    expect(draws.length).toBeGreaterThan(0);
    expect(draws.every((e) => e.visibleTo?.length === 1)).toBe(true);
    expect(verifyReplay(sits, match.replay()).ok).toBe(true);
  });

  it('SITS-ORD-7 / SITS-ORD-5: segment orders are simultaneous and secret until every side is in', () => {
    const match = Match.create(sits, picket, 'secret');
    const pending = match.pending();
    expect(pending.map((d) => [d.seat, d.kind, d.simultaneous])).toEqual([
      [0, 'segment_orders', true],
      [1, 'segment_orders', true],
    ]);
    const order = { ships: [{ ship: 'A1', thrust: 3, pivot: { dir: 'cw', hexsides: 1 } }] };
    const r = match.submit(0, pending[0].id, order);
    expect(r.ok && r.events.map((e) => e.type)).toEqual(['order.accepted']);
    expect(match.view(1)).toMatchObject({ mySubmission: null, awaiting: ['B'] });
    expect(match.view(0)).toMatchObject({ mySubmission: { ships: order.ships } });
    const s = match.state as SitsState;
    expect(s.ships.A1.thrust).toBe(0);
    const done = match.submit(1, pending[1].id, { ships: [] });
    expect(done.ok && done.events.map((e) => e.type)).toContain('long_orders.revealed');
    expect((match.state as SitsState).ships.A1.thrust).toBe(3);
  });

  it('SITS-ORD-1 / SITS-Q-29: one bad entry rejects the whole submission with every failure, and changes nothing', () => {
    const match = Match.create(sits, picket, 'atomic');
    const [d] = match.pending();
    const problems = match.check(d.seat, d.id, {
      ships: [
        {
          ship: 'A1',
          thrust: 2,
          fire: [{ mount: 'B-LS', target: 'B1' }],
          launch: [{ mount: 'P-MSL', target: 'B1', warhead: 'laser' }],
        },
      ],
    });
    expect(problems.map((p) => p.code)).toEqual(['FIRE_OUT_OF_RANGE', 'LAUNCH_OUT_OF_ARC']);
    expect(match.check(d.seat, d.id, { ships: [{ ship: 'A1', thrust: 'full' }] })[0]).toMatchObject(
      {
        code: 'ORD_MALFORMED',
        path: '/ships/0/thrust',
      },
    );
    expect(match.check(d.seat, d.id, { ships: [], segment: 4 })[0].code).toBe('ORD_WRONG_STEP');
    expect(
      match.check(d.seat, d.id, { ships: [{ ship: 'A1', pivot: { dir: 'up', hexsides: 1 } }] })[0]
        .code,
    ).toBe('ORD_MALFORMED');
  });

  it('SITS-ORD-2: the default order gives no new orders; thrust and pivots carry on', () => {
    const match = Match.create(sits, picket, 'defaults');
    const [a, b] = match.pending();
    expect(sits.defaultOrder(match.state as SitsState, a)).toEqual({
      type: 'segment_orders',
      turn: 1,
      segment: 1,
      player: 'A',
      ships: [],
    });
    match.submit(a.seat, a.id, { ships: [{ ship: 'A1', thrust: 2 }] });
    match.submit(b.seat, b.id, sits.defaultOrder(match.state as SitsState, b));
    const [a2, b2] = match.pending();
    match.submit(a2.seat, a2.id, sits.defaultOrder(match.state as SitsState, a2));
    match.submit(b2.seat, b2.id, sits.defaultOrder(match.state as SitsState, b2));
    expect((match.state as SitsState).ships.A1).toMatchObject({
      thrust: 2,
      burn: { pulsesUsed: 2 },
    });
  });

  it('SITS-DEF-2 / SITS-ORD-7: a launch opens the decoy window for the target side only, with its choices listed', () => {
    const match = Match.create(
      sits,
      {
        rulesetId: 'sits',
        setup: {
          turnLimit: 3,
          sides: [
            { id: 'A', name: 'A' },
            { id: 'B', name: 'B' },
          ],
          ships: [
            { id: 'A1', side: 'A', class: 'kestrel_cl', pos: [0, 0], facing: 'C' },
            { id: 'B1', side: 'B', class: 'lancet_dd', pos: [0, -10], facing: 'A' },
          ],
        },
      },
      'decoys',
    );
    const [a, b] = match.pending();
    match.submit(a.seat, a.id, {
      ships: [{ ship: 'A1', launch: [{ mount: 'P-MSL', target: 'B1', warhead: 'laser' }] }],
    });
    const r = match.submit(b.seat, b.id, { ships: [] });
    expect(r.ok && r.events.map((e) => e.type)).toContain('salvo.launched');
    const pending = match.pending();
    expect(pending.map((d) => [d.seat, d.kind])).toEqual([[1, 'decoy_response']]);
    const description = match.describe(pending[0].id);
    expect(description.choices).toHaveLength(2);
    const done = match.submit(1, pending[0].id, { decoys: [{ ship: 'B1', salvo: 'S1-A1-P-MSL' }] });
    expect(done.ok && done.events.map((e) => e.type)).toEqual(
      expect.arrayContaining(['decoy.deployed', 'salvo.defended']),
    );
  });

  it('SITS-GEN-8: the view is open but for unrevealed orders; positions come in hexes and plane units', () => {
    const match = Match.create(sits, picket, 'view');
    const v = match.view(null) as {
      ships: { id: string; pos: object; velocity: object }[];
      mySubmission: unknown;
    };
    expect(v.ships.find((x) => x.id === 'B1')).toMatchObject({
      pos: { q: 10, r: -45, x: expect.closeTo(8.66, 2), y: expect.closeTo(40, 6) },
      velocity: { D: 4 },
    });
    expect(v.mySubmission).toBeNull();
  });

  it('the state copy shares the unchanging ship classes and copies everything else', () => {
    const s = Match.create(sits, picket, 'clone').state as SitsState;
    const copy = sits.cloneState!(s);
    expect(copy).toEqual(s);
    expect(copy.classes).toBe(s.classes);
    expect(copy.ships.A1).not.toBe(s.ships.A1);
    copy.ships.A1.hull = 1;
    expect(s.ships.A1.hull).toBe(180);
  });

  it('a seat that resigns loses at once', () => {
    const match = Match.create(sits, picket, 'resign');
    match.resign(1);
    expect(match.outcome()).toMatchObject({ winners: [0], reason: 'resigned' });
  });

  it('refuses bad setups with INVALID_SETUP and bad options with INVALID_OPTION', () => {
    expect(
      sits.validateSetup({ options: { gravity: true }, scenarioId: 'picket-clash' })[0].code,
    ).toBe('INVALID_OPTION');
    const problems = sits.validateSetup({
      options: {},
      setup: {
        turnLimit: 2,
        sides: [
          { id: 'A', name: 'A' },
          { id: 'B', name: 'B' },
        ],
        ships: [
          { id: 'A1', side: 'A', class: 'kestrel_cl', pos: [0, 0], facing: 'A' },
          { id: 'A1', side: 'C', class: 'lancet_dd', pos: [0, 5], facing: 'A' },
        ],
      },
    });
    expect(problems.map((p) => [p.code, p.path])).toEqual([
      ['INVALID_SETUP', '/setup/ships/1/id'],
      ['INVALID_SETUP', '/setup/ships/1/side'],
      ['INVALID_SETUP', '/setup/ships'],
    ]);
  });
});
