import { PubSub } from 'graphql-subscriptions';
import type { EntityManager } from 'typeorm';
import { HookDirectory } from './hook-directory.js';
import type { WebhookRow } from './webhook.store.js';

/** A database holding `hooks`, counting the reads. */
function database(hooks: Partial<WebhookRow>[]) {
  const db = { reads: 0, query: async () => (db.reads++, hooks) };
  return db as unknown as EntityManager & { reads: number };
}

describe('the hooks of a match, in memory', () => {
  const hook = { id: 'h1', events: ['turn.resolved'] };

  it('are read once, and filtered by the happenings asked about', async () => {
    const directory = new HookDirectory(new PubSub());
    const db = database([hook]);
    expect(await directory.hearing(db, 'm', ['p'], ['turn.resolved'])).toEqual([hook]);
    expect(await directory.hearing(db, 'm', ['p'], ['match.finished'])).toEqual([]);
    expect(db.reads).toBe(1);
  });

  it('are read again on every instance after a hook changed on one', async () => {
    const pubSub = new PubSub();
    const here = new HookDirectory(pubSub);
    const there = new HookDirectory(pubSub);
    await Promise.all([here.onModuleInit(), there.onModuleInit()]);
    const db = database([hook]);
    await here.hearing(db, 'm', ['p'], ['turn.resolved']);
    await there.hearing(db, 'm', ['p'], ['turn.resolved']);
    await here.changed();
    await here.hearing(db, 'm', ['p'], ['turn.resolved']);
    await there.hearing(db, 'm', ['p'], ['turn.resolved']);
    expect(db.reads).toBe(4);
  });
});
