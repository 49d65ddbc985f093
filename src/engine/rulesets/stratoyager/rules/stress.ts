/**
 * Hull stress (SY-STRESS, SY-YAW-3, SY-HIND-2, SY-HIND-4): how many dice a Maneuver Action costs,
 * and what the failures do.
 */
import type { ManeuverOrder, StressState, UnitType } from '../model.js';
import { safeValue } from './movement.js';

/** Which maneuver the yaw's 1 thrust is added to for stress (SY-YAW-3): 0 for M1, 1 for M2. */
export function yawSlot(order: ManeuverOrder, type: UnitType): 0 | 1 {
  const [m1, m2] = order.maneuvers;
  if (m1.thrust !== m2.thrust) return m1.thrust > m2.thrust ? 0 : 1;
  return safeValue(type, m2) < safeValue(type, m1) ? 1 : 0;
}

/** SY-STRESS-1: `base`, the thrust above safe values, yaw included. */
export function stressBase(order: ManeuverOrder, type: UnitType): number {
  const slot = order.yaw ? yawSlot(order, type) : -1;
  let base = 0;
  order.maneuvers.forEach((m, i) => {
    const eff = m.thrust + (i === slot ? 1 : 0);
    base += Math.max(0, eff - safeValue(type, m));
  });
  return base;
}

/** SY-STRESS-2: the pool, with Weak Frame's extra die when a test is required. */
export function stressPool(base: number, type: UnitType): number {
  if (base <= 0) return 0;
  return base + (type.hindrances.includes('WEAK_FRAME') ? 1 : 0);
}

export type StressResult = 'NONE' | 'GREYOUT' | 'BLACKOUT' | 'STRUCTURAL_DAMAGE' | 'DESTROYED';

/** SY-STRESS-3: the face from which a die fails (4+, 3+ for Retrofitted Civilian's +1). */
export function stressFailsOn(type: UnitType): number {
  return type.hindrances.includes('RETROFITTED_CIVILIAN') ? 3 : 4;
}

/** SY-STRESS-3: failures among the faces. */
export function stressFailures(faces: readonly number[], type: UnitType): number {
  const failsOn = stressFailsOn(type);
  return faces.filter((v) => v >= failsOn).length;
}

/** What the hull-stress roll is for, in the dice log. */
export function stressPurpose(unitId: string, base: number, pool: number, type: UnitType): string {
  return `hull stress: ${unitId} (base ${base}, ${pool} dice, fail on ${stressFailsOn(type)}+)`;
}

/** SY-STRESS-4. */
export function stressResult(failures: number): StressResult {
  if (failures <= 0) return 'NONE';
  if (failures === 1) return 'GREYOUT';
  if (failures === 2) return 'BLACKOUT';
  if (failures === 3) return 'STRUCTURAL_DAMAGE';
  return 'DESTROYED';
}

/** The stress token a result leaves (STRUCTURAL_DAMAGE includes BLACKOUT). */
export function stressToken(result: StressResult): StressState {
  if (result === 'GREYOUT') return 'GREYOUT';
  if (result === 'BLACKOUT' || result === 'STRUCTURAL_DAMAGE') return 'BLACKOUT';
  return 'NONE';
}
