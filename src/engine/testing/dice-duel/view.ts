/** What a viewer may know: its own energy, bonus and stance; of the other duelist, only HP. */
import type { Viewer } from '../../core/contract.js';
import type { DuelState } from './state.js';

export function viewOf(s: DuelState, viewer: Viewer): unknown {
  return {
    round: s.round,
    duelists: s.duelists.map((d, seat) => (seat === viewer ? { ...d } : { hp: d.hp })),
    submitted: s.orders.map((o) => o !== null),
    myOrder: viewer === null ? null : s.orders[viewer],
  };
}
