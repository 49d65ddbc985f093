import { Injectable } from '@nestjs/common';
import type { MatchAct } from './match-act.js';
import type { Committed } from './match-publisher.js';
import type { PendingDecision } from './match.row.js';
import type { SqlParams } from './sql-params.js';

/**
 * A data-modifying statement written by the very statement that writes the match change, so that
 * it stands exactly when the change does: `written` is an SQL condition true only if the change
 * was written (its version check passed); the rider must write nothing when it is false. It ends
 * with `RETURNING 1`: its rows are counted (`Ridden.rows`).
 */
export type Rider = (p: SqlParams, written: string) => string;

/** A rider added to the writing statement: its name there, and after the commit its row count. */
export interface Ridden {
  /** The rider's name in the statement: a later rider may depend on it (`EXISTS (SELECT 1 FROM name)`). */
  name: string;
  /** The rows it wrote (or returned), once the change is committed. */
  rows: number;
}

/** One change of a match, as a hook sees it before it is written. */
export interface CommitContext {
  /** The unit of work: the row as it was before (`act.row`), the seats now, the live match. */
  act: MatchAct;
  /** The decisions owed once this change stands. */
  pending: readonly PendingDecision[];
  committed: Committed;
  /** Adds a write to the change's own statement (an outbox row): no round trip of its own. */
  ride(rider: Rider): Ridden;
}

/** Runs before the change is written; may return work to do once it has committed. */
export type CommitHook = (c: CommitContext) => Promise<(() => void) | void>;

/**
 * Work other modules add to every match change: an outbox row added with `ride` is durable
 * exactly when the events are. A hook that must write otherwise uses `act.db`, which exists only
 * inside a transaction (on the live match without one, using it makes the writer do the work
 * again in a transaction). A hook that throws fails the whole change, so hooks must only fail
 * when the database does.
 */
@Injectable()
export class CommitHooks {
  private readonly hooks: CommitHook[] = [];
  private readonly beforeWrite: ((act: MatchAct) => Promise<void>)[] = [];

  /** Work that may still act on the match before the change is written (a forfeit). */
  addBeforeWrite(hook: (act: MatchAct) => Promise<void>): void {
    this.beforeWrite.push(hook);
  }

  async runBeforeWrite(act: MatchAct): Promise<void> {
    for (const hook of this.beforeWrite) await hook(act);
  }

  add(hook: CommitHook): void {
    this.hooks.push(hook);
  }

  async run(c: CommitContext): Promise<(() => void)[]> {
    const after: (() => void)[] = [];
    for (const hook of this.hooks) {
      const then = await hook(c);
      if (then) after.push(then);
    }
    return after;
  }
}
