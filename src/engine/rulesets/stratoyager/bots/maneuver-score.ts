/**
 * How the heuristic pilot weighs a flight: the shot it sets up, the shots it invites, the hull
 * stress it risks, where it leaves the unit for next turn, and staying on the table. A decision
 * weighs some 260 orders, and many of them end in the same place, facing and speed (a zero
 * thrust in either slot, the same two maneuvers in either order): `FlightScores` weighs each
 * distinct end once, and reads the enemies' cards once per decision.
 */
import {
  CLOCK,
  headingSeparation,
  isPointInRectangle,
  nearestHeading,
  sub,
  type Rectangle,
} from '../../../geometry/index.js';
import { isInFrontArc, MAX_FIRING_RANGE } from '../combat/index.js';
import type { UnitState, UnitType, Vec } from '../model.js';
import { hour, inObstacle, tableOf } from '../rules/geometry.js';
import type { Flight } from '../rules/movement.js';
import { unitType } from '../units/index.js';
import {
  attackWorth,
  binomial,
  fragshellWorth,
  mayBeInFrontArc,
  missilesLeft,
  movedTo,
} from './assess.js';
import { borrowTable, borrowTerms, returnTable, returnTerms } from './point-table.js';
import type { Placed, Situation } from './situation.js';

/** Points of enemy force: the scale every weight below is in. */
export const OFF_TABLE = -1000;
const NEXT_TURN_OFF_TABLE = -12;
/** Points per Klick left between a unit and its nearest enemy beyond close range. */
const APPROACH = 0.6;
/**
 * How much the shots a move invites count against it. In a dogfight (SY-DOG) only a kill scores
 * and the second mover can always slip out of the first's arc: a pilot who shies from the enemy's
 * guns never brings its own to bear, and the duel ends a draw. There, trading shots is sought.
 */
const CAUTION = 0.8;
const DUEL_CAUTION = -0.5;

/**
 * Fragshell bursts at every unit in the front arc within close range (6 Klicks, SY-FEAT-6): a
 * flight that ends with an enemy there sets up a shot the gun terms do not see. Worth as much as
 * a gun in reach at point blank, half of it at the edge of the burst.
 */
const FRAGSHELL_REACH = 6;
const FRAGSHELL_SHOT = 10;

/** P(exactly f failures) for a stress pool (SY-STRESS-3, SY-HIND-4). */
function failureOdds(pool: number, type: UnitType): number[] {
  return binomial(pool, type.hindrances.includes('RETROFITTED_CIVILIAN') ? 4 / 6 : 3 / 6);
}

/** Expected cost of the stress test (SY-STRESS-4), given what this activation's shot is worth. */
function stressCost(pool: number, unit: UnitState, type: UnitType, shot: number): number {
  if (pool === 0) return 0;
  const perStructure = type.points / type.structure;
  const odds = failureOdds(pool, type);
  let cost = 0;
  for (let f = 1; f < odds.length; f++) {
    const q = odds[f];
    if (f === 1) cost += q * (shot * 0.4 + 1);
    else if (f === 2) cost += q * (shot + 2);
    else if (f === 3) cost += q * (shot + 2 + (unit.structure <= 1 ? type.points : perStructure));
    else cost += q * type.points * 1.2;
  }
  return cost;
}

/** The best single combat action from this position now (Gunner: missile and gun together). */
function offense(sit: Situation, me: Placed): number {
  const type = unitType(me.typeId);
  let gun = 0;
  let missile = 0;
  const left = missilesLeft(me);
  for (const t of sit.targets) {
    gun = Math.max(gun, attackWorth(sit.field, 'MAIN_WEAPON', me, t));
    if (left > 0 && type.missileKind === 'DUMB') {
      missile = Math.max(missile, attackWorth(sit.field, 'DUMB_MISSILE', me, t) * 0.8);
    }
    if (
      left > 0 &&
      type.missileKind === 'GUIDED' &&
      me.targetLock?.targetId === t.id &&
      me.targetLock.declaredTurn < sit.view.turn
    ) {
      missile = Math.max(missile, attackWorth(sit.field, 'LOCKED_MISSILE', me, t) * 0.8);
    }
  }
  if (left > 0 && type.missileKind === 'FRAGSHELL')
    missile = Math.max(missile, fragshellWorth(sit.field, me) * 0.8);
  if (type.specialFeatures.general.includes('GUNNER')) return gun + missile;
  return Math.max(gun, missile);
}

