/**
 * `move_declare` (spec 7.3 step 1, SE-MOV-3, SE-MOV-5 step 2, SE-BAL-1): the side to move names
 * the unit that moves and its ballistic launches, made from the ships' starting positions.
 */
import type { DecisionKind } from '../../../core/define-ruleset.js';
import { checkOrder, type JsonSchema } from '../../../core/json-schema.js';
import type { Rng } from '../../../core/rng.js';
import { unactedUnits } from '../flow.js';
import {
  commandPlayable,
  commandProblems,
  rollCommands,
  type ShipCommands,
} from '../rules/level2/declare-commands.js';
import { commandDef, SE_COMMAND_IDS } from '../rules/level2/commands.js';
import { isCrippled } from '../rules/ships.js';
import { launch, launchKind, launchProblems, type Launch } from '../rules/ballistic.js';
import { unitShips, unitsOfSide } from '../rules/ships.js';
import { isBallistic, weaponOfSystem, weaponsLeft } from '../rules/systems.js';
import type { SeState, Side } from '../state.js';
import { decisionId, firstUnit, unitIdSchema, unitProblems } from './common.js';

export interface MoveDeclareOrder {
  unit: string;
  commands?: ShipCommands[];
  launches?: Launch[];
}

const schema: JsonSchema = {
  type: 'object',
  required: ['unit'],
  additionalProperties: false,
  properties: {
    unit: unitIdSchema,
    commands: {
      type: 'array',
      maxItems: 8,
      description: 'Level 2 special commands per ship (SE-CMD)',
      items: {
        type: 'object',
        required: ['ship', 'commands'],
        additionalProperties: false,
        properties: {
          ship: { type: 'string' },
          commands: { type: 'array', maxItems: 2, items: { type: 'string' } },
          command_target: {
            type: ['string', 'null'],
            description: 'the enemy ship an opposed command names (Track/Follow, SE-CMD-4)',
          },
        },
      },
    },
    launches: {
      type: 'array',
      maxItems: 64,
      items: {
        type: 'object',
        required: ['ship', 'system', 'kind'],
        properties: {
          ship: { type: 'string' },
          system: { type: 'string' },
          kind: { enum: ['volley', 'torpedo', 'aoe'] },
          target_unit: { type: 'string' },
          targets: {
            type: 'array',
            minItems: 1,
            items: {
              type: 'object',
              required: ['ship', 'count'],
              additionalProperties: false,
              properties: { ship: { type: 'string' }, count: { type: 'integer', minimum: 1 } },
            },
          },
          point: {
            type: 'object',
            required: ['distance', 'bearing'],
            additionalProperties: false,
            properties: { distance: { type: 'number', minimum: 0 }, bearing: { type: 'number' } },
          },
        },
        oneOf: [
          { properties: { kind: { const: 'volley' } }, required: ['target_unit'] },
          { properties: { kind: { const: 'torpedo' } }, required: ['targets'] },
          { properties: { kind: { const: 'aoe' } }, required: ['point'] },
        ],
      },
    },
  },
};

function hasLaunchers(s: SeState, unit: string): boolean {
  return unitShips(s, unit).some((x) =>
    x.systems.some((st) => weaponsLeft(x, st.id) > 0 && isBallistic(weaponOfSystem(x, st.id))),
  );
}

/** A random legal launch for each ready launcher, kept with probability 3/4. */
export function sampleLaunches(s: SeState, unit: string, rng: Rng): Launch[] {
  const out: Launch[] = [];
  const side = unitShips(s, unit)[0]?.side;
  const enemies = unitsOfSide(s, (1 - (side ?? 0)) as Side);
  for (const ship of unitShips(s, unit)) {
    for (const st of ship.systems) {
      const w = weaponOfSystem(ship, st.id);
      if (!isBallistic(w) || rng.int(4) === 0) continue;
      const kind = launchKind(w);
      const candidates: Launch[] = [];
      if (kind === 'volley')
        for (const u of enemies)
          candidates.push({ ship: ship.id, system: st.id, kind, target_unit: u });
      if (kind === 'torpedo')
        for (const u of enemies)
          for (const t of unitShips(s, u))
            candidates.push({
              ship: ship.id,
              system: st.id,
              kind,
              targets: [{ ship: t.id, count: weaponsLeft(ship, st.id) }],
            });
      const legal = candidates.filter((c) => launchProblems(s, unit, [...out, c]).length === 0);
      if (legal.length > 0) out.push(legal[rng.int(legal.length)]);
    }
  }
  return out;
}

/** Level 2: now and then a movement and a combat command per ship (never combined ones). */
function sampleCommands(s: SeState, unit: string, rng: Rng): ShipCommands[] {
  if (!s.options.level2) return [];
  const out: ShipCommands[] = [];
  for (const ship of unitShips(s, unit)) {
    if (isCrippled(ship)) continue;
    const commands: string[] = [];
    for (const type of ['movement', 'combat'] as const) {
      const ids = SE_COMMAND_IDS.filter(
        (id) =>
          commandDef(id)?.type === type &&
          commandPlayable(id) &&
          commandProblems(s, unit, [{ ship: ship.id, commands: [id] }], []).length === 0,
      );
      if (ids.length > 0 && rng.int(2) === 0) commands.push(ids[rng.int(ids.length)]);
    }
    if (commands.length > 0) out.push({ ship: ship.id, commands });
  }
  return out;
}

export const moveDeclareKind: DecisionKind<SeState, MoveDeclareOrder, null> = {
  id: (s) => decisionId(s, 'move_declare'),
  simultaneous: false,
  prompt: (s) =>
    `Turn ${s.turn}, Movement: choose a unit to move and declare its ballistic launches`,
  schema,
  choices(s, seat) {
    const units = unactedUnits(s, seat as Side);
    if (units.some((u) => hasLaunchers(s, u))) return undefined;
    return units.map((unit) => ({ unit, launches: [] }));
  },
  validate: (s, seat, _at, order) =>
    checkOrder<MoveDeclareOrder>(schema, order, (o) => {
      const p = unitProblems(s, seat, o.unit);
      if (p.length > 0) return p;
      const launching = (o.launches ?? []).map((l) => l.ship);
      return [
        ...commandProblems(s, o.unit, o.commands ?? [], launching),
        ...launchProblems(s, o.unit, o.launches ?? []),
      ];
    }),
  sample(s, seat, _at, rng) {
    const units = unactedUnits(s, seat as Side);
    const unit = units[rng.int(units.length)];
    return { unit, commands: sampleCommands(s, unit, rng), launches: sampleLaunches(s, unit, rng) };
  },
  defaultOrder: (s, seat) => ({ unit: firstUnit(s, seat), launches: [] }),
  apply(s, _seat, _at, order, ctx) {
    rollCommands(s, order.commands ?? [], ctx);
    launch(s, order.unit, order.launches ?? [], ctx);
    s.declared = order.unit;
  },
};
