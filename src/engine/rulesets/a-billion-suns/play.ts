/**
 * Drives the agenda (flow/frames.ts): runs frames until one waits for decisions, lists those
 * decisions, validates and accepts submissions, and holds a submission back while it waits for a
 * Go Rogue ship (PROMPT_ROGUE_SHIP). Seats that resigned get the engine default at once.
 */
import type { Decision, OrderDescription, StepContext } from '../../core/contract.js';
import { schemaProblems, type JsonSchema } from '../../core/json-schema.js';
import type { Problem } from '../../core/problems.js';
import type { Rng } from '../../core/rng.js';
import { E, fail } from './codes.js';
import { activateKind, ordersKind, scanKind } from './decisions/activation.js';
import { attacksKind, passiveKind } from './decisions/attacks.js';
import { firstPlayerKind, helmKind } from './decisions/command.js';
import { jumpTurnKind } from './decisions/jump-turn.js';
import type { KindHandler } from './decisions/kind.js';
import { movementKind } from './decisions/movement.js';
import {
  overrideBatch,
  overrideKind,
  rerollKind,
  rogueShipKind,
  shieldsKind,
} from './decisions/reactions.js';
import { pop, schedule, top, waitFor } from './flow/agenda.js';
import { runAttack, shieldsWindow, targetInfo } from './flow/attack.js';
import { runChain, runExplosion } from './flow/explosions.js';
import type {
  DecisionKind,
  Frame,
  FrameOf,
  RogueNeed,
  RogueShipFrame,
  Wait,
} from './flow/frames.js';
import { runJumpTurns, runShock } from './flow/jump.js';
import { runMove, runRedAlert } from './flow/movement.js';
import { runPassive } from './flow/passive.js';
import {
  runEnd,
  runFirstPlayer,
  runHelm,
  runInitiative,
  runPhase,
  runRound,
} from './flow/round.js';
import { runActivation, runTacticalTurns } from './flow/tactical.js';
import { runUncontrolled } from './flow/uncontrolled.js';
import type { AbsState, Seat } from './state.js';
import type { Payment } from './submissions.js';

export const KINDS: Record<DecisionKind, KindHandler> = {
  helm: helmKind,
  first_player: firstPlayerKind,
  jump_turn: jumpTurnKind,
  activate: activateKind,
  orders: ordersKind,
  movement: movementKind,
  passive_attack: passiveKind,
  attacks: attacksKind,
  scan: scanKind,
  reroll: rerollKind,
  power_to_shields: shieldsKind,
  override: overrideKind,
  rogue_ship: rogueShipKind,
};

type Runner<F extends Frame> = (s: AbsState, f: F, ctx: StepContext) => 'wait' | 'next';

const RUNNERS: { [K in Frame['f']]: Runner<FrameOf<K>> } = {
  round: runRound,
  phase: runPhase,
  helm: runHelm,
  initiative: runInitiative,
  first_player: runFirstPlayer,
  jump_turns: runJumpTurns,
  tactical_turns: runTacticalTurns,
  activation: runActivation,
  move: runMove,
  passive: runPassive,
  shock: runShock,
  attack: runAttack,
  chain: runChain,
  explosion: runExplosion,
  red_alert: runRedAlert,
  uncontrolled: runUncontrolled,
  end: runEnd,
  rogue_ship: (s, f) => waitFor(s, f, 'rogue_ship', [f.seat]),
};

const MAX_STEPS = 1_000_000;

/** Run the agenda until it waits for a decision nobody can skip, or the game is over. */
export function advance(s: AbsState, ctx: StepContext): void {
  for (let i = 0; i < MAX_STEPS; i++) {
    const f = top(s);
    if (!f) return;
    if (f.wait) {
      const resigned = f.wait.seats.find((seat) => s.ceos[seat].resigned);
      if (resigned === undefined) return;
      take(s, f, resigned, KINDS[f.wait.kind].fallback(s, f, resigned), ctx);
      continue;
    }
    (RUNNERS[f.f] as Runner<Frame>)(s, f, ctx);
  }
  throw new Error('a-billion-suns: the agenda did not settle');
}

export function decisionId(s: AbsState, wait: Wait, seat: Seat): string {
  return `r${s.round}.${wait.id}.${wait.kind}.${s.ceos[seat].id}`;
}

export function decisionsOf(s: AbsState): Decision[] {
  const f = top(s);
  if (!f?.wait || s.phase === 'over') return [];
  const h = KINDS[f.wait.kind];
  return f.wait.seats.map((seat) => ({
    id: decisionId(s, f.wait!, seat),
    seat,
    kind: f.wait!.kind,
    simultaneous: f.wait!.kind === 'helm',
    prompt: h.prompt(s, f, seat),
  }));
}

function waitingFrame(s: AbsState, d: Decision): Frame | null {
  const f = top(s);
  if (!f?.wait || !f.wait.seats.includes(d.seat) || decisionId(s, f.wait, d.seat) !== d.id)
    return null;
  return f;
}

/** Check against the branch of a oneOf the submission is evidently meant for. */
function structuralProblems(schema: JsonSchema, order: unknown): Problem[] {
  const branches = schema.oneOf as JsonSchema[] | undefined;
  if (!branches) return schemaProblems(schema, order, E.malformed);
  const o = order as Record<string, unknown>;
  let best = branches[0];
  let bestScore = -1;
  for (const b of branches) {
    const problems = schemaProblems(b, order, E.malformed);
    if (problems.length === 0) return [];
    const props = (b.properties ?? {}) as Record<string, { const?: unknown }>;
    const required = (b.required ?? []) as string[];
    const score =
      required.filter((k) => k in o).length +
      (props.type?.const !== undefined && props.type.const === o.type ? 10 : 0);
    if (score > bestScore) {
      best = b;
      bestScore = score;
    }
  }
  return schemaProblems(best, order, E.malformed);
}

