/**
 * Ship classes a custom setup brings beside the sample ones (§4 lists only two): their JSON
 * Schema, and the checks the schema cannot make, each with its own code, so a designer learns
 * which table is unknown or which field a kind of mount needs.
 */
import type { JsonSchema } from '../../core/json-schema.js';
import { problem, type Problem } from '../../core/problems.js';
import { SHIP_CLASSES } from './catalog.js';
import { findBeamTable, MISSILE_TYPES } from './data/tables.js';
import type { MountKind, ShipClass } from './state.js';

export const SetupClassCodes = {
  /** A ship names a class that is neither a sample class nor one of the setup's. */
  unknownShipClass: 'UNKNOWN_SHIP_CLASS',
  /** A custom class reuses a sample class's id or another custom class's. */
  shipClassIdTaken: 'SHIP_CLASS_ID_TAKEN',
  /** Two mounts of one class share an id. */
  mountIdRepeated: 'MOUNT_ID_REPEATED',
  /** A graser or laser mount names no beam table of its own family. */
  mountTableUnknown: 'MOUNT_TABLE_UNKNOWN',
  /** A mount lacks a field its kind needs (a table, a cycle, a missile type...). */
  mountFieldMissing: 'MOUNT_FIELD_MISSING',
  /** A mount has a field that belongs to another kind. */
  mountFieldMisplaced: 'MOUNT_FIELD_MISPLACED',
} as const;

const whole = (minimum: number, maximum: number): JsonSchema => ({
  type: 'integer',
  minimum,
  maximum,
});

const MOUNT_SCHEMA: JsonSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['id', 'side', 'kind', 'count'],
  properties: {
    id: { type: 'string', pattern: '^[A-Za-z0-9_-]{1,16}$' },
    side: { enum: ['bow', 'stern', 'port', 'starboard'] },
    kind: { enum: ['graser', 'laser', 'energy_torpedo', 'grav_lance', 'missile'] },
    count: { ...whole(1, 20), description: 'Weapons in a beam mount, tubes in a missile mount.' },
    table: { type: 'string', description: 'Graser and laser mounts: a beam table id.' },
    cycle: { ...whole(1, 16), description: 'Beam mounts: segments between shots (SITS-BEAM-1).' },
    maxRange: { ...whole(0, 10), description: 'Grav lance only (SITS-Q-12).' },
    quality: { ...whole(0, 100), description: 'Grav lance only (SITS-BEAM-8).' },
    etType: { enum: ['1ET', '2ET'] },
    missileType: { enum: [...MISSILE_TYPES] },
    ammo: { ...whole(0, 1000), description: 'Missile mounts: missiles carried.' },
  },
};

export const SHIP_CLASS_SCHEMA: JsonSchema = {
  type: 'object',
  additionalProperties: false,
  required: [
    'id',
    'name',
    'cost',
    'hull',
    'systemThreshold',
    'maxThrust',
    'pivotTime',
    'rollTime',
    'sidewalls',
    'activeDefense',
    'adCapacity',
    'decoys',
    'damageControl',
    'mounts',
  ],
  properties: {
    id: { type: 'string', pattern: '^[A-Za-z0-9_-]{1,32}$' },
    name: { type: 'string', maxLength: 80 },
    cost: whole(0, 10000),
    hull: whole(1, 10000),
    systemThreshold: whole(1, 1000),
    maxThrust: whole(0, 12),
    pivotTime: whole(1, 8),
    rollTime: whole(1, 8),
    sidewalls: {
      type: 'object',
      additionalProperties: false,
      required: ['port', 'starboard'],
      properties: { port: whole(0, 100), starboard: whole(0, 100) },
    },
    activeDefense: whole(0, 95),
    adCapacity: whole(0, 100),
    decoys: whole(0, 50),
    damageControl: {
      type: 'object',
      additionalProperties: false,
      required: ['parties', 'target'],
      properties: { parties: whole(0, 10), target: whole(0, 10) },
    },
    mounts: { type: 'array', maxItems: 16, items: MOUNT_SCHEMA },
  },
};

type MountField = 'table' | 'cycle' | 'maxRange' | 'quality' | 'etType' | 'missileType' | 'ammo';

/** The fields each kind of mount needs, and those it may have. */
const FIELDS: Record<MountKind, { needs: MountField[]; may: MountField[] }> = {
  graser: { needs: ['table', 'cycle'], may: [] },
  laser: { needs: ['table', 'cycle'], may: [] },
  // The sample Lancet lists its torpedo's range; the rules read it from the torpedo table.
  energy_torpedo: { needs: ['etType', 'cycle'], may: ['maxRange'] },
  grav_lance: { needs: ['quality', 'cycle'], may: ['maxRange'] },
  missile: { needs: ['missileType', 'ammo'], may: [] },
};
const ALL_FIELDS: MountField[] = [
  'table',
  'cycle',
  'maxRange',
  'quality',
  'etType',
  'missileType',
  'ammo',
];

function classProblems(c: ShipClass, at: string): Problem[] {
  const out: Problem[] = [];
  const ids = new Set<string>();
  c.mounts.forEach((m, i) => {
    const here = `${at}/mounts/${i}`;
    if (ids.has(m.id)) {
      out.push(
        problem(SetupClassCodes.mountIdRepeated, `${c.id} has two mounts ${m.id}`, `${here}/id`),
      );
    }
    ids.add(m.id);
    const { needs, may } = FIELDS[m.kind];
    for (const f of ALL_FIELDS) {
      const has = (m as Record<string, unknown>)[f] !== undefined;
      if (needs.includes(f) && !has) {
        out.push(
          problem(
            SetupClassCodes.mountFieldMissing,
            `a ${m.kind} mount needs ${f}`,
            `${here}/${f}`,
          ),
        );
      } else if (has && !needs.includes(f) && !may.includes(f)) {
        out.push(
          problem(
            SetupClassCodes.mountFieldMisplaced,
            `a ${m.kind} mount has no ${f}`,
            `${here}/${f}`,
          ),
        );
      }
    }
    if ((m.kind === 'graser' || m.kind === 'laser') && m.table !== undefined) {
      if (findBeamTable(m.table)?.family !== m.kind) {
        out.push(
          problem(
            SetupClassCodes.mountTableUnknown,
            `no ${m.kind} table ${m.table}`,
            `${here}/table`,
          ),
        );
      }
    }
  });
  return out;
}

/**
 * The classes a setup's ships may use (sample and custom, by id) and the problems of its custom
 * classes; paths are relative to the setup.
 */
export function setupClasses(custom: readonly ShipClass[] = []): {
  classes: Record<string, ShipClass>;
  problems: Problem[];
} {
  const classes: Record<string, ShipClass> = { ...SHIP_CLASSES };
  const problems: Problem[] = [];
  custom.forEach((c, i) => {
    if (c.id in classes) {
      problems.push(
        problem(
          SetupClassCodes.shipClassIdTaken,
          `ship class id ${c.id} is taken`,
          `/classes/${i}/id`,
        ),
      );
    } else {
      classes[c.id] = c;
    }
    problems.push(...classProblems(c, `/classes/${i}`));
  });
  return { classes, problems };
}
