/**
 * The battle as the round flow runs it (§1.10, §2): the ships and pairs of `state.ts`, plus where
 * the round stands, the sealed bundles of the open step, this round's attacks and the effects
 * stunts leave behind (§1.9). Plain JSON throughout.
 */
import type { BandId } from './data/tables.js';
import type { Timing } from './rules/stunts.js';
import type { Pair, Ship, Terrain, Torpedo } from './state.js';

/** The seven steps (§2.1), and whether their orders or their stunt window is open. */
export type StepNo = 1 | 2 | 3 | 4 | 5 | 6 | 7;
export type Phase = 'orders' | 'window';

/** EX-SCN-1's asymmetric objectives, or the generic last-side-standing rule (EX-VIC-1). */
export type Objective = 'intercept' | 'last_side_standing';

export interface SideInfo {
  id: string;
  name: string;
}

/**
 * An incoming item of step 5 (EX-DEF-1) or a hit of step 6: a weapon attack of this round, a
 * torpedo impacting now, or a step-2 item (a Set-up hazard, a collision).
 */
export interface Attack {
  id: string;
  attacker: string;
  weapon: string;
  target: string;
  kind: 'weapon' | 'torpedo' | 'burn_them' | 'setup' | 'collision';
  /** Weapon type, for the evasion table; Burn Them and collisions are never evaded (EX-DEF-1). */
  type: 'pdc' | 'railgun' | 'torpedo' | 'grappler' | 'burn_them' | 'setup' | 'collision';
  /** A Set-up hazard's own evasion TN (EX-DEF-2, EX-DEF-3), fixed when it is bought. */
  tn?: number;
  /** Current band, or a torpedo's launch band. */
  band: BandId;
  damage: string | null;
  targetedLoss?: 'collateral' | 'manoeuvrability' | 'sensors' | 'weapons';
  /** Torpedo id for torpedo items. */
  torpedo?: string;
  result: 'pending' | 'evaded' | 'shot_down' | 'hit' | 'no_effect';
  /** Damage stunts named on this hit in step 6 (EX-DMG-19). */
  stunts: HitStunt[];
}

export interface HitStunt {
  stunt: string;
  sp: number;
  system?: 'manoeuvrability' | 'sensors' | 'weapons';
  /** Shrapnel and Rupture: the station hit. */
  station?: 'ops' | 'engineering';
  /** Skewer: the crew member hit. */
  crew?: string;
}

/** Round-scoped effects on one ship (§1.9), cleared at ROUND_END (EX-ROUND-2). */
export interface RoundEffects {
  onTargetSp: number;
  evasiveActionDice: number;
  evasiveManoeuvre: boolean;
  multiTargeting: boolean;
  /** Steady as She Goes SP by step (2 or 5). */
  steady: { s2: number; s5: number };
  /** Blinding Manoeuvre total against this ship, until the next round starts. */
  blinded: number;
  /** Perceived Weakness and Precise Hit tokens (EX-STUNT-GEN-10). */
  perceivedWeakness: number;
  preciseHit: number;
  highG2: number;
  highG5: number;
  /** EW wins of this ship this round: enemy id → bonus and its declared use (EX-EW-4). */
  ew: Record<string, { use: 'defence' | 'offence'; bonus: number }>;
  ewUse: 'defence' | 'offence';
  pdcAttacked: boolean;
  pointDefence: boolean;
  preference: 'normal' | 'serious';
  /** Draw Fire bought this round: the ally whose first `n` attackers turn on this ship. */
  drawFire: null | { ally: string; n: number };
  /** Burn Them bought this round, and on whom (EX-STUNT-BURN-THEM). */
  burnThem: string | null;
  /** Skimming bought this round, tested in S2_RESOLVE (EX-STUNT-SKIMMING). */
  skimming: boolean;
  /** Helpless when step 6 began, for Scuttle (EX-STUNT-SCUTTLE). */
  helplessAtS6: boolean;
  /** Combined Fire paid this round: on which enemy, with which ally, how much. */
  combinedFire: null | { target: string; ally: string; n: number };
  /** Guidance bought this round, by the test it names (`evasion:<attack>`, EX-STUNT-GUIDANCE). */
  guidance: Record<string, number>;
  /** Set-up attacks bought this round, made at S2_WINDOW_RESOLVE (EX-STUNT-SET-UP). */
  setUps?: { target: string; sp: number; tn: number }[];
  /** Enemies whose attacks this ship evades at +2 this round (Blockade `protect`). */
  protectedFrom?: string[];
  /** Too Close bought this round: the cover named, tested in S2_RESOLVE (EX-STUNT-TOO-CLOSE). */
  tooCloseBid?: string;
  /** Too Close won: the cover (a ship id or `station`) the ship hides beside this round. */
  tooClose?: string;
  /** Flinched by Dauntless: no actions for the rest of the round (EX-STUNT-DAUNTLESS). */
  flinched?: boolean;
}

