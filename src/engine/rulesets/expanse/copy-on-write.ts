/**
 * Copy on write for the parts of a ship that change seldom (crew, weapons, losses, systems,
 * reactor, damage control, the bank) and for each ship's round effects, which most actions leave
 * alone. The battle copy made for each action (`clone.ts`) shares them with the state it came
 * from instead of copying them every time; a rule that changes one first takes the ship's own
 * copy with `own`. Shared records are not frozen: V8 runs array methods on frozen arrays several
 * times slower, and the rules read crews and weapons all the time. `clone.spec.ts` plays with
 * every committed state deep-frozen, so a write that skips `own` fails there.
 */
import type { ExpanseState, RoundEffects } from './battle.js';
import type { CrewMember, Ship, WeaponSystem } from './state.js';

/** The ship records that are shared between copies of a battle until a rule changes them. */
export type SharedRecord =
  | 'crew'
  | 'roles'
  | 'weapons'
  | 'losses'
  | 'offline'
  | 'reactor'
  | 'systemDamage'
  | 'systemDamageSuppressedUntil'
  | 'dcProgress'
  | 'quickStart'
  | 'hacked'
  | 'bank';

/**
 * Ships and battles a copy was made from or into: their records may be held by another copy.
 * Weak: an entry leaves with its ship or battle. A ship or battle no copy touched (a fresh setup,
 * a test's own state) is written in place.
 */
const copiedShips = new WeakSet<Ship>();
const copiedBattles = new WeakSet<ExpanseState>();

/**
 * The records `own` copied since the last battle copy began: the working copy's own, written in
 * place. Any other record of a copied ship may be held by another copy too, so `own` copies it
 * before a write. Kept this way round, a battle copy registers its ships and itself, not each
 * ship's twelve records (which it did on every action). Rules never copy a battle while they
 * run, so a record `own` handed out stays the ship's until the step ends.
 */
const owned = new Set<object>();

/** A battle copy begins: until `own` copies them, its records are shared with its source. */
export function beginCopy(from: ExpanseState): void {
  owned.clear();
  copiedBattles.add(from);
  for (const ship of from.ships) copiedShips.add(ship);
}

/** The copy `to` holds its source's records: registered with its ships. */
export function endCopy(to: ExpanseState): void {
  copiedBattles.add(to);
  for (const ship of to.ships) copiedShips.add(ship);
}

function crewMember(c: CrewMember): CrewMember {
  return { ...c, conditions: [...c.conditions] };
}

/** A fresh copy of each record, down to what the rules write (not abilities or focuses). */
const COPY: { [K in SharedRecord]: (v: NonNullable<Ship[K]>) => NonNullable<Ship[K]> } = {
  crew: (crew) => crew.map(crewMember),
  roles: (roles) => ({ ...roles }),
  weapons: (weapons) => weapons.map((w) => ({ ...w })),
  losses: (losses) => ({ ...losses }),
  offline: (offline) => ({ ...offline }),
  reactor: (reactor) => ({ ...reactor }),
  systemDamage: (d) => ({ ...d }),
  systemDamageSuppressedUntil: (d) => ({ ...d }),
  dcProgress: (d) => ({ ...d }),
  quickStart: (q) => ({ ...q, crew: [q.crew[0], q.crew[1]] }),
  hacked: (h) => ({ ...h }),
  bank: (bank) => bank.map((b) => ({ ...b, lockedTo: b.lockedTo && [...b.lockedTo] })),
};

/** The ship's own, writable `record`: copied into the ship first if it is still shared. */
export function own<K extends SharedRecord>(ship: Ship, record: K): Ship[K] {
  const v = ship[record];
  if (v === null || owned.has(v) || !copiedShips.has(ship)) return v;
  const copy = (COPY[record] as (x: Ship[K]) => Ship[K])(v);
  ship[record] = copy;
  owned.add(copy as object);
  return copy;
}

/** The ship's own, writable crew member `id`. */
export function ownMember(ship: Ship, id: string): CrewMember {
  const member = own(ship, 'crew').find((c) => c.id === id);
  if (!member) throw new RangeError(`${ship.id} has no crew member ${id}`);
  return member;
}

/** The ship's own, writable weapon system `id`. */
export function ownWeapon(ship: Ship, id: string): WeaponSystem {
  const weapon = own(ship, 'weapons').find((w) => w.id === id);
  if (!weapon) throw new RangeError(`${ship.id} has no weapon ${id}`);
  return weapon;
}

function effectsCopy(f: RoundEffects): RoundEffects {
  const ew: RoundEffects['ew'] = {};
  for (const k in f.ew) ew[k] = { ...f.ew[k] };
  // Spread, then assigned in place (the spread put them where `f` has them): a spread with
  // overrides copies slower.
  const copy: RoundEffects = { ...f };
  copy.steady = { ...f.steady };
  copy.ew = ew;
  copy.drawFire = f.drawFire && { ...f.drawFire };
  copy.combinedFire = f.combinedFire && { ...f.combinedFire };
  copy.guidance = { ...f.guidance };
  if (f.setUps) copy.setUps = f.setUps.map((x) => ({ ...x }));
  if (f.protectedFrom) copy.protectedFrom = [...f.protectedFrom];
  return copy;
}

/** The battle's own, writable round effects of ship `id`. */
export function ownEffects(s: ExpanseState, id: string): RoundEffects {
  const f = s.fx[id];
  if (owned.has(f) || !copiedBattles.has(s)) return f;
  const copy = effectsCopy(f);
  s.fx[id] = copy;
  owned.add(copy);
  return copy;
}
