/**
 * The contractor's runners-up, for the search bot (CandidateHints in bots/bot.ts): orders that
 * differ from its choice in intent, where a random listed choice or a one-value change rarely
 * does. A helm with one CMD token moved (first towards Seize Initiative, which the contractor
 * never bids), and Orders with one battlegroup's order changed (Engage first). Seen from the
 * seat's view only; the search validates each.
 */
import type { BotTurn } from '../../../bots/bot.js';
import { engageTargets, ORDER_NAMES } from '../rules/orders.js';
import type { AbsState, Helm, Seat } from '../state.js';
import type { OrderEntry, OrdersSubmission } from '../submissions.js';

type Slot = keyof Helm;

/** One token from the second slot to the first, most promising moves first. */
const TOKEN_MOVES: readonly [Slot, Slot][] = [
  ['seizeInitiative', 'tactical'],
  ['seizeInitiative', 'jumpIn'],
  ['jumpIn', 'tactical'],
  ['tactical', 'jumpIn'],
  ['tactical', 'seizeInitiative'],
  ['jumpIn', 'seizeInitiative'],
];

function helms(own: Helm): Helm[] {
  return TOKEN_MOVES.filter(([, from]) => own[from] > 0).map(([to, from]) => ({
    ...own,
    [to]: own[to] + 1,
    [from]: own[from] - 1,
  }));
}

/** The orders an entry could have instead, Engage (each target) first. */
function otherEntries(s: AbsState, seat: Seat, entry: OrderEntry): OrderEntry[] {
  const bg = s.battlegroups[entry.battlegroup];
  if (!bg) return [];
  const engage = engageTargets(s, seat, bg).map((engageTarget): OrderEntry => ({
    battlegroup: bg.id,
    order: 'engage',
    engageTarget,
  }));
  const plain = ORDER_NAMES.filter((n) => n !== 'engage').map((order): OrderEntry => ({
    battlegroup: bg.id,
    order,
  }));
  return [...engage, ...plain].filter(
    (e) => e.order !== entry.order || e.engageTarget !== entry.engageTarget,
  );
}

function orders(s: AbsState, seat: Seat, own: OrdersSubmission): OrdersSubmission[] {
  return own.orders.flatMap((entry, at) =>
    otherEntries(s, seat, entry).map((other) => ({
      ...own,
      orders: own.orders.map((e, i) => (i === at ? other : e)),
    })),
  );
}

export function runnersUp(turn: BotTurn, own: unknown): readonly unknown[] {
  if (!own || typeof own !== 'object') return [];
  switch (turn.decision.kind) {
    case 'helm':
      return helms(own as Helm);
    case 'orders':
      return orders(turn.view as AbsState, turn.seat, own as OrdersSubmission);
    default:
      return [];
  }
}
