/**
 * How a game reads and looks: the optional `presentation` member of a ruleset. The generic turn
 * summary and map picture (`src/engine/presentation/`) are built on it, so a ruleset says only
 * what is its own — how each event reads in the game's words, and what is on the board — and
 * never how Markdown or SVG is written.
 *
 * Hidden information stays hidden by construction: `describe` is only ever handed events the
 * viewer may see, and `board` only the ruleset's own `view(state, viewer)` of one viewer.
 */
import type { RulesetEvent } from './events.js';
import type { Seat, Viewer } from './seat.js';

/** An event of the match log as the presentation is handed it: numbered, already visible. */
export interface PresentedEvent extends RulesetEvent {
  seq: number;
}

/** What kind of thing happened, for icons and grouping. */
export type EntryKind =
  'move' | 'attack' | 'damage' | 'roll' | 'status' | 'reveal' | 'score' | 'info';

/**
 * A roll as the rules read it: `count` dice of `sides` faces, of which `keep` decide. Written
 * `2d6kl1: [3, 5] → 3` (kept lowest one), `3d6: [1, 4, 6] → 11` (summed).
 */
export interface DiceLine {
  count: number;
  sides: number;
  faces: number[];
  /** Only some dice count: the highest or lowest `n` of them. Absent: all faces are summed. */
  keep?: { which: 'highest' | 'lowest'; n: number };
  /**
   * What the roll came to under the rules (the kept die, the sum, the number of successes...);
   * a list where each die counts on its own after modifiers (`2d12: [6, 11] → [4, 9]`).
   */
  result: number | number[];
  /** What the dice were for, when the entry's text does not already say it ("to hit", "damage"). */
  for?: string;
}

/** One line of a turn summary. */
export interface SummaryEntry {
  kind: EntryKind;
  /** Plain text in the game's words, without the dice (they follow it). */
  text: string;
  dice?: DiceLine[];
  /** For attacks: did it hit. */
  hit?: boolean;
  /** Points of damage dealt, where the entry deals any. */
  damage?: number;
}

/** Names the service knows and the ruleset does not (players' names for seats). */
export interface PresentationNames {
  seat(seat: Seat): string;
}

/** A thing on the board. Positions are in the board's real unit; y is up. */
export interface BoardPiece {
  id: string;
  /** Short text written next to it. */
  label: string;
  x: number;
  y: number;
  /** Degrees counter-clockwise from +x (the geometry kit's convention); absent: no facing. */
  facing?: number;
  /** The seat it belongs to; `null` for neutral objects. Colours come from it. */
  side: Seat | null;
  /** `ship` (a unit with a facing marker), `missile`, `marker` (a token, a jump point), `object`. */
  kind: 'ship' | 'missile' | 'marker' | 'object';
  /** Short words shown under the label: `WRECKED`, `shields 2`, `locked on khi-evo-1`. */
  status?: string[];
  /** A vector to draw from it (velocity, course × speed), in board units. */
  vector?: { dx: number; dy: number };
  /** Drawn faded: off the table, wrecked, destroyed. */
  inactive?: boolean;
}

/** A circle drawn on the board (a planetoid, a danger zone, an obstacle). */
export interface BoardCircle {
  x: number;
  y: number;
  radius: number;
  label?: string;
  kind: 'obstacle' | 'zone';
}

/** A polygon drawn on the board (an obstacle). */
export interface BoardPolygon {
  points: { x: number; y: number }[];
  label?: string;
  kind: 'obstacle' | 'zone';
}

/** A firing arc of the selected piece: from `from` to `to` degrees (counter-clockwise), out to `range`. */
export interface BoardArc {
  from: number;
  to: number;
  range: number;
  label: string;
}

/** A rectangle of play (a table, a map sheet), in board units. */
export interface BoardArea {
  id: string;
  label?: string;
  x: number;
  y: number;
  width: number;
  height: number;
}

/** The board as one viewer sees it. */
export interface Board {
  /** Title line: "Pilot episode — Turn 2, segment 3". */
  title: string;
  /** `plane`: free positions; `hex`: a hex map (flat-topped, see `hex`). */
  layout: 'plane' | 'hex';
  /** The real unit of positions, written on the scale bar: `Klicks`, `″`, `hexes`. */
  unit: string;
  /** The tables or map sheets; the picture shows all of them. */
  areas: BoardArea[];
  /** For a hex map: the corner radius of a hex in board units (centres of neighbours √3·size apart). */
  hex?: { size: number };
  /** A round length of the scale bar, in board units (e.g. 6 Klicks, one range band). */
  scaleBar: number;
  pieces: BoardPiece[];
  circles?: BoardCircle[];
  polygons?: BoardPolygon[];
  /** The piece whose arcs are drawn, and the arcs. */
  selected?: { id: string; arcs: BoardArc[] };
  /** Names of the seats, for the legend. */
  sides: { seat: Seat; name: string }[];
}

/** What the caller asks of a board picture. */
export interface BoardOptions {
  /** The piece whose arcs to draw; the ruleset may pick one itself (the unit acting now). */
  selected?: string;
  names: PresentationNames;
}

/** The optional `presentation` member of a ruleset (see docs/adding-a-ruleset.md, "Presentation"). */
export interface Presentation {
  /**
   * How one event reads, in the game's words: an entry, several, or null to leave it out of the
   * summary (bookkeeping the players need not read). Only visible events are handed over.
   */
  describe(event: PresentedEvent, names: PresentationNames): SummaryEntry | SummaryEntry[] | null;
  /**
   * The board in `view` — exactly what the ruleset's `view(state, viewer)` returned for `viewer` —
   * or null when the game has no board yet. Reads nothing but the view, so it shows nothing the
   * viewer may not see.
   */
  board(view: unknown, viewer: Viewer, options: BoardOptions): Board | null;
}
