import type { EntityManager } from 'typeorm';
import {
  canonicalJson,
  createMatch,
  getRuleset,
  Match,
  type LogEntry,
} from '../../engine/index.js';
import type { GameState } from '../../engine/rulesets/stratoyager/model.js';
import type { MatchRow } from './match.row.js';
import { continueFromSnapshot, rebuildMatch } from './rebuild.js';
import { inStoredForm } from './stored-json.js';

/** What a jsonb column gives back: keys in jsonb's order (inStoredForm), as JSON. */
const throughJsonb = <T>(value: T): T => JSON.parse(JSON.stringify(inStoredForm(value))) as T;

describe('rebuilding a match from a snapshot and the orders after it', () => {
  it('reaches the very state, events and outcome of the match played live', () => {
    const live = createMatch(
      inStoredForm({
        rulesetId: 'stratoyager',
        scenarioId: 'dogfight',
        options: {},
        dice: 'seeded',
      }),
      'rebuild-seed',
    );
    let snapshot: ReturnType<typeof live.toJSON> | null = null;
    while (!live.isOver) {
      if (live.lastOrderSeq === 20) snapshot = JSON.parse(JSON.stringify(live.toJSON()));
      const d = live.pending()[0];
      const result = live.submit(d.seat, d.id, inStoredForm(live.describe(d.id).example));
      if (!result.ok) throw new Error(JSON.stringify(result.problems));
    }
    expect(snapshot).not.toBeNull();
    const record = live.toJSON();
    const after: LogEntry[] = record.log.slice(20).map(throughJsonb);
    const rebuilt = continueFromSnapshot(snapshot!, after);
    expect(rebuilt.stateHash()).toBe(live.stateHash());
    expect(canonicalJson(rebuilt.toJSON().events)).toBe(canonicalJson(record.events));
    expect(rebuilt.outcome()).toEqual(live.outcome());
  });

  it('refuses a log that does not follow the snapshot', () => {
    const m = createMatch({ rulesetId: 'stratoyager', scenarioId: 'dogfight' }, 'seed');
    const snapshot = m.toJSON();
    expect(() =>
      continueFromSnapshot(snapshot, [
        { seq: 1, seat: 0, decisionId: 'nope', kind: 'order', order: {} },
      ]),
    ).toThrow(/does not replay/);
  });
});

/** A database that holds a match's order log and no snapshot: the rebuild replays the log. */
function logOnly(log: readonly LogEntry[]): EntityManager {
  const query = (sql: string, [, after, upTo]: number[]) =>
    Promise.resolve(
      sql.includes('match_orders')
        ? log.filter((e) => e.seq > after && e.seq <= upTo).map(throughJsonb)
        : [],
    );
  return { query } as unknown as EntityManager;
}

const vultureRockets = (match: Match): number =>
  (match.state as GameState).units.find((u) => u.typeId === 'vulture-mk-iv')!.missiles.MEDIUM;

describe('rebuilding a match in play from its order log (B-9)', () => {
  const config = { rulesetId: 'stratoyager', scenarioId: 'pilot-episode' };
  const created = Match.create(
    getRuleset('stratoyager'),
    config,
    'rebuild-1.0.0',
    undefined,
    '1.0.0',
  );
  const live = Match.create(getRuleset('stratoyager'), config, 'rebuild-1.0.0', undefined, '1.0.0');
  while (live.lastOrderSeq < 30) {
    const d = live.pending()[0];
    const result = live.submit(d.seat, d.id, live.describe(d.id).example);
    if (!result.ok) throw new Error(JSON.stringify(result.problems));
  }
  const row = (rulesetVersion: string, match: Match): MatchRow =>
    ({
      id: 'm1',
      rulesetVersion,
      config,
      seed: 'rebuild-1.0.0',
      diceGenerator: match.generator,
      orderSeq: match.lastOrderSeq,
      eventSeq: match.lastEventSeq,
    }) as MatchRow;
  const log = live.toJSON().log;

  it("SY-SET-4: a 1.0.0 match is set up again with its Vulture's four rockets", async () => {
    const rebuilt = await rebuildMatch(logOnly([]), row('1.0.0', created));
    expect(rebuilt.rulesetVersion).toBe('1.0.0');
    expect(vultureRockets(rebuilt)).toBe(4);
  });

  it('a 1.0.0 match in play reaches the state it had, under the version its row names', async () => {
    const rebuilt = await rebuildMatch(logOnly(log), row('1.0.0', live));
    expect(rebuilt.stateHash()).toBe(live.stateHash());
    expect(canonicalJson(rebuilt.toJSON().events)).toBe(canonicalJson(live.toJSON().events));
    // Under today's card the same log is another match.
    const today = await rebuildMatch(logOnly(log), row('1.1.0', live)).catch(() => null);
    expect(today?.stateHash()).not.toBe(live.stateHash());
  });
});
