/**
 * The setup shape (spec 4.2, plus optional fleets already in play or in reserve) and the default
 * scenario "Two-Sector Contract Run" (spec 4) written in it. setup.ts checks and builds setups.
 */
import type { ContractType, ObjectType } from './state.js';

export const DEFAULT_SCENARIO_ID = 'two-sector-contract-run';

export interface SetupShip {
  id?: string;
  x: number;
  y: number;
  heading?: number;
  damage?: number;
}

export interface SetupBattlegroup {
  id?: string;
  ceo: string;
  classId: string;
  table: string;
  ships: SetupShip[];
  easyTarget?: boolean;
  carried?: Record<string, number>;
}

export interface SetupReserveShip {
  id?: string;
  ceo: string;
  classId: string;
  damage?: number;
}

export interface SetupObject {
  id: string;
  type: ObjectType;
  table: string;
  x: number;
  y: number;
  heading?: number;
  damage?: number;
  /** Jump points: the owning CEO id. */
  owner?: string;
  destination?: { x: number; y: number };
}

export interface SetupContract {
  id: string;
  type: ContractType;
  table?: string;
  params?: Record<string, unknown>;
  expiresAfterRound?: number;
}

/** The custom setup (MatchConfig.setup), spec 4.2's shape plus optional fleets. */
export interface AbsSetup {
  scale: number;
  roundLimit: number;
  ceos: { id: string; corpName: string; credits?: number }[];
  tables: {
    id: string;
    width: number;
    height: number;
    planetoids?: { id: string; x: number; y: number; radius: number }[];
    dangerZones?: { id: string; x: number; y: number; radius: number }[];
  }[];
  objects?: SetupObject[];
  contracts?: SetupContract[];
  battlegroups?: SetupBattlegroup[];
  reserve?: SetupReserveShip[];
}

/** Spec 4.2, verbatim. */
export const DEFAULT_SETUP: AbsSetup = {
  scale: 3,
  roundLimit: 4,
  ceos: [
    { id: 'C1', corpName: 'Helios Extraction', credits: 0 },
    { id: 'C2', corpName: 'Vanta Logistics', credits: 0 },
  ],
  tables: [
    {
      id: 'A',
      width: 36,
      height: 36,
      planetoids: [{ id: 'PL-A', x: 18, y: 31, radius: 2 }],
      dangerZones: [
        { id: 'DZ-1', x: 12, y: 14, radius: 4 },
        { id: 'DZ-2', x: 24, y: 14, radius: 4 },
      ],
    },
    { id: 'B', width: 36, height: 36, planetoids: [], dangerZones: [] },
  ],
  objects: [
    { id: 'AST-1', type: 'asteroid', table: 'A', x: 12, y: 14, heading: 0 },
    { id: 'AST-2', type: 'asteroid', table: 'A', x: 24, y: 14, heading: 0 },
    { id: 'FAC-1', type: 'facility', table: 'B', x: 18, y: 18, heading: 0 },
    { id: 'CRIM-1', type: 'criminal_ship', table: 'B', x: 18, y: 32, heading: 270 },
    { id: 'LB-1', type: 'lifeboat', table: 'B', x: 6, y: 6, heading: 90 },
    { id: 'LB-2', type: 'lifeboat', table: 'B', x: 30, y: 6, heading: 90 },
  ],
  contracts: [
    { id: 'K1', type: 'mining_concession', table: 'A', params: { creditsPerDamage: 1 } },
    {
      id: 'K2',
      type: 'security_sweep',
      table: 'B',
      params: { bounty: { facility: '4*S', criminal_ship: '2*S' } },
    },
    {
      id: 'K3',
      type: 'search_and_rescue',
      table: 'B',
      params: { creditsPerLifeboat: '2*S', capacityPerUtilityShip: 1 },
    },
  ],
};
