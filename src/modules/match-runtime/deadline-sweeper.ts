import { Inject, Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { Sweeper } from '../../common/sweeper.js';
import type { MatchAct } from './match-act.js';
import { MatchWriter } from './match-writer.js';
import { overdueMatches } from './match.store.js';

/** How often overdue decisions are looked for: a deadline is met within this much. */
export const SWEEP_EVERY_MS = 500;
const MATCHES_PER_SWEEP = 50;

/**
 * Applies the ruleset's default order to every decision past its deadline, through the same
 * transaction path as a player's order. Every instance sweeps; the row lock makes the work happen
 * once (a second sweeper finds the decision no longer pending).
 */
@Injectable()
export class DeadlineSweeper extends Sweeper {
  constructor(
    @Inject(DataSource) private readonly dataSource: DataSource,
    @Inject(MatchWriter) private readonly writer: MatchWriter,
  ) {
    super(SWEEP_EVERY_MS);
  }

  /** One pass; returns how many default orders it applied. */
  async sweep(now = new Date()): Promise<number> {
    if (!this.dataSource.isInitialized) return 0;
    let due: string[];
    try {
      due = await overdueMatches(this.dataSource.manager, now, MATCHES_PER_SWEEP);
    } catch (error) {
      this.logger.error(error);
      return 0;
    }
    let applied = 0;
    for (const matchId of due) {
      // One match's failure must not hold up the others' deadlines.
      applied += await this.writer
        .act(matchId, (act) => applyOverdue(act, now))
        .catch((error) => {
          this.logger.error(`deadline of match ${matchId}: ${String(error)}`);
          return 0;
        });
    }
    return applied;
  }
}

/** Default orders for the decisions whose deadline has passed and that are still owed. */
function applyOverdue(act: MatchAct, now: Date): number {
  if (act.status !== 'active') return 0;
  let n = 0;
  for (const p of act.row.pending) {
    if (!p.deadline || Date.parse(p.deadline) > now.getTime()) continue;
    if (!act.match.pending().some((d) => d.id === p.decisionId)) continue;
    if (act.submitDefault(p.decisionId).ok) n++;
  }
  return n;
}
