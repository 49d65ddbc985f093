/**
 * Scenarios: "Picket Clash" from the digest (§5), a symmetric squadron action, and custom setups
 * in the same shape. A setup lists sides and ships; classes default to the sample classes and a
 * setup may add its own.
 */
import { axial } from '../../geometry/hex.js';
import { PICKET_CLASH_FILE } from './data/tables.js';
import type { RollAngle } from './rules/arcs.js';
import type { Counts, DirectionLetter } from './rules/directions.js';
import { freshDeck } from './rules/miracles.js';
import { newShip } from './rules/ships.js';
import { setupClasses } from './setup-classes.js';
import type { OptionalRules, ShipClass, SitsGame } from './state.js';

export interface SetupShip {
  id: string;
  side: string;
  class: string;
  name?: string;
  pos: [number, number];
  facing: DirectionLetter;
  velocity?: Partial<Counts>;
  thrust?: number;
  rollAngle?: RollAngle;
  /** Altitude module only. */
  z?: number;
  vertical?: number;
}

export interface SetupSide {
  id: string;
  name: string;
  forceCost?: number;
  miracleCommander?: boolean;
}

export interface SitsSetup {
  turnLimit: number;
  optionalRules?: Partial<OptionalRules>;
  sides: SetupSide[];
  ships: SetupShip[];
  /** Extra ship classes, by id, beside the sample ones. */
  classes?: ShipClass[];
}

export interface SitsScenario {
  id: string;
  name: string;
  description: string;
  setup: SitsSetup;
}

const picketClash: SitsScenario = {
  id: PICKET_CLASH_FILE.id,
  name: PICKET_CLASH_FILE.name,
  description:
    'A lone Kestrel-class light cruiser meets a pair of Lancet-class destroyers head-on at long missile range (45 hexes). Twelve turns.',
  setup: {
    turnLimit: PICKET_CLASH_FILE.turnLimit,
    optionalRules: { ...PICKET_CLASH_FILE.optionalRules },
    sides: PICKET_CLASH_FILE.sides.map((s) => ({ ...s })),
    ships: PICKET_CLASH_FILE.ships.map((s) => ({
      id: s.id,
      side: s.side,
      class: s.class,
      name: s.name,
      pos: [s.pos[0], s.pos[1]],
      facing: s.facing,
      velocity: { ...s.velocity },
      thrust: s.thrust,
      rollAngle: s.rollAngle as RollAngle,
    })),
  },
};

/** Side B's ships are side A's turned half a circle about the centre: a fair fight. */
const squadronAction: SitsScenario = {
  id: 'squadron-action',
  name: 'Squadron Action',
  description:
    'Two equal squadrons, a Kestrel and two Lancets each, close from 40 hexes apart on mirrored courses. Ten turns. Provisional (not in source).',
  setup: {
    turnLimit: 10,
    optionalRules: { altitude: false, miracles: false },
    sides: [
      { id: 'A', name: 'Manticore (sample)', forceCost: 220 },
      { id: 'B', name: 'Haven (sample)', forceCost: 220 },
    ],
    ships: [
      { id: 'A1', side: 'A', class: 'kestrel_cl', pos: [0, 20], facing: 'A', velocity: { A: 6 } },
      { id: 'A2', side: 'A', class: 'lancet_dd', pos: [-3, 22], facing: 'A', velocity: { A: 6 } },
      { id: 'A3', side: 'A', class: 'lancet_dd', pos: [3, 19], facing: 'A', velocity: { A: 6 } },
      { id: 'B1', side: 'B', class: 'kestrel_cl', pos: [0, -20], facing: 'D', velocity: { D: 6 } },
      { id: 'B2', side: 'B', class: 'lancet_dd', pos: [3, -22], facing: 'D', velocity: { D: 6 } },
      { id: 'B3', side: 'B', class: 'lancet_dd', pos: [-3, -19], facing: 'D', velocity: { D: 6 } },
    ],
  },
};

export const SITS_SCENARIOS: readonly SitsScenario[] = [picketClash, squadronAction];

export function findScenario(id: string): SitsScenario | undefined {
  return SITS_SCENARIOS.find((s) => s.id === id);
}

/** The opening game of a setup (§1.4's initial state). The deck is shuffled by the flow. */
export function gameFromSetup(setup: SitsSetup, options: Partial<OptionalRules> = {}): SitsGame {
  const optionalRules: OptionalRules = {
    altitude: options.altitude ?? setup.optionalRules?.altitude ?? false,
    miracles: options.miracles ?? setup.optionalRules?.miracles ?? false,
  };
  const { classes } = setupClasses(setup.classes);
  const ships = Object.fromEntries(
    setup.ships.map((s) => [
      s.id,
      newShip(
        classes[s.class],
        {
          id: s.id,
          side: s.side,
          name: s.name ?? s.id,
          pos: axial(s.pos[0], s.pos[1]),
          facing: s.facing,
          velocity: s.velocity ?? {},
          thrust: s.thrust ?? 0,
          rollAngle: s.rollAngle ?? 0,
          z: s.z,
          vertical: s.vertical,
        },
        optionalRules.altitude,
      ),
    ]),
  );
  return {
    turn: 1,
    segment: 1,
    g: 1,
    turnLimit: setup.turnLimit,
    optionalRules,
    sides: setup.sides.map((s) => ({
      id: s.id,
      name: s.name,
      forceCost: s.forceCost ?? 0,
      miracleCommander: optionalRules.miracles && (s.miracleCommander ?? false),
      miracleHand: [],
      miracleHeld: false,
      deck: optionalRules.miracles && s.miracleCommander ? freshDeck() : [],
      conceded: false,
    })),
    ships,
    classes,
    salvos: [],
    decoys: [],
  };
}
