/**
 * The submission envelope (§7.1) and the common checks of §7.3: structure (`MALFORMED`), the
 * stage and its order types (`WRONG_STAGE`), turn and segment (`STALE_ORDER`), the side.
 */
import { schemaProblems, type JsonSchema } from '../../../core/json-schema.js';
import type { GameState, Order, Side, Submission } from '../model.js';
import { problem, type Problem } from './common.js';
import { acceptingSchema, ORDER_SCHEMAS, SUBMISSION_SCHEMA } from './schema.js';

/** Arcade drafts: only for a two-unit segment's maneuver orders (SY-ARC-3). */
export function draftsAllowed(state: GameState): boolean {
  return (
    state.config.arcade.enabled &&
    state.stage === 'MANEUVER_ORDERS' &&
    state.dogfight === null &&
    state.owes[0] &&
    state.owes[1]
  );
}

/**
 * The envelope checks, for a decision that accepts the order types `accepted` (§7.1);
 * `accepting` is `acceptingSchema(accepted)`.
 */
export function envelopeProblems(
  state: GameState,
  side: Side,
  value: unknown,
  accepted: readonly Order['type'][],
  accepting: JsonSchema = acceptingSchema(accepted),
): Problem[] {
  // The common case, a well-formed submission of accepted orders, takes one schema check (the
  // core's quick one, else Ajv's) against `accepting`, which a kind looks up once; any other is
  // checked part by part below, for problems that say which part is wrong.
  const wellFormed = schemaProblems(accepting, value).length === 0;
  if (!wellFormed) {
    const structural = schemaProblems(SUBMISSION_SCHEMA, value);
    if (structural.length > 0) return structural;
  }
  const sub = value as Submission;
  const problems: Problem[] = [];
  if (sub.side !== undefined && sub.side !== side) {
    problems.push(
      problem('NOT_OWNER', `this decision is side ${side}'s, not side ${sub.side}'s`, '/side'),
    );
  }
  if (sub.stage !== undefined && sub.stage !== state.stage) {
    problems.push(
      problem('WRONG_STAGE', `the stage is ${state.stage}, not ${sub.stage}`, '/stage'),
    );
  }
  if (sub.turn !== undefined && sub.turn !== state.turn) {
    problems.push(problem('STALE_ORDER', `the turn is ${state.turn}, not ${sub.turn}`, '/turn'));
  }
  if (sub.segment !== undefined && sub.segment !== state.segment) {
    problems.push(
      problem('STALE_ORDER', `the segment is ${state.segment}, not ${sub.segment}`, '/segment'),
    );
  }
  if (sub.draft && !draftsAllowed(state)) {
    problems.push(
      problem(
        'WRONG_STAGE',
        'drafts are only for arcade-mode maneuver orders of a two-unit segment (SY-ARC-3)',
        '/draft',
      ),
    );
  }
  if (wellFormed) return problems;
  sub.orders.forEach((o, i) => {
    if (!accepted.includes(o.type)) {
      problems.push(
        problem(
          'WRONG_STAGE',
          `${o.type} orders are not accepted in ${state.stage} (accepted: ${accepted.join(', ')})`,
          `/orders/${i}/type`,
        ),
      );
      return;
    }
    for (const p of schemaProblems(ORDER_SCHEMAS[o.type], o)) {
      problems.push({ ...p, path: `/orders/${i}${p.path}` });
    }
  });
  return problems;
}
