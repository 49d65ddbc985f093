/**
 * One attack as a virtual tabletop describes it (ABS-ATK-1: every die one battlegroup or object
 * directs at one target in one resolution), its JSON Schema, and its checks: a malformed request,
 * unknown units, impossible statuses, then the rules' refusals with the codes of spec 7.5.
 */
import type { JsonSchema } from '../../../core/json-schema.js';
import { schemaProblems } from '../../../core/json-schema.js';
import type { Problem } from '../../../core/problems.js';
import { E, fail } from '../codes.js';
import { halfArcOf } from '../rules/attack.js';
import { DEFAULT_SCALE, isDestroyedAt, MAX_SCALE, MIN_SCALE } from '../rules/scale.js';
import { statsOf, unitData, type Weapon } from '../rules/units.js';
import type { PowerToWeapons } from './die-rules.js';
import {
  AttackTable,
  CENTRE_SCHEMA,
  HEADING_SCHEMA,
  type Centre,
  type ShipGeometry,
  type ShipMeasured,
} from './table.js';

type System = 'primary' | 'auxiliary';
const SYSTEMS: readonly System[] = ['primary', 'auxiliary'];

/** A weapon stated by the table instead of taken from the catalog (spec 3 columns). */
export interface StatedWeapon {
  name: string;
  system: System;
  minRange: number;
  maxRange: number;
  dice: number;
  sides: number;
  damage: number;
  /** ABS-ATK-11: like the Mining Laser, it may only target stationary objects. */
  stationaryOnly?: boolean;
}

/** A unit's stats stated by the table instead of taken from the catalog (spec 3 columns). */
export interface StatedUnit {
  mass: number;
  silhouette: number;
  shields?: number;
  /** A mass-0 class is a wing unless this says otherwise (ABS-BG-3). */
  wing?: boolean;
  /** An object: fires in 360° (ABS-OBJ-4), takes no CMD effects (ABS-ATK-13), stands alone. */
  object?: boolean;
  /** An object with no Move value (ABS-OBJ-6): what a Mining Laser may target. */
  stationary?: boolean;
  weapons?: StatedWeapon[];
}

export interface AttackingShip extends ShipGeometry {
  /** Damage tokens on it: more than m makes it Systems Critical (ABS-DMG-4, ABS-DMG-5). */
  damage?: number;
  /** Inches from its centre to the nearest target ship (or the object) it measures to. */
  distance?: number;
  /** Degrees between its heading and that target point, 0–180 (spec 1.4). Default 0. */
  offAxis?: number;
  /** Dice per weapon system; absent: every weapon that may fire, with all its dice. */
  fire?: { primary?: number; auxiliary?: number };
}

export interface CombatRequest {
  /** S, for the stats of scale-dependent objects (ABS-OBJ-1). Default 3. */
  scale?: number;
  /** `active` (Active Attacks step, or an uncontrolled object's activation) or `passive` (ABS-ACT-6). */
  mode?: 'active' | 'passive';
  attacker: {
    /** A ship class or object type of the catalog; or `stats`. */
    unit?: string;
    stats?: StatedUnit;
    /** The battlegroup's ships that fire (an object: one entry), in ascending seq. */
    ships: AttackingShip[];
    /** ABS-ORD-3: the battlegroup is Engaged with this target (active attacks re-roll). */
    engaged?: boolean;
    /** ABS-ACT-11: a pivot over 90° this activation; with no Inertial Dampeners, no primaries. */
    highG?: boolean;
    inertialDampeners?: boolean;
    /** ABS-TAC-5: t tokens (1..m) on one die type of the pool. */
    powerToWeapons?: { dieSides: number; tokens: number };
  };
  target: {
    unit?: string;
    stats?: StatedUnit;
    /**
     * Damage tokens on each ship of the target battlegroup, ascending seq; default one, undamaged.
     * With the firing ships' `at`, each needs its centre `at` too.
     */
    ships?: { damage?: number; at?: Centre }[];
    /** ABS-ACT-12: it carries an Easy Target token (attack re-rolls). */
    easyTarget?: boolean;
    /** ABS-BG-8: a wing battlegroup sheltered by Mother's Wing (no Primary Target). */
    sheltered?: boolean;
    /** ABS-TAC-6: tokens spent on Power to Shields (1..m), after the attack dice are rolled. */
    powerToShields?: number;
  };
  /**
   * ABS-ATK-7, when Engage or Easy Target allows re-rolls: `default` re-rolls every die that
   * missed the silhouette or rolled its highest face (the engine's default); `none` keeps them.
   */
  rerolls?: 'default' | 'none';
}

