/**
 * The scenarios (§5 and beyond): EX-SCN-1 Intercept from the data file with its asymmetric
 * objectives, and symmetric battles written as custom setups, so one code path builds them all.
 */
import type { Scenario } from '../../core/contract.js';
import type { Objective } from './battle.js';
import { SCENARIO_FILES } from './data/tables.js';
import { helpless, type Verdict } from './rules/round.js';
import type { CustomSetup } from './custom-setup.js';
import type { Pair, Ship } from './state.js';

export interface ExpanseScenario {
  id: string;
  name: string;
  description: string;
  objective: Objective;
  setup: CustomSetup;
}

function intercept(): ExpanseScenario {
  const f = SCENARIO_FILES.find((x) => x.id === 'EX-SCN-1');
  if (!f) throw new RangeError('the data file has no EX-SCN-1');
  const ships = [...f.ships].sort((a, b) => a.scenario_index - b.scenario_index);
  return {
    id: f.id,
    name: f.name,
    description:
      'EX-SCN-1: an MCRN corvette (Capable crew) hunts an armed light freighter (Average crew) from Medium range. The Runner wins by getting beyond Long range; ten rounds.',
    objective: 'intercept',
    setup: {
      name: f.name,
      sides: f.sides.map((x) => ({ id: x.id, name: x.name })),
      ships: ships.map((x) => ({
        id: x.id,
        name: x.name,
        side: x.side,
        class: x.class,
        crew: x.crew_template,
      })),
      bands: f.pairs.map((p) => ({ ships: p.ships, band: p.band })),
      roundLimit: f.round_limit,
    },
  };
}

const corvette = (id: string, name: string, side: string) => ({
  id,
  name,
  side,
  class: 'mcrn_corvette',
  crew: 'capable',
});
const frigate = (id: string, name: string, side: string) => ({
  id,
  name,
  side,
  class: 'frigate',
  crew: 'capable',
});

/** Tachi against Scirocco, two corvettes one a side, from `band`, for twelve rounds. */
function corvetteDuel(band: CustomSetup['defaultBand']): CustomSetup {
  return {
    sides: [
      { id: 'A', name: 'Tachi' },
      { id: 'B', name: 'Scirocco' },
    ],
    ships: [corvette('A1', 'Tachi', 'A'), corvette('B1', 'Scirocco', 'B')],
    defaultBand: band,
    roundLimit: 12,
  };
}

/** The corvette duel in a drifting debris field: exploitable terrain and a hazard. */
function debrisField(band: CustomSetup['defaultBand']): CustomSetup {
  return { ...corvetteDuel(band), terrain: [{ type: 'exploitable' }, { type: 'hazard' }] };
}

const THREE_SIDES = [
  { id: 'A', name: 'MCRN' },
  { id: 'B', name: 'UNN' },
  { id: 'C', name: 'OPA' },
];

