/**
 * Weapons whose dice strike several sections (SE-TRAIT-ENVELOPING_1, ENVELOPING_2, WAVE) and the
 * Ascending bonus (SE-TRAIT-ASCENDING), as a hit's dice are dealt out in play. Every other weapon
 * strikes the one section its attack direction gives (SE-DMG-2).
 */
import { vec } from '../../../../geometry/index.js';
import { OPPOSITE, type SectionId, type WeaponFile } from '../../data/data.js';
import type { ShipState } from '../../state.js';
import { physicalBearing } from '../bearings.js';
import { absorption, projectorUp } from '../damage.js';
import { hasTrait } from '../to-hit.js';
import { ADJACENT, envelopingCycle, waveSplit } from './traits.js';

const CENTRE: Record<SectionId, number> = { F: 0, S: 90, A: 180, P: -90 };

function angleTo(b: number, centre: number): number {
  const d = Math.abs(((((b - centre) % 360) + 540) % 360) - 180);
  return d;
}

/** The adjacent section of `start` nearer to the attack origin; undefined on a tie (starboard). */
function nearerAdjacent(ship: ShipState, start: SectionId, origin: { x: number; y: number }) {
  const b = physicalBearing(ship, vec(origin.x, origin.y));
  const [a, c] = ADJACENT[start];
  const da = angleTo(b, CENTRE[a]);
  const dc = angleTo(b, CENTRE[c]);
  if (Math.abs(da - dc) < 1e-9) return undefined;
  return da < dc ? a : c;
}

/** SE-TRAIT-ENVELOPING_2: the up projector with the lowest absorption, else the section facing away. */
function weakestArc(ship: ShipState, facing: SectionId): SectionId {
  const away = OPPOSITE[facing];
  const up = (['F', 'P', 'S', 'A'] as const).filter((sec) => projectorUp(ship, sec));
  if (up.length === 0) return away;
  const low = Math.min(...up.map((sec) => absorption(ship, sec)));
  const lowest = up.filter((sec) => absorption(ship, sec) === low);
  return lowest.includes(away) ? away : lowest[0];
}

/** The sections one hit's dice strike, each with its dice, in the order they were dealt. */
export function diceBySection(
  w: WeaponFile,
  ship: ShipState,
  facing: SectionId,
  origin: { x: number; y: number },
  values: readonly number[],
): { section: SectionId; values: number[] }[] {
  let cycle: SectionId[] | null = null;
  if (hasTrait(w, 'enveloping_2')) {
    const start = weakestArc(ship, facing);
    cycle = envelopingCycle(start, nearerAdjacent(ship, start, origin));
  } else if (hasTrait(w, 'enveloping_1'))
    cycle = envelopingCycle(facing, nearerAdjacent(ship, facing, origin));
  const groups = new Map<SectionId, number[]>();
  const deal = (sec: SectionId, v: number) => groups.set(sec, [...(groups.get(sec) ?? []), v]);
  if (cycle) values.forEach((v, i) => deal(cycle[i % 4], v));
  else if (hasTrait(w, 'wave')) {
    const counts = waveSplit(facing, values.length);
    const order: SectionId[] = [facing, ...ADJACENT[facing]];
    let i = 0;
    for (const sec of order) for (let k = 0; k < counts[sec]; k++) deal(sec, values[i++]);
  } else return [{ section: facing, values: [...values] }];
  return [...groups].map(([section, v]) => ({ section, values: v }));
}
