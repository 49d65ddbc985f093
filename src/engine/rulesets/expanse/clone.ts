/**
 * A copy of the battle for the next action (`cloneState`), made by hand: what the rules change is
 * copied, what they never change after setup is shared (a ship's hull, qualities, flaws, crew
 * abilities and focuses, succession, the sides, the terrain, and sealed orders, which are only
 * read). Far cheaper than a generic deep copy, with the same isolation: `clone.spec.ts` walks a
 * played battle and checks that every other object is a fresh copy.
 */
import type { ExpanseState, RoundEffects } from './battle.js';
import type { CrewMember, Pair, Ship } from './state.js';

function crewOf(c: CrewMember): CrewMember {
  return { ...c, conditions: [...c.conditions] };
}

function shipOf(x: Ship): Ship {
  return {
    ...x,
    crew: x.crew.map(crewOf),
    roles: { ...x.roles },
    weapons: x.weapons.map((w) => ({ ...w })),
    losses: { ...x.losses },
    offline: { ...x.offline },
    reactor: { ...x.reactor },
    systemDamage: { ...x.systemDamage },
    systemDamageSuppressedUntil: { ...x.systemDamageSuppressedUntil },
    dcProgress: { ...x.dcProgress },
    quickStart: x.quickStart && {
      ...x.quickStart,
      crew: [x.quickStart.crew[0], x.quickStart.crew[1]],
    },
    hacked: x.hacked && { ...x.hacked },
    sp: { ...x.sp, weaponsBound: { ...x.sp.weaponsBound } },
    bank: x.bank.map((b) => ({ ...b, lockedTo: b.lockedTo && [...b.lockedTo] })),
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

function effectsOf(f: RoundEffects): RoundEffects {
  const ew: RoundEffects['ew'] = {};
  for (const k in f.ew) ew[k] = { ...f.ew[k] };
  return {
    ...f,
    steady: { ...f.steady },
    ew,
    drawFire: f.drawFire && { ...f.drawFire },
    combinedFire: f.combinedFire && { ...f.combinedFire },
    guidance: { ...f.guidance },
  };
}

function mapValues<T>(r: Record<string, T>, f: (v: T) => T): Record<string, T> {
  const out: Record<string, T> = {};
  for (const k in r) out[k] = f(r[k]);
  return out;
}

export function cloneBattle(s: ExpanseState): ExpanseState {
  return {
    ...s,
    ships: s.ships.map(shipOf),
    pairs: s.pairs.map(pairOf),
    torpedoes: s.torpedoes.map((t) => ({ ...t })),
    attacks: s.attacks.map((a) => ({ ...a, stunts: a.stunts.map((x) => ({ ...x })) })),
    fx: mapValues(s.fx, effectsOf),
    outOfControl: [...s.outOfControl],
    tacticsPenalty: { ...s.tacticsPenalty },
    eatStatic: { ...s.eatStatic },
    ...(s.goodAdvice ? { goodAdvice: { ...s.goodAdvice } } : {}),
    bought: mapValues(s.bought, (keys) => [...keys]),
    concerned: [...s.concerned],
    submitted: { ...s.submitted },
    resigned: [...s.resigned],
    result: s.result && { ...s.result },
  };
}
