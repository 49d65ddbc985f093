/**
 * Building ships from classes and crew templates (§4), and each ship's effective values (§1.5):
 * sensors, size for manoeuvres, evasion quality modifier and crew shortfall.
 */
import {
  COMPETENCE,
  crewTemplate,
  shipClassFile,
  SIZES,
  type RoleId,
  type ShipClassFile,
} from '../data/tables.js';
import { listOf } from '../copy-on-write.js';
import type { CrewMember, Ship, SystemId } from '../state.js';

function qualitySteps(c: ShipClassFile, id: string, steps: number): number {
  return c.qualities.some((q) => q.id === id) || c.flaws.some((f) => f.id === id) ? steps : 0;
}

/** A ship of class `classId` with the named crew template; crew ids are `<ship>.<role>`. */
export function buildShip(
  id: string,
  name: string,
  side: string,
  classId: string,
  templateId: string,
): Ship {
  const c = shipClassFile(classId);
  const t = crewTemplate(templateId);
  const crew: CrewMember[] = listOf(t.roster_order, (role) => {
    const m = t.members.find((x) => x.id_suffix === role);
    if (!m) throw new RangeError(`crew template ${t.id} has no ${role}`);
    return {
      id: `${id}.${role}`,
      name: `${name} ${role}`,
      station: m.station,
      abilities: { ...m.abilities },
      focuses: [...m.focuses],
      fortune: m.fortune,
      fortuneMax: m.fortune,
      toughness: m.toughness,
      conditions: [],
      status: 'active',
      step7ActionUsed: false,
    };
  });
  // Literals throughout, of the fields in the order `copy-on-write.ts` copies them: a setup
  // ship's records then share their hidden classes with the copies (decision 0052).
  const roles: Record<RoleId, string> = {
    captain: `${id}.captain`,
    pilot: `${id}.pilot`,
    comms: `${id}.comms`,
    weapons: `${id}.weapons`,
    engineer: `${id}.engineer`,
  };
  return {
    id,
    name,
    classId,
    side,
    size: c.size,
    hull: { expr: c.hull.expr, diceCount: c.hull.dice_count, plating: c.hull.plating },
    sensorsBase: c.sensors_base,
    qualities: listOf(c.qualities, (q) => q.id),
    flaws: listOf(c.flaws, (f) => f.id),
    juice: c.juice,
    maneuverableSteps:
      qualitySteps(c, 'maneuverable', 1) + qualitySteps(c, 'highly_maneuverable', 2),
    lumberingSteps: qualitySteps(c, 'lumbering', 1),
    crewMin: c.crew_min,
    crewCurrent: c.crew_current,
    competence: COMPETENCE[templateId] ?? t.competence_bonus,
    crew,
    roles,
    succession: listOf(t.succession, (r) => `${id}.${r}`),
    weapons: listOf(c.weapons, (w) => ({
      id: w.id,
      type: w.type,
      arc: w.arc,
      damage: w.damage,
      warhead: w.warhead ?? 'he',
      magazine: w.magazine,
      status: 'online',
      tempOnlineUntilRound: null,
      juryShots: null,
      firedThisRound: false,
    })),
    losses: { collateral: 0, hull: 0, manoeuvrability: 0, sensors: 0, weapons: 0 },
    offline: { manoeuvrability: false, sensors: false, weapons: false },
    reactor: { offline: false, tempOnlineUntilRound: null },
    hullBreach: 0,
    systemDamage: { manoeuvrability: 0, sensors: 0, weapons: 0 },
    systemDamageSuppressedUntil: {},
    dcProgress: { manoeuvrability: 0, sensors: 0, weapons: 0 },
    quickStart: null,
    hacked: null,
    sp: { command: 0, pilot: 0, comms: 0, weaponsFree: 0, weaponsBound: {}, engineer: 0 },
    bank: [],
    status: 'active',
  };
}

/** System Damage that counts this round: suppressed damage is ignored (EX-DC-5). */
export function activeSystemDamage(ship: Ship, system: SystemId, round: number): number {
  const until = ship.systemDamageSuppressedUntil[system];
  return until !== undefined && until >= round ? 0 : ship.systemDamage[system];
}

/**
 * §1.5 sensors_eff: base − losses − active System Damage, then Blinding, which cannot take it
 * below −2 and does nothing when it is already −2 or lower (EX-STUNT-BLINDING-MANOEUVRE).
 */
export function sensorsEff(ship: Ship, round: number, blinding = 0): number {
  const raw = ship.sensorsBase - ship.losses.sensors - activeSystemDamage(ship, 'sensors', round);
  if (raw <= -2 || blinding <= 0) return raw;
  return Math.max(-2, raw - blinding);
}

/** §1.5 size for range contests, with Maneuverable/Lumbering steps, clamped to 1..8. */
export function sizeManoeuvre(ship: Ship): number {
  return Math.min(8, Math.max(1, ship.size - ship.maneuverableSteps + ship.lumberingSteps));
}

/** §1.5, EX-Q-25: Maneuverable +1, Highly Maneuverable +2, Lumbering −1 to evasion. */
export function evasionQualityMod(ship: Ship): number {
  return ship.maneuverableSteps - ship.lumberingSteps;
}

/** §1.5, EX-CORE-12: −2 per size category between the ship and the largest size its crew can run. */
export function crewShortfallPenalty(ship: Ship): number {
  let k = 0;
  for (const row of SIZES) if (row.crew_min <= ship.crewCurrent) k = Math.max(k, row.size);
  return k < ship.size ? 2 * (ship.size - k) : 0;
}

/** EX-MAN-5: the ship with the smaller manoeuvre size adds +1 per category of difference. */
export function sizeBonus(ship: Ship, other: Ship): number {
  return Math.max(0, sizeManoeuvre(other) - sizeManoeuvre(ship));
}

/** EX-HIGHG-4: good juice +2, bad −1, standard or none 0 (EX-Q-5). */
export function juiceMod(ship: Ship): number {
  return ship.juice === 'good' ? 2 : ship.juice === 'bad' ? -1 : 0;
}
