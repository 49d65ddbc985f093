import { canonicalJson, createMatch, type LogEntry } from '../../engine/index.js';
import { continueFromSnapshot } from './rebuild.js';
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
