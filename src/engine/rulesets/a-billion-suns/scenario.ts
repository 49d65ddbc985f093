/**
 * Setups: the default scenario "Two-Sector Contract Run" (spec 4) and custom setups in the same
 * shape, optionally with fleets already in play or in reserve (for custom scenarios and tests).
 */
import type { Problem } from '../../core/problems.js';
import { problem } from '../../core/problems.js';
import { schemaProblems, type JsonSchema } from '../../core/json-schema.js';
import { newBattlegroup } from './rules/jump.js';
import { MAX_SCALE, MIN_SCALE, isAmount } from './rules/scale.js';
import { isShipClass, OBJECT_TYPE_IDS, SHIP_CLASS_IDS } from './rules/units.js';
import type { AbsState, ContractType, ObjectType, Table } from './state.js';

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

const point = { x: { type: 'number' }, y: { type: 'number' } };
const circle = {
  type: 'object',
  required: ['id', 'x', 'y', 'radius'],
  additionalProperties: false,
  properties: { id: { type: 'string' }, ...point, radius: { type: 'number', minimum: 0 } },
};

export const setupSchema: JsonSchema = {
  type: 'object',
  required: ['scale', 'roundLimit', 'ceos', 'tables'],
  additionalProperties: false,
  properties: {
    scale: { type: 'integer', minimum: MIN_SCALE, maximum: MAX_SCALE },
    roundLimit: { type: 'integer', minimum: 1, maximum: 20 },
    ceos: {
      type: 'array',
      minItems: 2,
      maxItems: 4,
      items: {
        type: 'object',
        required: ['id', 'corpName'],
        additionalProperties: false,
        properties: {
          id: { type: 'string', minLength: 1 },
          corpName: { type: 'string' },
          credits: { type: 'integer' },
        },
      },
    },
    tables: {
      type: 'array',
      minItems: 1,
      items: {
        type: 'object',
        required: ['id', 'width', 'height'],
        additionalProperties: false,
        properties: {
          id: { type: 'string', minLength: 1 },
          width: { type: 'number', exclusiveMinimum: 0 },
          height: { type: 'number', exclusiveMinimum: 0 },
          planetoids: { type: 'array', items: circle },
          dangerZones: { type: 'array', items: circle },
        },
      },
    },
    objects: {
      type: 'array',
      items: {
        type: 'object',
        required: ['id', 'type', 'table', 'x', 'y'],
        additionalProperties: false,
        properties: {
          id: { type: 'string', minLength: 1 },
          type: { enum: OBJECT_TYPE_IDS },
          table: { type: 'string' },
          ...point,
          heading: { type: 'number' },
          damage: { type: 'integer', minimum: 0 },
          owner: { type: 'string' },
          destination: {
            type: 'object',
            required: ['x', 'y'],
            additionalProperties: false,
            properties: point,
          },
        },
      },
    },
    contracts: {
      type: 'array',
      items: {
        type: 'object',
        required: ['id', 'type'],
        additionalProperties: false,
        properties: {
          id: { type: 'string', minLength: 1 },
          type: {
            enum: ['mining_concession', 'security_sweep', 'search_and_rescue', 'zone_control'],
          },
          table: { type: 'string' },
          params: { type: 'object' },
          expiresAfterRound: { type: 'integer', minimum: 1 },
        },
      },
    },
    battlegroups: {
      type: 'array',
      items: {
        type: 'object',
        required: ['ceo', 'classId', 'table', 'ships'],
        additionalProperties: false,
        properties: {
          id: { type: 'string', minLength: 1 },
          ceo: { type: 'string' },
          classId: { enum: SHIP_CLASS_IDS },
          table: { type: 'string' },
          easyTarget: { type: 'boolean' },
          carried: { type: 'object', additionalProperties: { type: 'integer', minimum: 0 } },
          ships: {
            type: 'array',
            minItems: 1,
            maxItems: 5,
            items: {
              type: 'object',
              required: ['x', 'y'],
              additionalProperties: false,
              properties: {
                id: { type: 'string', minLength: 1 },
                ...point,
                heading: { type: 'number' },
                damage: { type: 'integer', minimum: 0 },
              },
            },
          },
        },
      },
    },
    reserve: {
      type: 'array',
      items: {
        type: 'object',
        required: ['ceo', 'classId'],
        additionalProperties: false,
        properties: {
          id: { type: 'string', minLength: 1 },
          ceo: { type: 'string' },
          classId: { enum: SHIP_CLASS_IDS },
          damage: { type: 'integer', minimum: 0 },
        },
      },
    },
  },
};

