/** Fighter flights in play (spec 1.3 FighterFlight, SE-FTR-1..3): plain JSON, Level 2 only. */

export type FlightStatus = 'in_bay' | 'active' | 'destroyed' | 'removed';

export interface FlightState {
  id: string;
  /** Fighter type id of the data. */
  type: string;
  side: 0 | 1;
  /** SE-FTR-2: the carrier whose crew grade the flight uses (kept when the carrier is lost). */
  carrier: string;
  grade: string;
  /** The bay it sits in, or last launched from. */
  bay: string;
  x: number;
  y: number;
  hits: number;
  status: FlightStatus;
  /** The turn it last moved or launched (SE-MOV-4, SE-FTR-8). */
  movedTurn: number | null;
  afterburnersUsed: number;
  shieldPower: number;
  fuel: number;
  /** The turn it used its additional-fuel re-roll (SE-FTR-11). */
  rerollTurn: number | null;
}

export interface FighterAttack {
  flight: string;
  /** A ship or an enemy flight. */
  target: string;
}

/**
 * SE-FTR-15, SE-D-25: how a side wants its hits in one dogfight divided: hits wished per enemy
 * flight. The even division stands; the remainder goes one each to the most wished-for flights.
 */
export interface DogfightAllocation {
  /** `d-1`, `d-2`…: the dogfights in order of their lowest flight id (`dogfightIds`). */
  dogfight: string;
  hits_to: Record<string, number>;
}

export interface FighterCombatOrder {
  attacks: FighterAttack[];
  stand_aside?: string[];
  dogfight_allocations?: DogfightAllocation[];
}

export interface FighterState {
  flights: FlightState[];
  /** After every ship unit moved: the side moving the next group of up to 4 (SE-MOV-4). */
  groupSide: 0 | 1 | null;
  /** SE-FTR-14: each side's fighter combat order, kept secret until both are in. */
  orders: [FighterCombatOrder | null, FighterCombatOrder | null];
  /** The turn whose fighter combat step was resolved (SE-FTR-14). */
  combatResolvedTurn: number | null;
  /** SE-FTR-10: close-defense dice each ship gave to anti-fighter fire this turn. */
  closeForAff: Record<string, number>;
  /** SE-FTR-12: Aegis ships that fired ballistics at fighters this turn. */
  aegisOffense: string[];
  /** SE-FTR-12, SE-INT-7: Aegis ships that spent dice on another ship's defence this turn. */
  aegisDefence: string[];
}

/** SE-FTR-10: one source of a ship's anti-fighter fire and its shots at each flight. */
export interface AffEntry {
  ship: string;
  /** A weapon system id, or "close_defense". */
  source: string;
  allocations: { flight: string; shots: number }[];
}
