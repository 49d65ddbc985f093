/**
 * How the bot picks an order, from what the API sends with each decision and nothing else: the
 * legal orders (`choices`, when they are few enough to list) and one legal `example`.
 */
import type { components } from './generated/openapi.js';

export type Decision = components['schemas']['Decision'];
export type Order = components['schemas']['SubmitOrderInput']['order'];

/** Does this order name a target anywhere (an attack, a lock, a missile)? */
const aimsAtSomething = (order: unknown): boolean => JSON.stringify(order).includes('"targetId"');

/**
 * Fight when the rules allow it: among the listed orders, those that name a target, taken in
 * turn (`turn` rotates through them); otherwise the example. Picking blindly among all choices
 * is worse than it sounds — a list of legal orders also holds "eject the pilot".
 */
export function chooseOrder(decision: Pick<Decision, 'choices' | 'example'>, turn = 0): Order {
  // `choices` is any JSON in the schema (the ruleset's orders): a list when present.
  const choices = Array.isArray(decision.choices) ? (decision.choices as Order[]) : [];
  const attacks = choices.filter(aimsAtSomething);
  return attacks.length > 0 ? attacks[turn % attacks.length] : decision.example;
}