/** Ids the engine generates for new models; a setup may not use them. */
const GENERATED = /^(S|BG|JP|LB)\d+$/;

function onTable(t: { width: number; height: number }, x: number, y: number): boolean {
  return x >= 0 && y >= 0 && x <= t.width && y <= t.height;
}

/** Problems of a custom setup, with JSON Pointers under /setup. */
export function setupProblems(setup: unknown): Problem[] {
  const structural = schemaProblems(setupSchema, setup, 'INVALID_SETUP').map((p) => ({
    ...p,
    path: `/setup${p.path}`,
  }));
  if (structural.length > 0) return structural;
  const o = setup as AbsSetup;
  const out: Problem[] = [];
  const bad = (message: string, path: string) =>
    out.push(problem('INVALID_SETUP', message, `/setup${path}`));
  const ids = new Set<string>();
  const claim = (id: string | undefined, path: string) => {
    if (id === undefined) return;
    if (ids.has(id)) bad(`id "${id}" is used twice`, path);
    if (GENERATED.test(id)) bad(`id "${id}" looks like an engine-generated id`, path);
    ids.add(id);
  };
  const ceoIds = new Set(o.ceos.map((c) => c.id));
  if (ceoIds.size !== o.ceos.length) bad('CEO ids must be unique', '/ceos');
  const tables = new Map(o.tables.map((t) => [t.id, t]));
  if (tables.size !== o.tables.length) bad('table ids must be unique', '/tables');
  (o.objects ?? []).forEach((x, i) => {
    claim(x.id, `/objects/${i}/id`);
    const t = tables.get(x.table);
    if (!t) bad(`no table "${x.table}"`, `/objects/${i}/table`);
    else if (!onTable(t, x.x, x.y)) bad(`${x.id} is off its table`, `/objects/${i}`);
    if (x.type === 'jump_point' && (x.owner === undefined || !ceoIds.has(x.owner)))
      bad('a jump point needs an owner CEO', `/objects/${i}/owner`);
    if (x.type !== 'jump_point' && x.owner !== undefined)
      bad('only jump points have owners (ABS-OBJ-2)', `/objects/${i}/owner`);
    if (x.destination && t && !onTable(t, x.destination.x, x.destination.y))
      bad('the destination is off the table', `/objects/${i}/destination`);
  });
  (o.contracts ?? []).forEach((c, i) => {
    if (c.table !== undefined && !tables.has(c.table))
      bad(`no table "${c.table}"`, `/contracts/${i}/table`);
    const params = c.params ?? {};
    const amounts: unknown[] = [];
    if (c.type === 'security_sweep')
      amounts.push(...Object.values((params.bounty ?? {}) as object));
    if (c.type === 'mining_concession') amounts.push(params.creditsPerDamage ?? 1);
    if (c.type === 'search_and_rescue') amounts.push(params.creditsPerLifeboat ?? 0);
    if (c.type === 'zone_control') {
      amounts.push(params.credits);
      if (!['x', 'y', 'radius'].every((k) => typeof params[k] === 'number'))
        bad('zone_control needs numeric x, y and radius', `/contracts/${i}/params`);
      if (c.table === undefined) bad('zone_control needs a table', `/contracts/${i}/table`);
    }
    if (!amounts.every(isAmount)) bad('amounts are integers or "n*S"', `/contracts/${i}/params`);
  });
  (o.battlegroups ?? []).forEach((b, i) => {
    claim(b.id, `/battlegroups/${i}/id`);
    if (!ceoIds.has(b.ceo)) bad(`no CEO "${b.ceo}"`, `/battlegroups/${i}/ceo`);
    if (!isShipClass(b.classId)) bad(`no ship class "${b.classId}"`, `/battlegroups/${i}/classId`);
    const t = tables.get(b.table);
    if (!t) bad(`no table "${b.table}"`, `/battlegroups/${i}/table`);
    b.ships.forEach((sh, j) => {
      claim(sh.id, `/battlegroups/${i}/ships/${j}/id`);
      if (t && !onTable(t, sh.x, sh.y)) bad('ship off its table', `/battlegroups/${i}/ships/${j}`);
    });
  });
  (o.reserve ?? []).forEach((r, i) => {
    claim(r.id, `/reserve/${i}/id`);
    if (!ceoIds.has(r.ceo)) bad(`no CEO "${r.ceo}"`, `/reserve/${i}/ceo`);
  });
  return out;
}

