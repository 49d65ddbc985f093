import { describe, expect, it } from '@jest/globals';
import { Match } from '../../../core/match.js';
import { rngFromSeed } from '../../../core/rng.js';
import { aBillionSuns, RULESET_ID } from '../index.js';
import { hasPassiveAttacker, passiveAttackers } from '../flow/passive.js';
import type { PassiveFrame } from '../flow/frames.js';
import {
  candidateTargets,
  canFire,
  firingOptions,
  targetProblems,
  weaponOf,
  type AttackMode,
  type FiringOption,
} from '../rules/attack.js';
import {
  battlegroupsBySeq,
  bgInPlay,
  bgShips,
  model,
  modelsOnTable,
  objectsBySeq,
  type Model,
} from '../rules/models.js';
import { madeHighG } from '../rules/movement.js';
import { hasScanTarget, legalScanTargets } from '../rules/scan.js';
import { DEFAULT_SCENARIO_ID } from '../scenario.js';
import type { AbsState, Battlegroup } from '../state.js';

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

/** Every legal (ship, system, target) the plain way: each candidate's full list of problems. */
function everyFiringOption(
  s: AbsState,
  bg: Battlegroup,
  mode: AttackMode,
  active: readonly string[],
): FiringOption[] {
  const out: FiringOption[] = [];
  const auxiliaryOnly = mode === 'active' && madeHighG(s, bg) && !bg.used.inertialDampeners;
  const candidates = candidateTargets(s, bg.ceo, bg, mode, active);
  for (const ship of bgShips(s, bg))
    for (const system of ['primary', 'auxiliary'] as const) {
      const weapon = weaponOf(s, ship, system);
      if (!weapon || ((mode === 'passive' || auxiliaryOnly) && system === 'primary')) continue;
      for (const target of candidates)
        if (targetProblems(s, bg.ceo, ship, weapon, target, mode, active, '').length === 0)
          out.push({ ship: ship.id, system, target, dice: weapon.dice, sides: weapon.sides });
    }
  return out;
}

describe('questions that stop at the first answer', () => {
  it('ABS-ATK-3, ABS-ACT-6, ABS-ACT-9: firing options, passive attackers and scan targets as the full lists say, on every state of random games', () => {
    for (const [i, options] of [{}, { scale: 1 }, { scale: 6, roundLimit: 6 }].entries()) {
      const seed = `first-answer-${i}`;
      const m = Match.create(aBillionSuns, { ...config, options }, seed);
      const rng = rngFromSeed(seed, 'chooser');
      while (!m.isOver) {
        const s = m.state;
        const active = s.activation?.bgs ?? [];
        const passive: PassiveFrame = {
          f: 'passive',
          ceos: [],
          index: 0,
          attacked: [],
          objects: null,
        };
        for (const bg of Object.values(s.battlegroups)) {
          if (!bgInPlay(s, bg.id)) continue;
          for (const mode of ['active', 'passive'] as const) {
            const all = everyFiringOption(s, bg, mode, active);
            expect(firingOptions(s, bg.ceo, bg, mode, active)).toEqual(all);
            expect(canFire(s, bg.ceo, bg, mode, active)).toBe(all.length > 0);
          }
          expect(hasScanTarget(s, bg)).toBe(legalScanTargets(s, bg).length > 0);
        }
        for (const seat of [0, 1])
          expect(hasPassiveAttacker(s, seat, passive)).toBe(
            passiveAttackers(s, seat, passive).length > 0,
          );
        const ps = m.pending();
        const d = ps[rng.int(ps.length)];
        expect(m.submit(d.seat, d.id, m.sample(d.id, rng)).ok).toBe(true);
      }
    }
  }, 60_000);
});
