import { Match } from '../../../core/match.js';
import { rngFromSeed } from '../../../core/rng.js';
import { stratoyager } from '../index.js';
import type { CombatOrder, GameState, Submission } from '../model.js';
import { chooseCombat, combatOptions } from './combat.js';
import { isPlaced, myActiveUnit, situation, type SeatView } from './situation.js';

const key = (o: CombatOrder) => JSON.stringify(o);

describe('heuristic bot: its own list of combat orders', () => {
  it("SY-CA-1 / SY-CA-10 / SY-FEAT-1: from the view alone it lists exactly the legal combat orders, in the engine's order, and its triggers are legal", () => {
    let compared = 0;
    let triggers = 0;
    // Seed 10 gives an armed Fire at Will unit a legal target (chacha20-v1 dice): triggers too.
    for (const seed of ['options-1', 'options-2', 'options-6', 'options-10']) {
      const match = Match.create(
        stratoyager,
        { rulesetId: 'stratoyager', scenarioId: 'pilot-episode' },
        seed,
      );
      const rng = rngFromSeed(seed, 'random');
      while (!match.isOver) {
        const d = match.pending()[0];
        if (d.kind === 'combat' || d.kind === 'fire_at_will') {
          // The whole submission it would make without the engine's list: order and triggers.
          const view = match.view(d.seat) as SeatView;
          const own = chooseCombat(situation(view, d.seat), d.kind === 'fire_at_will');
          expect([own, stratoyager.validate(match.state as GameState, d, own)]).toEqual([own, []]);
          triggers += own.orders.filter((o) => o.type === 'FAW_TRIGGER').length;
        }
        if (d.kind === 'combat') {
          const view = match.view(d.seat) as SeatView;
          const sit = situation(view, d.seat);
          const me = myActiveUnit(view, sit.side);
          if (me && isPlaced(me) && me.status === 'ON_TABLE' && me.stress !== 'BLACKOUT') {
            const mine = combatOptions(sit, me);
            const state = match.state as GameState;
            for (const o of mine) {
              expect([
                key(o),
                stratoyager.validate(state, d, { orders: [o] } satisfies Submission),
              ]).toEqual([key(o), []]);
            }
            const choices = match.describe(d.id).choices as Submission[] | undefined;
            if (choices) {
              const engine = choices
                .flatMap((c) => c.orders as CombatOrder[])
                .filter((o) => o.action.type !== 'EJECT')
                .map(key);
              expect(mine.map(key)).toEqual(engine);
              compared++;
            }
          }
        }
        const result = match.submit(d.seat, d.id, match.sample(d.id, rng));
        if (!result.ok) throw new Error(JSON.stringify(result.problems));
      }
    }
    expect(compared).toBeGreaterThan(20);
    expect(triggers).toBeGreaterThan(0);
  });
});
