/**
 * The state copy the match driver makes on every accepted order (`Ruleset.cloneState`).
 *
 * Copy-on-write by convention: the rules replace these values and never change them in place, so
 * the copy shares them with the previous state: `config`, obstacles, positions, locks, exit and
 * removal records, Fire-at-Will tokens, missile counts, missiles in flight, pilots, submissions,
 * the result and the id lists. What the rules do change in place is copied: the state itself, each
 * unit, the lists that get pushed to or indexed into, the dogfight record. A test runs
 * random games with every committed state deep-frozen, so a rule that breaks the convention throws;
 * another checks the copy equals `structuredClone` on every state.
 */
import type { GameState, UnitState } from './model.js';

function unit(u: UnitState): UnitState {
  return {
    id: u.id,
    typeId: u.typeId,
    side: u.side,
    status: u.status,
    pos: u.pos,
    course: u.course,
    facing: u.facing,
    speed: u.speed,
    structure: u.structure,
    shields: u.shields,
    missiles: u.missiles,
    initiativeCard: u.initiativeCard,
    activated: u.activated,
    yawed: u.yawed,
    evasive: u.evasive,
    stress: u.stress,
    fireAtWill: u.fireAtWill,
    countermeasures: u.countermeasures,
    onTableThisTurn: u.onTableThisTurn,
    targetLock: u.targetLock,
    offTable: u.offTable,
    removal: u.removal,
  };
}

/**
 * The state record sharing every field, built in the one field order of every state: a state
 * made by spreading another would get a hidden class of its own, and the rules' reads of the
 * state would see two shapes.
 */
export function shallowGameState(s: GameState): GameState {
  return {
    config: s.config,
    scenarioId: s.scenarioId,
    turn: s.turn,
    stage: s.stage,
    segment: s.segment,
    segmentCount: s.segmentCount,
    units: s.units,
    missiles: s.missiles,
    pilots: s.pilots,
    obstacles: s.obstacles,
    firstPlacer: s.firstPlacer,
    nextMissileSeq: s.nextMissileSeq,
    submitted: s.submitted,
    owes: s.owes,
    firstPilot: s.firstPilot,
    drafts: s.drafts,
    placement: s.placement,
    deploying: s.deploying,
    arrived: s.arrived,
    active: s.active,
    dogfight: s.dogfight,
    endAfterLmd: s.endAfterLmd,
    result: s.result,
  };
}

export function cloneGameState(s: GameState): GameState {
  const c = shallowGameState(s);
  const d = s.dogfight;
  c.units = s.units.map(unit);
  c.missiles = [...s.missiles];
  c.pilots = [...s.pilots];
  c.submitted = [s.submitted[0], s.submitted[1]];
  c.owes = [s.owes[0], s.owes[1]];
  c.drafts = [s.drafts[0], s.drafts[1]];
  c.dogfight = d && {
    hands: d.hands,
    movementCards: [d.movementCards[0], d.movementCards[1]],
    moveOrder: d.moveOrder,
    combatOrder: d.combatOrder,
    step: d.step,
  };
  return c;
}
