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
import type { Pair, Ship } from './state.js';

function shipOf(x: Ship): Ship {
  // A plain spread copies fastest, then what changes is assigned in place: a spread with an
  // override copies slower. The pools change in almost every step.
  const ship = { ...x };
  const sp = { ...x.sp };
  sp.weaponsBound = { ...x.sp.weaponsBound };
  ship.sp = sp;
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
