/**
 * What every Expanse decision shares (§8.1): one sealed bundle per side, keyed by ship; an
 * optional envelope (round, step, phase) that must match the open stage (`WRONG_STEP`); the ship
 * checks every step makes; and the submission kept hidden until the stage closes (§2.4).
 */
import type { Seat } from '../../../core/contract.js';
import type { DecisionKind } from '../../../core/define-ruleset.js';
import { checkOrder, type JsonSchema } from '../../../core/json-schema.js';
import { problem, type Problem } from '../../../core/problems.js';
import type { Rng } from '../../../core/rng.js';
import { isActive, suspended, type ExpanseState } from '../battle.js';
import type { Bundle, Envelope, StuntOrder } from '../orders.js';
import type { Ship } from '../state.js';
import { battleShell } from '../clone.js';
import { recordOf } from '../copy-on-write.js';
import { carryListing, purchaseBundleProblems } from '../flow/offer-listing.js';
import { STUNT_ORDER_SCHEMA } from './stunt-schema.js';

export const ORDER_MALFORMED = 'ORDER_MALFORMED';

const ENVELOPE: Record<string, JsonSchema> = {
  round: { type: 'integer', description: 'The open round, if given' },
  step: { type: 'integer', minimum: 1, maximum: 7, description: 'The open step, if given' },
  phase: { enum: ['orders', 'window'], description: 'orders or the stunt window, if given' },
};

/**
 * A bundle schema: the envelope plus `ships`, each ship's orders under its id, and the stunts
 * bought before the step's rolls (timing `On`, EX-STUNT-GEN-3).
 */
export function bundleSchema(ship: JsonSchema): JsonSchema {
  return {
    type: 'object',
    additionalProperties: false,
    properties: {
      ...ENVELOPE,
      ships: {
        type: 'object',
        description: 'Orders by ship id; a ship left out takes the default (EX-ROUND-6)',
        additionalProperties: ship,
      },
      stunts: {
        type: 'array',
        maxItems: 24,
        description: "Stunts bought before this step's rolls",
        items: STUNT_ORDER_SCHEMA,
      },
    },
  };
}

export function envelopeSchema(extra: Record<string, JsonSchema>, required: string[]): JsonSchema {
  return {
    type: 'object',
    additionalProperties: false,
    required,
    properties: { ...ENVELOPE, ...extra },
  };
}

function envelopeProblems(s: ExpanseState, o: Envelope): Problem[] {
  const wrong =
    (o.round !== undefined && o.round !== s.round) ||
    (o.step !== undefined && o.step !== s.step) ||
    (o.phase !== undefined && o.phase !== s.phase);
  return wrong
    ? [problem('WRONG_STEP', `the open stage is round ${s.round}, step ${s.step} ${s.phase}`)]
    : [];
}

/** NOT_YOUR_SHIP, UNKNOWN_REFERENCE, SHIP_INACTIVE for each ship a bundle names. */
export function eachShip<T>(
  s: ExpanseState,
  side: string,
  o: Bundle<T>,
  check: (ship: Ship, orders: T, path: string) => Problem[],
): Problem[] {
  const out: Problem[] = [];
  const ships = o.ships ?? {};
  // Keys in place, not `Object.entries`: no list of pairs for every order checked.
  for (const id in ships) {
    const orders = ships[id];
    const path = `/ships/${id}`;
    const ship = s.ships.find((x) => x.id === id);
    if (!ship) out.push(problem('UNKNOWN_REFERENCE', `no ship ${id}`, path));
    else if (ship.side !== side) out.push(problem('NOT_YOUR_SHIP', `${id} is not yours`, path));
    else if (!isActive(ship)) out.push(problem('SHIP_INACTIVE', `${id} is out of the fight`, path));
    else if (suspended(s, id))
      out.push(problem('SHIP_ACTIONS_SUSPENDED', `${id} flinched this round`, path));
    else for (const p of check(ship, orders, path)) out.push(p);
  }
  return out;
}

export function pick<T>(rng: Rng, items: readonly T[]): T {
  return items[rng.int(items.length)];
}

