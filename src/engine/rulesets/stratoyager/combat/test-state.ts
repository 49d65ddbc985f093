/**
 * Test support: a mid-game state with the units a combat test vector describes, and nothing else
 * (no orders, no cards). Used by combat and bot tests; the game itself never calls it.
 */
import type { GameState, Obstacle, Side, UnitState, Vec } from '../model.js';
import { unitType } from '../units/index.js';

export interface UnitSketch {
  id: string;
  typeId: string;
  pos: Vec;
  facing?: number;
  speed?: number;
  side?: Side;
  state?: Partial<UnitState>;
}

const SIDE_OF_FACTION: Record<string, Side> = { FSF: 0, KHIONE: 1 };

export function sketchUnit(s: UnitSketch): UnitState {
  const type = unitType(s.typeId);
  const missiles = { LIGHT: 0, MEDIUM: 0, HEAVY: 0, FRAGSHELL_POD: 0 };
  for (const load of type.missileLoadout) missiles[load.class] = load.count;
  const facing = s.facing ?? 0;
  return {
    id: s.id,
    typeId: s.typeId,
    side: s.side ?? SIDE_OF_FACTION[type.faction] ?? 0,
    status: 'ON_TABLE',
    pos: { ...s.pos },
    course: facing,
    facing,
    speed: s.speed ?? 0,
    structure: type.structure,
    shields: type.maxShields,
    missiles,
    initiativeCard: null,
    activated: false,
    yawed: false,
    evasive: false,
    stress: 'NONE',
    fireAtWill: null,
    countermeasures: false,
    onTableThisTurn: true,
    targetLock: null,
    offTable: null,
    removal: null,
    ...s.state,
  };
}

export function sketchState(units: UnitSketch[], obstacles: Obstacle[] = []): GameState {
  return {
    config: {
      tableWidth: 24,
      tableLength: 36,
      deploymentMode: 'SHORT_EDGES',
      deploymentDepth: 1,
      cornerZoneSize: 4,
      entryDepth: 1,
      unitBaseDiameter: 0.5,
      maxInitialSpeed: 9,
      baseTurns: 6,
      extraTurnOn: 4,
      dogfightAuto: true,
      abandonedYagers: 'DRIFT',
      arcade: { enabled: false, countdownSeconds: 30 },
    },
    scenarioId: null,
    turn: 2,
    stage: 'COMBAT_ORDERS',
    segment: 1,
    segmentCount: 1,
    units: units.map(sketchUnit).sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0)),
    missiles: [],
    pilots: [],
    obstacles,
    firstPlacer: null,
    nextMissileSeq: 1,
    submitted: [null, null],
    owes: [false, false],
    firstPilot: null,
    drafts: [null, null],
    placement: null,
    deploying: [],
    arrived: [],
    active: [],
    dogfight: null,
    endAfterLmd: false,
    result: null,
  };
}

export function unitIn(state: GameState, id: string): UnitState {
  const unit = state.units.find((u) => u.id === id);
  if (!unit) throw new Error(`no unit ${id}`);
  return unit;
}
