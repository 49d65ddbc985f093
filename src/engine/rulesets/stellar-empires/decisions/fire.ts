/**
 * `fire` (spec 7.4, SE-HIT-1..5): the side to act names a unit and its direct fire. `all_at` is the
 * squadron-level shorthand: every ready system of the unit that can reach that ship fires at it.
 */
import type { DecisionKind } from '../../../core/define-ruleset.js';
import { checkOrder, type JsonSchema } from '../../../core/json-schema.js';
import { unactedUnits, unitActed } from '../flow.js';
import {
  declareFire,
  fireAllAt,
  fireProblems,
  systemCannotFire,
  type FireDeclaration,
} from '../rules/fire.js';
import { unitShips, unitsOfSide } from '../rules/ships.js';
import { energyAvailable, firingCost } from '../rules/systems.js';
import { pulseOf } from '../rules/to-hit.js';
import { hasCommand } from '../rules/level2/command-mods.js';
import { weaponOfSystem } from '../rules/systems.js';
import { declareAff, freshPools } from '../rules/level2/fighters/aff.js';
import type { AffEntry } from '../rules/level2/fighters/flight-state.js';
import type { SeState, Side } from '../state.js';
import { closeDefenseAff, unitAffProblems } from './fire-aff.js';
import { decisionId, firstUnit, unitIdSchema, unitProblems } from './common.js';

export interface FireOrder {
  unit: string;
  fire?: FireDeclaration[];
  all_at?: string;
  /** Level 2: anti-fighter fire (SE-FTR-10). */
  aff?: AffEntry[];
}

const schema: JsonSchema = {
  type: 'object',
  required: ['unit'],
  additionalProperties: false,
  properties: {
    unit: unitIdSchema,
    fire: {
      type: 'array',
      maxItems: 96,
      items: {
        type: 'object',
        required: ['ship', 'system', 'target'],
        additionalProperties: false,
        properties: {
          ship: { type: 'string' },
          system: { type: 'string' },
          target: { type: 'string' },
          mode: { enum: ['normal', 'burst', 'saturation'] },
          early: {
            enum: [null, 'beam', 'accelerating'],
            description: '[L2] fire before full charge (SE-WPN-GEN-9, SE-TRAIT-ACCELERATING)',
          },
        },
      },
    },
    aff: {
      type: 'array',
      maxItems: 48,
      description: 'Level 2 anti-fighter fire: a system or "close_defense", shots per flight',
      items: {
        type: 'object',
        required: ['ship', 'source', 'allocations'],
        additionalProperties: false,
        properties: {
          ship: { type: 'string' },
          source: { type: 'string' },
          allocations: {
            type: 'array',
            maxItems: 24,
            items: {
              type: 'object',
              required: ['flight', 'shots'],
              additionalProperties: false,
              properties: {
                flight: { type: 'string' },
                shots: { type: 'integer', minimum: 1, maximum: 40 },
              },
            },
          },
        },
      },
    },
    all_at: {
      type: 'string',
      description: 'every ready system of the unit that can reach this ship fires at it',
    },
  },
};

/** The declarations an order stands for, the shorthand expanded after the explicit entries. */
export function declarationsOf(s: SeState, o: FireOrder): FireDeclaration[] {
  const explicit = o.fire ?? [];
  return o.all_at === undefined ? explicit : fireAllAt(s, o.unit, o.all_at, explicit);
}

/** Enemy units the squadron may still shoot at this phase (SE-HIT-4). */
function targetUnits(s: SeState, unit: string, side: Side): string[] {
  const fixed = s.squadronTargets[unit];
  const all = unitsOfSide(s, (1 - side) as Side);
  return fixed !== undefined && all.includes(fixed) ? [fixed] : all;
}

export const fireKind: DecisionKind<SeState, FireOrder, null> = {
  id: (s) => decisionId(s, 'fire'),
  simultaneous: false,
  prompt: (s) => `Turn ${s.turn}, Combat: choose a unit to activate and declare its fire`,
  schema,
  validate: (s, seat, _at, order) =>
    checkOrder<FireOrder>(schema, order, (o) => {
      const p = unitProblems(s, seat, o.unit);
      if (p.length > 0) return p;
      const fire = declarationsOf(s, o);
      return [...fireProblems(s, o.unit, fire), ...unitAffProblems(s, o.unit, fire, o.aff ?? [])];
    }),
  sample(s, seat, _at, rng) {
    const units = unactedUnits(s, seat as Side);
    const unit = units[rng.int(units.length)];
    const enemies = targetUnits(s, unit, seat as Side);
    const aff = closeDefenseAff(s, unit, rng);
    const withAff = aff.length > 0 ? { aff } : {};
    if (enemies.length === 0 || rng.int(6) === 0) return { unit, fire: [], ...withAff };
    const targets = unitShips(s, enemies[rng.int(enemies.length)]);
    const fire: FireDeclaration[] = [];
    for (const ship of unitShips(s, unit)) {
      let budget = energyAvailable(ship);
      // SE-CMD-CONC: a concentrating ship keeps to the first target it picks.
      let only: string | null = null;
      for (const st of ship.systems) {
        const legal = targets.filter(
          (t) => (only === null || t.id === only) && systemCannotFire(s, ship, st.id, t) === null,
        );
        const cost = firingCost(ship, st.id);
        if (legal.length === 0 || cost > budget || rng.int(5) === 0) continue;
        budget -= cost;
        const w = weaponOfSystem(ship, st.id);
        const mode = pulseOf(w) > 0 && rng.int(3) === 0 ? ('saturation' as const) : undefined;
        const target = legal[rng.int(legal.length)].id;
        if (hasCommand(ship, 'CONCENTRATE_FIREPOWER')) only = target;
        fire.push({ ship: ship.id, system: st.id, target, ...(mode ? { mode } : {}) });
      }
    }
    return { unit, fire, ...withAff };
  },
  defaultOrder: (s, seat) => ({ unit: firstUnit(s, seat), fire: [] }),
  apply(s, seat, _at, order) {
    const fire = declarationsOf(s, order);
    const queue = declareFire(s, order.unit, fire);
    if (order.aff) declareAff(s, order.aff);
    unitActed(s, order.unit);
    s.activation = {
      unit: order.unit,
      side: seat as Side,
      queue,
      ...(order.aff && order.aff.length > 0 ? { aff: order.aff } : {}),
    };
    s.spent = freshPools(s);
  },
};
