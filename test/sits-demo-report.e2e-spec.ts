/**
 * `npm run demo -- --ruleset sits` tells a SITS match from its public log: a Picket Clash played
 * in-process by the broadside bots, told turn by turn to its result.
 */
import { playOut } from '../src/engine/bots/play-out.js';
import { Match } from '../src/engine/core/match.js';
import { rngFromSeed } from '../src/engine/core/rng.js';
import { sitsBots } from '../src/engine/rulesets/sits/bots/index.js';
import { sits } from '../src/engine/rulesets/sits/index.js';
import type { MatchEvent } from '../examples/bot-client/src/bot.js';
import { sitsReport } from '../scripts/demo/sits-report.js';

describe('the SITS battle report of the demo', () => {
  it('tells the turns, the salvos and their defence, the hits and the result', () => {
    const match = Match.create(sits, { rulesetId: 'sits', scenarioId: 'picket-clash' }, 'report');
    const rngs = [rngFromSeed('report', '0'), rngFromSeed('report', '1')];
    playOut(match, () => sitsBots[1], rngs, 5000);
    const outcome = match.outcome()!;
    const events = match.replay().events as unknown as MatchEvent[];
    const lines = sitsReport(events, [
      { seat: 0, player: 'Red' },
      { seat: 1, player: 'Blue' },
    ]);
    expect(lines[0]).toBe('Turn 1');
    expect(lines).toContain('Turn 2');
    for (const kind of ['SALVO', 'defence', 'HIT', 'position'])
      expect(lines.some((l) => l.startsWith(`  ${kind.padEnd(10)}`))).toBe(true);
    expect(lines.every((l) => !l.includes('[object Object]') && !l.includes('undefined'))).toBe(
      true,
    );
    const [winner] = outcome.winners;
    expect(lines.at(-2)).toBe(
      outcome.draw ? 'Result: a draw' : `Winner: ${['Red', 'Blue'][winner]} (seat ${winner})`,
    );
    expect(lines.at(-1)).toBe(outcome.summary);
  });
});
