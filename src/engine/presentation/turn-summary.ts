/**
 * A turn's summary as one viewer may read it: the turn's visible events, grouped by the phases the
 * driver announced (`phase.changed`), each read through the ruleset's presentation, and who must
 * act next. Pure: the same events give the same summary, byte for byte.
 */
import type { Decision, Ruleset, Viewer } from '../core/contract.js';
import { isVisible, type MatchEvent } from '../core/match.js';
import type { PresentationNames, PresentedEvent, SummaryEntry } from '../core/presentation.js';
import { finishedEntry, rolledDiceEntry } from './driver-events.js';

export interface SummarySection {
  /** The phase label the driver announced: "Turn 2, segment 1: maneuver orders". */
  label: string;
  phase: string;
  entries: SummaryEntry[];
}

export interface AwaitedSeat {
  seat: number;
  name: string;
  kind: string;
  /** The decision's prompt, only for the viewer's own seat. */
  prompt?: string;
}

export interface TurnSummary {
  rulesetId: string;
  turn: number;
  viewer: Viewer;
  title: string;
  sections: SummarySection[];
  /** Who must act now; only in the summary of the current turn. */
  next: AwaitedSeat[];
  /** The outcome's sentence, once the match is over and in the turn it ended. */
  outcome: string | null;
}

export interface TurnSummaryInput {
  ruleset: Ruleset;
  /** The match's event log (any part of it that covers the turn); invisible events are dropped here. */
  events: readonly MatchEvent[];
  viewer: Viewer;
  turn: number;
  names: PresentationNames;
  /** The decisions pending now. */
  pending: readonly Decision[];
  /** A heading for the summary; by default the ruleset's name and the turn. */
  title?: string;
}

interface PhaseData {
  turn?: unknown;
  phase?: unknown;
  label?: unknown;
}

/** The turns the log has phases of, in order. */
export function turnsOf(events: readonly MatchEvent[]): number[] {
  const turns = new Set<number>();
  for (const e of events) {
    if (e.type !== 'phase.changed') continue;
    const turn = (e.data as PhaseData).turn;
    if (typeof turn === 'number') turns.add(turn);
  }
  return [...turns].sort((a, b) => a - b);
}

/**
 * The events of `turn` with the phase each fell in. Events before the first phase belong to it
 * (setup reads as part of the opening turn).
 */
function turnSlices(events: readonly MatchEvent[], turn: number) {
  const slices: { label: string; phase: string; events: MatchEvent[] }[] = [];
  let current: (typeof slices)[number] | null = null;
  let pendingBefore: MatchEvent[] = [];
  let seenPhase = false;
  for (const e of events) {
    if (e.type === 'phase.changed') {
      const d = e.data as PhaseData;
      const inTurn = d.turn === turn;
      if (!seenPhase && inTurn) {
        current = {
          label: String(d.label ?? ''),
          phase: String(d.phase ?? ''),
          events: pendingBefore,
        };
      } else {
        current = inTurn
          ? { label: String(d.label ?? ''), phase: String(d.phase ?? ''), events: [] }
          : null;
      }
      seenPhase = true;
      if (current) slices.push(current);
      pendingBefore = [];
      continue;
    }
    if (!seenPhase) pendingBefore.push(e);
    else current?.events.push(e);
  }
  return slices;
}

/** Driver events the summary reads itself; everything else is the ruleset's to describe. */
function describe(
  ruleset: Ruleset,
  event: PresentedEvent,
  names: PresentationNames,
): SummaryEntry[] {
  switch (event.type) {
    case 'match.created':
    case 'dice.requested':
      return [];
    case 'match.finished':
      return listOf(finishedEntry(event));
    case 'order.accepted': {
      const d = event.data as { seat?: unknown; kind?: unknown; default?: unknown };
      if (d.default !== true || typeof d.seat !== 'number') return [];
      return [
        {
          kind: 'info',
          text: `${names.seat(d.seat)} gave no order in time: the default ${String(d.kind)} order stands`,
        },
      ];
    }
  }
  const presentation = ruleset.presentation;
  if (!presentation) return event.type === 'dice.rolled' ? listOf(rolledDiceEntry(event)) : [];
  return listOf(presentation.describe(event, names));
}

function listOf(entries: SummaryEntry | SummaryEntry[] | null): SummaryEntry[] {
  if (entries === null) return [];
  return Array.isArray(entries) ? entries : [entries];
}

export function buildTurnSummary(input: TurnSummaryInput): TurnSummary {
  const { ruleset, viewer, turn, names } = input;
  const visible = input.events.filter((e) => isVisible(e, viewer));
  const turns = turnsOf(visible);
  if (!turns.includes(turn)) throw new RangeError(`the match has no turn ${turn}`);
  const sections: SummarySection[] = [];
  let outcome: string | null = null;
  for (const slice of turnSlices(visible, turn)) {
    const entries = slice.events.flatMap((e) => describe(ruleset, e, names));
    for (const e of slice.events) {
      if (e.type === 'match.finished') outcome = finishedEntry(e)?.text ?? null;
    }
    if (entries.length > 0) sections.push({ label: slice.label, phase: slice.phase, entries });
  }
  const isCurrent = turn === turns[turns.length - 1];
  const next: AwaitedSeat[] = isCurrent
    ? input.pending.map((d) => ({
        seat: d.seat,
        name: names.seat(d.seat),
        kind: d.kind,
        ...(d.seat === viewer ? { prompt: d.prompt } : {}),
      }))
    : [];
  return {
    rulesetId: ruleset.id,
    turn,
    viewer,
    title: input.title ?? `${ruleset.name}, turn ${turn}`,
    sections,
    next,
    outcome,
  };
}
