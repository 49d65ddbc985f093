import { PubSub } from 'graphql-subscriptions';
import { InstanceMemo } from './instance-memo.js';

const options = { channel: 'things.changed', what: 'thing', capacity: 3 };

describe('what an instance remembers of rarely changing rows', () => {
  it('does not keep a value read while a change was being told: it may be the old one', async () => {
    const memo = new InstanceMemo<string>(new PubSub(), options);
    let release!: () => void;
    const slowRead = memo.recall('k', async () => {
      await new Promise<void>((resolve) => (release = resolve));
      return { value: 'old', tags: [] };
    });
    await memo.changed();
    release();
    expect(await slowRead).toBe('old');
    let reads = 0;
    const now = await memo.recall('k', async () => (reads++, { value: 'new', tags: [] }));
    expect([now, reads]).toEqual(['new', 1]);
  });

  it('starts again when full rather than growing', async () => {
    const memo = new InstanceMemo<number>(new PubSub(), options);
    let reads = 0;
    const read = (key: string) => memo.recall(key, async () => (reads++, { value: 1, tags: [] }));
    for (const key of ['a', 'b', 'c', 'd', 'a']) await read(key);
    expect(reads).toBe(5);
  });

  it('asks again for what did not exist', async () => {
    const memo = new InstanceMemo<number>(new PubSub(), options);
    let reads = 0;
    await memo.recall('k', async () => (reads++, null));
    await memo.recall('k', async () => (reads++, null));
    expect(reads).toBe(2);
  });

  it('stops hearing other instances once stopped', async () => {
    const pubSub = new PubSub();
    const here = new InstanceMemo<number>(pubSub, options);
    const there = new InstanceMemo<number>(pubSub, options);
    here.listen();
    there.listen();
    await Promise.resolve();
    let reads = 0;
    const read = () => here.recall('k', async () => (reads++, { value: 1, tags: ['t'] }));
    await read();
    here.stop();
    await there.changed('t');
    await read();
    expect(reads).toBe(1);
  });

  it('forgets here and warns when a change cannot be told to other instances', async () => {
    const pubSub = new PubSub();
    pubSub.publish = () => Promise.reject(new Error('connection closed'));
    const warnings: string[] = [];
    const memo = new InstanceMemo<number>(pubSub, {
      ...options,
      logger: { warn: (message) => warnings.push(message) },
    });
    let reads = 0;
    await memo.recall('k', async () => (reads++, { value: 1, tags: ['t'] }));
    await memo.changed('t');
    await memo.recall('k', async () => (reads++, { value: 2, tags: ['t'] }));
    expect(reads).toBe(2);
    expect(warnings).toEqual([
      'thing change not told to other instances (they trust it up to 60 s more): Error: connection closed',
    ]);
  });
});
