import { describe, expect, it } from '@jest/globals';
import { damageOf, drive, events, helm, inActivation, world } from './harness.js';
import type { AbsState } from '../state.js';

/** ABS-EX-5's ships: C1 frigates F1, F2 facing +x; C2 destroyer D1 12″ away. */
function frigatesVsDestroyer(): AbsState {
  const s = world({
    battlegroups: [
      {
        id: 'F',
        ceo: 'C1',
        classId: 'frigate',
        table: 'A',
        ships: [
          { id: 'F1', x: 10, y: 10, heading: 0 },
          { id: 'F2', x: 10, y: 12, heading: 0 },
        ],
      },
      { id: 'D', ceo: 'C2', classId: 'destroyer', table: 'A', ships: [{ id: 'D1', x: 22, y: 11 }] },
    ],
  });
  s.battlegroups.F.order = 'red_alert';
  inActivation(s, 'C1', ['F'], { f: 'activation', stage: 'attacks', index: 0 });
  return s;
}

describe('the attack procedure', () => {
  it('ABS-EX-5: standard attack with fixed dice (ABS-ATK-3, ABS-ATK-4, ABS-ATK-9)', () => {
    const d = drive(frigatesVsDestroyer(), [1, 8, 6, 7, 2, 5, 3]);
    expect(
      d.codes('attacks', {
        battlegroup: 'F',
        primaryTarget: 'D',
        allocations: [{ ship: 'F1', system: 'auxiliary', target: 'D', dice: 4 }],
      }),
    ).toEqual(['E_TARGET_OUT_OF_RANGE']);
    d.submit('attacks', {
      battlegroup: 'F',
      primaryTarget: 'D',
      allocations: [
        { ship: 'F1', system: 'primary', target: 'D', dice: 2 },
        { ship: 'F2', system: 'primary', target: 'D', dice: 2 },
      ],
    });
    expect(d.consumed()).toEqual([1, 8, 6, 7, 2, 5, 3]);
    const [rolled] = events(d, 'DICE_ROLLED');
    expect(rolled.naturals).toEqual([1, 8, 6, 7]);
    expect(events(d, 'DUD')).toEqual([]);
    expect(events(d, 'CRITICAL_HIT')).toEqual([{ target: 'D', die: 0 }]);
    expect(events(d, 'SAVES_ROLLED')[0]).toMatchObject({ shields: 3, saves: [2, 5, 3], unsaved: 1, damage: 2 });
    expect(damageOf(d.s, 'D1')).toBe(2);
    expect(d.s.ships.D1.destroyed).toBe(false);
  });
});
