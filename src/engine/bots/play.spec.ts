/**
 * What an in-process bot is handed (`playBotTurn`): its own seat's view and decision, never the
 * raw state, and objects it may do anything with: the match must not feel it.
 */
import type { Seat } from '../core/contract.js';
import { Match } from '../core/match.js';
import { rngFromSeed, type Rng } from '../core/rng.js';
import { allRulesets } from '../registry.js';
import { randomBot, type Bot, type BotTurn } from './bot.js';
import { playOut } from './play-out.js';
import { botsFor } from './play.js';

/** Writes over everything in `value` it can reach: numbers, strings, keys, array lengths. */
function vandalize(value: unknown, seen = new Set<object>()): void {
  if (typeof value !== 'object' || value === null || seen.has(value)) return;
  seen.add(value);
  const record = value as Record<string, unknown>;
  for (const key of Object.keys(record)) {
    vandalize(record[key], seen);
    try {
      record[key] = typeof record[key] === 'number' ? -7 : 'scribbled';
      if (key.length % 2 === 0) delete record[key];
    } catch {
      // A frozen object refuses: that is one way of keeping the match safe.
    }
  }
  try {
    if (Array.isArray(value)) value.push('extra');
    else record.added = { by: 'the bot' };
  } catch {
    // As above.
  }
}

/** The first bot of the ruleset that plays by its own judgement, else the random one. */
function ownBot(rulesetId: string): Bot {
  return botsFor(rulesetId).find((b) => b.id !== 'random' && b.id !== 'search') ?? randomBot;
}

interface Game {
  events: string;
  log: string;
  checkedTurns: number;
}

/**
 * Plays `scenarioId` with the ruleset's own bot in seat 0 and the random bot elsewhere. With
 * `vandal`, every bot first reads its turn, checks it against the match, and then, after
 * choosing its order, writes over its view, decision and description.
 */
function play(rulesetId: string, scenarioId: string, seed: string, vandal: boolean): Game {
  const ruleset = allRulesets().find((r) => r.id === rulesetId)!;
  const match = Match.create(ruleset, { rulesetId, scenarioId }, seed);
  const rngs: Rng[] = Array.from({ length: match.seats }, (_, s) => rngFromSeed(seed, `seat-${s}`));
  let checkedTurns = 0;
  const botFor = (seat: Seat): Bot => {
    const bot = seat === 0 ? ownBot(rulesetId) : randomBot;
    if (!vandal) return bot;
    return {
      ...bot,
      decide(turn: BotTurn) {
        const hash = match.stateHash();
        const pending = JSON.stringify(match.pending());
        // Exactly what the ruleset lets this seat know, and the decision the driver lists.
        expect(turn.view).toEqual(ruleset.view(match.state, turn.seat));
        expect(turn.decision).toEqual(match.pending().find((d) => d.id === turn.decision.id));
        expect(turn.decision.seat).toBe(turn.seat);
        const order = bot.decide(turn);
        vandalize(turn.view);
        vandalize(turn.decision);
        vandalize(turn.description.decision);
        expect(match.stateHash()).toBe(hash);
        expect(JSON.stringify(match.pending())).toBe(pending);
        checkedTurns++;
        return order;
      },
    };
  };
  playOut(match, botFor, rngs, 100_000);
  const record = match.toJSON();
  return {
    events: JSON.stringify(record.events),
    log: JSON.stringify(record.log),
    checkedTurns,
  };
}

describe('playBotTurn', () => {
  const cases = allRulesets().map((r) => [r.id, r.scenarios[0].id] as const);

  it.each(cases)(
    '%s: a bot sees only its seat’s view, and writing over it changes nothing in the match',
    (rulesetId, scenarioId) => {
      for (const seed of ['play-spec-1']) {
        const vandalized = play(rulesetId, scenarioId, seed, true);
        const untouched = play(rulesetId, scenarioId, seed, false);
        expect(vandalized.checkedTurns).toBeGreaterThan(0);
        expect(vandalized.log).toBe(untouched.log);
        expect(vandalized.events).toBe(untouched.events);
      }
    },
  );

  it.each(cases)(
    '%s: writing over Match.view, a seat’s or a spectator’s, changes nothing in the match',
    (rulesetId, scenarioId) => {
      const ruleset = allRulesets().find((r) => r.id === rulesetId)!;
      const match = Match.create(ruleset, { rulesetId, scenarioId }, 'play-spec-view');
      const hash = match.stateHash();
      for (const viewer of [0, 1, null]) {
        const before = JSON.stringify(match.view(viewer));
        vandalize(match.view(viewer));
        expect(JSON.stringify(match.view(viewer))).toBe(before);
      }
      expect(match.stateHash()).toBe(hash);
    },
  );

  it('hands each turn its own copy of the decision, not the driver’s', () => {
    const ruleset = allRulesets()[0];
    const match = Match.create(
      ruleset,
      { rulesetId: ruleset.id, scenarioId: ruleset.scenarios[0].id },
      'play-spec-decision',
    );
    const [owed] = match.pending();
    const copy = match.decision(owed.id)!;
    expect(copy).toEqual(owed);
    copy.id = 'changed';
    expect(match.pending()[0].id).toBe(owed.id);
    expect(match.decision('no-such-decision')).toBeUndefined();
  });
});