const count = (max: number) => ({ type: 'integer', minimum: 0, maximum: max });
const tokens = { type: 'integer', minimum: 1, maximum: 3 };
const SIDES = [3, 6, 8, 10, 12];

const weaponSchema: JsonSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['name', 'system', 'minRange', 'maxRange', 'dice', 'sides', 'damage'],
  properties: {
    name: { type: 'string', minLength: 1, maxLength: 60 },
    system: { enum: SYSTEMS },
    minRange: { type: 'number', minimum: 0, maximum: 100 },
    maxRange: { type: 'number', minimum: 0, maximum: 100 },
    dice: { type: 'integer', minimum: 1, maximum: 6 },
    sides: { enum: SIDES },
    damage: { type: 'integer', minimum: 1, maximum: 5 },
    stationaryOnly: { type: 'boolean' },
  },
};

function statedUnitSchema(required: (keyof StatedUnit)[]): JsonSchema {
  return {
    type: 'object',
    additionalProperties: false,
    required,
    properties: {
      mass: count(3),
      silhouette: { type: 'integer', minimum: 1, maximum: 20 },
      shields: count(12),
      wing: { type: 'boolean' },
      object: { type: 'boolean' },
      stationary: { type: 'boolean' },
      weapons: {
        type: 'array',
        minItems: 1,
        maxItems: 2,
        items: weaponSchema,
      },
    },
  };
}

/** ABS-BG-1: one to five ships, each with its damage tokens and what else the side needs. */
function battlegroupSchema(required: string[], more: Record<string, JsonSchema>): JsonSchema {
  const properties = { damage: count(20), ...more };
  const ship = { type: 'object', additionalProperties: false, required, properties };
  return { type: 'array', minItems: 1, maxItems: 5, items: ship };
}

export const combatRequestSchema: JsonSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['attacker', 'target'],
  properties: {
    scale: { type: 'integer', minimum: MIN_SCALE, maximum: MAX_SCALE },
    mode: { enum: ['active', 'passive'] },
    attacker: {
      type: 'object',
      additionalProperties: false,
      required: ['ships'],
      properties: {
        unit: { type: 'string', description: 'a ship class or object id of the catalog' },
        stats: statedUnitSchema(['mass', 'silhouette', 'weapons']),
        ships: battlegroupSchema([], {
          distance: { type: 'number', minimum: 0, maximum: 1000 },
          offAxis: { type: 'number', minimum: 0, maximum: 180 },
          at: CENTRE_SCHEMA,
          heading: HEADING_SCHEMA,
          fire: {
            type: 'object',
            additionalProperties: false,
            properties: { primary: count(6), auxiliary: count(6) },
          },
        }),
        engaged: { type: 'boolean' },
        highG: { type: 'boolean' },
        inertialDampeners: { type: 'boolean' },
        powerToWeapons: {
          type: 'object',
          additionalProperties: false,
          required: ['dieSides', 'tokens'],
          properties: { dieSides: { enum: SIDES }, tokens },
        },
      },
    },
    target: {
      type: 'object',
      additionalProperties: false,
      properties: {
        unit: { type: 'string', description: 'a ship class or object id of the catalog' },
        stats: statedUnitSchema(['mass', 'silhouette', 'shields']),
        ships: battlegroupSchema([], { at: CENTRE_SCHEMA }),
        easyTarget: { type: 'boolean' },
        sheltered: { type: 'boolean' },
        powerToShields: tokens,
      },
    },
    rerolls: { enum: ['default', 'none'] },
  },
};

