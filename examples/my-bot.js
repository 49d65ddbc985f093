/**
 * A bot file for `npm run simulate` and `npm run tournament`: any ES module whose default export
 * is a bot `{ id, name, decide(turn) }`. It plays every ruleset because it only reads what every
 * decision carries: when the engine lists the legal orders (`choices`) it takes the first one that
 * is not "do nothing", so it always acts; otherwise it draws a legal order.
 *
 *   npm run tournament -- --ruleset stratoyager --bots random,heuristic,./examples/my-bot.js
 *
 * A real bot reads `turn.view` (its seat's view of the game) and `turn.description.schema`.
 */
const PASSIVE = /^(pass|none|nothing|hold|skip)$/i;

/** @param {unknown} order */
function passive(order) {
  if (order === null || order === undefined) return true;
  if (typeof order !== 'object') return PASSIVE.test(String(order));
  const values = Object.values(order);
  return values.length === 0 || values.every((v) => typeof v === 'string' && PASSIVE.test(v));
}

export default {
  id: 'my-bot',
  name: 'First active choice',
  description: 'Takes the first listed legal order that does something, else any legal order.',
  /** @param {{ description: { choices?: unknown[] }, sampleLegal(): unknown }} turn */
  decide(turn) {
    const active = turn.description.choices?.find((order) => !passive(order));
    return active ?? turn.sampleLegal();
  },
};
