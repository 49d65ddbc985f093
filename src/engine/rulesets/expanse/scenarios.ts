/**
 * EX-SCN-1 Intercept (§5): the Hunter (MCRN corvette, Capable crew) against the Runner (armed
 * light freighter, Average crew) at Medium, ten rounds, with its asymmetric objectives.
 */
import { SCENARIO_FILES } from './data/tables.js';
import { buildShip } from './rules/ships.js';
import { helpless, type Verdict } from './rules/round.js';
import type { Pair, Ship } from './state.js';

export interface Opening {
  scenarioId: string;
  ships: Ship[];
  pairs: Pair[];
  roundLimit: number;
}

/** The opening position of a scenario of the data file (EX-MAN-1: the scenario sets each band). */
export function opening(id: string): Opening {
  const s = SCENARIO_FILES.find((f) => f.id === id);
  if (!s) throw new RangeError(`no scenario ${id}`);
  const ships = [...s.ships]
    .sort((a, b) => a.scenario_index - b.scenario_index)
    .map((x) => buildShip(x.id, x.name, x.side, x.class, x.crew_template));
  const pairs: Pair[] = s.pairs.map((p) => ({
    ships: [p.ships[0], p.ships[1]],
    band: p.band,
    grapple: null,
    follow: null,
    lostTrack: [],
  }));
  return { scenarioId: s.id, ships, pairs, roundLimit: s.round_limit };
}

export type Check = 'S2_END' | 'S6_END' | 'ROUND_END';

/**
 * EX-SCN-1 objectives, checked at S2_END, S6_END and ROUND_END of the last round (EX-VIC-2): the
 * Runner wins by reaching BEYOND at S2_END (EX-MAN-12) or by outlasting the Hunter; the Hunter wins
 * by taking out or crippling the Runner; both at once, or time running out, is a draw.
 */
export function interceptVerdict(o: Opening, check: Check, round: number): Verdict {
  const [hunter, runner] = o.ships;
  const out = (s: Ship) => s.status === 'taken_out' || helpless(s);
  if (check === 'S2_END' && o.pairs[0].band === 'BEYOND') return { winner: runner.side };
  if (check === 'S6_END') {
    if (out(hunter) && out(runner)) return { draw: true };
    if (out(runner)) return { winner: hunter.side };
    if (out(hunter)) return { winner: runner.side };
  }
  if (check === 'ROUND_END' && round >= o.roundLimit) return { draw: true };
  return null;
}
