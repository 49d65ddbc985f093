import { randomBot, type Bot } from '../../../bots/bot.js';
import { playOut } from '../../../bots/play-out.js';
import { Match } from '../../../core/match.js';
import { rngFromSeed } from '../../../core/rng.js';
import { stellarEmpires } from '../index.js';
import type { SeState } from '../state.js';
import { heuristicBot, stellarEmpiresBots } from './index.js';
import { moveDeclareKind } from '../decisions/move-declare.js';
import { flightsLaunchable } from '../decisions/fighter-orders.js';
import { initialState } from '../setup.js';
import { seededDice } from '../../../testing/context.js';
import { unitCommands } from './commands.js';

// eslint-disable-next-line no-restricted-globals -- a test switch, not engine code
const SOAK = typeof process !== 'undefined' && process.env.SALVO_SOAK === '1';

/** Plays one game; returns the winning seat or null. playOut throws if a bot sends an illegal order. */
function game(bots: [Bot, Bot], seed: string, scenarioId = 'border-clash'): number | null {
  const match = Match.create(stellarEmpires, { rulesetId: 'stellar-empires', scenarioId }, seed);
  playOut(match, (seat) => bots[seat], [rngFromSeed(seed, 'a'), rngFromSeed(seed, 'b')], 20_000);
  return stellarEmpires.outcome(match.state as SeState)?.winners[0] ?? null;
}

function winRate(games: number, scenarioId = 'border-clash'): number {
  let wins = 0;
  for (let g = 0; g < games; g++) {
    const seat = g % 2;
    const bots: [Bot, Bot] = seat === 0 ? [heuristicBot, randomBot] : [randomBot, heuristicBot];
    if (game(bots, `se-bots-${g}`, scenarioId) === seat) wins++;
  }
  return wins / games;
}

describe('Stellar Empires bots', () => {
  it('offers the random-legal bot first, then the heuristic and its own search', () => {
    expect(stellarEmpiresBots.map((b) => b.id)).toEqual(['random', 'heuristic', 'search']);
  });

  it('the heuristic beats the random-legal bot in at least 85% of 20 Border Clash games', () => {
    expect(winRate(20)).toBeGreaterThanOrEqual(0.85);
  });

  it('SE-GEN-1: at Level 2 the heuristic beats the random-legal bot in at least 85% of 20 Border Clash games', () => {
    expect(winRate(20, 'border-clash-level2')).toBeGreaterThanOrEqual(0.85);
  });

  (SOAK ? it : it.skip)(
    'SALVO_SOAK: the heuristic beats the random-legal bot in at least 85% of 1,000 games, at both levels',
    () => {
      expect(winRate(1000)).toBeGreaterThanOrEqual(0.85);
      expect(winRate(1000, 'border-clash-level2')).toBeGreaterThanOrEqual(0.85);
    },
  );

  it('two heuristics play Fleet Action to the end with only legal orders', () => {
    expect(() => game([heuristicBot, heuristicBot], 'se-mirror', 'fleet-action')).not.toThrow();
  });

  it('SE-CMD-SCRAMBLE, SE-FTR-8: the heuristic scrambles a carrier squadron when the doors hold flights back and no enemy is near', () => {
    const s = initialState({ scenarioId: 'belt-strike', options: {} }, seededDice('scramble'));
    const valkyrie = s.ships.find((x) => x.id === 'A3')!;
    const broodMother = s.ships.find((x) => x.id === 'B3')!;
    // Lancets cost 2 at a Medium door: one a turn, two scrambled; Talons cost 3: one either way.
    expect([flightsLaunchable(s, valkyrie, false), flightsLaunchable(s, valkyrie, true)]).toEqual([
      2, 4,
    ]);
    expect(flightsLaunchable(s, broodMother, true)).toBe(flightsLaunchable(s, broodMother, false));
    const a = unitCommands(s, 'A-SQ1');
    expect(a).toEqual(
      ['A1', 'A2', 'A3'].map((ship) => ({ ship, commands: ['SCRAMBLE_FIGHTERS'] })),
    );
    s.burst = { loser: 1, winner: 0 };
    s.initiativeLoser = 0;
    expect(moveDeclareKind.validate(s, 0, null, { unit: 'A-SQ1', commands: a })).toEqual([]);
    expect(unitCommands(s, 'B-SQ1').map((c) => c.commands)).toEqual([
      ['CONCENTRATE_FIREPOWER'],
      ['CONCENTRATE_FIREPOWER'],
      ['CONCENTRATE_FIREPOWER'],
    ]);
    // With an enemy 10" away, firepower and turns count for more than two more flights.
    Object.assign(
      s.ships.find((x) => x.id === 'B1')!,
      { x: 16 },
    );
    expect(unitCommands(s, 'A-SQ1')[0].commands).toEqual(['CONCENTRATE_FIREPOWER']);
  });
});
