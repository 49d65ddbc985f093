/**
 * Weapon Online (EX-STUNT-WEAPON-ONLINE): a named crew member jury-rigs an offline weapon, one
 * made unusable by the weapons system being offline, or an empty torpedo launcher: TN 14 with the
 * better of INT (Engineering) and ACC (Gunnery); success gives 1d3 shots (EX-ATK-9).
 */
import type { StepContext } from '../../../core/contract.js';
import { ownWeapon } from '../copy-on-write.js';
import { tn } from '../data/tables.js';
import { crewMember, testScore } from '../rules/crew.js';
import { crewShortfallPenalty } from '../rules/ships.js';
import { basicTest, d3FromD6, rollTest } from '../rules/test.js';
import type { Ship, WeaponSystem } from '../state.js';
import { resolvedTest } from './report.js';

export function needsJuryRig(ship: Ship, w: WeaponSystem): boolean {
  if (w.status === 'destroyed' || w.status === 'jury_rigged') return false;
  const empty = w.type === 'torpedo' && w.magazine !== null && w.magazine <= 0;
  return w.status === 'offline' || ship.offline.weapons || empty;
}

export function weaponOnline(ship: Ship, weapon: string, crew: string, ctx: StepContext): void {
  const c = crewMember(ship, crew);
  const score = Math.max(testScore(c, 'INT', 'Engineering'), testScore(c, 'ACC', 'Gunnery'));
  const r = basicTest(
    rollTest(ctx.dice, `${c.name}: weapon online`),
    score - crewShortfallPenalty(ship),
    tn('weapon_online'),
  );
  resolvedTest(ctx, ship, 'weapon_online', r, tn('weapon_online'), { crew, weapon });
  if (!r.success) return;
  const shots = d3FromD6(ctx.dice.d(6, `${ship.name}: jury-rigged shots`));
  const w = ownWeapon(ship, weapon);
  w.status = 'jury_rigged';
  w.juryShots = shots;
  // An empty launcher gets one torpedo per jury-rigged shot.
  if (w.type === 'torpedo' && w.magazine !== null && w.magazine <= 0) w.magazine = shots;
}
