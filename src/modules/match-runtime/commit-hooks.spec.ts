import { CommitHooks, type CommitContext } from './commit-hooks.js';

describe('commit hooks', () => {
  it('run in the order added, and hand back the work for after the commit', async () => {
    const hooks = new CommitHooks();
    const calls: string[] = [];
    hooks.add(async () => void calls.push('outbox'));
    hooks.add(async () => {
      calls.push('second');
      return () => calls.push('after');
    });
    const after = await hooks.run({} as CommitContext);
    expect(calls).toEqual(['outbox', 'second']);
    after.forEach((then) => then());
    expect(calls).toEqual(['outbox', 'second', 'after']);
  });

  it('let a failing hook fail the commit (the writer rolls back)', async () => {
    const hooks = new CommitHooks();
    hooks.add(() => Promise.reject(new Error('database down')));
    await expect(hooks.run({} as CommitContext)).rejects.toThrow('database down');
  });
});