/** An enemy's worth of shooting at `me`, if it can bring its guns to bear by turning safely. */
function threatFrom(sit: Situation, enemy: Placed, me: Placed): number {
  // Out of range, `attackWorth` says 0 whatever the facing: its own first test, asked first.
  const dx = me.pos.x - enemy.pos.x;
  const dy = me.pos.y - enemy.pos.y;
  if (dx * dx + dy * dy > MAX_FIRING_RANGE * MAX_FIRING_RANGE + 1e-6) return 0;
  const type = unitType(enemy.typeId);
  let shooter = enemy;
  if (
    !type.specialFeatures.mainWeapon.includes('TURRET_360') &&
    !(
      mayBeInFrontArc(enemy.pos, enemy.facing, me.pos) &&
      isInFrontArc(enemy.pos, enemy.facing, me.pos)
    )
  ) {
    if (enemy.activated) return 0; // only an armed Fire at Will, which cannot turn
    const bearing = nearestHeading(CLOCK, sub(me.pos, enemy.pos));
    if (bearing === null || headingSeparation(CLOCK, bearing, enemy.facing) > type.safeTurn)
      return 0;
    shooter = { ...enemy, facing: bearing, course: bearing };
  }
  return attackWorth(sit.field, 'MAIN_WEAPON', shooter, me);
}

function defense(sit: Situation, me: Placed): number {
  let threat = 0;
  for (const e of sit.shooters) threat += threatFrom(sit, e, me);
  return threat;
}

/**
 * How far a shot between two speeds is from impossible (SY-HIT-4: both speeds add to the THT,
 * the targeting computer takes off): 1 for a sure threshold, 0 from THT 7 up.
 */
function feasibility(targetSpeed: number, ownSpeed: number, tc: number): number {
  const tht = targetSpeed + ownSpeed - tc;
  return Math.min(1, Math.max(0, (7 - tht) / 5));
}

/**
 * THT a main gun can give away to speed and still hit about as often as a plain one: Linked
 * re-rolls a miss (SY-FEAT-4), so at one more THT it hits as often (1D: 11/36 at THT 6 against
 * 12/36 at 5); Pulse takes one off close in (SY-FEAT-2), where the speed is weighed. A pilot
 * whose gun forgives speed keeps more of it, and speed is what the enemy's THT is made of.
 */
export function gunGrace(type: UnitType): number {
  const gun = type.specialFeatures.mainWeapon;
  return gun.includes('LINKED') || gun.includes('PULSE') ? 1 : 0;
}

/**
 * The distance a unit closes to: within 6 Klicks shots roll two or three dice and keep the best
 * (SY-HIT-3); fragshell needs an enemy within 6, and hits hardest at point blank (SY-FEAT-6).
 */
function closeRange(type: UnitType): number {
  return type.missileKind === 'FRAGSHELL' ? 3 : 6;
}

/**
 * The table's word on a flight ending at `spot` (checked there once): off it, or near an edge.
 * Where the unit drifts next turn is `moveAlong`'s point, written into `next`.
 */
function tablePenalty(
  sit: Situation,
  table: Rectangle,
  spot: Spot,
  flight: Flight,
  next: Vec,
): number {
  if (!spot.clear) return OFF_TABLE;
  const D = CLOCK.directions[hour(flight.course)];
  next.x = flight.pos.x + flight.speed * D.x;
  next.y = flight.pos.y + flight.speed * D.y;
  let penalty = 0;
  if (!isPointInRectangle(next, table)) penalty += NEXT_TURN_OFF_TABLE;
  if (inObstacle(sit.view.obstacles, next)) penalty += NEXT_TURN_OFF_TABLE / 2;
  return penalty;
}

/** An enemy as the pilot reads it once per decision. */
interface Foe {
  pos: Vec;
  facing: number;
  speed: number;
  targetingComputer: number;
}

interface Fight {
  shot: number;
  threat: number;
}

/** Far above the rounding of a few dozen terms of at most a few hundred. */
const BOUND_MARGIN = 1e-6;

/** Most flights have no enemy in reach: one shared empty list, not one each. */
const NO_TERMS: readonly number[] = [];

/**
 * A point where flights end, whatever their vector: about half as many as the flights a decision
 * weighs (a turn in M2 does not move the unit), so what depends on the point alone is read once.
 */
interface Spot {
  /** On the table and clear of obstacles (SY-GEO-7, SY-OBS-2). */
  clear: boolean;
  /**
   * Where its terms start in the decision's `spotTerms`: per enemy, the distance and how far
   * inside the enemy's guns' reach it is (`((12 - d) / 12) * 3` in its front arc, else 0).
   */
  at: number;
  nearest: number;
  /**
   * At least what `quick` gives any flight ending here before its stress: every enemy within 24
   * counted as in the front arc at a speed both guns can use, no exposure, no table penalty, no
   * speed penalty (each of those only takes off).
   */
  bound: number;
}

/** What a flight's end is worth apart from the order that reached it. */
interface FlightFacts {
  table: number;
  /** The shortlist's terms, one per enemy in the guns' reach (often none: `NO_TERMS`). */
  reach: readonly number[];
  position: number;
  /** Shot and threat without and with Evasive Maneuvers, once weighed. */
  plain: Fight | undefined;
  evasive: Fight | undefined;
}

