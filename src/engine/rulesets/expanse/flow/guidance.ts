/**
 * Guidance (EX-STUNT-GUIDANCE, EX-Q-16): +1 per SP to one named test of the buying ship this
 * round, bought in the orders of the step that makes it: its range-contest manoeuvre test (O2),
 * its EW test (O3), one evasion test by incoming item or one point-defence test by torpedo (O5),
 * or one damage-control test by the object it works on (O7, rules decision EX-D-23).
 */
import { problem, type Problem } from '../../../core/problems.js';
import type { Attack, ExpanseState } from '../battle.js';
import type { GuidedTest, StuntOrder } from '../orders.js';
import { usable } from '../rules/attacks.js';
import { evasionBase } from '../rules/defence.js';
import { makesEwTest } from '../rules/electronic-warfare.js';
import type { Timing } from '../rules/stunts.js';
import type { Ship } from '../state.js';
import { dcObjectKey, dcOptions } from './dc-options.js';
import { listOf } from '../copy-on-write.js';

export const GUIDANCE = 'EX-STUNT-GUIDANCE';

/** Which tests each timing's Guidance may name. */
const TESTS_AT: Partial<Record<Timing, GuidedTest[]>> = {
  O2: ['manoeuvre'],
  O3: ['ew'],
  O5: ['evasion', 'point_defence'],
  O7: ['damage_control'],
};

/** The key of the guided test: `manoeuvre`, `ew`, `evasion:<attack>`, `point_defence:<torpedo>`, … */
export function guidanceKey(test: string, ref?: string): string {
  return ref === undefined ? test : `${test}:${ref}`;
}

/** The Guidance bonus on one test of the ship this round. */
export function guidanceOn(s: ExpanseState, ship: string, test: GuidedTest, ref?: string): number {
  // Most ships buy no Guidance: no key is built for them (every test of every step asks).
  const guidance = s.fx[ship].guidance;
  for (const _ in guidance) return guidance[guidanceKey(test, ref)] ?? 0;
  return 0;
}

/** Items incoming on the ship this step that it may try to evade (EX-DEF-1, EX-DEF-2). */
function evadable(s: ExpanseState, ship: Ship): Attack[] {
  return s.attacks.filter((a) => {
    if (a.target !== ship.id || a.result !== 'pending') return false;
    if (a.type === 'setup') return true;
    if (a.type === 'burn_them' || a.type === 'collision') return false;
    const base = evasionBase(a.type, a.band);
    return base !== null && base !== 'auto_hit';
  });
}

/** Torpedoes incoming on the ship this step that its point defence could shoot at (EX-DEF-8). */
function defendable(s: ExpanseState, ship: Ship): string[] {
  if (!ship.weapons.some((w) => w.type === 'pdc' && usable(ship, w, s.round))) return [];
  return listOf(
    s.attacks.filter((a) => a.target === ship.id && a.result === 'pending' && a.torpedo),
    (a) => a.torpedo!,
  );
}

/** The damage-control objects a Guidance may name (a Quick Start test is a stunt's own test). */
function dcRefs(s: ExpanseState, ship: Ship): string[] {
  return listOf(
    dcOptions(ship, s.round).filter((o) => o.action !== 'quick_start'),
    (o) => dcObjectKey({ crew: '', ...o } as Parameters<typeof dcObjectKey>[0]),
  );
}

/** Every test the ship could name with Guidance now: `{ test, ref? }`. */
export function guidanceTargets(
  s: ExpanseState,
  ship: Ship,
  when: Timing,
): { test: GuidedTest; ref?: string }[] {
  const out: { test: GuidedTest; ref?: string }[] = [];
  for (const test of TESTS_AT[when] ?? []) {
    if (test === 'manoeuvre') out.push({ test });
    if (test === 'ew' && makesEwTest(ship)) out.push({ test });
    if (test === 'evasion') for (const a of evadable(s, ship)) out.push({ test, ref: a.id });
    if (test === 'point_defence') for (const t of defendable(s, ship)) out.push({ test, ref: t });
    if (test === 'damage_control') for (const ref of dcRefs(s, ship)) out.push({ test, ref });
  }
  return out;
}

/** The problem with the test a Guidance names, or null. */
export function guidanceProblem(
  s: ExpanseState,
  ship: Ship,
  o: StuntOrder,
  when: Timing,
  path: string,
): Problem | null {
  const tests = TESTS_AT[when] ?? [];
  if (!o.test || !tests.includes(o.test))
    return problem(
      'STUNT_NOT_AVAILABLE_IN_STEP',
      `Guidance names a ${tests.join(' or ')} test now`,
      `${path}/test`,
    );
  const fits = guidanceTargets(s, ship, when).some((x) => x.test === o.test && x.ref === o.ref);
  if (fits) return null;
  const code =
    o.test === 'ew'
      ? 'EW_UNAVAILABLE'
      : o.test === 'point_defence'
        ? 'PD_UNAVAILABLE'
        : o.test === 'damage_control'
          ? 'DC_TARGET_INVALID'
          : 'UNKNOWN_REFERENCE';
  return problem(code, `${ship.id} makes no such ${o.test} test now`, `${path}/ref`);
}
