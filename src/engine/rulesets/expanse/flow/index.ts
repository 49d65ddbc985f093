/**
 * The round as a state machine (§2.1): each step's sealed orders, its resolution, its stunt
 * window, and what follows, until a victory check ends the battle. A step or window that concerns
 * no side resolves at once with default bundles (EX-ROUND-6).
 */
import type { StepContext } from '../../../core/contract.js';
import type { Flow } from '../../../core/define-ruleset.js';
import {
  emptyEffects,
  isActive,
  seatOf,
  type ExpanseState,
  type Phase,
  type StepNo,
} from '../battle.js';
import type { Bundle, StuntOrder, StuntWindowOrders } from '../orders.js';
import { endRound, startRound } from '../rules/round.js';
import { stepStart } from './casualties.js';
import { concernedSides } from './concerned.js';
import { highGStep } from './high-g.js';
import { markHelpless } from './crew-stunts.js';
import { checkFollowing } from './follow.js';
import { buy } from './stunt-effects.js';
import { EYE_PATCH } from './stunt-params.js';
import { resolveStep1 } from './step1.js';
import { disengage, resolveStep2 } from './step2.js';
import { resolveStep3 } from './step3.js';
import { resolveStep4, snapshotTorpedoes } from './step4.js';
import { gatherIncoming, resolveEvasion, resolvePointDefence } from './step5.js';
import { resolveStep6 } from './step6.js';
import { resolveStep7 } from './step7.js';
import { makeSetUps } from './set-up.js';
import { expireHinders } from './blockade.js';
import { checkVictory } from './victory.js';

/** The kind each stage asks for. */
export const KIND_OF: Readonly<Record<StepNo, string>> = {
  1: 'command',
  2: 'manoeuvres',
  3: 'electronic_warfare',
  4: 'weapon_attacks',
  5: 'defence',
  6: 'attack_damage',
  7: 'damage_control',
};

export function kindNow(s: ExpanseState): string {
  return s.phase === 'window' ? 'stunts' : KIND_OF[s.step];
}

function enter(s: ExpanseState, step: StepNo, phase: Phase, ctx: StepContext): void {
  s.step = step;
  s.phase = phase;
  if (phase === 'orders') {
    stepStart(s, ctx);
    if (step === 5) gatherIncoming(s, ctx);
    if (step === 6) markHelpless(s);
  }
  s.concerned = concernedSides(s);
}

/** ROUND_START(r) (EX-ROUND-1). */
function startRoundAll(s: ExpanseState, ctx: StepContext): void {
  s.round += 1;
  for (const ship of s.ships) startRound(ship, s.round);
  ctx.emit({ type: 'round.started', data: { round: s.round } });
  enter(s, 1, 'orders', ctx);
}

/** ROUND_END(r) (EX-ROUND-2): pools and round effects go; the bank and persistent flags stay. */
function endRoundAll(s: ExpanseState, ctx: StepContext): void {
  for (const ship of s.ships) {
    endRound(ship);
    s.fx[ship.id] = emptyEffects();
  }
  s.bought = {};
  s.attacks = [];
  if (!checkVictory(s, 'ROUND_END', ctx)) startRoundAll(s, ctx);
}

/**
 * Purchases in side order (the bundles were validated against the same pools), but those that
 * `skip`. Read in place: most bundles buy nothing.
 */
function buyAll(
  s: ExpanseState,
  bundles: Record<string, { stunts?: StuntOrder[] } | undefined>,
  skip: string | null,
  ctx: StepContext,
): void {
  for (const side of s.sides) {
    const stunts = bundles[side.id]?.stunts;
    if (stunts === undefined) continue;
    for (const o of stunts)
      if (o.stunt !== skip && isActive(s.ships.find((x) => x.id === o.ship)!)) buy(s, o, ctx);
  }
}

function received<T>(s: ExpanseState): Record<string, T> {
  return s.submitted as Record<string, T>;
}

function closeOrders(s: ExpanseState, ctx: StepContext): void {
  const b = received<never>(s);
  // EX-STUNT-GEN-3: stunts bought in orders act before the step's rolls; Eye Patch waits for
  // its repair (flow/eye-patch.ts).
  buyAll(s, received<Bundle<unknown>>(s), EYE_PATCH, ctx);
  switch (s.step) {
    case 1:
      resolveStep1(s, b, ctx);
      return enter(s, 1, 'window', ctx);
    case 2:
      resolveStep2(s, b, ctx);
      return enter(s, 2, 'window', ctx);
    case 3:
      resolveStep3(s, b, ctx);
      return enter(s, 3, 'window', ctx);
    case 4:
      resolveStep4(s, b, ctx);
      return enter(s, 4, 'window', ctx);
    case 5:
      resolveEvasion(s, b, ctx);
      return enter(s, 5, 'window', ctx);
    case 6:
      resolveStep6(s, b, ctx);
      if (checkVictory(s, 'S6_END', ctx)) return;
      return enter(s, 7, 'orders', ctx);
    case 7:
      resolveStep7(s, b, ctx);
      return enter(s, 7, 'window', ctx);
  }
}

function closeWindow(s: ExpanseState, ctx: StepContext): void {
  buyAll(s, received<StuntWindowOrders>(s), null, ctx);
  switch (s.step) {
    case 1:
      return enter(s, 2, 'orders', ctx);
    case 2:
      highGStep(s, 2, ctx);
      checkFollowing(s, ctx);
      disengage(s, ctx);
      makeSetUps(s, ctx);
      expireHinders(s);
      if (checkVictory(s, 'S2_END', ctx)) return;
      return enter(s, 3, 'orders', ctx);
    case 3:
      return enter(s, 4, 'orders', ctx);
    case 4:
      snapshotTorpedoes(s);
      return enter(s, 5, 'orders', ctx);
    case 5:
      resolvePointDefence(s, ctx);
      highGStep(s, 5, ctx);
      return enter(s, 6, 'orders', ctx);
    default:
      return endRoundAll(s, ctx);
  }
}

/** Whether any side sealed orders (a loop: no list of keys made to count them). */
function anySubmitted(s: ExpanseState): boolean {
  for (const _ in s.submitted) return true;
  return false;
}

function close(s: ExpanseState, ctx: StepContext): void {
  if (anySubmitted(s))
    ctx.emit({
      type: 'orders.revealed',
      data: { round: s.round, step: s.step, phase: s.phase, bundles: s.submitted },
    });
  const phase = s.phase;
  if (phase === 'orders') closeOrders(s, ctx);
  else closeWindow(s, ctx);
  s.submitted = {};
}

/** Whether every concerned side has sealed its orders (a loop: asked after every order). */
function allSubmitted(s: ExpanseState): boolean {
  for (const side of s.concerned) if (!(side in s.submitted)) return false;
  return true;
}

export const flow: Flow<ExpanseState, null> = {
  open(s) {
    if (s.result) return null;
    const seats = [];
    for (const side of s.concerned) if (!(side in s.submitted)) seats.push(seatOf(s, side));
    return { kind: kindNow(s), seats, at: null };
  },
  advance(s, ctx) {
    if (s.round === 0) startRoundAll(s, ctx);
    while (!s.result && allSubmitted(s)) close(s, ctx);
  },
};
