/**
 * How the bot picks an order, from what the API sends with each decision and nothing else: the
 * legal orders (`choices`, when they are few enough to list), the order's JSON Schema and one
 * legal `example`. It picks at random, from a seeded stream; the server has the last word: when
 * it refuses an order (422 ILLEGAL_ORDER, each problem with the path of what is wrong), the bot
 * sends the next one, and the example, which is always legal, comes last.
 */
import type { components } from '../../../clients/typescript/src/generated/openapi.js';
import type { Random } from './random.js';
import { mender, takesItselfOut, vary } from './variation.js';

export type Decision = components['schemas']['Decision'];
export type Order = components['schemas']['SubmitOrderInput']['order'];
export interface Problem {
  path?: string;
  code?: string;
  message?: string;
}

/** The orders to send for one decision: `first`, then `next` after each refusal. */
export interface OrderPlan {
  first: Order;
  /** What to send after `refused` was refused with `problems`; null when nothing is left. */
  next(refused: Order, problems: readonly Problem[]): Order | null;
}

/** Mended orders sent, at most, before the example. */
const MENDS = 4;

/** Does this order name a target anywhere (an attack, a lock, a missile)? */
const aimsAtSomething = (order: unknown): boolean => JSON.stringify(order).includes('"targetId"');

const same = (a: unknown, b: unknown): boolean => JSON.stringify(a) === JSON.stringify(b);

/**
 * With listed orders: fight when the rules allow it (a random one of those that name a target),
 * otherwise a random one of the rest, never one that takes its own ship out of the fight (a list
 * of legal orders also holds "eject the pilot"). Without: a random variation of the example —
 * a maneuver with other thrusts and directions — mended where the server says it is wrong.
 */
export function planOrder(
  decision: Pick<Decision, 'choices' | 'example' | 'schema'>,
  random: Random,
): OrderPlan {
  const example = decision.example;
  // `choices` is any JSON in the schema (the ruleset's orders): a list when present.
  if (Array.isArray(decision.choices)) {
    const choices = decision.choices as Order[];
    const attacks = choices.filter(aimsAtSomething);
    const pool = attacks.length > 0 ? attacks : choices.filter((c) => !takesItselfOut(c));
    const queue = [...random.shuffle(pool), example];
    let sent = 0;
    return { first: queue[0], next: () => queue[++sent] ?? null };
  }
  const mend = mender(example, decision.schema, random);
  let mended = 0;
  return {
    first: vary(example, decision.schema, random) as Order,
    next: (refused, problems) => {
      if (same(refused, example)) return null;
      const order = ++mended < MENDS ? (mend(refused, problems) as Order) : example;
      return same(order, refused) ? example : order;
    },
  };
}