/** The opening state of a setup: round 0, the agenda about to start round 1. */
export function initialState(setup: AbsSetup): AbsState {
  const seatOf = new Map(setup.ceos.map((c, i) => [c.id, i]));
  const tables: Table[] = setup.tables.map((t) => ({
    id: t.id,
    width: t.width,
    height: t.height,
    planetoids: (t.planetoids ?? []).map((p) => ({ ...p })),
    dangerZones: (t.dangerZones ?? []).map((z) => ({ ...z })),
  }));
  const s: AbsState = {
    scale: setup.scale,
    roundLimit: setup.roundLimit,
    round: 0,
    phase: 'command',
    tables,
    ceos: setup.ceos.map((c, seat) => ({
      id: c.id,
      corpName: c.corpName,
      seat,
      credits: c.credits ?? 0,
      helm: null,
      secretHelm: null,
      passedJump: false,
      revenue: {},
      spent: 0,
      resigned: false,
    })),
    initiative: null,
    firstJump: null,
    firstTactical: null,
    ships: {},
    battlegroups: {},
    objects: {},
    contracts: (setup.contracts ?? []).map((c) => ({
      id: c.id,
      type: c.type,
      table: c.table ?? null,
      params: structuredClone(c.params ?? {}),
      expiresAfterRound: c.expiresAfterRound ?? null,
    })),
    nextSeq: 1,
    nextWait: 1,
    agenda: [{ f: 'round' }],
    activation: null,
    endedBy: null,
  };
  for (const x of setup.objects ?? []) {
    const seq = s.nextSeq++;
    s.objects[x.id] = {
      id: x.id,
      seq,
      type: x.type,
      at: { table: x.table, x: x.x, y: x.y },
      heading: x.heading ?? 0,
      damage: x.damage ?? 0,
      destroyed: false,
      owner: x.owner === undefined ? null : seatOf.get(x.owner)!,
      destination: x.destination ? { ...x.destination } : null,
    };
  }
  for (const b of setup.battlegroups ?? []) {
    const seat = seatOf.get(b.ceo)!;
    const ids = b.ships.map((sh) => {
      const seq = s.nextSeq++;
      const id = sh.id ?? `S${seq}`;
      s.ships[id] = {
        id,
        seq,
        classId: b.classId,
        ceo: seat,
        bg: null,
        at: { table: b.table, x: sh.x, y: sh.y },
        heading: sh.heading ?? 0,
        damage: sh.damage ?? 0,
        destroyed: false,
        moved: 0,
        maxPivot: 0,
      };
      return id;
    });
    const seq = s.nextSeq++;
    const bg = newBattlegroup(s, b.id ?? `BG${seq}`, seq, seat, b.classId, ids);
    bg.easyTarget = b.easyTarget ?? false;
    bg.carried = { ...(b.carried ?? {}) };
  }
  for (const r of setup.reserve ?? []) {
    const seq = s.nextSeq++;
    const id = r.id ?? `S${seq}`;
    s.ships[id] = {
      id,
      seq,
      classId: r.classId,
      ceo: seatOf.get(r.ceo)!,
      bg: null,
      at: null,
      heading: 0,
      damage: r.damage ?? 0,
      destroyed: false,
      moved: 0,
      maxPivot: 0,
    };
  }
  return s;
}
