/**
 * Test fixtures: games with units where a test wants them (a custom setup with fixed placement),
 * stages opened by hand, and submissions pushed through the ruleset as the driver would.
 */
import type { Decision } from '../../../core/contract.js';
import type { Problem } from '../../../core/problems.js';
import { seededDice, type RecordingContext } from '../../../testing/context.js';
import { stratoyager } from '../index.js';
import type {
  GameConfig,
  GameState,
  ManeuverOrder,
  Obstacle,
  Order,
  Side,
  Submission,
  UnitState,
} from '../model.js';
import { beginTurn } from '../rules/flow.js';
import { createGame, type MatchOptions } from '../setup.js';

export const TYPES: Record<string, string> = {
  guardian: 'guardian-151a',
  vulture: 'vulture-mk-iv',
  blackbuck: 'blackbuck-mk-ii',
  evo: 'evo-6-2',
};

/** A unit where the test wants it; type and side follow the id (`fsf-guardian-1`, `khi-evo-2`). */
export interface UnitSpec extends Partial<Omit<UnitState, 'pos'>> {
  id: string;
  x?: number;
  y?: number;
}

function typeFromId(id: string): string {
  const key = Object.keys(TYPES).find((k) => id.includes(k));
  if (!key) throw new Error(`cannot tell the type of ${id}`);
  return TYPES[key];
}

export interface GameSpec {
  table?: { width: number; length: number };
  obstacles?: Obstacle[];
  options?: MatchOptions;
  config?: Partial<GameConfig>;
  /** The turn to start (default 1; from 2 on reserves roll with the fixture's seeded dice). */
  turn?: number;
}

/**
 * A game in turn 1 with the given units on the table (or wherever their `status` says). Setup
 * runs with seeded dice; tests then drive stages by hand.
 */
export function game(specs: UnitSpec[], spec: GameSpec = {}): GameState {
  const sides: { units: { id: string; typeId: string; at?: unknown; reserve?: boolean }[] }[] = [
    { units: [] },
    { units: [] },
  ];
  specs.forEach((u, i) => {
    const side = u.side ?? (u.id.startsWith('khi') ? 1 : 0);
    const x = u.x ?? 2 + i;
    const y = u.y ?? (side === 0 ? 1 : 20);
    sides[side].units.push({
      id: u.id,
      typeId: u.typeId ?? typeFromId(u.id),
      at: { x, y, course: u.course ?? 0, facing: u.facing ?? u.course ?? 0, speed: u.speed ?? 0 },
    });
  });
  for (const s of sides)
    if (s.units.length === 0)
      s.units.push({ id: `zz-spare-${sides.indexOf(s)}`, typeId: 'evo-6-2', reserve: true });
  const ctx = seededDice('fixture');
  const state = createGame(
    {
      setup: {
        table: spec.table ?? { width: 24, length: 36 },
        placement: 'FIXED',
        sides,
        obstacles: spec.obstacles ?? [],
      },
      options: { dogfightAuto: false, ...spec.options },
    },
    ctx,
  );
  Object.assign(state.config, spec.config ?? {});
  for (const u of specs) {
    const unit = state.units.find((x) => x.id === u.id)!;
    const { x: _x, y: _y, ...rest } = u;
    Object.assign(unit, rest);
    if (
      rest.status &&
      rest.status !== 'ON_TABLE' &&
      rest.status !== 'ABANDONED' &&
      u.x === undefined
    )
      unit.pos = null;
  }
  beginTurn(state, spec.turn ?? 1, ctx);
  return state;
}

export function unit(state: GameState, id: string): UnitState {
  const u = state.units.find((x) => x.id === id);
  if (!u) throw new Error(`no unit ${id}`);
  return u;
}

