/**
 * Where an attack stands on a VTT's table (spec 1.4): the firing ships' centres and headings and
 * the target's centres, measured with the match's own reach rule (ABS-ATK-3: some target point in
 * range and in the weapon system's arc); or, without positions, the distance and off-axis angle
 * the table measured itself, as a single target point.
 */
import { offAxisDegrees } from '../../../geometry/index.js';
import type { JsonSchema } from '../../../core/json-schema.js';
import type { Problem } from '../../../core/problems.js';
import { E, fail } from '../codes.js';
import { reach, type Reach } from '../rules/attack.js';
import { distance } from '../rules/measure.js';
import type { Location } from '../state.js';
import type { Weapon } from '../rules/units.js';

/** A centre on the table, in inches. */
export interface Centre {
  x: number;
  y: number;
}

/** What a firing ship states: its position and heading, or the measured distance and angle. */
export interface ShipGeometry {
  distance?: number;
  offAxis?: number;
  at?: Centre;
  /** Degrees, counter-clockwise from +x (spec 1.4), with `at`. */
  heading?: number;
}

export const CENTRE_SCHEMA: JsonSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['x', 'y'],
  description: 'The model’s centre on the table, in inches.',
  properties: { x: { type: 'number' }, y: { type: 'number' } },
};

export const HEADING_SCHEMA: JsonSchema = {
  type: 'number',
  minimum: 0,
  exclusiveMaximum: 360,
  description: 'Degrees counter-clockwise from +x; with `at`.',
};

/** What the engine measured for one firing ship, echoed in the answer. */
export interface ShipMeasured {
  /** To the nearest target centre. */
  distance: number;
  /** Off-axis angle to that centre, 0–180. */
  offAxis: number;
  /** ABS-ATK-3 for each weapon system the ship has: ok, or why not (range, arc). */
  reach: Partial<Record<Weapon['system'], Reach>>;
}

const TABLE = 't';
const ORIGIN = { at: { table: TABLE, x: 0, y: 0 }, heading: 0 };

/** A stated distance and angle as the one target point they describe. */
function statedPoint(ship: ShipGeometry): Location {
  const angle = ((ship.offAxis ?? 0) * Math.PI) / 180;
  const d = ship.distance ?? 0;
  return { table: TABLE, x: d * Math.cos(angle), y: d * Math.sin(angle) };
}

/** The table's geometry of one request: every firing ship against the target's centres. */
export class AttackTable {
  private constructor(
    private readonly ships: readonly ShipGeometry[],
    private readonly targets: readonly Location[] | null,
  ) {}

  /** Check the geometry of the ships (and the target centres they need); all problems at once. */
  static of(
    ships: readonly ShipGeometry[],
    targetShips: readonly { at?: Centre }[] | undefined,
  ): AttackTable | Problem[] {
    const problems: Problem[] = [];
    const positioned = ships.some((s) => s.at);
    const centres = (targetShips ?? [{}]).map((t) => t.at);
    ships.forEach((s, i) => {
      const path = `/attacker/ships/${i}`;
      if (positioned && !s.at)
        problems.push(
          fail(E.positionNeeded, 'give every firing ship its `at`, or none', `${path}/at`),
        );
      if (s.at && s.heading === undefined)
        problems.push(
          fail(E.positionNeeded, 'a ship placed with `at` needs its heading', `${path}/heading`),
        );
      if (!s.at && s.heading !== undefined)
        problems.push(fail(E.positionNeeded, '`heading` goes with `at`', `${path}/at`));
      if (!positioned && s.distance === undefined)
        problems.push(
          fail(
            E.geometryNeeded,
            'give `distance` (and `offAxis`), or `at` and `heading`',
            `${path}/distance`,
          ),
        );
    });
    if (positioned) {
      centres.forEach((c, i) => {
        if (!c) {
          const path = targetShips ? `/target/ships/${i}/at` : '/target/ships';
          problems.push(
            fail(E.positionNeeded, 'measuring on the table needs the target’s centres', path),
          );
        }
      });
    } else if (centres.some((c) => c)) {
      problems.push(
        fail(
          E.positionNeeded,
          'target centres need the firing ships’ `at`',
          '/attacker/ships/0/at',
        ),
      );
    }
    if (problems.length > 0) return problems;
    const targets = positioned ? centres.map((c) => ({ table: TABLE, ...c! })) : null;
    return new AttackTable(ships, targets);
  }

  get measured(): boolean {
    return this.targets !== null;
  }

  /** ABS-ATK-3 for one weapon of one ship, on the table if placed, else at the stated point. */
  reach(ship: number, weapon: Weapon, halfArc: number): Reach {
    const s = this.ships[ship];
    if (!this.targets)
      return reach(ORIGIN, weapon, halfArc, { table: TABLE, points: [statedPoint(s)] });
    const from = { at: { table: TABLE, ...s.at! }, heading: s.heading! };
    return reach(from, weapon, halfArc, { table: TABLE, points: [...this.targets] });
  }

  /**
   * Stated values given with positions must lead to the same reach for every weapon as the
   * positions do (the rules only ask whether a weapon reaches).
   */
  disagreements(weapons: readonly Weapon[], halfArc: (w: Weapon) => number): Problem[] {
    if (!this.targets) return [];
    return this.ships.flatMap((s, i) => {
      if (s.distance === undefined && s.offAxis === undefined) return [];
      const stated = new AttackTable([{ distance: s.distance, offAxis: s.offAxis }], null);
      const differs = weapons.some(
        (w) => stated.reach(0, w, halfArc(w)) !== this.reach(i, w, halfArc(w)),
      );
      if (!differs) return [];
      const m = this.shipMeasured(i, weapons, halfArc);
      const field = s.distance !== undefined ? 'distance' : 'offAxis';
      return [
        fail(
          E.tableDisagrees,
          `the stated ${field} is not what the table shows (${round(m.distance)}″, ${round(m.offAxis)}° off-axis)`,
          `/attacker/ships/${i}/${field}`,
        ),
      ];
    });
  }

  private shipMeasured(
    i: number,
    weapons: readonly Weapon[],
    halfArc: (w: Weapon) => number,
  ): ShipMeasured {
    const s = this.ships[i];
    const at = s.at!;
    const nearest = [...this.targets!].sort((a, b) => distance(at, a) - distance(at, b))[0];
    return {
      distance: distance(at, nearest),
      offAxis: offAxisDegrees(at, s.heading!, nearest) ?? 0,
      reach: Object.fromEntries(weapons.map((w) => [w.system, this.reach(i, w, halfArc(w))])),
    };
  }

  /** What was measured for each firing ship; null when the geometry was stated. */
  derived(
    weapons: readonly Weapon[],
    halfArc: (w: Weapon) => number,
  ): { ships: ShipMeasured[] } | null {
    if (!this.targets) return null;
    return { ships: this.ships.map((_, i) => this.shipMeasured(i, weapons, halfArc)) };
  }
}

function round(x: number): number {
  return Math.round(x * 100) / 100;
}
