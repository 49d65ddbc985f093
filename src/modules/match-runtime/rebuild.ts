/**
 * A match rebuilt from the database: the latest snapshot plus the orders after it, or the whole
 * log from the seed. The result is checked against the row's log lengths.
 */
import { Logger } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import {
  DriverCodes,
  EngineError,
  replayMatch,
  restoreMatch,
  UNKNOWN_DICE_GENERATOR,
  type LogEntry,
  type Match,
  type MatchRecord,
  type SubmitResult,
} from '../../engine/index.js';
import { ApiProblem, ProblemCode } from '../../common/problem.js';
import { latestSnapshot, readOrders } from './log.store.js';
import type { MatchRow } from './match.row.js';

const logger = new Logger('MatchRebuild');

function reapply(match: Match, entry: LogEntry): SubmitResult {
  switch (entry.kind) {
    case 'resign':
      return match.resign(entry.seat ?? -1);
    case 'default':
      return match.submitDefault(entry.decisionId);
    default:
      return match.submit(entry.seat ?? -1, entry.decisionId, entry.order);
  }
}

/** A snapshot brought forward by the orders logged after it. */
export function continueFromSnapshot(snapshot: MatchRecord, log: readonly LogEntry[]): Match {
  const match = restoreMatch(snapshot);
  for (const entry of log) {
    const result = reapply(match, entry);
    if (!result.ok || result.seq !== entry.seq) {
      throw new Error(`order ${entry.seq} does not replay on the snapshot`);
    }
  }
  return match;
}

function matchesRow(match: Match, row: MatchRow): boolean {
  return match.lastOrderSeq === row.orderSeq && match.lastEventSeq === row.eventSeq;
}

/** Seconds a client waits before asking again: long enough for a rolling deploy to move on. */
const RULES_UNAVAILABLE_RETRY_SECONDS = 30;

/**
 * The match replayed under the rules it was created with: a ruleset revised since sets it up as
 * it was then. A version or dice generator this instance does not have (a match created by a
 * newer instance during a rolling deploy) is refused as unavailable here, not replayed wrongly.
 */
function replayUnderItsRules(row: MatchRow, log: readonly LogEntry[]): Match {
  try {
    return replayMatch(row.config, row.seed, log, row.diceGenerator, row.rulesetVersion);
  } catch (error) {
    if (!(error instanceof EngineError) || !UNKNOWN_RULES.has(error.code)) throw error;
    throw new ApiProblem(
      503,
      ProblemCode.rulesUnavailable,
      `Match ${row.id} was created under ${row.rulesetId} ${row.rulesetVersion} with the ` +
        `${row.diceGenerator} dice, which this server does not have (${error.message}). ` +
        'Nothing was changed; a server that has them can serve it.',
      [],
      {
        matchId: row.id,
        rulesetId: row.rulesetId,
        rulesetVersion: row.rulesetVersion,
        diceGenerator: row.diceGenerator,
        retryAfter: RULES_UNAVAILABLE_RETRY_SECONDS,
      },
    );
  }
}

const UNKNOWN_RULES: ReadonlySet<string> = new Set([
  DriverCodes.unknownRulesetVersion,
  UNKNOWN_DICE_GENERATOR,
]);

export async function rebuildMatch(db: EntityManager, row: MatchRow): Promise<Match> {
  const snapshot = await latestSnapshot(db, row.id, row.orderSeq);
  if (snapshot) {
    const after = await readOrders(db, row.id, snapshot.log.length, row.orderSeq);
    try {
      const match = continueFromSnapshot(snapshot, after);
      if (matchesRow(match, row)) return match;
      logger.warn(`match ${row.id}: its snapshot does not lead to the row; replaying the log`);
    } catch (error) {
      // A snapshot is only a cache: the log is the truth.
      logger.warn(
        `match ${row.id}: its snapshot does not replay (${String(error)}); replaying the log`,
      );
    }
  }
  const log = await readOrders(db, row.id, 0, row.orderSeq);
  const match = replayUnderItsRules(row, log);
  if (!matchesRow(match, row)) {
    throw new Error(
      `match ${row.id} does not replay: ${match.lastOrderSeq}/${match.lastEventSeq} orders/events, the row says ${row.orderSeq}/${row.eventSeq}`,
    );
  }
  return match;
}