/** Open a segment with the given active units (cards = k), at the MANEUVER_ORDERS stage. */
export function atSegment(
  state: GameState,
  active: string[],
  k = 1,
  turn = state.turn || 1,
): GameState {
  state.turn = turn;
  state.segment = k;
  state.segmentCount = Math.max(state.segmentCount, k);
  state.active = [...active];
  state.stage = 'MANEUVER_ORDERS';
  state.submitted = [null, null];
  state.drafts = [null, null];
  state.firstPilot = null;
  state.dogfight = null;
  state.owes = [false, false];
  for (const id of active) {
    const u = unit(state, id);
    u.initiativeCard = k;
    state.owes[u.side] = true;
  }
  for (const u of state.units) u.onTableThisTurn = u.status === 'ON_TABLE';
  return state;
}

export function decisionFor(state: GameState, side: Side): Decision {
  const d = stratoyager.pending(state).find((x) => x.seat === side);
  if (!d) throw new Error(`side ${side} owes nothing in ${state.stage}`);
  return d;
}

export function problemsOf(
  state: GameState,
  side: Side,
  sub: Submission | { orders: Order[] },
): Problem[] {
  return stratoyager.validate(state, decisionFor(state, side), sub);
}

export function codesOf(
  state: GameState,
  side: Side,
  sub: Submission | { orders: Order[] },
): string[] {
  return problemsOf(state, side, sub).map((p) => p.code);
}

/** Validate (must be legal) and apply a submission, as the driver would. */
export function submit(
  state: GameState,
  side: Side,
  sub: Submission | { orders: Order[] },
  ctx: RecordingContext,
): GameState {
  const d = decisionFor(state, side);
  const problems = stratoyager.validate(state, d, sub);
  if (problems.length > 0) throw new Error(`rejected: ${JSON.stringify(problems)}`);
  return stratoyager.apply(state, d, sub as Submission, ctx);
}

type Spec = [
  ManeuverOrder['maneuvers'][0]['driver'],
  ManeuverOrder['maneuvers'][0]['direction'],
  number,
];

/** `maneuver('fsf-guardian-1', ['TURN', 'PORT', 2], ['SLIDE', 'STARBOARD', 2])`. */
export function maneuver(
  unitId: string,
  m1: Spec,
  m2: Spec,
  extra: Partial<ManeuverOrder> = {},
): ManeuverOrder {
  return {
    type: 'MANEUVER',
    unitId,
    maneuvers: [
      { driver: m1[0], direction: m1[1], thrust: m1[2] },
      { driver: m2[0], direction: m2[1], thrust: m2[2] },
    ],
    ...extra,
  };
}

export const drift = (id: string): ManeuverOrder =>
  maneuver(id, ['ACCEL_DECEL', 'ACCELERATE', 0], ['TURN', 'STARBOARD', 0]);

export function events(ctx: RecordingContext, type: string) {
  return ctx.events.filter((e) => e.type === type).map((e) => e.data);
}

/** Everyone owing a decision drifts (maneuvers) or passes (combat): one stage. */
export function passStage(state: GameState, ctx: RecordingContext): void {
  for (const d of stratoyager.pending(state)) {
    if (state.stage === 'MANEUVER_ORDERS') {
      const id = state.active.find((x) => unit(state, x).side === d.seat)!;
      submit(state, d.seat as Side, { orders: [drift(id)] }, ctx);
    } else if (state.stage === 'COMBAT_ORDERS') submit(state, d.seat as Side, { orders: [] }, ctx);
    else submit(state, d.seat as Side, stratoyager.defaultOrder(state, d), ctx);
  }
}

/** Cards in canonical order (1, 2, ...) for both sides, unless given. */
export function assignCards(
  state: GameState,
  ctx: RecordingContext,
  given: Partial<Record<Side, Record<string, number>>> = {},
): void {
  for (const side of [0, 1] as const) {
    if (!state.owes[side]) continue;
    const c = given[side];
    submit(
      state,
      side,
      c
        ? { orders: [{ type: 'INITIATIVE', cards: c }] }
        : stratoyager.defaultOrder(state, decisionFor(state, side)),
      ctx,
    );
  }
}
