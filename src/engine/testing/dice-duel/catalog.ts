/**
 * Every number the rules use, each marked with where it comes from: the rulebook (`source`) or a
 * value the digest had to supply (`provisional`, with a note). The rules read the values from here.
 */
import type { CatalogEntry } from '../../core/contract.js';

export const DUELIST = { hp: 6, energy: 4, maxEnergy: 6, energyPerRound: 2, maxEffort: 3 };

export const CATALOG: CatalogEntry[] = [
  {
    id: 'duelist',
    name: 'Duelist',
    kind: 'unit',
    stats: {
      hp: { value: DUELIST.hp, provenance: 'source' },
      energy: { value: DUELIST.energy, provenance: 'provisional', note: 'test value' },
      maxEffort: { value: DUELIST.maxEffort, provenance: 'source' },
    },
  },
];
