/**
 * What is published after a commit, and where. Events go to one topic per audience (the public,
 * and each seat), each payload already redacted for its audience: a subscriber is only ever
 * handed what its audience may see, never a broadcast to filter.
 */
import type { MatchEvent, PhaseSummary } from '../../engine/index.js';
import type { MatchOutcome } from './dto/match-parts.js';
import type { DecisionNotice } from './decision-notice.js';
import type { MatchStatus } from './match.row.js';

/** `public`, or a seat number. */
export type Audience = 'public' | number;

export const Topics = {
  events: (matchId: string, audience: Audience): string =>
    `salvo.match.${matchId}.events.${audience === 'public' ? 'public' : `seat${audience}`}`,
  phase: (matchId: string): string => `salvo.match.${matchId}.phase`,
  decisions: (playerId: string): string => `salvo.player.${playerId}.decisions`,
  /** Challenges sent to a player (the challenges module publishes; its players follow). */
  challenges: (playerId: string): string => `salvo.player.${playerId}.challenges`,
};

/**
 * The events of one commit that an audience may see. `fromSeq..toSeq` is the whole range the
 * commit wrote (seen or not), so a subscriber can tell a gap (a batch it has not received yet)
 * from events that were simply not for it.
 */
export interface EventBatch {
  matchId: string;
  fromSeq: number;
  toSeq: number;
  events: MatchEvent[];
}

/** The public state of a match after a change of status or phase. */
export interface PhaseNotice {
  matchId: string;
  status: MatchStatus;
  phase: PhaseSummary;
  outcome: MatchOutcome | null;
  lastEventSeq: number;
}

export type { DecisionNotice };
