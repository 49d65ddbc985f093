/**
 * Turn summaries and map pictures for every ruleset with a `presentation`: pure, the same output
 * for the same input everywhere. The service turns the SVG into PNG.
 */
export { diceNotation, formatDice, keptDice, summedDice } from './dice-line.js';
export { finishedEntry, rolledDiceEntry } from './driver-events.js';
export {
  buildTurnSummary,
  turnsOf,
  type AwaitedSeat,
  type SummarySection,
  type TurnSummary,
  type TurnSummaryInput,
} from './turn-summary.js';
export { escapeMarkdown, summaryToMarkdown, summaryToText } from './summary-format.js';
export { boardToSvg, mapSize, MAP_FONT_FAMILY } from './map-svg.js';
