/**
 * Copy on write for the parts of a ship that change seldom (crew, weapons, losses, systems,
 * reactor, damage control, the bank), for each ship's round effects and for the torpedoes, which
 * most actions leave alone. The battle copy made for each action (`clone.ts`) shares them with the state it came
 * from instead of copying them every time; a rule that changes one first takes the ship's own
 * copy with `own`. Shared records are not frozen: V8 runs array methods on frozen arrays several
 * times slower, and the rules read crews and weapons all the time. `clone.spec.ts` plays with
 * every committed state deep-frozen, so a write that skips `own` fails there.
 */
import type { ExpanseState, RoundEffects } from './battle.js';
import type { BankEntry, CrewMember, Ship, SystemId, Torpedo, WeaponSystem } from './state.js';

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
 * The newest battle copy and the battle it was made from, with their ships: the only ones whose
 * records may be shared and written. The driver copies the state and writes only that copy (a
 * search applies each order to a fresh copy too), so a ship or battle of neither (a fresh setup, a
 * test's own state) is written in place. Plain slots searched by identity: a `WeakSet` of every
 * copied ship and battle cost an identity hash per new object and the collector's work on weak
 * entries, on every action.
 */
let copyFrom: ExpanseState | undefined;
let copyTo: ExpanseState | undefined;
const copyShips: Ship[] = [];

/**
 * The records `own` copied since the last battle copy began: the working copy's own, written in
 * place. Any other record of a copied ship may be held by another copy too, so `own` copies it
 * before a write. Rules never copy a battle while they run, so a record `own` handed out stays
 * the ship's until the step ends. A list, for the same reason: a handful a step.
 */
const owned: object[] = [];

/** A battle copy begins: until `own` copies them, its records are shared with its source. */
export function beginCopy(from: ExpanseState): void {
  owned.length = 0;
  copyFrom = from;
  copyTo = undefined;
  copyShips.length = 0;
  for (const ship of from.ships) copyShips.push(ship);
}

/** The copy `to` holds its source's records. */
export function endCopy(to: ExpanseState): void {
  copyTo = to;
  for (const ship of to.ships) copyShips.push(ship);
}

/*
 * Crew members and weapons are copied by literals of their fields, in the order `buildShip` makes
 * them (as `clone.ts` copies a ship): a literal's fields lie in the object itself, where a spread of
 * a record this large copies most of them into a separate property array, one by one.
 */

function crewMember(c: CrewMember): CrewMember {
  return {
    id: c.id,
    name: c.name,
    station: c.station,
    abilities: c.abilities,
    focuses: c.focuses,
    fortune: c.fortune,
    fortuneMax: c.fortuneMax,
    toughness: c.toughness,
    conditions: [...c.conditions],
    status: c.status,
    step7ActionUsed: c.step7ActionUsed,
  };
}

function weaponOf(w: WeaponSystem): WeaponSystem {
  return {
    id: w.id,
    type: w.type,
    arc: w.arc,
    damage: w.damage,
    warhead: w.warhead,
    magazine: w.magazine,
    status: w.status,
    tempOnlineUntilRound: w.tempOnlineUntilRound,
    juryShots: w.juryShots,
    firedThisRound: w.firedThisRound,
  };
}

/*
 * The small records too are copied by literals of their fields, in the order `buildShip` makes
 * them with literals of its own: V8 gives two literals of the same fields in the same order one
 * hidden class, where a spread gives its copy a class of its own (different in-object room). A
 * ship's losses, systems, roles or bank entries then have one class whether set up or copied, so
 * the code reading them meets one shape, not two to five, and stays optimised (decision 0052).
 */

/** A copy of a record of the three systems (offline flags, System Damage, damage-control progress). */
function systemsOf<T>(r: Record<SystemId, T>): Record<SystemId, T> {
  return { manoeuvrability: r.manoeuvrability, sensors: r.sensors, weapons: r.weapons };
}

function bankEntryOf(b: BankEntry): BankEntry {
  return {
    id: b.id,
    source: b.source,
    amount: b.amount,
    target: b.target,
    lockedTo: b.lockedTo && [...b.lockedTo],
    usableFromRound: b.usableFromRound,
  };
}

/**
 * \`xs.map(f)\` into an array built by \`push\`: always packed, as the rules' own \`[]\` and literals
 * make theirs. \`Array.prototype.map\` gives a packed array from the builtin but a holey one once
 * its caller is optimised and inlines it, so the same list had two hidden classes, one or the
 * other by how warm the process was (decision 0052).
 */
export function listOf<T, U>(xs: readonly T[], f: (x: T) => U): U[] {
  const out: U[] = [];
  for (let i = 0; i < xs.length; i++) out.push(f(xs[i]));
  return out;
}

/**
 * A copy of a record keyed by ids (sides' sealed orders), key by key into a new object: same keys,
 * same order as a spread. A spread copy that then gets a key it lacked has, made in optimised
 * code, a hidden class of its own every time (V8 11, decision 0063); keys added one by one to an
 * empty object follow V8's shared transitions.
 */
export function recordOf<T>(r: Readonly<Record<string, T>>): Record<string, T> {
  const out: Record<string, T> = {};
  for (const k in r) out[k] = r[k];
  return out;
}

/** A fresh copy of each record, down to what the rules write (not abilities or focuses). */
const COPY: { [K in SharedRecord]: (v: NonNullable<Ship[K]>) => NonNullable<Ship[K]> } = {
  crew: (crew) => listOf(crew, crewMember),
  roles: (r) => ({
    captain: r.captain,
    pilot: r.pilot,
    comms: r.comms,
    weapons: r.weapons,
    engineer: r.engineer,
  }),
  weapons: (weapons) => listOf(weapons, weaponOf),
  losses: (l) => ({
    collateral: l.collateral,
    hull: l.hull,
    manoeuvrability: l.manoeuvrability,
    sensors: l.sensors,
    weapons: l.weapons,
  }),
  offline: systemsOf,
  reactor: (r) => ({ offline: r.offline, tempOnlineUntilRound: r.tempOnlineUntilRound }),
  systemDamage: systemsOf,
  // Keys come and go (EX-DC-5): a spread keeps whichever are there.
  systemDamageSuppressedUntil: (d) => ({ ...d }),
  dcProgress: systemsOf,
  quickStart: (q) => ({ ...q, crew: [q.crew[0], q.crew[1]] }),
  hacked: (h) => ({ ...h }),
  bank: (bank) => listOf(bank, bankEntryOf),
};

/** The ship's own, writable `record`: copied into the ship first if it is still shared. */
export function own<K extends SharedRecord>(ship: Ship, record: K): Ship[K] {
  const v = ship[record];
  if (v === null || owned.includes(v) || !copyShips.includes(ship)) return v;
  const copy = (COPY[record] as (x: Ship[K]) => Ship[K])(v);
  ship[record] = copy;
  owned.push(copy as object);
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

/**
 * The battle's own, writable round effects of ship `id`: a copy of the top level alone. The rules
 * replace the records in it (Steady as She Goes, EW wins, Guidance, set-ups...) instead of writing
 * into them, so those stay shared; most actions change one number.
 */
export function ownEffects(s: ExpanseState, id: string): RoundEffects {
  const f = s.fx[id];
  if ((s !== copyTo && s !== copyFrom) || owned.includes(f)) return f;
  const copy = effectsOf(f);
  s.fx[id] = copy;
  owned.push(copy);
  return copy;
}

/** What a round's effects hold only once a stunt sets it, after the fields every ship has. */
type Later = 'setUps' | 'protectedFrom' | 'tooCloseBid' | 'tooClose' | 'flinched';
/** The optional fields of `T`. */
type Optional<T> = { [K in keyof T]-?: object extends Pick<T, K> ? K : never }[keyof T];

/**
 * `true` only when `K` names every optional field of `T`. A copy by a literal must look for each:
 * it would drop one it does not name, or put it out of order.
 */
export type NamesEveryOptional<T, K extends keyof T> = [Exclude<Optional<T>, K>] extends [never]
  ? true
  : false;

// Fails to compile when RoundEffects gains an optional field that `Later` (and so `effectsOf`)
// does not name.
const everyLaterNamed: NamesEveryOptional<RoundEffects, Later> = true;
void everyLaterNamed;

/**
 * A copy of a ship's round effects by a literal of the fields of `emptyEffects`, in its order (as
 * ships are copied), the ones a stunt sets later included (undefined until then): every ship's
 * effects have one hidden class, set up or copied, whatever stunts were bought (decision 0052).
 */
function effectsOf(f: RoundEffects): RoundEffects {
  return {
    onTargetSp: f.onTargetSp,
    evasiveActionDice: f.evasiveActionDice,
    evasiveManoeuvre: f.evasiveManoeuvre,
    multiTargeting: f.multiTargeting,
    steady: f.steady,
    blinded: f.blinded,
    perceivedWeakness: f.perceivedWeakness,
    preciseHit: f.preciseHit,
    highG2: f.highG2,
    highG5: f.highG5,
    ew: f.ew,
    ewUse: f.ewUse,
    pdcAttacked: f.pdcAttacked,
    pointDefence: f.pointDefence,
    preference: f.preference,
    drawFire: f.drawFire,
    burnThem: f.burnThem,
    skimming: f.skimming,
    helplessAtS6: f.helplessAtS6,
    combinedFire: f.combinedFire,
    guidance: f.guidance,
    setUps: f.setUps,
    protectedFrom: f.protectedFrom,
    tooCloseBid: f.tooCloseBid,
    tooClose: f.tooClose,
    flinched: f.flinched,
  };
}

/**
 * The battle's own, writable torpedo `t` (one of `s.torpedoes`): copied into its place first if it
 * is still shared. Torpedoes stay listed after they hit or miss and most actions change none, so
 * a battle copy shares them. A caller writes and then reads the torpedo returned, not `t`.
 */
export function ownTorpedo(s: ExpanseState, t: Torpedo): Torpedo {
  if ((s !== copyTo && s !== copyFrom) || owned.includes(t)) return t;
  const copy = 'hijacked' in t ? { ...t } : torpedoOf(t);
  s.torpedoes[s.torpedoes.indexOf(t)] = copy;
  owned.push(copy);
  return copy;
}

/** A torpedo's fields in the order step 4 launches it with (a seized one, with more, by spread). */
function torpedoOf(t: Torpedo): Torpedo {
  const c: Torpedo = {
    id: t.id,
    owner: t.owner,
    launcher: t.launcher,
    target: '',
    launchRound: t.launchRound,
    launchBand: t.launchBand,
    impactRound: t.impactRound,
    targetingSnapshot: t.targetingSnapshot,
    attackBonusSnapshot: t.attackBonusSnapshot,
    weaponsLossSnapshot: t.weaponsLossSnapshot,
    warhead: t.warhead,
    damage: t.damage,
    manual: t.manual,
    status: t.status,
  };
  // Written twice, as attacks' copies do (clone.ts, RETARGETED): Misdirect rewrites it.
  c.target = t.target;
  return c;
}
