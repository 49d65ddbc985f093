import { injectedDice } from '../../../testing/context.js';
import { stratoyager } from '../index.js';
import type { GameState } from '../model.js';
import {
  atSegment,
  codesOf,
  decisionFor,
  drift,
  events,
  game,
  maneuver,
  submit,
  unit,
} from './fixtures.js';

const G = 'fsf-guardian-1';
const B = 'khi-blackbuck-1';

function arcadeDuel(enabled = true): GameState {
  const s = game(
    [
      { id: G, x: 12, y: 10, speed: 2, structure: 1, shields: 0 },
      { id: B, x: 12, y: 17, course: 6, facing: 6, speed: 2, structure: 1, shields: 0 },
      { id: 'fsf-guardian-2', x: 2, y: 1 },
      { id: 'khi-evo-1', x: 2, y: 35 },
    ],
    { options: { arcade: { enabled, countdownSeconds: 20 } } },
  );
  return atSegment(s, [G, B], 2, 3);
}

const salvo = (unitId: string, targetId: string) => ({
  type: 'COMBAT' as const,
  unitId,
  action: { type: 'MAIN_WEAPON_SALVO' as const, targetId },
});

describe('Stratoyager arcade mode (SY-ARC)', () => {
  it('SY-ARC-1, SY-ARC-6: without arcade mode, or outside maneuver orders, no decision is timed', () => {
    const plain = arcadeDuel(false);
    submit(plain, 1, { orders: [drift(B)] }, injectedDice([]));
    expect(stratoyager.pending(plain).map((d) => d.timeLimitSeconds)).toEqual([undefined]);
    const s = arcadeDuel();
    const ctx = injectedDice([]);
    submit(s, 1, { orders: [drift(B)] }, ctx);
    submit(s, 0, { orders: [drift(G)] }, ctx);
    expect(s.stage).toBe('COMBAT_ORDERS');
    expect(stratoyager.pending(s).map((d) => d.timeLimitSeconds)).toEqual([undefined, undefined]);
  });

  it('SY-ARC-1: arcade mode is a match option (off by default)', () => {
    expect(game([{ id: G }, { id: B }]).config.arcade).toEqual({
      enabled: false,
      countdownSeconds: 30,
    });
    expect(arcadeDuel().config.arcade).toEqual({ enabled: true, countdownSeconds: 20 });
    expect(
      stratoyager
        .validateSetup({ scenarioId: 'pilot-episode', options: { arcade: { enabled: 'yes' } } })
        .map((p) => p.code),
    ).toEqual(['INVALID_OPTION']);
  });

  it("SY-ARC-2: the first final maneuver order makes its side the first pilot and starts the other side's countdown", () => {
    const s = arcadeDuel();
    const ctx = injectedDice([]);
    // Neither side is on the clock before the first final order.
    expect(stratoyager.pending(s).map((d) => d.timeLimitSeconds)).toEqual([undefined, undefined]);
    submit(s, 1, { orders: [drift(B)] }, ctx);
    expect(s.firstPilot).toBe(1);
    // The host's timer: the other side's decision now carries the countdown.
    expect(stratoyager.pending(s).map((d) => [d.seat, d.timeLimitSeconds])).toEqual([[0, 20]]);
    expect(events(ctx, 'first_pilot.decided')).toEqual([
      { side: 1, turn: 3, segment: 2, countdownSeconds: 20, waitingFor: 0 },
    ]);
    expect(JSON.stringify(ctx.events)).not.toContain('ACCEL_DECEL');
    submit(s, 0, { orders: [drift(G)] }, ctx);
    expect(events(ctx, 'first_pilot.decided')).toHaveLength(1);
  });

  it('SY-ARC-3: drafts are kept (hidden) until expiry; the default order is the last valid draft, else inertia flight', () => {
    const s = arcadeDuel();
    const ctx = injectedDice([]);
    submit(s, 1, { orders: [drift(B)] }, ctx);
    const d = decisionFor(s, 0);
    expect(stratoyager.defaultOrder(s, d)).toEqual({
      orders: [{ ...drift(G), evasive: false, exitIntent: 'RETURN' }],
    });
    const draft = {
      draft: true,
      orders: [maneuver(G, ['TURN', 'PORT', 1], ['ACCEL_DECEL', 'ACCELERATE', 1])],
    };
    submit(s, 0, draft, ctx);
    expect(stratoyager.pending(s).map((x) => x.seat)).toEqual([0]);
    expect(JSON.stringify(stratoyager.view(s, 1))).not.toContain('"PORT"');
    expect((stratoyager.view(s, 0) as { myDraft: unknown }).myDraft).toEqual(draft);
    expect(stratoyager.defaultOrder(s, d)).toEqual({ orders: draft.orders });
    submit(s, 0, stratoyager.defaultOrder(s, d), ctx);
    expect(unit(s, G).course).toBe(11);
    // A final order is final: the decision is gone.
    expect(stratoyager.pending(s).some((x) => x.kind === 'maneuver')).toBe(false);
  });

  it('SY-ARC-4, SY-SEG-5, SY-EX-28: the first pilot shoots first; a target wrecked by it never fires (no dice drawn)', () => {
    const s = arcadeDuel();
    const ctx = injectedDice([2, 5, 5, 1]);
    submit(s, 0, { orders: [drift(G)] }, ctx);
    submit(s, 1, { orders: [drift(B)] }, ctx);
    expect([unit(s, G).pos, unit(s, B).pos]).toEqual([
      { x: 12, y: 12 },
      { x: 12, y: 15 },
    ]);
    submit(s, 0, { orders: [salvo(G, B)] }, ctx);
    submit(s, 1, { orders: [salvo(B, G)] }, ctx);
    expect(unit(s, B).status).toBe('WRECKED');
    expect(unit(s, G).status).toBe('ON_TABLE');
    expect(events(ctx, 'attack.resolved')).toHaveLength(1);
    expect(events(ctx, 'shot.lost')).toEqual([
      { unitId: B, reason: 'removed by the first shot (SY-ARC-4)' },
    ]);
    expect(ctx.rolls()).toHaveLength(2);
  });

  it('SY-ARC-4: without a mutual exchange, attacks stay simultaneous', () => {
    const s = arcadeDuel();
    const ctx = injectedDice([2, 5, 5, 1]);
    submit(s, 0, { orders: [drift(G)] }, ctx);
    submit(s, 1, { orders: [drift(B)] }, ctx);
    submit(s, 0, { orders: [salvo(G, B)] }, ctx);
    submit(
      s,
      1,
      { orders: [{ type: 'COMBAT', unitId: B, action: { type: 'COUNTERMEASURES' } }] },
      ctx,
    );
    expect(events(ctx, 'shot.lost')).toEqual([]);
    expect(unit(s, B).status).toBe('WRECKED');
  });

  it('SY-ARC-5: arcade mode changes no rule check: the same orders get the same problems', () => {
    const on = arcadeDuel(true);
    const off = arcadeDuel(false);
    const bad = { orders: [maneuver(G, ['TURN', 'PORT', 9], ['TURN', 'STARBOARD', 1])] };
    expect(codesOf(on, 0, bad)).toEqual(codesOf(off, 0, bad));
    expect(codesOf(off, 0, { draft: true, orders: [drift(G)] })).toEqual(['WRONG_STAGE']);
  });

  it('SY-ARC-6: combat orders, initiative and deployment are not timed: no drafts there', () => {
    const s = arcadeDuel();
    const ctx = injectedDice([]);
    submit(s, 0, { orders: [drift(G)] }, ctx);
    submit(s, 1, { orders: [drift(B)] }, ctx);
    expect(s.stage).toBe('COMBAT_ORDERS');
    expect(codesOf(s, 0, { draft: true, orders: [] })).toEqual(['WRONG_STAGE']);
    const init = game([{ id: G }, { id: 'fsf-guardian-2' }, { id: B }], {
      options: { arcade: { enabled: true } },
    });
    expect(
      codesOf(init, 0, {
        draft: true,
        orders: [{ type: 'INITIATIVE', cards: { [G]: 1, 'fsf-guardian-2': 2 } }],
      }),
    ).toEqual(['WRONG_STAGE']);
  });
});
