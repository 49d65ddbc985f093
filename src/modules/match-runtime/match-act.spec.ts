import type { EntityManager } from 'typeorm';
import type { Match } from '../../engine/index.js';
import { MatchAct } from './match-act.js';
import type { MatchRow } from './match.row.js';

describe('a match act once its change stands', () => {
  const row = { id: 'm-1', version: 3, status: 'active' } as MatchRow;
  const act = () => new MatchAct(row, [], {} as Match, null, {} as EntityManager);

  it('runs every after-commit hook with the row as written, in the order added', () => {
    const a = act();
    const seen: string[] = [];
    a.afterCommit((r) => seen.push(`first ${r.version}`));
    a.afterCommit((r) => seen.push(`second ${r.version}`));
    expect(a.committed({ ...row, version: 4 })).toEqual([]);
    expect(seen).toEqual(['first 4', 'second 4']);
  });

  it('hands back what a hook throws instead of throwing: the change is durable already', () => {
    const a = act();
    const seen: string[] = [];
    const broken = new Error('describe failed');
    a.afterCommit(() => {
      throw broken;
    });
    a.afterCommit(() => seen.push('after the broken one'));
    expect(a.committed(row)).toEqual([broken]);
    expect(seen).toEqual(['after the broken one']);
  });
});
