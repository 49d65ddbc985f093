/**
 * The records a match keeps for its whole life (numbered events, dice records, log entries),
 * made by adding their fields one by one to an empty object instead of by an object literal.
 *
 * V8 treats object literals in the source as allocation sites, and decides once per process, from
 * how many of a site's objects outlive a young collection, whether to allocate them straight into
 * the old generation. The driver's literals are shared by every ruleset: a long match (a Stellar
 * Empires fleet action keeps its events for thousands of orders) tipped them over, and every match
 * played later in the same process, of any ruleset, then put these records, and the young objects
 * they point to, in old space. An Expanse duel took twice the CPU after 100 fleet actions as in a
 * fresh process, which made `bench:engine`'s duel row depend on what ran before it. Made from `{}`,
 * they were not (decision 0066 measures both). Same keys in the same order: the same JSON and the
 * same prototype.
 */
import type { RulesetEvent } from './events.js';
import type { Seat } from './seat.js';

/** A die roll as logged: what it was for, the dice, their faces and the result. */
export interface RollRecord {
  purpose: string;
  notation: string;
  faces: number[];
  result: number;
  seat?: Seat;
}

/** One accepted input, in the order it was accepted. The log plus config and seed is the match. */
export interface LogEntry {
  seq: number;
  /** `null` only for driver-made entries that belong to no seat. */
  seat: Seat | null;
  decisionId: string;
  kind: 'order' | 'default' | 'roll' | 'resign';
  order: unknown;
}

/** An output of the match, numbered from 1. `visibleTo` absent means public. */
export interface MatchEvent {
  seq: number;
  type: string;
  visibleTo?: Seat[];
  data: Record<string, unknown>;
}

/** A dice roll's record, the data of its `dice.rolled` event. */
export function rollRecord(
  purpose: string,
  notation: string,
  faces: number[],
  result: number,
): RollRecord & Record<string, unknown> {
  const r = {} as RollRecord & Record<string, unknown>;
  r.purpose = purpose;
  r.notation = notation;
  r.faces = faces;
  r.result = result;
  return r;
}

/** An event before the driver numbers it (the dice's own). */
export function rulesetEvent(type: string, data: Record<string, unknown>): RulesetEvent {
  const e = {} as RulesetEvent;
  e.type = type;
  e.data = data;
  return e;
}

export function numberedEvent(
  seq: number,
  type: string,
  data: Record<string, unknown>,
): MatchEvent {
  const e = {} as MatchEvent;
  e.seq = seq;
  e.type = type;
  e.data = data;
  return e;
}

export function logEntry(
  seq: number,
  seat: LogEntry['seat'],
  decisionId: string,
  kind: LogEntry['kind'],
  order: unknown,
): LogEntry {
  const e = {} as LogEntry;
  e.seq = seq;
  e.seat = seat;
  e.decisionId = decisionId;
  e.kind = kind;
  e.order = order;
  return e;
}
