/**
 * Test support: a mid-game state with the units a combat test vector describes, and nothing else
 * (no orders, no cards). Used by combat and bot tests; the game itself never calls it.
 */
import type { GameState, Obstacle, Side, UnitState, Vec } from '../model.js';
import { gameConfig, newUnit, openingState } from '../setup.js';
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
  const facing = s.facing ?? 0;
  return {
    ...newUnit(s.id, s.typeId, s.side ?? SIDE_OF_FACTION[type.faction] ?? 0),
    status: 'ON_TABLE',
    pos: { ...s.pos },
    course: facing,
    facing,
    speed: s.speed ?? 0,
    onTableThisTurn: true,
    ...s.state,
  };
}

/** Turn 2, segment 1, combat orders, on the default 24×36 Klick table. */
export function sketchState(units: UnitSketch[], obstacles: Obstacle[] = []): GameState {
  return {
    ...openingState(gameConfig({ sides: [] }, {}), units.map(sketchUnit), obstacles, null),
    turn: 2,
    stage: 'COMBAT_ORDERS',
    segment: 1,
    segmentCount: 1,
  };
}

export function unitIn(state: GameState, id: string): UnitState {
  const unit = state.units.find((u) => u.id === id);
  if (!unit) throw new Error(`no unit ${id}`);
  return unit;
}
