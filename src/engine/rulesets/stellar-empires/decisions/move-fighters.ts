/**
 * `move_fighters` (spec 7.3, SE-MOV-4): once every ship unit has moved, the sides move their
 * remaining flights in groups of up to 4, initiative loser first. An empty group leaves the side's
 * remaining flights where they are for this turn.
 */
import type { DecisionKind } from '../../../core/define-ruleset.js';
import { checkOrder, type JsonSchema } from '../../../core/json-schema.js';
import { groupMoved } from '../rules/level2/fighters/fighter-flow.js';
import { activeFlights } from '../rules/level2/fighters/flights.js';
import {
  fighterMoveProblems,
  fighterMoveSchema,
  moveFlights,
  type FighterMove,
} from '../rules/level2/fighters/moves.js';
import type { SeState } from '../state.js';
import { towardMoves, towardSchema } from './fighter-orders.js';

export interface MoveFightersOrder {
  fighter_moves?: FighterMove[];
  toward?: string;
}

const GROUP = 4;

const schema: JsonSchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    fighter_moves: { type: 'array', maxItems: GROUP, items: fighterMoveSchema },
    toward: towardSchema,
  },
};

function movesOf(s: SeState, side: 0 | 1, o: MoveFightersOrder): FighterMove[] {
  const explicit = o.fighter_moves ?? [];
  if (o.toward === undefined) return explicit;
  const more = towardMoves(s, side, o.toward, GROUP).filter(
    (m) => !explicit.some((e) => e.flight === m.flight),
  );
  return [...explicit, ...more].slice(0, GROUP);
}

export const moveFightersKind: DecisionKind<SeState, MoveFightersOrder, null> = {
  id: (s, seat) =>
    `t${s.turn}.movement.move_fighters.${seat}.${activeFlights(s).filter((f) => f.movedTurn === s.turn).length}`,
  simultaneous: false,
  prompt: (s) => `Turn ${s.turn}, Movement: move up to ${GROUP} flights`,
  schema,
  validate: (s, seat, _at, order) =>
    checkOrder<MoveFightersOrder>(schema, order, (o) =>
      fighterMoveProblems(s, seat as 0 | 1, movesOf(s, seat as 0 | 1, o), GROUP, '/fighter_moves'),
    ),
  sample: (s, seat, _at, rng) => {
    const mine = activeFlights(s, seat as 0 | 1).filter((f) => f.movedTurn !== s.turn);
    const target = rng.int(3) === 0 ? undefined : 'nearest';
    return target && mine.length > 0 ? { toward: target } : {};
  },
  defaultOrder: () => ({}),
  apply(s, seat, _at, order, ctx) {
    const side = seat as 0 | 1;
    const moves = movesOf(s, side, order);
    moveFlights(s, moves, ctx);
    if (moves.length === 0)
      for (const f of activeFlights(s, side)) if (f.movedTurn !== s.turn) f.movedTurn = s.turn;
    groupMoved(s, side);
  },
};
