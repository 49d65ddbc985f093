/**
 * The stateless attack request (SE-D-8): one direct-fire weapon system of a sample design at one
 * ship of a sample design, with the situation stated by the caller (range, section hit, screens,
 * damage already marked, shield capacity left, interceptor dice the defender gives). It is turned
 * into a two-ship state so the match's own rule functions judge it.
 */
import type { JsonSchema } from '../../../core/json-schema.js';
import { problem, type Problem } from '../../../core/problems.js';
import { DESIGN_IDS, designOf, SECTIONS, type SectionId } from '../data/data.js';
import { initialState } from '../setup.js';
import type { SeState, ShipState } from '../state.js';
import { isBallistic, weaponOfSystem } from '../rules/systems.js';
import { interceptValue, ratings } from '../rules/interception.js';
import type { StepContext } from '../../../core/contract.js';
import { TABLE_SCHEMA, type AttackTable } from './table-schema.js';
import {
  buildTerrain,
  TERRAIN_SCHEMA,
  type TerrainSetup,
} from '../rules/level2/terrain/terrain-setup.js';
import { losProblem } from '../rules/level2/terrain/line-of-sight.js';
import { position } from '../rules/bearings.js';

export interface AttackRequest {
  attacker: { design: string; system: string; crippled?: boolean; out_of_command?: boolean };
  target: {
    design: string;
    section: SectionId;
    out_of_command?: boolean;
    armor_marked?: number;
    blocks_marked?: number;
    primary_marked?: number;
    shield_capacity?: number;
  };
  /** Centre to centre, in inches; or give `table`. */
  range: number;
  escorts?: number;
  squadron_screens?: number;
  mode?: 'burst' | 'saturation';
  pulse_combined_roll?: boolean;
  intercept_dice?: number;
  /** Where the ships stand, when measured on the caller's table (`table.ts`). */
  table?: AttackTable;
  /** [L2] Terrain on that table (SE-TER-3, SE-TER-5, SE-TER-6); needs `table`. */
  terrain?: TerrainSetup;
}

/** A request as sent: range and section may be left to the table (`table.ts`). */
export type TableRequest = Omit<AttackRequest, 'range' | 'target'> & {
  range?: number;
  target: Omit<AttackRequest['target'], 'section'> & { section?: SectionId };
};

export const requestSchema: JsonSchema = {
  type: 'object',
  required: ['attacker', 'target'],
  additionalProperties: false,
  properties: {
    attacker: {
      type: 'object',
      required: ['design', 'system'],
      additionalProperties: false,
      properties: {
        design: { enum: [...DESIGN_IDS] },
        system: { type: 'string' },
        crippled: { type: 'boolean' },
        out_of_command: { type: 'boolean' },
      },
    },
    target: {
      type: 'object',
      required: ['design'],
      additionalProperties: false,
      properties: {
        design: { enum: [...DESIGN_IDS] },
        section: { enum: [...SECTIONS] },
        out_of_command: { type: 'boolean' },
        armor_marked: { type: 'integer', minimum: 0, maximum: 200 },
        blocks_marked: { type: 'integer', minimum: 0, maximum: 200 },
        primary_marked: { type: 'integer', minimum: 0, maximum: 200 },
        shield_capacity: { type: 'integer', minimum: 0, maximum: 100 },
      },
    },
    range: { type: 'number', minimum: 0, maximum: 500 },
    escorts: { type: 'integer', minimum: 0, maximum: 8 },
    squadron_screens: { type: 'integer', minimum: 0, maximum: 8 },
    mode: { enum: ['burst', 'saturation'] },
    pulse_combined_roll: { type: 'boolean' },
    intercept_dice: {
      type: 'integer',
      minimum: 0,
      maximum: 30,
      description: 'close-defense dice the defender gives, one per hit (default: all its own)',
    },
    table: TABLE_SCHEMA,
    terrain: {
      ...TERRAIN_SCHEMA,
      description:
        'Terrain on your table (needs `table`): asteroid zones, nebulae and planet rings lower the target number, rings the damage dice; planets block the line of sight, rings stop matter weapons (SE-TER-3, SE-TER-5, SE-TER-6)',
    },
  },
};

export interface Situation {
  state: SeState;
  attacker: ShipState;
  target: ShipState;
}

