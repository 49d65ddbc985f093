/**
 * The driver's own events as a summary reads them: rolls logged by `LoggedDice`, the end of the
 * match. Rulesets reuse `rolledDiceEntry` for rolls they do not describe in their own words.
 */
import type { PresentedEvent, SummaryEntry } from '../core/presentation.js';
import { summedDice } from './dice-line.js';

/** `dice.rolled` (purpose, notation `2d6`, faces): the purpose, then the dice summed. */
export function rolledDiceEntry(event: PresentedEvent): SummaryEntry | null {
  const { purpose, notation, faces } = event.data as {
    purpose?: unknown;
    notation?: unknown;
    faces?: unknown;
  };
  if (!Array.isArray(faces) || typeof notation !== 'string') return null;
  const sides = Number(/d(\d+)/.exec(notation)?.[1]);
  if (!Number.isInteger(sides)) return null;
  return {
    kind: 'roll',
    text: typeof purpose === 'string' ? purpose : 'roll',
    dice: [summedDice(faces as number[], sides)],
  };
}

/** `match.finished`: the outcome's own sentence. */
export function finishedEntry(event: PresentedEvent): SummaryEntry | null {
  const outcome = event.data.outcome as { summary?: unknown } | undefined;
  if (typeof outcome?.summary !== 'string') return null;
  return { kind: 'score', text: `Game over: ${outcome.summary}` };
}
