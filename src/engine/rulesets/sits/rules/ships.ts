/**
 * A ship's opening state from its class and its scenario placement (§1.4, "Initial state").
 */
import { axial, type Axial } from '../../../geometry/hex.js';
import type { MountState, ShipClass, ShipState } from '../state.js';
import type { RollAngle } from './arcs.js';
import { counts, zeroCounts, type Counts, type DirectionLetter } from './directions.js';
import { consolidate } from './vectors.js';

export interface Placement {
  id: string;
  side: string;
  name: string;
  pos: Axial;
  facing: DirectionLetter;
  velocity: Partial<Counts>;
  thrust: number;
  rollAngle: RollAngle;
  /** Altitude module only. */
  z?: number;
  vertical?: number;
}

function mountStates(cls: ShipClass): Record<string, MountState> {
  const out: Record<string, MountState> = {};
  for (const m of cls.mounts) {
    out[m.id] = {
      operational: m.count,
      max: m.count,
      ammo: m.kind === 'missile' ? (m.ammo ?? 0) : null,
      lastFiredG: null,
    };
  }
  return out;
}

export function newShip(cls: ShipClass, p: Placement, altitude: boolean): ShipState {
  const sidewall = (strength: number) => ({
    strength,
    max: strength,
    knockedDown: false,
    regenAt: null,
  });
  return {
    id: p.id,
    side: p.side,
    classId: cls.id,
    name: p.name,
    status: 'active',
    pos: axial(p.pos.q, p.pos.r),
    fpm: axial(p.pos.q, p.pos.r),
    facing: p.facing,
    rollAngle: p.rollAngle,
    velocity: consolidate(counts(p.velocity)),
    thrust: p.thrust,
    maxThrust: cls.maxThrust,
    // A starting thrust above 0 starts a burn along the facing (SITS-THR-2).
    burn: { dir: p.facing, pulsesUsed: 0, dispUnits: 0 },
    dots: zeroCounts(),
    pivot: null,
    roll: null,
    pivotTime: cls.pivotTime,
    rollTime: cls.rollTime,
    wedgeUp: true,
    wedgeRaiseAt: null,
    sidewalls: { port: sidewall(cls.sidewalls.port), starboard: sidewall(cls.sidewalls.starboard) },
    hull: cls.hull,
    maxHull: cls.hull,
    damageTaken: 0,
    ad: cls.activeDefense,
    adCapacity: cls.adCapacity,
    adRemaining: cls.adCapacity,
    decoys: cls.decoys,
    fcPenalty: 0,
    dcTarget: cls.damageControl.target,
    dcParties: cls.damageControl.parties,
    mounts: mountStates(cls),
    salvosThisTurn: 0,
    lastLaunchTurn: null,
    damageRecords: [],
    pivotCompleted: false,
    thrustZeroOrdered: false,
    thrustForcedZero: false,
    altitude: altitude
      ? { z: p.z ?? 0, fz: p.z ?? 0, vertical: p.vertical ?? 0, verticalDots: 0, pitch: 'LEVEL' }
      : null,
  };
}
