/** A custom battle: sides, ships by class and crew template, and starting bands. */
import type { BandId } from './data/tables.js';
import type { Terrain } from './state.js';

export interface CustomSetup {
  name?: string;
  sides: { id: string; name: string }[];
  ships: { id: string; name: string; side: string; class: string; crew: string }[];
  /** Starting bands of named pairs (EX-MAN-1); every other pair starts at `defaultBand`. */
  bands?: { ships: [string, string]; band: BandId }[];
  defaultBand?: BandId;
  roundLimit?: number;
  /** Terrain for the terrain stunts (Skimming needs a planet's atmosphere). */
  terrain?: Terrain[];
}