/** A side of the attack with its stats resolved at the request's scale. */
export interface Side {
  name: string;
  mass: number;
  silhouette: number;
  shields: number;
  wing: boolean;
  object: boolean;
  stationary: boolean;
  weapons: Weapon[];
  /** Damage tokens per ship before the attack, ascending seq. */
  damage: number[];
}

/** Dice of one weapon of one ship, in pool order (ABS-ATK-15). */
export interface PoolEntry {
  /** Index of the firing ship in `attacker.ships`. */
  ship: number;
  weapon: string;
  system: System;
  dice: number;
  sides: number;
  damage: number;
}

export interface PreparedAttack {
  mode: 'active' | 'passive';
  attacker: Side;
  target: Side;
  pool: PoolEntry[];
  ptw: PowerToWeapons | null;
  /** E, the target's effective Shields: printed plus Power to Shields (ABS-TAC-6). */
  shields: number;
  /** ABS-ATK-7: Engage or Easy Target allows re-rolls, and the request takes them. */
  rerolls: boolean;
  /** What the engine measured on the caller's table; null when distances were stated. */
  derived: { ships: ShipMeasured[] } | null;
}

export type Prepared = { ok: true; attack: PreparedAttack } | { ok: false; problems: Problem[] };

function sideOf(
  unit: string | undefined,
  stated: StatedUnit | undefined,
  scale: number,
  damage: number[],
  path: string,
): Side | Problem {
  if ((unit === undefined) === (stated === undefined))
    return fail(E.malformed, 'give the unit from the catalog or its stats, not both', path);
  if (stated) {
    const systems = (stated.weapons ?? []).map((w) => w.system);
    if (new Set(systems).size < systems.length)
      return fail(E.malformed, 'one weapon per system', `${path}/stats/weapons`);
    return {
      name: 'stated unit',
      mass: stated.mass,
      silhouette: stated.silhouette,
      shields: stated.shields ?? 0,
      wing: stated.wing ?? stated.mass === 0,
      object: stated.object ?? false,
      stationary: stated.stationary ?? false,
      weapons: (stated.weapons ?? []).map((w) => ({
        ...w,
        stationaryOnly: w.stationaryOnly ?? false,
      })),
      damage,
    };
  }
  let data;
  try {
    data = unitData(unit!);
  } catch {
    return fail(E.unknownId, `no ship class or object "${unit}" in the catalog`, `${path}/unit`);
  }
  const stats = statsOf(data.id, scale);
  return {
    name: data.name,
    mass: stats.mass,
    silhouette: stats.silhouette,
    shields: stats.shields,
    wing: data.isWing,
    object: data.kind === 'object',
    stationary: data.stationary,
    weapons: stats.weapons,
    damage,
  };
}

/** ABS-DMG-2: a destroyed ship neither attacks nor is a target; objects attack and are hit alone. */
function statusProblems(side: Side, path: string): Problem[] {
  const out: Problem[] = side.damage.flatMap((d, i) =>
    isDestroyedAt(d, side.silhouette)
      ? [
          fail(
            E.unknownId,
            `${d} damage tokens destroy a ${side.name} (silhouette ${side.silhouette}, ABS-DMG-2)`,
            `${path}/ships/${i}/damage`,
          ),
        ]
      : [],
  );
  if (side.object && side.damage.length > 1)
    out.push(fail(E.battlegroupSize, `an object is a single model (ABS-ATK-14)`, `${path}/ships`));
  return out;
}