function vectorKey(f: Flight): number {
  return (f.speed * 12 + f.facing) * 12 + f.course;
}

/** The weights of one Maneuver decision, each distinct flight weighed once. */
export class FlightScores {
  private readonly type: UnitType;
  private readonly foes: Foe[];
  private readonly turret: boolean;
  private readonly stressWeight: number;
  /** Fragshell pods left: enemies in the burst's reach count in the shortlist. */
  private readonly fragshell: boolean;
  /** The enemies' mean speed, or null with no target (speed is then not weighed). */
  private readonly enemySpeed: number | null;
  /** Flights by end point and vector (`vectorKey`). */
  private readonly flights = borrowTable<FlightFacts>();
  /** The table (SY-GEO-7), made once: `onTable` makes it again for every point. */
  private readonly table: Rectangle;
  /** Spots by point. */
  private readonly spots = borrowTable<Spot>();
  /** The spots' terms, in one array: a small array per spot costs more to make than to fill. */
  private readonly spotTerms = borrowTerms();
  /** Where a flight drifts next turn, rewritten for each (`tablePenalty`). */
  private readonly next: Vec = { x: 0, y: 0 };
  /** Fragshell or not, the distance a unit closes to, and how much getting there is worth. */
  private readonly close: number;
  private readonly approach: number;
  /**
   * The unit as the full weighing moves it, without and with Evasive Maneuvers: one copy each per
   * decision, moved to each flight weighed (the weighing keeps nothing of it).
   */
  private readonly moved: { plain: Placed; evasive: Placed };

  constructor(
    private readonly sit: Situation,
    private readonly unit: Placed,
  ) {
    this.type = unitType(unit.typeId);
    this.foes = sit.targets.map((t) => ({
      pos: t.pos,
      facing: t.facing,
      speed: t.speed,
      targetingComputer: unitType(t.typeId).targetingComputer,
    }));
    this.table = tableOf(sit.view.config);
    this.moved = {
      plain: movedTo(unit, unit, { evasive: false }),
      evasive: movedTo(unit, unit, { evasive: true }),
    };
    this.turret = this.type.specialFeatures.mainWeapon.includes('TURRET_360');
    this.fragshell = this.type.missileKind === 'FRAGSHELL' && missilesLeft(unit) > 0;
    this.stressWeight = this.type.hindrances.includes('RETROFITTED_CIVILIAN') ? 6 : 4;
    this.close = closeRange(this.type);
    // A duel is fought from where the guns already bear: closing only raises both speeds' THT.
    this.approach = sit.view.dogfight ? 0 : APPROACH;
    this.enemySpeed =
      sit.targets.length === 0
        ? null
        : sit.targets.reduce((a, t) => a + t.speed, 0) / sit.targets.length;
  }

  /** A quick geometric score to shortlist orders before the odds are weighed. */
  quick(flight: Flight, pool: number): number {
    const facts = this.facts(flight);
    let score = facts.table - pool * this.stressWeight;
    const reach = facts.reach;
    for (let i = 0; i < reach.length; i++) score += reach[i];
    return score + facts.position;
  }

  /**
   * False when `quick` cannot beat `floor` (it would return at most `floor`), read from the end
   * point alone: a flight the shortlist would turn away is not weighed. The margin covers the
   * rounding of sums taken in another order.
   */
  mayBeat(flight: Flight, pool: number, floor: number): boolean {
    return this.spot(flight.pos).bound - pool * this.stressWeight + BOUND_MARGIN > floor;
  }

  /** The full weight: the shot, the threat, the stress test, the table and the position. */
  full(flight: Flight, pool: number, evasive: boolean): number {
    const facts = this.facts(flight);
    if (facts.table <= OFF_TABLE) return facts.table;
    const flag = evasive || this.unit.evasive;
    let fight = flag ? facts.evasive : facts.plain;
    if (!fight) {
      const me = flag ? this.moved.evasive : this.moved.plain;
      me.pos = flight.pos;
      me.facing = flight.facing;
      me.course = flight.course;
      me.speed = flight.speed;
      fight = { shot: offense(this.sit, me), threat: defense(this.sit, me) };
      if (flag) facts.evasive = fight;
      else facts.plain = fight;
    }
    const { shot, threat } = fight;
    return (
      shot -
      threat * (this.sit.view.dogfight ? DUEL_CAUTION : CAUTION) -
      stressCost(pool, this.unit, this.type, shot) +
      facts.table +
      facts.position
    );
  }

  /** Gives the decision's tables back: the weights are not asked for again. */
  release(): void {
    returnTable(this.flights);
    returnTable(this.spots);
    returnTerms(this.spotTerms);
  }

