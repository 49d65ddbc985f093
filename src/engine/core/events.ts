import type { Seat } from './seat.js';

/** An event a ruleset emits; the driver numbers it and adds dice events. */
export interface RulesetEvent {
  type: string;
  /** Public by default; a list of seats restricts it to them (hidden hands, private reveals). */
  visibleTo?: Seat[];
  data: Record<string, unknown>;
}
