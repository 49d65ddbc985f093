/**
 * A copy of the battle for the next action (`cloneState`), made by hand: what the rules change
 * often is copied; what they never change after setup is shared (a ship's hull, qualities, flaws,
 * crew abilities and focuses, succession, the sides, the terrain, and sealed orders, which are
 * only read); what they change seldom (a ship's crew, weapons, losses, systems, bank..., each
 * ship's round effects, and the torpedoes) is shared and copied by the rule that changes it
 * (`copy-on-write.ts`). `clone.spec.ts` walks played battles: the copy equals a deep copy,
 * shares nothing else, and play never writes to a shared record.
 */
import type { Attack, ExpanseState } from './battle.js';
import { beginCopy, endCopy } from './copy-on-write.js';
import type { Pair, Ship, ShipPools } from './state.js';

function shipOf(x: Ship): Ship {
  // Every field named, in the order \`buildShip\` makes them: V8 lays a literal's fields out in
  // the object itself, one allocation, where a spread of a ship this large copies into a separate
  // property array field by field (twice as slow, and every later read one step further away).
  return {
    id: x.id,
    name: x.name,
    classId: x.classId,
    side: x.side,
    size: x.size,
    hull: x.hull,
    sensorsBase: x.sensorsBase,
    qualities: x.qualities,
    flaws: x.flaws,
    juice: x.juice,
    maneuverableSteps: x.maneuverableSteps,
    lumberingSteps: x.lumberingSteps,
    crewMin: x.crewMin,
    crewCurrent: x.crewCurrent,
    competence: x.competence,
    crew: x.crew,
    roles: x.roles,
    succession: x.succession,
    weapons: x.weapons,
    losses: x.losses,
    offline: x.offline,
    reactor: x.reactor,
    hullBreach: x.hullBreach,
    systemDamage: x.systemDamage,
    systemDamageSuppressedUntil: x.systemDamageSuppressedUntil,
    dcProgress: x.dcProgress,
    quickStart: x.quickStart,
    hacked: x.hacked,
    // The pools change in almost every step.
    sp: poolsOf(x.sp),
    bank: x.bank,
    status: x.status,
  };
}

function poolsOf(sp: ShipPools): ShipPools {
  return {
    command: sp.command,
    pilot: sp.pilot,
    comms: sp.comms,
    weaponsFree: sp.weaponsFree,
    weaponsBound: { ...sp.weaponsBound },
    engineer: sp.engineer,
  };
}

function pairOf(p: Pair): Pair {
  return {
    ships: [p.ships[0], p.ships[1]],
    band: p.band,
    grapple: p.grapple && { ...p.grapple },
    follow: p.follow && { ...p.follow },
    lostTrack: [...p.lostTrack],
  };
}

function attackOf(a: Attack): Attack {
  // Spread, then assign: as `shipOf`.
  const attack = { ...a };
  attack.stunts = a.stunts.map((x) => ({ ...x }));
  return attack;
}

function mapValues<T>(r: Record<string, T>, f: (v: T) => T): Record<string, T> {
  const out: Record<string, T> = {};
  for (const k in r) out[k] = f(r[k]);
  return out;
}

export function cloneBattle(s: ExpanseState): ExpanseState {
  // A plain spread copies fastest; then each field the rules write in place gets its own copy
  // (same keys, same order).
  beginCopy(s);
  const c = { ...s };
  c.ships = s.ships.map(shipOf);
  c.pairs = s.pairs.map(pairOf);
  c.torpedoes = [...s.torpedoes];
  c.attacks = s.attacks.map(attackOf);
  c.fx = { ...s.fx };
  c.outOfControl = [...s.outOfControl];
  c.tacticsPenalty = { ...s.tacticsPenalty };
  c.eatStatic = { ...s.eatStatic };
  if (s.goodAdvice) c.goodAdvice = { ...s.goodAdvice };
  if (s.hinders) c.hinders = s.hinders.map((h) => ({ ...h }));
  c.bought = mapValues(s.bought, (keys) => [...keys]);
  c.concerned = [...s.concerned];
  c.submitted = { ...s.submitted };
  c.resigned = [...s.resigned];
  c.result = s.result && { ...s.result };
  endCopy(c);
  return c;
}
