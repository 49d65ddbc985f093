/**
 * A copy of the battle for the next action (`cloneState`), made by hand: what the rules change
 * often is copied; what they never change after setup is shared (a ship's hull, qualities, flaws,
 * crew abilities and focuses, succession, the sides, the terrain, and sealed orders, which are
 * only read); what they change seldom (a ship's crew, weapons, losses, systems, bank...) is shared
 * and copied by the rule that changes it (`copy-on-write.ts`). `clone.spec.ts` walks played
 * battles: the copy equals a deep copy, shares nothing else, and play never writes to a shared
 * record.
 */
import type { ExpanseState, RoundEffects } from './battle.js';
import { shared } from './copy-on-write.js';
import type { Pair, Ship } from './state.js';

function shipOf(x: Ship): Ship {
  shared(x.crew);
  shared(x.roles);
  shared(x.weapons);
  shared(x.losses);
  shared(x.offline);
  shared(x.reactor);
  shared(x.systemDamage);
  shared(x.systemDamageSuppressedUntil);
  shared(x.dcProgress);
  shared(x.quickStart);
  shared(x.hacked);
  shared(x.bank);
  // A plain spread copies fastest; the pools change in almost every step.
  const ship = { ...x };
  ship.sp = { ...x.sp, weaponsBound: { ...x.sp.weaponsBound } };
  return ship;
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