export interface ExpanseState {
  scenarioId: string | null;
  objective: Objective;
  round: number;
  roundLimit: number;
  step: StepNo;
  phase: Phase;
  sides: SideInfo[];
  ships: Ship[];
  pairs: Pair[];
  /** Terrain of the battlefield; absent in battles saved before it existed. */
  terrain?: Terrain[];
  torpedoes: Torpedo[];
  nextTorpedo: number;
  /** This round's step-4 attacks and the torpedoes impacting this round, in canonical order. */
  attacks: Attack[];
  fx: Record<string, RoundEffects>;
  /** Persistent flags (§1.9): out of control; Tactics penalties on a captain's next step-1 test. */
  outOfControl: string[];
  tacticsPenalty: Record<string, number>;
  /** Good Advice `bonus` waiting for the ship's next command test; absent in older saves. */
  goodAdvice?: Record<string, number>;
  /**
   * Blockade `hinder` (EX-STUNT-BLOCKADE): `enemy` is at −2 on range contests and targeted
   * attacks against `protected` through step 2 of round `untilRound`; absent in older saves.
   */
  hinders?: { enemy: string; protected: string; untilRound: number }[];
  /** Eat Static bonus waiting for the ship's next EW test. */
  eatStatic: Record<string, number>;
  /** Stunt + object keys bought this round, per ship (EX-STUNT-GEN-5). */
  bought: Record<string, string[]>;
  /** Sides whose bundle the open step still waits for, and the sealed bundles received. */
  concerned: string[];
  submitted: Record<string, unknown>;
  resigned: string[];
  result: null | { winner: string | null; reason: string };
}

export function emptyEffects(): RoundEffects {
  return {
    onTargetSp: 0,
    evasiveActionDice: 0,
    evasiveManoeuvre: false,
    multiTargeting: false,
    steady: { s2: 0, s5: 0 },
    blinded: 0,
    perceivedWeakness: 0,
    preciseHit: 0,
    highG2: 0,
    highG5: 0,
    ew: {},
    ewUse: 'defence',
    pdcAttacked: false,
    pointDefence: true,
    preference: 'normal',
    drawFire: null,
    burnThem: null,
    skimming: false,
    helplessAtS6: false,
    combinedFire: null,
    guidance: {},
    // Set by a stunt, if one is bought: there from the start, so that every ship's effects
    // have one hidden class whatever is bought (decision 0052). JSON and state hashes leave
    // undefined fields out.
    setUps: undefined,
    protectedFrom: undefined,
    tooCloseBid: undefined,
    tooClose: undefined,
    flinched: undefined,
  };
}

export function shipById(s: ExpanseState, id: string): Ship {
  const ship = s.ships.find((x) => x.id === id);
  if (!ship) throw new RangeError(`no ship ${id}`);
  return ship;
}

export function isActive(ship: Ship): boolean {
  return ship.status === 'active';
}

/** Ships of a side, in scenario order (EX-ROUND-3). */
export function shipsOf(s: ExpanseState, side: string): Ship[] {
  return s.ships.filter((x) => x.side === side);
}

export function activeShipsOf(s: ExpanseState, side: string): Ship[] {
  return s.ships.filter((x) => x.side === side && isActive(x));
}

export function pairOf(s: ExpanseState, a: string, b: string): Pair | undefined {
  return s.pairs.find(
    (p) => (p.ships[0] === a && p.ships[1] === b) || (p.ships[0] === b && p.ships[1] === a),
  );
}

export function bandBetween(s: ExpanseState, a: string, b: string): BandId {
  return pairOf(s, a, b)?.band ?? 'BEYOND';
}

/** Whether a ship has an active enemy in range (`enemiesOf` is not empty), listing none. */
export function hasEnemy(s: ExpanseState, ship: Ship): boolean {
  for (const x of s.ships)
    if (x.side !== ship.side && isActive(x) && bandBetween(s, ship.id, x.id) !== 'BEYOND')
      return true;
  return false;
}

/** Active enemies of a ship still in range of it (not at BEYOND). */
export function enemiesOf(s: ExpanseState, ship: Ship): Ship[] {
  return s.ships.filter(
    (x) => x.side !== ship.side && isActive(x) && bandBetween(s, ship.id, x.id) !== 'BEYOND',
  );
}

const ORDER_TIMINGS = ['', 'O1', 'O2', 'O3', 'O4', 'O5', 'O6', 'O7'] as Timing[];
const WINDOW_TIMINGS = ['', 'W1', 'W2', 'W3', 'W4', 'W5', 'W6', 'W7'] as Timing[];

/** The stunt timing of the open stage (from a table: it is asked for on every offer). */
export function timingOf(s: ExpanseState): Timing {
  return (s.phase === 'window' ? WINDOW_TIMINGS : ORDER_TIMINGS)[s.step];
}

/** Flinched this round (EX-STUNT-DAUNTLESS): the ship takes no further actions. */
export function flinched(s: ExpanseState, ship: string): boolean {
  return s.fx[ship]?.flinched === true;
}

/** A flinched ship gives no orders in steps 3, 4, 5 and 7 (EX-STUNT-DAUNTLESS, EX-Q-22). */
export function suspended(s: ExpanseState, ship: string): boolean {
  return s.step !== 6 && flinched(s, ship);
}

export function seatOf(s: ExpanseState, side: string): number {
  return s.sides.findIndex((x) => x.id === side);
}
