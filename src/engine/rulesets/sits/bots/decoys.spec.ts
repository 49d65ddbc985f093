import { describe, expect, it } from '@jest/globals';
import { game } from '../spec/test-fixtures.js';
import type { Salvo, SitsGame } from '../state.js';
import { chooseDecoys, DECOY_WORTH, decoySaving } from './decoys.js';

function salvo(g: SitsGame, id: string, over: Partial<Salvo>): Salvo {
  return {
    id,
    g: g.g,
    launcher: 'B1',
    mount: 'P-MSL',
    target: 'A1',
    missileType: 'M4',
    warhead: 'laser',
    count: 4,
    launchPos: { q: 0, r: -40 },
    launchZ: null,
    launchRange: 40,
    band: '35-41',
    rangeMod: 18,
    fcPenalty: 0,
    decoyed: false,
    status: 'in_flight',
    ...over,
  };
}

describe('broadside bot: decoys', () => {
  it('SITS-DEF-2: keeps its decoys from a long-range laser salvo and spends one on a nuclear salvo close in', () => {
    const g = game([
      { id: 'A1', at: [0, 0] },
      { id: 'B1', side: 'B', classId: 'lancet_dd', at: [0, -4] },
    ]);
    const far = salvo(g, 'far-laser', {});
    const close = salvo(g, 'close-nuke', {
      warhead: 'nuke',
      launchRange: 4,
      band: '0-7',
      rangeMod: 0,
    });
    g.salvos.push(far, close);
    expect(decoySaving(g.ships.A1, far)).toBeLessThan(DECOY_WORTH);
    expect(decoySaving(g.ships.A1, close)).toBeGreaterThan(DECOY_WORTH);
    expect(chooseDecoys(g, 'A')).toEqual([{ ship: 'A1', salvo: 'close-nuke' }]);
  });

  it('SITS-DEF-2: spends no more decoys than the ship has, on the salvos that would hurt most', () => {
    const g = game([
      { id: 'A1', at: [0, 0] },
      { id: 'B1', side: 'B', classId: 'lancet_dd', at: [0, -4] },
    ]);
    g.ships.A1.decoys = 1;
    const near = { warhead: 'nuke' as const, launchRange: 4, band: '0-7', rangeMod: 0 };
    g.salvos.push(salvo(g, 'two', { ...near, count: 2 }), salvo(g, 'six', { ...near, count: 6 }));
    expect(chooseDecoys(g, 'A')).toEqual([{ ship: 'A1', salvo: 'six' }]);
  });
});
