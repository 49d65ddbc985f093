import { randomUUID } from 'node:crypto';
import { isVisible, type MatchEvent } from '../../engine/index.js';
import { seatsOf } from '../match-runtime/index.js';
import type { Happening, MatchFacts } from './happenings.js';

/**
 * The events a hook's owner may see: those of the owner's seats in the match and the public ones;
 * an owner who holds no seat sees the public view. Another seat's hidden orders never go out.
 */
export function visibleToOwner(
  events: readonly MatchEvent[],
  facts: MatchFacts,
  ownerId: string,
): MatchEvent[] {
  const mine = seatsOf(facts.seats, ownerId);
  return events.filter((e) =>
    mine.length === 0 ? isVisible(e, null) : mine.some((seat) => isVisible(e, seat)),
  );
}

/** A delivery's body in the `json` format. */
export function jsonBody(
  happening: Happening,
  facts: MatchFacts,
  ownerId: string,
  now: Date,
): Record<string, unknown> {
  return {
    id: randomUUID(),
    type: happening.type,
    createdAt: now.toISOString(),
    matchId: facts.matchId,
    rulesetId: facts.rulesetId,
    data: {
      ...happening.data,
      ...(happening.events ? { events: visibleToOwner(happening.events, facts, ownerId) } : {}),
    },
  };
}
