/**
 * The Expanse battle state (§1.5–1.10 of the digest) as plain JSON: no classes, no Maps. Ships
 * carry their class numbers, so a custom setup's ships travel with the battle.
 */
import type { AbilityId, BandId, FocusId, JuiceId, RoleId, WeaponType } from './data/tables.js';

export type SystemId = 'manoeuvrability' | 'sensors' | 'weapons';
export type Condition = 'fatigued' | 'exhausted' | 'injured' | 'wounded';
export type Station = 'ops' | 'engineering';
export type Warhead = 'he' | 'plasma' | 'flechette';
export type WeaponStatus = 'online' | 'offline' | 'temp_online' | 'jury_rigged' | 'destroyed';
export type ShipStatus = 'active' | 'taken_out' | 'disengaged';

export const SYSTEMS: readonly SystemId[] = ['manoeuvrability', 'sensors', 'weapons'];
export const ROLES: readonly RoleId[] = ['captain', 'pilot', 'comms', 'weapons', 'engineer'];

export interface CrewMember {
  id: string;
  name: string;
  station: Station;
  abilities: Record<AbilityId, number>;
  focuses: FocusId[];
  fortune: number;
  fortuneMax: number;
  toughness: number;
  conditions: Condition[];
  status: 'active' | 'taken_out';
  step7ActionUsed: boolean;
}

export interface WeaponSystem {
  id: string;
  type: WeaponType;
  arc: string;
  /** Dice expression ("2d6"), null for a grappler. */
  damage: string | null;
  warhead: Warhead;
  magazine: number | null;
  status: WeaponStatus;
  tempOnlineUntilRound: number | null;
  juryShots: number | null;
  firedThisRound: boolean;
}

export interface Hull {
  expr: string;
  diceCount: number;
  plating: number;
}

export interface Losses {
  collateral: number;
  hull: number;
  manoeuvrability: number;
  sensors: number;
  weapons: number;
}

export interface ShipPools {
  command: number;
  pilot: number;
  comms: number;
  weaponsFree: number;
  weaponsBound: Record<string, number>;
  engineer: number;
}

export interface BankEntry {
  id: string;
  source: 'planning' | 'calculation';
  amount: number;
  /** The planning declaration's total cost: the entry never holds more (EX-CMD-5). */
  target: number | null;
  lockedTo: string[] | null;
  usableFromRound: number;
}

export interface Ship {
  id: string;
  name: string;
  classId: string;
  side: string;
  size: number;
  hull: Hull;
  sensorsBase: number;
  qualities: string[];
  flaws: string[];
  juice: JuiceId;
  maneuverableSteps: number;
  lumberingSteps: number;
  crewMin: number;
  crewCurrent: number;
  competence: number;
  crew: CrewMember[];
  roles: Record<RoleId, string>;
  succession: string[];
  weapons: WeaponSystem[];
  losses: Losses;
  offline: Record<SystemId, boolean>;
  reactor: { offline: boolean; tempOnlineUntilRound: number | null };
  hullBreach: number;
  systemDamage: Record<SystemId, number>;
  systemDamageSuppressedUntil: Partial<Record<SystemId, number>>;
  dcProgress: Record<SystemId, number>;
  /** A running Quick Start: its two testers, progress, and the round it was bought. */
  quickStart: null | { crew: [string, string]; progress: number; round?: number };
  hacked: null | { system: string };
  sp: ShipPools;
  bank: BankEntry[];
  status: ShipStatus;
}

export interface Pair {
  ships: [string, string];
  band: BandId;
  grapple: null | { grappler: string };
  follow: null | { follower: string; leader: string };
  lostTrack: string[];
}

/** Battlefield terrain (§1.10): only what the terrain stunts ask about. */
export interface Terrain {
  type: 'exploitable' | 'hazard' | 'planet_atmosphere' | 'station';
  size?: number;
}

export interface Torpedo {
  id: string;
  owner: string;
  launcher: string;
  target: string;
  launchRound: number;
  launchBand: BandId;
  impactRound: number;
  targetingSnapshot: number;
  attackBonusSnapshot: number;
  weaponsLossSnapshot: number;
  warhead: Warhead;
  damage: string;
  manual: boolean;
  /** Seized by Turnabout and turned on another ship (EX-STUNT-TURNABOUT). */
  hijacked?: boolean;
  status: 'in_flight' | 'evaded' | 'destroyed' | 'hit' | 'removed';
}
