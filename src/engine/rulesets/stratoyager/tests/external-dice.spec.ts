import { Match } from '../../../core/match.js';
import { stratoyager } from '../index.js';
import { playRandomGame } from './soak.js';

describe('Stratoyager with dice rolled at the table', () => {
  it('SY-RNG-6: the same faces supplied as external rolls give the same game as the seeded stream', () => {
    for (const [seed, scenarioId] of [
      ['ext-1', 'pilot-episode'],
      ['ext-2', 'dogfight'],
    ]) {
      const seeded = playRandomGame(seed, scenarioId, {}, false).match.toJSON();
      const faces = seeded.events
        .filter((e) => e.type === 'dice.rolled')
        .map((e) => e.data.faces as number[]);
      const table = Match.create(stratoyager, { ...seeded.config, dice: 'external' }, seed);
      let next = 0;
      const feed = () => {
        for (let d = table.pending()[0]; d?.kind === 'roll'; d = table.pending()[0]) {
          const r = table.submit(d.seat, d.id, { faces: faces[next++] });
          expect(r.ok).toBe(true);
        }
      };
      feed();
      for (const entry of seeded.log) {
        expect(table.submit(entry.seat!, entry.decisionId, entry.order).ok).toBe(true);
        feed();
      }
      expect(next).toBe(faces.length);
      expect(table.state).toEqual(seeded.state);
      expect(table.outcome()).toEqual(Match.fromJSON(stratoyager, seeded).outcome());
    }
  }, 60_000);
});
