/**
 * The hand-made battle copy (`cloneState`) must equal a deep copy and share only what the rules
 * never change after setup or change only through `own` (copy-on-write.ts), or one action could
 * leak into another copy of the match.
 */
import { randomBot } from '../../../bots/bot.js';
import { playOut } from '../../../bots/play-out.js';
import { copyJson } from '../../../core/json.js';
import { Match } from '../../../core/match.js';
import { rngFromSeed } from '../../../core/rng.js';
import type { ExpanseState } from '../battle.js';
import { cloneBattle } from '../clone.js';
import { expanse } from '../index.js';

/** Paths (with array indexes and record keys as `*`) whose objects a copy may share. */
const SHARED = new Set([
  'sides',
  'sides.*',
  'terrain',
  'terrain.*',
  'submitted.*',
  'ships.*.hull',
  'ships.*.qualities',
  'ships.*.flaws',
  'ships.*.succession',
  'ships.*.crew.*.abilities',
  'ships.*.crew.*.focuses',
  // Copied on write (copy-on-write.ts).
  'ships.*.crew',
  'ships.*.roles',
  'ships.*.weapons',
  'ships.*.losses',
  'ships.*.offline',
  'ships.*.reactor',
  'ships.*.systemDamage',
  'ships.*.systemDamageSuppressedUntil',
  'ships.*.dcProgress',
  'ships.*.quickStart',
  'ships.*.hacked',
  'ships.*.bank',
  'fx.*',
  'torpedoes.*',
]);

/** Every object path where the copy and the original hold the same object. */
function sharedPaths(a: unknown, b: unknown, path: string[] = [], out: string[] = []): string[] {
  if (a === null || typeof a !== 'object') return out;
  const key = path.map((p) => (/^\d+$/.test(p) || p.includes('.') ? '*' : p)).join('.');
  if (a === b && path.length > 0) {
    out.push(key);
    return out;
  }
  for (const k of Object.keys(a)) {
    const child = (a as Record<string, unknown>)[k];
    const recordKey = ['fx', 'bought', 'submitted', 'weaponsBound', 'ew'].includes(path.at(-1)!);
    sharedPaths(child, (b as Record<string, unknown>)[k], [...path, recordKey ? '*' : k], out);
  }
  return out;
}

function statesOf(scenarioId: string, seed: string): ExpanseState[] {
  const match = Match.create(expanse, { rulesetId: 'expanse', scenarioId }, seed);
  const states: ExpanseState[] = [];
  const rngs = [0, 1, 2].map((n) => rngFromSeed(seed, `seat-${n}`));
  const bot = {
    ...randomBot,
    decide: (turn: Parameters<typeof randomBot.decide>[0]) => {
      states.push(match.state as ExpanseState);
      return randomBot.decide(turn);
    },
  };
  playOut(match, () => bot, rngs, 5000);
  states.push(match.state as ExpanseState);
  return states;
}

describe('Expanse battle copies', () => {
  it.each(['duel', 'two-vs-two', 'three-sided', 'debris-field'])(
    'a copy equals a deep copy and shares only setup data, at every decision of a %s',
    (scenarioId) => {
      for (const s of statesOf(scenarioId, `clone-${scenarioId}`)) {
        const copy = cloneBattle(s);
        expect(copy).toEqual(copyJson(s));
        const unexpected = sharedPaths(s, copy).filter((p) => !SHARED.has(p));
        expect(unexpected).toEqual([]);
      }
    },
  );

  it.each(['duel', 'two-vs-two', 'three-sided', 'EX-SCN-1', 'debris-field'])(
    'no action writes to a state it was copied from: with every committed state deep-frozen, random %s battles still play',
    (scenarioId) => {
      const freeze = (v: unknown): void => {
        if (typeof v !== 'object' || v === null || Object.isFrozen(v)) return;
        Object.freeze(v);
        for (const x of Object.values(v)) freeze(x);
      };
      // A write to a frozen record throws (modules are strict): a rule that skipped `own`.
      const frozen = { ...expanse, cloneState: (s: ExpanseState) => (freeze(s), cloneBattle(s)) };
      for (let i = 0; i < 15; i++) {
        const seed = `frozen-${scenarioId}-${i}`;
        const match = Match.create(frozen, { rulesetId: 'expanse', scenarioId }, seed);
        const rng = rngFromSeed(seed, 'bots');
        while (!match.isOver) {
          const pending = match.pending();
          const d = pending[rng.int(pending.length)];
          const r = match.submit(d.seat, d.id, match.sample(d.id, rng));
          expect(r.ok ? [] : r.problems).toEqual([]);
        }
      }
    },
  );
});
