/**
 * Custom setups (MatchConfig.setup): their JSON Schema, their checks, and the opening state a setup
 * (custom or the default scenario's) gives.
 */
import type { Problem } from '../../core/problems.js';
import { problem } from '../../core/problems.js';
import type { JsonSchema } from '../../core/json-schema.js';
import { copyJson } from '../../core/json.js';
import { newBattlegroup } from './rules/jump.js';
import { MAX_SCALE, MIN_SCALE, isAmount } from './rules/scale.js';
import { isShipClass, OBJECT_TYPE_IDS, SHIP_CLASS_IDS } from './rules/units.js';
import type { AbsSetup } from './scenario.js';
import type { AbsState, Table } from './state.js';

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
/** The rule checks of a custom setup that passed `setupSchema`. */
export function setupRuleProblems(setup: unknown): Problem[] {
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
      params: copyJson(c.params ?? {}),
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
