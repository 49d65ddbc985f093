/**
 * A fast deep copy of the state for the driver (Ruleset.cloneState), made on every accepted order.
 * Tables and contracts never change during play and are shared; so are the values the rules
 * replace and never change in place: locations (`at`, `destination`), a CEO's helms and revenue,
 * a battlegroup's list of ships, its used-once effects and what it carries. Everything else is
 * copied, field by field: one object shape per record type is several times faster than a
 * generic walk over keys, and half the garbage. The agenda's frames vary in shape: each is
 * spread, then the lists its type changes in place are copied (`frame`). A test checks the copy
 * against `structuredClone` on every state of random games; another plays with those shared
 * values frozen, so a rule that changes one in place throws.
 */
import { copyJson } from '../../core/json.js';
import type { AttackDie, Frame, SaveDie } from './flow/frames.js';
import type { AbsState, Battlegroup, Ceo, GameObject, Ship } from './state.js';

function ceo(c: Ceo): Ceo {
  return {
    id: c.id,
    corpName: c.corpName,
    seat: c.seat,
    credits: c.credits,
    helm: c.helm,
    secretHelm: c.secretHelm,
    passedJump: c.passedJump,
    revenue: c.revenue,
    spent: c.spent,
    resigned: c.resigned,
  };
}

function ship(s: Ship): Ship {
  return {
    id: s.id,
    seq: s.seq,
    classId: s.classId,
    ceo: s.ceo,
    bg: s.bg,
    at: s.at,
    heading: s.heading,
    damage: s.damage,
    destroyed: s.destroyed,
    moved: s.moved,
    maxPivot: s.maxPivot,
  };
}

function battlegroup(b: Battlegroup): Battlegroup {
  return {
    id: b.id,
    seq: b.seq,
    ceo: b.ceo,
    classId: b.classId,
    ships: b.ships,
    activated: b.activated,
    order: b.order,
    engageTarget: b.engageTarget,
    easyTarget: b.easyTarget,
    used: b.used,
    thrustMultiplier: b.thrustMultiplier,
    carried: b.carried,
  };
}

function gameObject(o: GameObject): GameObject {
  return {
    id: o.id,
    seq: o.seq,
    type: o.type,
    at: o.at,
    heading: o.heading,
    damage: o.damage,
    destroyed: o.destroyed,
    owner: o.owner,
    destination: o.destination,
  };
}

/**
 * Spread first, then each value replaced: the copy takes the record's own shape at once, where
 * adding keys one by one walks a shape per id (every game's ids differ).
 */
export function record<T>(from: Record<string, T>, copy: (value: T) => T): Record<string, T> {
  const out: Record<string, T> = { ...from };
  for (const key in out) out[key] = copy(out[key]);
  return out;
}

function attackDie(d: AttackDie): AttackDie {
  return {
    sides: d.sides,
    natural: d.natural,
    result: d.result,
    src: d.src,
    weapon: d.weapon,
    dmg: d.dmg,
    rr: d.rr,
  };
}

function saveDie(d: SaveDie): SaveDie {
  return { hit: d.hit, sides: d.sides, natural: d.natural };
}

/**
 * A frame: spread, which keeps its keys in their order whatever its type and history, then its
 * own copy of each list the rules change in place (the work queues, the dice). What a frame only
 * reads is shared: its `wait` (replaced when a seat answers), a move's plan, an attack's
 * allocation and Power to Weapons, the hits and destroyed models listed.
 */
function frame(from: Frame): Frame {
  const f = { ...from };
  if (f.resume) f.resume = copyJson(f.resume);
  switch (f.f) {
    case 'uncontrolled':
      if (f.queue) f.queue = [...f.queue];
      break;
    case 'passive':
      f.attacked = [...f.attacked];
      if (f.objects) f.objects = [...f.objects];
      break;
    case 'shock':
      f.ships = [...f.ships];
      break;
    case 'attack':
      f.pool = f.pool.map(attackDie);
      f.hits = [...f.hits];
      f.saves = f.saves.map(saveDie);
      f.destroyed = [...f.destroyed];
      break;
    case 'chain':
      f.queue = [...f.queue];
      f.all = [...f.all];
      break;
    case 'rogue_ship':
      // Each Go Rogue ship named is written into the held submission.
      f.submission = copyJson(f.submission);
      f.needs = [...f.needs];
      break;
  }
  return f;
}

export function cloneState(s: AbsState): AbsState {
  return {
    scale: s.scale,
    roundLimit: s.roundLimit,
    round: s.round,
    phase: s.phase,
    tables: s.tables,
    ceos: s.ceos.map(ceo),
    initiative: s.initiative,
    firstJump: s.firstJump,
    firstTactical: s.firstTactical,
    ships: record(s.ships, ship),
    battlegroups: record(s.battlegroups, battlegroup),
    objects: record(s.objects, gameObject),
    contracts: s.contracts,
    nextSeq: s.nextSeq,
    nextWait: s.nextWait,
    agenda: s.agenda.map(frame),
    activation: s.activation && { ceo: s.activation.ceo, bgs: [...s.activation.bgs] },
    endedBy: s.endedBy,
  };
}
