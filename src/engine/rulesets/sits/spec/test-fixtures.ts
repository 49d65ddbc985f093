/** Small worlds for the SITS specs: ships of the sample classes placed where a test needs them. */
import { axial } from '../../../geometry/hex.js';
import { SHIP_CLASSES } from '../catalog.js';
import type { RollAngle } from '../rules/arcs.js';
import type { Counts, DirectionLetter } from '../rules/directions.js';
import { newShip } from '../rules/ships.js';
import type { ShipState, SitsGame } from '../state.js';

export interface ShipSpec {
  id: string;
  side?: string;
  classId?: string;
  at?: [number, number];
  facing?: DirectionLetter;
  velocity?: Partial<Counts>;
  thrust?: number;
  roll?: RollAngle;
  z?: number;
  vertical?: number;
}

export function ship(spec: ShipSpec, altitude = false): ShipState {
  const cls = SHIP_CLASSES[spec.classId ?? 'kestrel_cl'];
  const [q, r] = spec.at ?? [0, 0];
  return newShip(
    cls,
    {
      id: spec.id,
      side: spec.side ?? spec.id[0],
      name: spec.id,
      pos: axial(q, r),
      facing: spec.facing ?? 'A',
      velocity: spec.velocity ?? {},
      thrust: spec.thrust ?? 0,
      rollAngle: spec.roll ?? 0,
      z: spec.z,
      vertical: spec.vertical,
    },
    altitude,
  );
}

export function game(
  ships: ShipSpec[],
  opts: { altitude?: boolean; turn?: number; segment?: number } = {},
): SitsGame {
  const turn = opts.turn ?? 1;
  const segment = opts.segment ?? 1;
  const altitude = opts.altitude ?? false;
  return {
    turn,
    segment,
    g: 8 * (turn - 1) + segment,
    turnLimit: 12,
    optionalRules: { altitude, miracles: false },
    sides: ['A', 'B'].map((id) => ({
      id,
      name: id,
      forceCost: 100,
      miracleCommander: false,
      miracleHand: [],
      miracleHeld: false,
      deck: [],
      conceded: false,
    })),
    ships: Object.fromEntries(ships.map((s) => [s.id, ship(s, altitude)])),
    classes: { ...SHIP_CLASSES },
    salvos: [],
    decoys: [],
  };
}
