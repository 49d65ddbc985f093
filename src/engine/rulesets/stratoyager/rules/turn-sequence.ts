/**
 * The turn (spec §1.2): TURN_START (reserve rolls, entries and returns), INITIATIVE (or the
 * dogfight), the segments, then drift, LMD and TURN_END with the absence check, the extra-turn
 * roll and the end of the game.
 */
import type { StepContext } from '../../../core/contract.js';
import type {
  GameState,
  InitiativeAssignment,
  ReserveEntryOrder,
  ReturnOrder,
  Side,
} from '../model.js';
import { driftAbandonedYagers } from './drift.js';
import { isAbsent, rollExtraTurn, sideWithoutCombatCapableUnits } from './end.js';
import { mayReturn } from './exit.js';
import { runLmdPhase } from './lmd.js';
import { settleOverlaps, type Placed } from './obstacles.js';
import { rollReserveArrivals } from './reserves.js';
import { open, owing, type Step } from './step.js';
import { getUnit } from './units.js';
import { decideVictory } from './victory.js';

export function startTurn(state: GameState, turn: number, ctx: StepContext): Step {
  state.turn = turn;
  state.segment = 0;
  state.segmentCount = 0;
  ctx.emit({ type: 'turn.started', data: { turn } });
  if (turn === 1) return { go: 'initiative' };
  state.arrived = rollReserveArrivals(state, ctx);
  const owes = owing((side) =>
    state.units.some(
      (u) => u.side === side && (state.arrived.includes(u.id) || mayReturn(u, state.turn)),
    ),
  );
  return open('TURN_START', owes);
}

/** SY-RES-2..4, SY-EXIT-4: entries and returns revealed together and placed. */
export function closeTurnStart(state: GameState, ctx: StepContext): Step {
  const placed: Placed[] = [];
  const entries: ReserveEntryOrder[] = [];
  const returns: ReturnOrder[] = [];
  for (const side of [0, 1] as const) {
    for (const o of state.submitted[side]?.orders ?? []) {
      if (o.type === 'ENTER') entries.push(o);
      if (o.type === 'RETURN') returns.push(o);
    }
  }
  ctx.emit({ type: 'turn_start.revealed', data: { entries, returns } });
  for (const o of entries) {
    const u = getUnit(state, o.unitId);
    u.status = 'ON_TABLE';
    u.pos = { x: o.x, y: o.y };
    u.course = o.course;
    u.facing = o.course;
    u.speed = o.speed;
    ctx.emit({
      type: 'unit.entered',
      data: { unitId: u.id, edge: o.edge, pos: u.pos, course: u.course, speed: u.speed },
    });
    placed.push({ unit: u, path: [u.pos] });
  }
  for (const o of returns) {
    const u = getUnit(state, o.unitId);
    u.status = 'ON_TABLE';
    u.pos = { ...u.offTable!.exitPoint };
    u.course = o.course;
    u.facing = o.course;
    ctx.emit({
      type: 'unit.returned',
      data: {
        unitId: u.id,
        edge: u.offTable!.exitEdge,
        pos: u.pos,
        course: u.course,
        speed: u.speed,
      },
    });
    u.offTable = null;
    u.removal = null;
    placed.push({ unit: u, path: [u.pos] });
  }
  state.arrived = [];
  settleOverlaps(state, placed, ctx, `turn ${state.turn} entries and returns`);
  if (sideWithoutCombatCapableUnits(state)) {
    state.endAfterLmd = true;
    return { go: 'end-of-turn' };
  }
  return { go: 'initiative' };
}

/** SY-INIT-1..2: cards 1..N for the units on the table; the dogfight when one faces one. */
export function beginInitiative(state: GameState): Step {
  const active = [0, 0];
  for (const u of state.units) {
    u.onTableThisTurn = u.status === 'ON_TABLE';
    if (u.onTableThisTurn) active[u.side]++;
  }
  if (state.config.dogfightAuto && active[0] === 1 && active[1] === 1) return { go: 'dogfight' };
  const n = Math.max(active[0], active[1]);
  state.segmentCount = n;
  if (n === 0) return { go: 'end-of-turn' };
  return open(
    'INITIATIVE',
    owing((side) => active[side] > 0),
  );
}

/** SY-INIT-4: assignments revealed together; segment 1 begins. */
export function closeInitiative(state: GameState, ctx: StepContext): Step {
  const cards: Record<string, number> = {};
  for (const side of [0, 1] as const) {
    const a = state.submitted[side]?.orders[0] as InitiativeAssignment | undefined;
    if (!a) continue;
    // Keys, not `Object.entries`: no pair array per unit, every turn.
    for (const id of Object.keys(a.cards)) {
      const card = a.cards[id];
      getUnit(state, id).initiativeCard = card;
      cards[id] = card;
    }
  }
  ctx.emit({
    type: 'initiative.revealed',
    data: { turn: state.turn, segments: state.segmentCount, cards },
  });
  return { go: 'segment', segment: 1 };
}

/** After the last segment (or an early end): drift, LMD, TURN_END. */
export function endOfTurn(state: GameState, ctx: StepContext): Step {
  state.segment = 0;
  state.active = [];
  state.firstPilot = null;
  state.dogfight = null;
  driftAbandonedYagers(state, ctx);
  runLmdPhase(state, ctx);
  if (sideWithoutCombatCapableUnits(state)) state.endAfterLmd = true;
  const absent: [boolean, boolean] = [isAbsent(state, 0), isAbsent(state, 1)];
  for (const u of state.units) {
    u.initiativeCard = null;
    u.activated = false;
    u.yawed = false;
    u.evasive = false;
    u.stress = 'NONE';
    u.fireAtWill = null;
    u.countermeasures = false;
    u.onTableThisTurn = false;
  }
  ctx.emit({ type: 'turn.ended', data: { turn: state.turn, absent } });
  if (absent[0] || absent[1] || state.endAfterLmd) return gameOver(state, absent, ctx);
  const last = state.config.baseTurns;
  if (state.turn > last || (state.turn === last && !rollExtraTurn(state, ctx)))
    return gameOver(state, absent, ctx);
  return { go: 'start-turn', turn: state.turn + 1 };
}

function gameOver(state: GameState, absent: [boolean, boolean], ctx: StepContext): Step {
  state.result = decideVictory(state, absent);
  state.stage = 'GAME_OVER';
  state.owes = [false, false];
  state.submitted = [null, null];
  state.drafts = [null, null];
  ctx.emit({ type: 'game.ended', data: { ...state.result } });
  return null;
}

/** The winner by resignation. */
export function resignGame(state: GameState, side: Side, ctx: StepContext): void {
  const winner: Side = side === 0 ? 1 : 0;
  const result = decideVictory(state, [false, false]);
  state.result = {
    winners: [winner],
    reason: 'resigned',
    scores: result.scores,
    summary: `Side ${side} resigned; side ${winner} wins`,
  };
  state.stage = 'GAME_OVER';
  state.owes = [false, false];
  state.submitted = [null, null];
  state.drafts = [null, null];
  ctx.emit({ type: 'game.ended', data: { ...state.result } });
}