  private facts(flight: Flight): FlightFacts {
    const key = vectorKey(flight);
    const { x, y } = flight.pos;
    let facts = this.flights.get(x, y, key);
    if (facts === undefined) {
      facts = this.weigh(flight);
      this.flights.add(x, y, key, facts);
    }
    return facts;
  }

  /**
   * The shortlist's terms and the position, in one pass over the enemies: both read the same
   * distance, the same odds of the own guns and the same front arc.
   */
  private weigh(flight: Flight): FlightFacts {
    const type = this.type;
    const spot = this.spot(flight.pos);
    let reach: number[] | undefined;
    let score = 0;
    for (let i = 0; i < this.foes.length; i++) {
      const t = this.foes[i];
      const d = this.spotTerms.data[spot.at + 2 * i];
      const exposure = this.spotTerms.data[spot.at + 2 * i + 1];
      const mine = feasibility(t.speed, flight.speed, type.targetingComputer);
      const inArc =
        d <= 24 &&
        mayBeInFrontArc(flight.pos, flight.facing, t.pos) &&
        isInFrontArc(flight.pos, flight.facing, t.pos);
      if (d <= 24 && (this.turret || inArc)) {
        reach ??= [];
        reach.push(10 * (1 - d / 30) * mine);
        if (this.fragshell && inArc && d <= FRAGSHELL_REACH)
          reach.push(FRAGSHELL_SHOT * (1 - d / (2 * FRAGSHELL_REACH)));
      }
      const theirs = feasibility(flight.speed, t.speed, t.targetingComputer);
      if (inArc) score += ((24 - d) / 24) * 4 * mine;
      // Exactly at 12 the exposure is 0, and taking off 0 leaves the sum as it was.
      if (exposure > 0) score -= exposure * theirs;
    }
    return {
      table: tablePenalty(this.sit, this.table, spot, flight, this.next),
      reach: reach ?? NO_TERMS,
      position: this.position(flight.speed, score, spot.nearest),
      plain: undefined,
      evasive: undefined,
    };
  }

  private spot(pos: Vec): Spot {
    const known = this.spots.get(pos.x, pos.y, 0);
    if (known !== undefined) return known;
    const n = this.foes.length;
    const spot: Spot = {
      clear: isPointInRectangle(pos, this.table) && !inObstacle(this.sit.view.obstacles, pos),
      at: this.spotTerms.length,
      nearest: Infinity,
      bound: 0,
    };
    let bound = 0;
    for (let i = 0; i < n; i++) {
      const t = this.foes[i];
      const d = Math.sqrt((t.pos.x - pos.x) ** 2 + (t.pos.y - pos.y) ** 2);
      spot.nearest = Math.min(spot.nearest, d);
      const exposed =
        d <= 12 && mayBeInFrontArc(t.pos, t.facing, pos) && isInFrontArc(t.pos, t.facing, pos);
      this.spotTerms.push2(d, exposed ? ((12 - d) / 12) * 3 : 0);
      // `weigh`'s terms for an enemy in the arc, at the best feasibility (1).
      if (d <= 24) {
        bound += 10 * (1 - d / 30) + ((24 - d) / 24) * 4;
        if (this.fragshell && d <= FRAGSHELL_REACH)
          bound += FRAGSHELL_SHOT * (1 - d / (2 * FRAGSHELL_REACH));
      }
    }
    const nearest = spot.nearest;
    if (nearest > this.close && Number.isFinite(nearest))
      bound -= (nearest - this.close) * this.approach;
    spot.bound = bound;
    this.spots.add(pos.x, pos.y, 0, spot);
    return spot;
  }

  /**
   * Next turn: enemies left in front of the guns at a speed the guns can still hit at (`arcs`,
   * from `weigh`), and not being left far from the fight (nor in front of enemy guns slow enough
   * to hit back).
   */
  private position(speed: number, arcs: number, nearest: number): number {
    let score = arcs;
    const close = this.close;
    if (nearest > close && Number.isFinite(nearest)) score -= (nearest - close) * this.approach;
    return score + this.speedScore(speed, nearest);
  }

  /**
   * Speed its own guns can use: near the enemy, every point above the fastest speed at which it
   * could still hit the enemy's usual speed costs, and more for poor brakes (it takes turns to
   * shed). Far away, speed is how it gets there.
   */
  private speedScore(speed: number, nearest: number): number {
    const near = nearest <= 12 ? 1 : nearest >= 24 ? 0 : (24 - nearest) / 12;
    if (this.enemySpeed === null || near === 0) return 0;
    const type = this.type;
    const usable = Math.max(
      2,
      6 + type.targetingComputer + gunGrace(type) - Math.round(this.enemySpeed) - 1,
    );
    const over = Math.max(0, speed - usable);
    return -over * near * (1 + 3 / Math.max(1, type.safeDeceleration));
  }
}
