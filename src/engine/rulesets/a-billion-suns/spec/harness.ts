/**
 * Test harness: build a world from a custom setup, put the agenda at a given step, feed injected
 * dice (the ABS-EX vectors' natural values), and answer reaction prompts as a test says (by default
 * every optional prompt is declined, as the vectors assume).
 */
import type { Decision } from '../../../core/contract.js';
import type { Problem } from '../../../core/problems.js';
import { injectedDice, type RecordingContext } from '../../../testing/context.js';
import type { DecisionKind, Frame } from '../flow/frames.js';
import { flow } from '../flow/index.js';
import { aBillionSuns } from '../index.js';
import type { AbsSetup, SetupBattlegroup, SetupObject } from '../scenario.js';
import { initialState } from '../setup.js';
import type { AbsState, Helm } from '../state.js';

export interface WorldSpec {
  scale?: number;
  tables?: AbsSetup['tables'];
  battlegroups?: SetupBattlegroup[];
  objects?: SetupObject[];
  contracts?: AbsSetup['contracts'];
  reserve?: AbsSetup['reserve'];
  ceos?: number;
}

export const TABLE_A = { id: 'A', width: 36, height: 36 };

/** A world with CEOs C1, C2 (…), one 36″ table A unless told, and the given models. */
export function world(spec: WorldSpec = {}): AbsState {
  const n = spec.ceos ?? 2;
  const s = initialState({
    scale: spec.scale ?? 3,
    roundLimit: 4,
    ceos: Array.from({ length: n }, (_, i) => ({ id: `C${i + 1}`, corpName: `Corp ${i + 1}` })),
    tables: spec.tables ?? [TABLE_A],
    objects: spec.objects,
    contracts: spec.contracts,
    battlegroups: spec.battlegroups,
    reserve: spec.reserve,
  });
  s.round = 1;
  s.agenda = [];
  for (const c of s.ceos) c.helm = { seizeInitiative: 0, jumpIn: 0, tactical: 0 };
  return s;
}

export function helm(s: AbsState, ceo: string, h: Partial<Helm>): void {
  const c = s.ceos.find((x) => x.id === ceo)!;
  c.helm = { seizeInitiative: 0, jumpIn: 0, tactical: 0, ...h };
}

export function seatOf(s: AbsState, ceo: string): number {
  return s.ceos.findIndex((c) => c.id === ceo);
}

/** Start the Tactical Phase mid-activation of `bgs` (first one active) at `frame`. */
export function inActivation(s: AbsState, ceo: string, bgs: string[], frame: Frame): void {
  s.phase = 'tactical';
  s.activation = { ceo: seatOf(s, ceo), bgs };
  s.agenda = [frame];
}

export type Answer = (d: Decision, s: AbsState) => unknown;

/** Declines every optional prompt (the vectors' convention) and names default Go Rogue ships. */
export const decline: Answer = (d, s) => {
  switch (d.kind as DecisionKind) {
    case 'reroll':
      return { dice: [] };
    case 'power_to_shields':
      return { tokens: 0 };
    case 'override':
      return { pass: true };
    case 'rogue_ship':
      return aBillionSuns.defaultOrder(s, d);
    default:
      return undefined;
  }
};

const REACTIONS: DecisionKind[] = ['reroll', 'power_to_shields', 'override', 'rogue_ship'];

export interface Driver {
  s: AbsState;
  ctx: RecordingContext;
  /** Submit to the pending decision of `kind` (it must be valid), then answer reactions. */
  submit(kind: DecisionKind, order: unknown, answer?: Answer): void;
  /** The problems a submission would get, without accepting it. */
  problems(kind: DecisionKind, order: unknown): Problem[];
  codes(kind: DecisionKind, order: unknown): string[];
  pending(): Decision[];
  /** Answer reaction prompts until a non-reaction decision (or nothing) is pending. */
  settle(answer?: Answer): void;
  /** Natural values consumed so far. */
  consumed(): number[];
}

export function drive(s: AbsState, dice: number[] = [], answer: Answer = decline): Driver {
  const ctx = injectedDice(dice);
  const find = (kind: DecisionKind): Decision => {
    const d = aBillionSuns.pending(s).find((x) => x.kind === kind);
    if (!d)
      throw new Error(
        `no pending ${kind}; pending: ${aBillionSuns
          .pending(s)
          .map((x) => x.kind)
          .join(', ')}`,
      );
    return d;
  };
  const driver: Driver = {
    s,
    ctx,
    pending: () => aBillionSuns.pending(s),
    problems: (kind, order) => aBillionSuns.validate(s, find(kind), order),
    codes: (kind, order) => aBillionSuns.validate(s, find(kind), order).map((p) => p.code),
    settle(a = answer) {
      for (let i = 0; i < 1000; i++) {
        const d = aBillionSuns.pending(s)[0];
        if (!d || !REACTIONS.includes(d.kind as DecisionKind)) return;
        const o = a(d, s) ?? decline(d, s);
        if (o === undefined) return;
        const problems = aBillionSuns.validate(s, d, o);
        if (problems.length > 0)
          throw new Error(`answer to ${d.kind} rejected: ${JSON.stringify(problems)}`);
        aBillionSuns.apply(s, d, o, ctx);
      }
    },
    submit(kind, order, a = answer) {
      const d = find(kind);
      const problems = aBillionSuns.validate(s, d, order);
      if (problems.length > 0)
        throw new Error(`${kind} rejected: ${JSON.stringify(problems, null, 1)}`);
      aBillionSuns.apply(s, d, order, ctx);
      driver.settle(a);
    },
    consumed: () => ctx.rolls().flatMap((r) => r.faces),
  };
  flow.advance(s, ctx);
  driver.settle();
  return driver;
}

export function damageOf(s: AbsState, id: string): number | 'removed' {
  return s.ships[id]?.damage ?? s.objects[id]?.damage ?? 'removed';
}

export function events(d: Driver, type: string): Record<string, unknown>[] {
  return d.ctx.events.filter((e) => e.type === type).map((e) => e.data);
}

/** Set the agenda so that `frames` run in the order given. */
export function agenda(s: AbsState, ...frames: Frame[]): void {
  s.agenda = [...frames].reverse();
}