export const EXPANSE_SCENARIOS: readonly ExpanseScenario[] = [
  intercept(),
  {
    id: 'duel',
    name: 'Corvette duel',
    description:
      'Two MCRN corvettes with Capable crews meet at Close range; the last side with a ship in the fight wins. Twelve rounds.',
    objective: 'last_side_standing',
    setup: corvetteDuel('C'),
  },
  {
    id: 'two-vs-two',
    name: 'Two against two',
    description:
      'A corvette and a frigate on each side, enemies at Medium, wingmen at Close; last side standing in twelve rounds.',
    objective: 'last_side_standing',
    setup: {
      sides: [
        { id: 'A', name: 'MCRN' },
        { id: 'B', name: 'UNN' },
      ],
      ships: [
        corvette('A1', 'Tachi', 'A'),
        frigate('A2', 'Hammurabi', 'A'),
        corvette('B1', 'Scirocco', 'B'),
        frigate('B2', 'Typhoon', 'B'),
      ],
      bands: [
        { ships: ['A1', 'A2'], band: 'C' },
        { ships: ['B1', 'B2'], band: 'C' },
      ],
      defaultBand: 'M',
      roundLimit: 12,
    },
  },
  {
    id: 'debris-field',
    name: 'Debris field',
    description:
      'Two MCRN corvettes with Capable crews at Close range inside a drifting debris field (exploitable terrain and a hazard: Exploitable Terrain and Set-up can be bought); last side standing in twelve rounds. Provisional (EX-D-26, EX-B-9).',
    objective: 'last_side_standing',
    setup: debrisField('C'),
  },
  {
    id: 'three-sided',
    name: 'Three-way knife fight',
    description:
      'Three sides of two MCRN corvettes with Capable crews, wingmen and enemies all at Close range; last side standing in twelve rounds. Provisional (EX-B-9).',
    objective: 'last_side_standing',
    setup: {
      sides: THREE_SIDES,
      ships: [
        corvette('A1', 'Tachi', 'A'),
        corvette('A2', 'Hammurabi', 'A'),
        corvette('B1', 'Scirocco', 'B'),
        corvette('B2', 'Typhoon', 'B'),
        corvette('C1', 'Tynan', 'C'),
        corvette('C2', 'Pella', 'C'),
      ],
      defaultBand: 'C',
      roundLimit: 12,
    },
  },
];

/** The ruleset's versions, oldest first; the last is today's. */
export const EXPANSE_VERSIONS = ['0.1.0', '0.2.0'] as const;

/**
 * What set-up built for a scenario in an older version (decision 0051: a stored match is set up
 * as it was then). 0.2.0 (EX-B-9) moved `debris-field` from Medium to Close and made `three-sided`
 * two corvettes a side at Close; until then the debris field opened at Medium and the standoff was
 * three frigates, one a side, at Medium.
 */
const FORMER_SETUPS: readonly { id: string; until: string; setup: CustomSetup }[] = [
  { id: 'debris-field', until: '0.2.0', setup: debrisField('M') },
  {
    id: 'three-sided',
    until: '0.2.0',
    setup: {
      sides: THREE_SIDES,
      ships: [
        frigate('A1', 'Hammurabi', 'A'),
        frigate('B1', 'Typhoon', 'B'),
        frigate('C1', 'Tynan', 'C'),
      ],
      defaultBand: 'M',
      roundLimit: 12,
    },
  },
];

const versionIndex = (v: string) =>
  EXPANSE_VERSIONS.indexOf(v as (typeof EXPANSE_VERSIONS)[number]);

/** A scenario's set-up in ruleset `version` (absent: today's). */
export function scenarioSetup(
  id: string,
  version?: string,
): { setup: CustomSetup; objective: Objective } {
  const s = EXPANSE_SCENARIOS.find((x) => x.id === id);
  if (!s) throw new RangeError(`no scenario ${id}`);
  const at = version === undefined ? -1 : versionIndex(version);
  const former =
    at < 0 ? undefined : FORMER_SETUPS.find((x) => x.id === id && at < versionIndex(x.until));
  return { setup: former?.setup ?? s.setup, objective: s.objective };
}

export const SCENARIO_LIST: Scenario[] = EXPANSE_SCENARIOS.map((s) => ({
  id: s.id,
  name: s.name,
  description: s.description,
  seats: s.setup.sides.map((side) => ({ name: `Side ${side.id} (${side.name})` })),
}));

export type Check = 'S2_END' | 'S6_END' | 'ROUND_END';

/**
 * EX-SCN-1 objectives, checked at S2_END, S6_END and ROUND_END of the last round (EX-VIC-2): the
 * Runner wins by reaching BEYOND at S2_END (EX-MAN-12) or by outlasting the Hunter; the Hunter wins
 * by taking out or crippling the Runner; both at once, or time running out, is a draw.
 */
export function interceptVerdict(
  o: { ships: Ship[]; pairs: Pair[]; roundLimit: number },
  check: Check,
  round: number,
): Verdict {
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
