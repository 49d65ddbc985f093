/**
 * Primary system hits (SE-CRIT-3, SE-CRIT-11..14): redundancy first, then the primary table, the
 * system's band table, the amount dice, and the cascade of the structure it lists.
 */
import type { SectionId } from '../../data/data.js';
import type { ShipState } from '../../state.js';
import { makeDerelict } from '../removal.js';
import { capacitorCapacity, crewLeft, design } from '../ships.js';
import { bandResult, primarySystem, type BandResult, type PrimarySystem } from './hit-tables.js';
import type { Crits } from './section-hits.js';
import { damageRecord } from './system-damage.js';

/** "1", "D4", "D4+3": a fixed amount or one die plus a constant. */
function amount(c: Crits, ship: ShipState, text: string | undefined, what: string): number {
  if (!text) return 0;
  const m = /^D(\d+)(?:\+(\d+))?$/.exec(text);
  if (!m) return Number(text);
  const [roll] = c.ctx.dice.roll({ purpose: `${what}: ${ship.id} ${text}`, sides: Number(m[1]) });
  return roll + Number(m[2] ?? 0);
}

/** SE-CRIT-4: a result for a system the ship does not have is ignored whole. */
function missing(ship: ShipState, system: PrimarySystem, r: BandResult): boolean {
  const d = design(ship);
  if (system === 'major_defensive_system') return d.shields === null;
  if (r.is_drive_hits) return d.is_drive.boxes <= 0;
  if (r.bridge_hits) return d.bridge_boxes <= 0;
  return false;
}

/** SE-CRIT-14: the projector capacity hits go to (default) the one with most capacity; ties F, S, A, P. */
function chosenProjector(ship: ShipState): SectionId | null {
  const gone = damageRecord(ship).projectorsDestroyed;
  const order: SectionId[] = ['F', 'S', 'A', 'P'];
  const left = order.filter((sec) => !gone.includes(sec));
  if (!ship.shields || left.length === 0) return null;
  return left.reduce((best, sec) =>
    ship.shields![sec].capacity > ship.shields![best].capacity ? sec : best,
  );
}

/** SE-CRIT-13, SE-CRIT-14: the effects of one band result on the ship's records. */
function applyBand(c: Crits, ship: ShipState, r: BandResult): void {
  const d = damageRecord(ship);
  const file = design(ship);
  d.crew += r.crew_hits ?? 0;
  (r.delayed_crew_hits ?? []).forEach((hits, i) =>
    d.delayedCrew.push({ turn: c.s.turn + 1 + i, hits }),
  );
  if (r.no_damage_control) d.noDamageControl = true;
  d.reactor = Math.min(file.power.reactor_boxes, d.reactor + (r.reactor_hits ?? 0));
  d.capacitor = Math.min(file.power.capacitor_boxes, d.capacitor + (r.capacitor_hits ?? 0));
  ship.capacitor = Math.min(ship.capacitor, capacitorCapacity(ship));
  d.sensor = Math.min(file.sensor_track.length, d.sensor + (r.sensor_hits ?? 0));
  d.bridge = Math.min(file.bridge_boxes, d.bridge + (r.bridge_hits ?? 0));
  d.weaponsControl += r.intercept_roll_mod ?? 0;
  d.targetingComputer += r.target_number_mod ? 1 : 0;
  d.isDrive = Math.min(file.is_drive.boxes, d.isDrive + (r.is_drive_hits ?? 0));
  if (r.shield_level) d.shieldLevel += 1;
  if (r.destroy_generator && file.shields) d.generator = file.shields.generator_boxes;
}

/** SE-CRIT-14: capacity hits on the chosen projector, which a Generator Overload then destroys. */
function applyShieldHits(c: Crits, ship: ShipState, r: BandResult, capacityHits: number): void {
  const sec = chosenProjector(ship);
  if (!sec || !ship.shields) return;
  const p = ship.shields[sec];
  const before = p.capacity;
  p.capacity = Math.max(0, p.capacity - capacityHits);
  if (before > 0 && p.capacity === 0) p.droppedTurn = c.s.turn;
  if (r.destroy_projector) damageRecord(ship).projectorsDestroyed.push(sec);
}

/** SE-CRIT-3: one primary system hit. */
export function primaryHit(c: Crits, ship: ShipState): void {
  const d = damageRecord(ship);
  if (d.redundancyUsed < design(ship).redundancy) {
    d.redundancyUsed += 1;
    c.ctx.emit({
      type: 'system.hit',
      data: {
        ship: ship.id,
        place: 'primary',
        effect: `absorbed by redundancy (${d.redundancyUsed})`,
      },
    });
    return;
  }
  const [tableRoll, bandRoll] = [10, 10].map(
    (sides, i) =>
      c.ctx.dice.roll({
        purpose: `${i === 0 ? 'primary system table' : 'primary band table'}: ${ship.id}`,
        sides,
      })[0],
  );
  const system = primarySystem(tableRoll);
  const r = bandResult(system, bandRoll);
  if (missing(ship, system, r)) {
    c.ctx.emit({
      type: 'system.hit',
      data: {
        ship: ship.id,
        place: 'primary',
        system,
        result: r.name,
        effect: 'ignored (SE-CRIT-4)',
      },
    });
    return;
  }
  const structure = amount(c, ship, r.structure, 'critical structure');
  const capacityHits = amount(c, ship, r.shield_capacity_hits, 'shield capacity hits');
  applyBand(c, ship, r);
  if (capacityHits > 0 || r.destroy_projector) applyShieldHits(c, ship, r, capacityHits);
  c.ctx.emit({
    type: 'system.hit',
    data: { ship: ship.id, place: 'primary', system, result: r.name, structure, capacityHits },
  });
  if (crewLeft(ship) <= 0) {
    makeDerelict(c.s, ship, c.ctx);
    return;
  }
  c.cascade(c.markPrimary(structure));
}

/** SE-CRIT-13: delayed crew hits due this turn, in step (a) of the End Phase. */
export function delayedCrewHits(c: Pick<Crits, 's' | 'ctx'>, ship: ShipState): void {
  const d = ship.damage;
  if (!d || ship.status !== 'active') return;
  const due = d.delayedCrew.filter((x) => x.turn === c.s.turn);
  if (due.length === 0) return;
  d.delayedCrew = d.delayedCrew.filter((x) => x.turn !== c.s.turn);
  d.crew += due.reduce((n, x) => n + x.hits, 0);
  c.ctx.emit({ type: 'crew.lost', data: { ship: ship.id, crewLeft: crewLeft(ship) } });
  if (crewLeft(ship) <= 0) makeDerelict(c.s, ship, c.ctx);
}
