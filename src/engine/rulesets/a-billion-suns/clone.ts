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
 * A frame: one literal per type, its fields in the order the rules create them, then `wait` and
 * `resume` (added in that order while it runs), present as `undefined` when absent: JSON and the
 * state hash leave them out, and every copy of a type shares one hidden class, where a spread gave
 * each type two or three and the reads in `advance` and the runners met 40 (decision 0058). The
 * rules clear `wait` and `resume` by storing `undefined`: a `delete` of a field that is not the
 * last one would turn the frame into a dictionary. Each list the rules change in place (the work
 * queues, the dice) is copied; what a frame only reads is shared: its `wait` (replaced when a seat
 * answers), a move's plan, an attack's allocation and Power to Weapons. A new frame enters the
 * agenda as such a copy (`schedule`), so the runners meet one shape per type.
 */
export function copyFrame(from: Frame): Frame {
  const wait = from.wait;
  const resume = from.resume && copyJson(from.resume);
  switch (from.f) {
    case 'round':
    case 'helm':
    case 'initiative':
    case 'end':
      return { f: from.f, wait, resume };
    case 'phase':
      return { f: from.f, phase: from.phase, wait, resume };
    case 'first_player':
      return { f: from.f, phase: from.phase, wait, resume };
    case 'jump_turns':
    case 'tactical_turns':
      return { f: from.f, turn: from.turn, wait, resume };
    case 'activation':
      return { f: from.f, stage: from.stage, index: from.index, wait, resume };
    case 'move':
      return { f: from.f, stage: from.stage, plan: from.plan, wait, resume };
    case 'passive':
      return {
        f: from.f,
        ceos: from.ceos,
        index: from.index,
        attacked: [...from.attacked],
        objects: from.objects && [...from.objects],
        wait,
        resume,
      };
    case 'shock':
      return { f: from.f, ships: [...from.ships], ceo: from.ceo, wait, resume };
    case 'attack':
      return {
        f: from.f,
        cause: from.cause,
        area: from.area,
        attacker: from.attacker,
        sourceBg: from.sourceBg,
        credit: from.credit,
        target: from.target,
        alloc: from.alloc,
        ptw: from.ptw,
        stage: from.stage,
        pool: from.pool.map(attackDie),
        hits: [...from.hits],
        shields: from.shields,
        saves: from.saves.map(saveDie),
        destroyed: [...from.destroyed],
        inChain: from.inChain,
        wait,
        resume,
      };
    case 'chain':
      return { f: from.f, queue: [...from.queue], all: [...from.all], wait, resume };
    case 'explosion':
      return {
        f: from.f,
        model: from.model,
        by: from.by,
        natural: from.natural,
        closed: from.closed,
        wait,
        resume,
      };
    case 'red_alert':
      return {
        f: from.f,
        bg: from.bg,
        natural: from.natural,
        closed: from.closed,
        wait,
        resume,
      };
    case 'uncontrolled':
      return { f: from.f, queue: from.queue && [...from.queue], wait, resume };
    case 'rogue_ship':
      return {
        f: from.f,
        seat: from.seat,
        // Each Go Rogue ship named is written into the held submission.
        submission: copyJson(from.submission),
        needs: [...from.needs],
        wait,
        resume,
      };
  }
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
    agenda: s.agenda.map(copyFrame),
    activation: s.activation && { ceo: s.activation.ceo, bgs: [...s.activation.bgs] },
    endedBy: s.endedBy,
  };
}
