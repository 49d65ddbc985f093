import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { MatchAct } from './match-act.js';
import type { Committed } from './match-publisher.js';
import type { PendingDecision } from './match.row.js';

/** One commit of a match, as a hook sees it while its transaction is still open. */
export interface CommitContext {
  /** The transaction's connection: what a hook writes here commits or rolls back with the match. */
  db: EntityManager;
  /** The unit of work: the row as it was before (`act.row`), the seats now, the live match. */
  act: MatchAct;
  /** The decisions owed once this commit stands. */
  pending: readonly PendingDecision[];
  committed: Committed;
}

/** Runs in the match's transaction; may return work to do once it has committed. */
export type CommitHook = (c: CommitContext) => Promise<(() => void) | void>;

/**
 * Work other modules add to every match commit, inside its transaction: an outbox written here is
 * durable exactly when the events are. A hook that throws rolls the whole commit back, so hooks
 * must only fail when the database does.
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
