/**
 * The reactive stunts of step 6, ordered with a maximum through the ruleset contract and charged
 * only as their trigger occurs (EX-STUNT-GEN-8): Not My Ship! and Down With the Ship.
 */
import type { ExpanseState } from '../battle.js';
import { choicesOf, problemsOf, railgunShot, stage, submitAll } from './contract.js';

const ship = (s: ExpanseState, id: string) => s.ships.find((x) => x.id === id)!;
const crew = (s: ExpanseState, id: string) => ship(s, 'B1').crew.find((c) => c.id === id)!;

/** Step 6 of a duel: A1's railgun hit B1, which holds `command` SP. */
function hitOnB1(command: number): ExpanseState {
  return stage('duel', 1, 6, 'orders', (s) => {
    s.attacks = [railgunShot('A1', 'B1', { result: 'hit' })];
    ship(s, 'B1').sp.command = command;
  });
}

const reactive = (r: Record<string, unknown>) => ({
  ships: { B1: { two_condition_preference: 'normal', reactive: r } },
});

describe('Expanse reactive stunts (EX-STUNT-GEN-8)', () => {
  it("EX-STUNT-NOT-MY-SHIP EX-DMG-6 per SP 1d6 of the engineer's Fortune off the net, charged only as used", () => {
    const s = hitOnB1(5);
    const order = reactive({ not_my_ship: { max_sp: 5 } });
    expect(choicesOf(s, 1)).toContainEqual(order);
    const ctx = submitAll(
      s,
      { 1: order },
      // Damage [6, 6, 6] 18 − hull [1, 1] + 2 = net 14; Not My Ship! [6] → 8, [6] (Fortune 5) → 3,
      // the engineer's Fortune is gone; one condition [3]; losses [2] hull, [3] manoeuvrability.
      [6, 6, 6, 1, 1, 6, 6, 3, 2, 3],
    );
    expect(ctx.events.find((e) => e.type === 'hit.resolved')!.data).toMatchObject({
      net: 3,
      conditions: 1,
    });
    const b1 = ship(s, 'B1');
    expect(crew(s, 'B1.engineer').fortune).toBe(0);
    expect(b1.sp.command).toBe(3);
    expect(b1.losses).toMatchObject({ hull: 1, manoeuvrability: 1 });
    expect(ctx.events.find((e) => e.type === 'stunt.reacted')!.data).toMatchObject({
      ship: 'B1',
      stunt: 'EX-STUNT-NOT-MY-SHIP',
      sp: 2,
    });
  });

  it("EX-STUNT-DOWN-WITH-THE-SHIP the captain's Fortune takes collateral damage up to the maximum; 2 SP at the first trigger", () => {
    const s = hitOnB1(2);
    const order = reactive({ down_with_the_ship: { max_fortune: 4 } });
    expect(choicesOf(s, 1)).toContainEqual(order);
    submitAll(
      s,
      { 1: order },
      // Damage [3, 3, 2] 8 − hull [1, 1] + 2 = net 4; one condition [4]: losses [1] [1] collateral.
      // Pick [2] the pilot, 1d6 [5]: the captain takes 4, the pilot 1. Pick [1] the captain: [3].
      [3, 3, 2, 1, 1, 4, 1, 1, 2, 5, 1, 3],
    );
    expect(crew(s, 'B1.pilot').fortune).toBe(10);
    expect(crew(s, 'B1.captain').fortune).toBe(11 - 4 - 3);
    expect(ship(s, 'B1').sp.command).toBe(0);
  });

  it('EX-STUNT-GEN-8 reactive orders: command or bank pools only, SP to pay, and a hit to react to', () => {
    const s = hitOnB1(1);
    expect(
      problemsOf(s, 1, reactive({ not_my_ship: { max_sp: 2, pay: [{ pool: 'pilot' }] } })),
    ).toEqual(['SP_POOL_NOT_ALLOWED']);
    expect(problemsOf(s, 1, reactive({ down_with_the_ship: { max_fortune: 3 } }))).toEqual([
      'NOT_ENOUGH_SP',
    ]);
    ship(s, 'A1').sp.command = 3;
    expect(
      problemsOf(s, 0, {
        ships: {
          A1: { two_condition_preference: 'normal', reactive: { not_my_ship: { max_sp: 1 } } },
        },
      }),
    ).toEqual(['STUNT_PREREQUISITE_NOT_MET']);
  });
});