/** The rule checks of a well-formed request. */
export function requestProblems(r: AttackRequest): Problem[] {
  const a = designOf(r.attacker.design);
  const file = a.weapon_systems.find((w) => w.id === r.attacker.system);
  if (!file)
    return [
      problem(
        'E_UNKNOWN_SYSTEM',
        `${a.class_name} has no system ${r.attacker.system}`,
        '/attacker/system',
      ),
    ];
  const t = designOf(r.target.design);
  const out: Problem[] = [];
  const w = situationOf(r).attacker;
  if (isBallistic(weaponOfSystem(w, r.attacker.system)))
    out.push(
      problem(
        'E_BALLISTIC_WRONG_PHASE',
        'ballistic weapons are judged at impact, not as direct fire',
        '/attacker/system',
      ),
    );
  if (r.range > weaponOfSystem(w, r.attacker.system).max_range + 1e-6)
    out.push(
      problem(
        'E_OUT_OF_RANGE',
        `beyond ${weaponOfSystem(w, r.attacker.system).max_range}"`,
        '/range',
      ),
    );
  if ((r.target.blocks_marked ?? 0) > t.sections[r.target.section].structure.blocks)
    out.push(
      problem(
        'INVALID_REQUEST',
        'more blocks marked than the section has',
        '/target/blocks_marked',
      ),
    );
  if ((r.target.primary_marked ?? 0) >= t.primary_structure.blocks)
    out.push(
      problem('INVALID_REQUEST', 'the target would already be destroyed', '/target/primary_marked'),
    );
  if (r.target.shield_capacity !== undefined && !t.shields)
    out.push(
      problem('INVALID_REQUEST', `${t.class_name} has no shields`, '/target/shield_capacity'),
    );
  const dice = r.intercept_dice ?? 0;
  const target = situationOf(r).target;
  if (dice > ratings(target).close)
    out.push(
      problem(
        'E_INTERCEPT_DICE_EXCEEDED',
        `the target has ${ratings(target).close} close-defense dice`,
        '/intercept_dice',
      ),
    );
  if (dice > 0 && interceptValue(weaponOfSystem(w, r.attacker.system)) === 0)
    out.push(problem('E_INTERCEPT_BEAM', 'this weapon cannot be intercepted', '/intercept_dice'));
  return [...out, ...terrainProblems(r)];
}

/** Terrain stands on the caller's table, placed (not drawn), and must let the weapon through. */
function terrainProblems(r: AttackRequest): Problem[] {
  if (!r.terrain) return [];
  if (!r.table) return [problem('GEOMETRY_NEEDED', 'terrain needs `table`', '/table')];
  if (r.terrain.random_asteroids)
    return [
      problem('INVALID_REQUEST', 'place the asteroids: a request draws no terrain', '/terrain'),
    ];
  const sit = situationOf(r);
  const why = losProblem(
    sit.state.terrain,
    position(sit.attacker),
    position(sit.target),
    weaponOfSystem(sit.attacker, r.attacker.system),
  );
  return why ? [problem('E_NO_LOS', why, '/terrain')] : [];
}

/** Building the two-ship state rolls nothing. */
const NO_DICE: StepContext = {
  dice: {
    roll: () => {
      throw new Error('setting up a stateless attack rolls no dice');
    },
    d: () => {
      throw new Error('setting up a stateless attack rolls no dice');
    },
  },
  emit: () => {},
};

/**
 * Two ships, `range` apart or where the caller's table puts them, with its terrain: the attacker's
 * crippling and command state, the target's damage.
 */
export function situationOf(r: AttackRequest): Situation {
  const state = initialState(
    {
      setup: {
        sides: [
          { ships: [{ id: 'attacker', design: r.attacker.design, x: 0, y: 0, heading: 0 }] },
          { ships: [{ id: 'target', design: r.target.design, x: 0, y: r.range, heading: 4 }] },
        ],
      },
      options: { pulse_combined_roll: r.pulse_combined_roll === true },
    },
    NO_DICE,
  );
  const [attacker, target] = state.ships;
  if (r.table) {
    for (const [ship, at] of [
      [attacker, r.table.attacker],
      [target, r.table.target],
    ] as const)
      Object.assign(ship, { x: at.x, y: at.y, heading: at.heading, rolled: at.rolled ?? false });
    if (r.terrain && !r.terrain.random_asteroids)
      state.terrain = buildTerrain(r.terrain, true, state.table, NO_DICE.dice);
  }
  attacker.outOfCommand = r.attacker.out_of_command === true;
  if (r.attacker.crippled)
    attacker.sections.A.blocksMarked = designOf(r.attacker.design).sections.A.structure.blocks;
  target.outOfCommand = r.target.out_of_command === true;
  const sec = target.sections[r.target.section];
  sec.armorMarked = r.target.armor_marked ?? 0;
  sec.blocksMarked = r.target.blocks_marked ?? 0;
  target.primaryMarked = r.target.primary_marked ?? 0;
  if (target.shields && r.target.shield_capacity !== undefined)
    target.shields[r.target.section].capacity = r.target.shield_capacity;
  return { state, attacker, target };
}