/** Why a weapon may not fire at this target now, or null (ABS-ATK-3/4/11/12, ABS-ACT-6/11). */
function weaponProblem(
  req: CombatRequest,
  atk: Side,
  tgt: Side,
  table: AttackTable,
  ship: number,
  weapon: Weapon,
  path: string,
): Problem | null {
  const mode = req.mode ?? 'active';
  if (weapon.system === 'primary') {
    if (mode === 'passive')
      return fail(
        E.primaryInPassive,
        'passive attacks use auxiliary weapons only (ABS-ACT-6)',
        path,
      );
    if (req.attacker.highG && !req.attacker.inertialDampeners)
      return fail(
        E.highGPrimary,
        'a High-G Maneuver without Inertial Dampeners stops primary weapons (ABS-ACT-11)',
        path,
      );
    if (req.target.sheltered)
      return fail(E.targetSheltered, 'a sheltered wing is no Primary Target (ABS-BG-8)', path);
    if (weapon.stationaryOnly && !(tgt.object && tgt.stationary))
      return fail(
        E.miningLaserTarget,
        `the ${weapon.name} only targets stationary objects (ABS-ATK-11)`,
        path,
      );
  }
  const r = table.reach(ship, weapon, halfArcOf(weapon, atk.object));
  const stated = req.attacker.ships[ship];
  const measured = table.measured ? 'the target' : `${stated.distance}″`;
  if (r === 'range')
    return fail(
      E.targetOutOfRange,
      `${measured} is outside the ${weapon.name}'s ${weapon.minRange}–${weapon.maxRange}″ (ABS-ATK-3)`,
      path,
    );
  if (r === 'arc') {
    const angle = table.measured ? 'the target' : `${stated.offAxis}° off-axis`;
    return fail(E.targetNotInArc, `${angle} is outside the ${weapon.system} arc (ABS-ATK-3)`, path);
  }
  return null;
}

/** The dice each ship fires, in pool order: ships ascending seq, primary before auxiliary. */
function poolOf(
  req: CombatRequest,
  atk: Side,
  tgt: Side,
  table: AttackTable,
  problems: Problem[],
): PoolEntry[] {
  const pool: PoolEntry[] = [];
  req.attacker.ships.forEach((ship, i) => {
    for (const system of SYSTEMS) {
      const path = `/attacker/ships/${i}/fire/${system}`;
      const asked = ship.fire?.[system];
      const weapon = atk.weapons.find((w) => w.system === system);
      if (!weapon) {
        if (asked) problems.push(fail(E.unknownId, `a ${atk.name} has no ${system} weapon`, path));
        continue;
      }
      if (asked === 0 || (ship.fire && asked === undefined)) continue;
      const refusal = weaponProblem(req, atk, tgt, table, i, weapon, path);
      if (refusal) {
        if (asked !== undefined) problems.push(refusal);
        continue;
      }
      if (asked !== undefined && asked > weapon.dice) {
        problems.push(
          fail(E.diceAllocation, `the ${weapon.name} has ${weapon.dice} dice (ABS-ATK-5)`, path),
        );
        continue;
      }
      pool.push({
        ship: i,
        weapon: weapon.name,
        system,
        dice: asked ?? weapon.dice,
        sides: weapon.sides,
        damage: weapon.damage,
      });
    }
  });
  return pool;
}

