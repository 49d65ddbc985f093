import type { MatchEvent } from '../../engine/index.js';
import type { DecisionNotice } from '../match-runtime/index.js';
import { Channel } from './channel.js';
import type { StreamMessage } from './sse.js';

/** A match the player holds a seat in, and how far its event log goes. */
export interface HeldMatch {
  matchId: string;
  eventSeq: number;
}

/** Where a player's feed reads from: each a door the single-purpose feeds already use. */
export interface PlayerSources {
  /** The player's active matches now. */
  active(): Promise<HeldMatch[]>;
  /** The decisions the player owes now, then each new one. */
  decisions(): AsyncIterableIterator<DecisionNotice>;
  /** One match's events after `after`, redacted for the player, ending with the match. */
  events(matchId: string, after: number): Promise<AsyncIterableIterator<MatchEvent>>;
  /** Each challenge sent to the player; returns how to stop. */
  challenges(push: (challenge: unknown) => void): Promise<() => void>;
}

/** The event that ends a match: its feed is dropped after it. */
const LAST_EVENT = 'match.finished';

/**
 * Everything about one player's matches on one feed, in the manner of Lichess's event stream:
 * - `match` {matchId, after}: the match's events follow from seq after + 1 (its current end for a
 *   match already active when the feed opened; 0 for one that started since);
 * - `matchEvent` {matchId, ...event} and `phaseChanged` {matchId, phase}, redacted for the player;
 * - `decision`: each decision owed, as `decisionRequired` gives it;
 * - `challenge`: each challenge sent to the player.
 * A match is found by the decisions it owes, or by a rescan every `rescanMs` (a match in which
 * the other seat moves first).
 */
export function playerFeed(
  sources: PlayerSources,
  rescanMs: number,
): AsyncIterableIterator<StreamMessage> {
  /** Every match followed or once followed: none is followed twice. */
  const followed = new Set<string>();
  const stops = new Set<() => void>();
  const out = new Channel<StreamMessage>(() => {
    for (const stop of stops) stop();
  });
  const fail = (error: unknown): void => out.fail(error);
  /** What to undo when the feed closes (at once if it closed meanwhile); returns a release. */
  const onClose = (stop: () => void): (() => void) => {
    if (out.closed) stop();
    else stops.add(stop);
    return () => stops.delete(stop);
  };

  const follow = async (matchId: string, after: number): Promise<void> => {
    if (followed.has(matchId) || out.closed) return;
    followed.add(matchId);
    const feed = await sources.events(matchId, after);
    const release = onClose(() => void feed.return?.());
    out.push({ event: 'match', data: { matchId, after } });
    for await (const event of feed) {
      out.push({ event: 'matchEvent', data: { matchId, ...event } });
      if (event.type === 'phase.changed') {
        out.push({ event: 'phaseChanged', data: { matchId, phase: event.data } });
      }
      if (event.type === LAST_EVENT) break;
    }
    release();
  };

  const rescan = async (fromNow: boolean): Promise<void> => {
    for (const m of await sources.active()) {
      follow(m.matchId, fromNow ? m.eventSeq : 0).catch(fail);
    }
  };

  const start = async (): Promise<void> => {
    await rescan(true);
    if (out.closed) return;
    onClose(await sources.challenges((c) => out.push({ event: 'challenge', data: c })));
    const decisions = sources.decisions();
    onClose(() => void decisions.return?.());
    const timer = setInterval(() => rescan(false).catch(fail), rescanMs);
    timer.unref();
    onClose(() => clearInterval(timer));
    for await (const notice of decisions) {
      follow(notice.matchId, 0).catch(fail);
      out.push({ event: 'decision', data: notice });
    }
  };
  start().catch(fail);
  return out;
}
