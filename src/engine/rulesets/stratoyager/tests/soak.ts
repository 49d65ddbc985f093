/**
 * Random-vs-random games through the Match driver with invariant checks after every accepted
 * order. Used by soak.spec.ts (200 games) and, with SALVO_SOAK=1, by the 10,000-game run.
 */
import type { Decision } from '../../../core/contract.js';
import { Match, type MatchEvent } from '../../../core/match.js';
import { rngFromSeed } from '../../../core/rng.js';
import { stratoyager } from '../index.js';
import type { GameState } from '../model.js';
import { inObstacle, isHour, onTable } from '../rules/geometry.js';
import { unitType } from '../units/index.js';

const GONE = new Set(['WRECKED', 'DESTROYED', 'WITHDRAWN', 'ABANDONED']);
const REASONS = new Set(['annihilation', 'absence', 'points', 'resigned']);

/** Every broken invariant of a state, as readable strings. */
export function invariantProblems(s: GameState): string[] {
  const out: string[] = [];
  const ids = new Set(s.units.map((u) => u.id));
  const sorted = [...s.units].map((u) => u.id);
  if (sorted.join() !== [...sorted].sort().join()) out.push('units not in canonical order');
  for (const u of s.units) {
    const t = unitType(u.typeId);
    const where = `${u.id} (${u.status})`;
    if (u.structure > t.structure)
      out.push(`${where}: structure ${u.structure} above ${t.structure}`);
    if (u.shields < 0 || u.shields > t.maxShields || !Number.isInteger(u.shields))
      out.push(`${where}: shields ${u.shields}`);
    if (!Number.isInteger(u.speed) || u.speed < 0 || u.speed > 99)
      out.push(`${where}: speed ${u.speed}`);
    if (!isHour(u.course) || !isHour(u.facing))
      out.push(`${where}: course ${u.course} facing ${u.facing}`);
    for (const load of t.missileLoadout) {
      const left = u.missiles[load.class];
      if (!Number.isInteger(left) || left < 0 || left > load.count)
        out.push(`${where}: ${left} ${load.class} missiles`);
    }
    for (const cls of ['LIGHT', 'MEDIUM', 'HEAVY', 'FRAGSHELL_POD'] as const) {
      if (!t.missileLoadout.some((l) => l.class === cls) && u.missiles[cls] !== 0)
        out.push(`${where}: carries ${cls}`);
    }
    if (u.status === 'ON_TABLE') {
      if (u.structure < 1) out.push(`${where}: on the table with structure ${u.structure}`);
      if (!u.pos || !onTable(s.config, u.pos))
        out.push(`${where}: on the table at ${JSON.stringify(u.pos)}`);
      else if (inObstacle(s.obstacles, u.pos)) out.push(`${where}: inside an obstacle`);
    } else if (u.status === 'ABANDONED') {
      if (u.pos && !onTable(s.config, u.pos)) out.push(`${where}: drifting off the table`);
    } else if (u.pos !== null) out.push(`${where}: has a position`);
    if (u.status === 'WRECKED' && u.structure !== 0)
      out.push(`${where}: wrecked at structure ${u.structure}`);
    if (u.status === 'OFF_TABLE' && !u.offTable) out.push(`${where}: no exit record`);
    if (u.targetLock && (u.status !== 'ON_TABLE' || !ids.has(u.targetLock.targetId)))
      out.push(`${where}: holds a lock`);
    if (u.fireAtWill && u.status !== 'ON_TABLE') out.push(`${where}: Fire at Will armed`);
  }
  for (const m of s.missiles) {
    const t = s.units.find((u) => u.id === m.targetId);
    if (!t || t.status !== 'ON_TABLE')
      out.push(`missile ${m.seq} at ${m.targetId} (${t?.status}) in flight`);
  }
  if (s.result) {
    if (!REASONS.has(s.result.reason)) out.push(`bad reason ${s.result.reason}`);
    if (!s.result.winners.every((w) => w === 0 || w === 1)) out.push('bad winners');
    if (s.result.scores.some((x) => !Number.isFinite(x) || x < 0)) out.push('bad scores');
  }
  return out;
}

export interface GameRecord {
  match: Match<GameState, unknown>;
  orders: number;
  problems: string[];
}

/** Hidden-stage leak check: a simultaneous order that does not close its stage emits nothing of it. */
function leakProblems(d: Decision, after: Decision[], events: MatchEvent[]): string[] {
  if (
    !d.simultaneous ||
    after.length === 0 ||
    !after.some(
      (x) => x.id.split('.').slice(0, -1).join('.') === d.id.split('.').slice(0, -1).join('.'),
    )
  )
    return [];
  const allowed = new Set(['order.accepted', 'first_pilot.decided']);
  return events
    .filter((e) => !allowed.has(e.type))
    .map((e) => `hidden stage ${d.id} leaked a ${e.type} event`);
}

/** One random-vs-random game, checking invariants after every order. */
export function playRandomGame(
  seed: string,
  scenarioId = 'pilot-episode',
  options: Record<string, unknown> = {},
  check = true,
): GameRecord {
  const match = Match.create(stratoyager, { rulesetId: 'stratoyager', scenarioId, options }, seed);
  const bots = rngFromSeed(seed, 'bots');
  const problems: string[] = [];
  const gone = new Set<string>();
  let orders = 0;
  while (!match.isOver) {
    const pending = match.pending();
    const d = pending[bots.int(pending.length)];
    const order = match.sample(d.id, bots);
    const result = match.submit(d.seat, d.id, order);
    if (!result.ok) {
      problems.push(
        `sampled order rejected at ${d.id}: ${JSON.stringify(result.problems)} for ${JSON.stringify(order)}`,
      );
      break;
    }
    orders++;
    if (orders > 5000) {
      problems.push('the game did not end');
      break;
    }
    if (!check) continue;
    for (const e of result.events) {
      const id = (e.data.unitId ?? e.data.attackerId) as string | undefined;
      if ((e.type === 'unit.moved' || e.type === 'attack.resolved') && id && gone.has(id))
        problems.push(`${id} acted after leaving play (${e.type})`);
      if (e.type === 'unit.removed' && GONE.has(String(e.data.status)))
        gone.add(String(e.data.unitId));
    }
    problems.push(...leakProblems(d, match.pending(), result.events));
    problems.push(...invariantProblems(match.state));
    if (problems.length > 0) break;
  }
  if (match.outcome() === null && problems.length === 0) problems.push('no outcome');
  return { match, orders, problems: problems.map((p) => `${seed}: ${p}`) };
}