/** ABS-TAC-5/6 and ABS-ATK-13: who may power what, and how much. */
function effectProblems(req: CombatRequest, atk: Side, tgt: Side, pool: PoolEntry[]): Problem[] {
  const out: Problem[] = [];
  const ptw = req.attacker.powerToWeapons;
  if (ptw) {
    const path = '/attacker/powerToWeapons';
    if (atk.object)
      out.push(
        fail(E.powerCap, 'no CMD effect applies to an uncontrolled object (ABS-ATK-13)', path),
      );
    else if (ptw.tokens > atk.mass)
      out.push(
        fail(
          E.powerCap,
          `Power to Weapon Systems takes 1 to m = ${atk.mass} tokens (ABS-TAC-5)`,
          `${path}/tokens`,
        ),
      );
    if (!pool.some((p) => p.sides === ptw.dieSides))
      out.push(
        fail(E.powerDieType, `no d${ptw.dieSides} in the pool (ABS-TAC-5)`, `${path}/dieSides`),
      );
  }
  const pts = req.target.powerToShields;
  if (pts !== undefined) {
    const path = '/target/powerToShields';
    if (tgt.object)
      out.push(fail(E.powerCap, 'only a CEO battlegroup powers its shields (ABS-TAC-6)', path));
    else if (tgt.shields < 1)
      out.push(fail(E.shieldsZero, `a ${tgt.name} has Shields 0 (ABS-TAC-6)`, path));
    else if (pts > tgt.mass)
      out.push(
        fail(E.powerCap, `Power to Shields takes 1 to m = ${tgt.mass} tokens (ABS-TAC-6)`, path),
      );
  }
  if (req.attacker.engaged && (req.mode === 'passive' || atk.object))
    out.push(
      fail(
        E.rerollNotAllowed,
        'Engage re-rolls belong to the engaging battlegroup’s active attacks (ABS-ORD-3)',
        '/attacker/engaged',
      ),
    );
  if (req.target.sheltered && !tgt.wing)
    out.push(
      fail(E.malformed, 'only a wing battlegroup can be sheltered (ABS-BG-8)', '/target/sheltered'),
    );
  return out;
}

/** Check a request and gather its dice pool; every problem at once. */
export function prepareAttack(input: unknown): Prepared {
  const malformed = schemaProblems(combatRequestSchema, input, E.malformed);
  if (malformed.length > 0) return { ok: false, problems: malformed };
  const req = input as CombatRequest;
  const scale = req.scale ?? DEFAULT_SCALE;
  const atk = sideOf(
    req.attacker.unit,
    req.attacker.stats,
    scale,
    req.attacker.ships.map((x) => x.damage ?? 0),
    '/attacker',
  );
  const tgt = sideOf(
    req.target.unit,
    req.target.stats,
    scale,
    (req.target.ships ?? [{}]).map((x) => x.damage ?? 0),
    '/target',
  );
  if (!('weapons' in atk) || !('weapons' in tgt))
    return { ok: false, problems: [atk, tgt].filter((x): x is Problem => !('weapons' in x)) };
  const table = AttackTable.of(req.attacker.ships, req.target.ships);
  if (!(table instanceof AttackTable)) return { ok: false, problems: table };
  const halfArc = (w: Weapon) => halfArcOf(w, atk.object);
  const disagreements = table.disagreements(atk.weapons, halfArc);
  if (disagreements.length > 0) return { ok: false, problems: disagreements };
  const problems = [...statusProblems(atk, '/attacker'), ...statusProblems(tgt, '/target')];
  const pool = poolOf(req, atk, tgt, table, problems);
  problems.push(...effectProblems(req, atk, tgt, pool));
  if (problems.length === 0 && pool.length === 0)
    problems.push(
      fail(
        E.diceAllocation,
        'no weapon of the attacker may fire at this target',
        '/attacker/ships',
      ),
    );
  if (problems.length > 0) return { ok: false, problems };
  const ptw = req.attacker.powerToWeapons;
  const mayReroll = !!req.target.easyTarget || !!req.attacker.engaged;
  return {
    ok: true,
    attack: {
      mode: req.mode ?? 'active',
      attacker: atk,
      target: tgt,
      pool,
      ptw: ptw ? { sides: ptw.dieSides, tokens: ptw.tokens } : null,
      shields: tgt.shields + (req.target.powerToShields ?? 0),
      rerolls: mayReroll && (req.rerolls ?? 'default') === 'default',
      derived: table.derived(atk.weapons, halfArc),
    },
  };
}
