import { describe, expect, it } from '@jest/globals';
import { Match } from '../../../core/match.js';
import { rngFromSeed } from '../../../core/rng.js';
import { aBillionSuns, RULESET_ID } from '../index.js';
import {
  battlegroupsBySeq,
  model,
  modelsOnTable,
  objectsBySeq,
  type Model,
} from '../rules/models.js';
import { DEFAULT_SCENARIO_ID } from '../scenario.js';
import type { AbsState } from '../state.js';

const config = { rulesetId: RULESET_ID, scenarioId: DEFAULT_SCENARIO_ID };

/** Every model in play on a table, ascending seq, built the plain way. */
function everyModelOn(s: AbsState, table: string): Model[] {
  return [...Object.keys(s.ships), ...Object.keys(s.objects)]
    .map((id) => model(s, id))
    .filter((m): m is Model => m !== null && !m.destroyed && m.at.table === table)
    .sort((a, b) => a.seq - b.seq);
}

describe('model lists filtered before they are sorted or built', () => {
  it('give what sorting every record and filtering afterwards gives, on every state of random games', () => {
    for (const seed of ['lists-a', 'lists-b', 'lists-c']) {
      const m = Match.create(aBillionSuns, config, seed);
      const rng = rngFromSeed(seed, 'chooser');
      while (!m.isOver) {
        const s = m.state;
        const bgs = Object.values(s.battlegroups).sort((a, b) => a.seq - b.seq);
        const objects = Object.values(s.objects).sort((a, b) => a.seq - b.seq);
        expect(battlegroupsBySeq(s)).toEqual(bgs);
        expect(battlegroupsBySeq(s, (bg) => bg.ceo === 0)).toEqual(
          bgs.filter((bg) => bg.ceo === 0),
        );
        expect(objectsBySeq(s)).toEqual(objects);
        expect(objectsBySeq(s, (o) => o.owner === null)).toEqual(
          objects.filter((o) => o.owner === null),
        );
        for (const table of s.tables) {
          const all = everyModelOn(s, table.id);
          expect(modelsOnTable(s, table.id)).toEqual(all);
          expect(modelsOnTable(s, table.id, (id, at, bg) => bg !== null && at.x < 18)).toEqual(
            all.filter((x) => x.kind === 'ship' && x.at.x < 18),
          );
          expect(modelsOnTable(s, table.id, (id) => id.startsWith('AST'))).toEqual(
            all.filter((x) => x.id.startsWith('AST')),
          );
        }
        const ps = m.pending();
        const d = ps[rng.int(ps.length)];
        expect(m.submit(d.seat, d.id, m.sample(d.id, rng)).ok).toBe(true);
      }
    }
  }, 60_000);
});
