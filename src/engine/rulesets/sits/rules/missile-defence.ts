/**
 * Step 7 (SITS-DEF, SITS-DMG-2): every salvo of the segment meets the target's active defence,
 * longest launch range first, then the survivors strike in the same order. Each missile engaged at
 * full strength spends a point of the target's capacity; once it is spent, the rest meet only the
 * saturated value (the defence without `ad`).
 */
import type { Dice } from '../../../core/dice.js';
import { DEFENCE } from '../data/tables.js';
import { shipClass, type Salvo, type ShipState, type SitsGame } from '../state.js';
import type { Aspect } from './arcs.js';
import { applyHit, missileHitDamage } from './damage.js';
import { rollD100 } from './dice.js';
import type { Report } from './report.js';
import { clamp } from './rounding.js';
import { aspectToward, type Vantage } from './sighting.js';
import { netVector } from './vectors.js';

/** SITS-DEF-4: the defence value before clamping. */
export function rawDefenceValue(
  ad: number,
  salvo: Pick<Salvo, 'rangeMod' | 'decoyed' | 'warhead' | 'fcPenalty'>,
): number {
  return (
    ad +
    salvo.rangeMod +
    (salvo.decoyed ? DEFENCE.decoyBonus : 0) +
    (salvo.warhead === 'nuke' ? DEFENCE.nukeBonus : 0) +
    salvo.fcPenalty
  );
}

/** SITS-DEF-4: DV clamped to 5–95. */
export function defenceValue(raw: number): number {
  return clamp(raw, DEFENCE.dvMin, DEFENCE.dvMax);
}

/** SITS-DEF-5: the saturated value once capacity is spent: clamp(raw − ad, 0, 95). */
export function saturatedValue(raw: number, ad: number): number {
  return clamp(raw - ad, DEFENCE.dvSaturatedMin, DEFENCE.dvMax);
}

/** SITS-DEF-1: longest launch range first, then launching ship, then its mount's class order. */
export function defenceOrder(game: SitsGame, salvos: Salvo[]): Salvo[] {
  const rank = (s: Salvo) =>
    shipClass(game, game.ships[s.launcher]).mounts.findIndex((m) => m.id === s.mount);
  return [...salvos].sort(
    (a, b) =>
      b.launchRange - a.launchRange ||
      (a.launcher < b.launcher ? -1 : a.launcher > b.launcher ? 1 : rank(a) - rank(b)),
  );
}

/** SITS-DEF-3: the launch hex as seen by the target after movement. */
function launchVantage(game: SitsGame, salvo: Salvo): Vantage {
  return {
    pos: salvo.launchPos,
    z: salvo.launchZ,
    velocity: netVector(game.ships[salvo.launcher].velocity),
  };
}

export interface Engagement {
  salvo: Salvo;
  target: ShipState;
  aspect: Aspect;
  survivors: number;
}

/** SITS-DEF-5, -6: roll a d100 per missile; below the value that applies to it kills it. */
export function engageSalvo(
  target: ShipState,
  salvo: Salvo,
  dice: Dice,
  report: Report,
): { survivors: number; rolls: number[] } {
  const raw = rawDefenceValue(target.ad, salvo);
  const full = defenceValue(raw);
  const saturated = saturatedValue(raw, target.ad);
  const rolls: number[] = [];
  let survivors = 0;
  for (let i = 0; i < salvo.count; i++) {
    const atFull = target.adRemaining > 0;
    if (atFull) target.adRemaining -= 1;
    const dv = atFull ? full : saturated;
    const roll = rollD100(dice, `missile defence: ${target.id} against ${salvo.id} (DV ${dv})`);
    rolls.push(roll);
    if (roll >= dv) survivors++;
  }
  report('salvo.defended', {
    salvo: salvo.id,
    target: target.id,
    dv: full,
    saturated,
    rolls,
    survivors,
  });
  return { survivors, rolls };
}

/** Step 7: defence for every salvo, then damage from every survivor, both in SITS-DEF-1 order. */
export function resolveMissiles(game: SitsGame, dice: Dice, report: Report): Engagement[] {
  const engagements: Engagement[] = [];
  for (const salvo of defenceOrder(
    game,
    game.salvos.filter((s) => s.status === 'in_flight'),
  )) {
    const target = game.ships[salvo.target];
    if (target.status !== 'active') {
      salvo.status = 'discarded'; // SITS-DEF-7
      report('salvo.discarded', { salvo: salvo.id, target: target.id });
      continue;
    }
    const aspect = aspectToward(target, launchVantage(game, salvo));
    if (aspect.protection === 'wedge') {
      salvo.status = 'resolved'; // SITS-DEF-3: the wedge stops it whole
      report('salvo.stopped', { salvo: salvo.id, target: target.id, by: 'wedge' });
      continue;
    }
    const { survivors } = engageSalvo(target, salvo, dice, report);
    engagements.push({ salvo, target, aspect, survivors });
  }
  for (const e of engagements) {
    const damage = missileHitDamage(
      e.salvo.missileType,
      e.salvo.warhead,
      e.aspect.protection === 'unprotected',
    );
    for (let i = 0; i < e.survivors; i++) {
      applyHit(game, e.target, damage, e.aspect, dice, report, `missile of ${e.salvo.id}`);
    }
    e.salvo.status = 'resolved';
  }
  return engagements;
}