export function validateDecision(s: AbsState, d: Decision, order: unknown): Problem[] {
  const f = waitingFrame(s, d);
  if (!f) {
    const waiting = top(s)?.wait;
    return waiting && !waiting.seats.includes(d.seat)
      ? [fail(E.notYourTurn, `it is not ${s.ceos[d.seat]?.id}'s turn (${d.id} is not pending)`)]
      : [fail(E.wrongPhase, `decision ${d.id} is not pending`)];
  }
  const h = KINDS[f.wait!.kind];
  if (order === null || typeof order !== 'object' || Array.isArray(order))
    return [fail(E.malformed, 'a submission is a JSON object')];
  const type = (order as { type?: unknown }).type;
  if (type !== undefined && !h.types.includes(type as string))
    return [
      fail(
        E.wrongPhase,
        `a "${String(type)}" submission does not answer this prompt (${h.types.join(', ')})`,
        '/type',
      ),
    ];
  const structural = structuralProblems(h.schema, order);
  if (structural.length > 0) return structural;
  return h.problems(s, f, d.seat, order);
}

export function describeDecision(s: AbsState, d: Decision): OrderDescription {
  const f = waitingFrame(s, d)!;
  const h = KINDS[f.wait!.kind];
  const choices = h.choices?.(s, f, d.seat);
  return {
    decision: d,
    schema: h.schema,
    ...(choices ? { choices } : {}),
    example: h.fallback(s, f, d.seat),
  };
}

export function defaultFor(s: AbsState, d: Decision): unknown {
  const f = waitingFrame(s, d)!;
  return KINDS[f.wait!.kind].fallback(s, f, d.seat);
}

export function sampleDecision(s: AbsState, d: Decision, rng: Rng): unknown {
  const f = waitingFrame(s, d)!;
  const h = KINDS[f.wait!.kind];
  const o = h.sample(s, f, d.seat, rng);
  return validateDecision(s, d, o).length === 0 ? o : h.fallback(s, f, d.seat);
}

export function acceptDecision(s: AbsState, d: Decision, order: unknown, ctx: StepContext): void {
  take(s, waitingFrame(s, d)!, d.seat, structuredClone(order), ctx);
  advance(s, ctx);
}

/** Accept without running the agenda on. */
function take(s: AbsState, f: Frame, seat: Seat, order: unknown, ctx: StepContext): void {
  if (f.f === 'rogue_ship') {
    const need = f.needs.shift()!;
    paymentAt(f.submission, need.path).ship = (order as { ship: string }).ship;
    delete f.wait;
    if (f.needs.length > 0) return;
    pop(s);
    const below = top(s)!;
    KINDS[below.wait!.kind].accept(s, below, f.seat, f.submission, ctx);
    return;
  }
  const needs = rogueNeeds(s, f, order);
  if (needs.length > 0) {
    const held: RogueShipFrame = { f: 'rogue_ship', seat, submission: order, needs };
    schedule(s, held);
    return;
  }
  KINDS[f.wait!.kind].accept(s, f, seat, order, ctx);
}

function paymentAt(submission: unknown, path: string): Payment {
  let node = submission as Record<string, unknown>;
  for (const key of path.split('/').slice(1)) node = node[key] as Record<string, unknown>;
  return node as unknown as Payment;
}

/** Go Rogue payments that name no ship and do replace tokens with damage (ABS-TAC-7). */
function rogueNeeds(s: AbsState, f: Frame, order: unknown): RogueNeed[] {
  const o = order as Record<string, unknown>;
  const found: { path: string; payment: Payment | undefined; tokens: number; bg: string | null }[] =
    [];
  switch (f.wait!.kind) {
    case 'activate': {
      const co = o.combinedOrders as { payment: Payment } | undefined;
      found.push({
        path: '/combinedOrders/payment',
        payment: co?.payment,
        tokens: 1,
        bg: o.battlegroup as string,
      });
      break;
    }
    case 'movement':
      (
        o.battlegroups as {
          battlegroup: string;
          powerToEngines?: Payment;
          inertialDampeners?: Payment;
        }[]
      ).forEach((b, i) => {
        for (const effect of ['powerToEngines', 'inertialDampeners'] as const)
          found.push({
            path: `/battlegroups/${i}/${effect}`,
            payment: b[effect],
            tokens: 1,
            bg: b.battlegroup,
          });
      });
      break;
    case 'attacks':
    case 'passive_attack':
      ((o.powerToWeapons ?? []) as { tokens: number; payment: Payment }[]).forEach((pw, i) =>
        found.push({
          path: `/powerToWeapons/${i}/payment`,
          payment: pw.payment,
          tokens: pw.tokens,
          bg: o.battlegroup as string,
        }),
      );
      break;
    case 'power_to_shields':
      if (f.f === 'attack' && shieldsWindow(s, f))
        found.push({
          path: '/payment',
          payment: o.payment as Payment | undefined,
          tokens: o.tokens as number,
          bg: targetInfo(s, f)?.bg ?? null,
        });
      break;
    case 'override':
      found.push({
        path: '/payment',
        payment: o.payment as Payment | undefined,
        tokens: 1,
        bg: overrideBatch(s, f)?.bg ?? null,
      });
      break;
    default:
      break;
  }
  return found
    .filter(
      (x) =>
        x.payment?.pay === 'rogue' &&
        x.payment.ship === undefined &&
        x.tokens - (x.payment.fromTactical ?? 0) > 0 &&
        x.bg !== null,
    )
    .map((x) => ({ path: x.path, bg: x.bg! }));
}