export interface SideKind<O> {
  prompt(s: ExpanseState, side: string): string;
  schema: JsonSchema;
  rules(s: ExpanseState, side: string, o: O): Problem[];
  sample(s: ExpanseState, side: string, rng: Rng): O;
  defaultOrder(s: ExpanseState, side: string): O;
  choices?(s: ExpanseState, side: string): O[] | undefined;
}

const sideOf = (s: ExpanseState, seat: Seat) => s.sides[seat].id;

/**
 * A text made of the stage and one more string (a side, a prompt), built once and then looked
 * up: the driver asks for every pending decision's id and prompt at every order.
 */
function stageTexts(make: (s: ExpanseState, key: string) => string) {
  const byStage: Map<string, string>[] = [];
  return (s: ExpanseState, key: string): string => {
    const stage = (s.round * 8 + s.step) * 2 + (s.phase === 'window' ? 1 : 0);
    const texts = (byStage[stage] ??= new Map());
    let text = texts.get(key);
    if (text === undefined) texts.set(key, (text = make(s, key)));
    return text;
  };
}

export function sideKind<O extends Envelope>(k: SideKind<O>): DecisionKind<ExpanseState, O, null> {
  const idOf = stageTexts((s, side) => `r${s.round}.s${s.step}.${s.phase}.${side}`);
  const promptOf = stageTexts((s, line) => `Round ${s.round}, step ${s.step}: ${line}`);
  return {
    id: (s, seat) => idOf(s, sideOf(s, seat)),
    simultaneous: true,
    prompt: (s, seat) => promptOf(s, k.prompt(s, sideOf(s, seat))),
    schema: k.schema,
    ...(k.choices
      ? { choices: (s: ExpanseState, seat: Seat) => k.choices!(s, sideOf(s, seat)) }
      : {}),
    validate: (s, seat, _at, order) =>
      checkOrder<O>(
        k.schema,
        order,
        (o) => {
          const wrong = envelopeProblems(s, o);
          if (wrong.length > 0) return wrong;
          const side = sideOf(s, seat);
          const stunts = (o as { stunts?: StuntOrder[] }).stunts;
          const problems = k.rules(s, side, o);
          if (s.phase !== 'orders' || !stunts) return problems;
          // Nearly every order has no problem: two new lists only when both have some.
          const bought = purchaseBundleProblems(s, side, stunts, '/stunts');
          if (bought.length === 0) return problems;
          return problems.length === 0 ? bought : [...problems, ...bought];
        },
        ORDER_MALFORMED,
      ),
    sample: (s, seat, _at, rng) => k.sample(s, sideOf(s, seat), rng),
    defaultOrder: (s, seat) => k.defaultOrder(s, sideOf(s, seat)),
    apply(s, seat, _at, order) {
      s.submitted[sideOf(s, seat)] = order;
    },
    // `seal` changes only `submitted`: `open` still waits for the other sides, and ids and
    // prompts read the stage and side alone, so the driver hands the others' decisions back.
    sealKeepsOthers: true,
    seal(s, seat, _at, order) {
      const sealed = battleShell(s);
      // Copied key by key into a new object, then the new key: a spread copy and a store would
      // give every copy a hidden class of its own (`recordOf`).
      const submitted = recordOf(s.submitted);
      submitted[sideOf(s, seat)] = order;
      sealed.submitted = submitted;
      carryListing(s, sealed);
      return sealed;
    },
  };
}

/** The side's active ships, for bundles built ship by ship. */
export function own(s: ExpanseState, side: string): Ship[] {
  return s.ships.filter((x) => x.side === side && isActive(x));
}

/**
 * A bundle and its stunts as one literal, fields in the order the spread gave them. Optimised
 * code gives every object made by a spread and then a new field (`{ ...bundle, stunts }`, or a
 * spread copy and a store) a hidden class of its own (V8 11, decision 0063): each sampled order
 * had its own, and every function reading orders met thousands of shapes.
 */
export function withStunts<T>(bundle: Bundle<T>, stunts: StuntOrder[]): Bundle<T> {
  return { ships: bundle.ships, stunts };
}

export function bundleOf<T>(s: ExpanseState, side: string, f: (ship: Ship) => T | null): Bundle<T> {
  const ships: Record<string, T> = {};
  for (const ship of own(s, side)) {
    if (suspended(s, ship.id)) continue;
    const o = f(ship);
    if (o !== null) ships[ship.id] = o;
  }
  return { ships };
}
