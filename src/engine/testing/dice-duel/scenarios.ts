/** Ready-to-play setups, listed to clients. */
import type { Scenario } from '../../core/contract.js';

export const SCENARIOS: Scenario[] = [
  {
    id: 'standard',
    name: 'Standard duel',
    description: 'Six rounds, 6 HP each.',
    seats: [{ name: 'Left' }, { name: 'Right' }],
  },
];
