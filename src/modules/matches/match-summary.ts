import { findRuleset } from '../../engine/index.js';
import type { MatchSummary } from './dto/match.dto.js';
import {
  type DiceModeValue,
  type MatchRow,
  type MatchStatusValue,
  outcomeOf,
  type SeatDecisionTime,
  type SeatRow,
  SETUP_PHASE,
  type VisibilityValue,
} from '../match-runtime/index.js';

function seatName(row: MatchRow, seat: number): string {
  const scenarioId = row.config.scenarioId;
  const scenario = findRuleset(row.rulesetId)?.scenarios.find((s) => s.id === scenarioId);
  return scenario?.seats[seat]?.name ?? `Seat ${seat}`;
}

function decisionTimeOf(s: SeatRow): SeatDecisionTime {
  const decisions = s.decisionsTimed ?? 0;
  const totalMs = s.decisionMsTotal ?? 0;
  return {
    decisions,
    totalMs,
    meanMs: decisions > 0 ? totalMs / decisions : null,
    maxMs: s.decisionMsMax ?? 0,
  };
}

/** The public description of a match, from its row and seats alone (no engine needed). */
export function toSummary(row: MatchRow, seats: readonly SeatRow[]): MatchSummary {
  return {
    id: row.id,
    rulesetId: row.rulesetId,
    rulesetVersion: row.rulesetVersion,
    scenarioId: row.config.scenarioId ?? null,
    status: row.status as MatchStatusValue,
    visibility: row.visibility as VisibilityValue,
    dice: (row.config.dice ?? 'seeded') as DiceModeValue,
    variants: row.config.options ?? {},
    deadlineSeconds: row.deadlineSeconds,
    seats: seats.map((s) => ({
      seat: s.seat,
      name: seatName(row, s.seat),
      open: s.playerId === null && s.bot === null,
      playerId: s.playerId,
      playerName: s.playerName,
      bot: s.bot,
      decisionTime: decisionTimeOf(s),
    })),
    phase: { step: null, ...(row.phase ?? SETUP_PHASE) },
    outcome: outcomeOf(row.outcome),
    awaiting: row.pending.map((p) => ({
      ...p,
      timeLimitSeconds: p.timeLimitSeconds ?? null,
      offeredAt: p.offeredAt ?? null,
    })),
    seedHash: row.seedHash,
    // The seed predicts every roll: it is published only once nothing is left to roll.
    seed: row.status === 'finished' ? row.seed : null,
    orderCount: row.orderSeq,
    lastEventSeq: row.eventSeq,
    createdBy: row.createdBy,
    createdAt: row.createdAt,
    startedAt: row.startedAt,
    finishedAt: row.finishedAt,
    updatedAt: row.updatedAt,
  };
}
