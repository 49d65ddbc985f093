/** Level 2 fighter launch and reconstitution numbers (SE-FTR-8, SE-FTR-21). Not yet wired into play. */
import { SE_DATA } from '../../data/se-data.js';

/** SE-FTR-8: a door's rate, normal or under Scramble Fighters; fixed bays get 1.5 times. */
export function doorRate(hangar: string, scramble: boolean, fixed = false): number {
  const row = SE_DATA.fighter_tables.hangar_launch_rates.find((r) => r.hangar === hangar);
  if (!row) throw new Error(`unknown hangar "${hangar}"`);
  const rate = scramble ? row.scramble_launch_rate : row.launch_rate;
  return fixed ? rate * SE_DATA.fighter_tables.fixed_bay_multiplier : rate;
}

export function launchCost(fighterType: string): number {
  const row = SE_DATA.fighter_tables.launch_costs.find((r) => r.fighter_type === fighterType);
  if (!row) throw new Error(`unknown fighter type "${fighterType}"`);
  return row.launch_cost;
}

/** SE-FTR-8: one door's launches this turn fit its rate (E_LAUNCH_RATE_EXCEEDED otherwise). */
export function fitsDoor(hangar: string, scramble: boolean, fighters: readonly string[]): boolean {
  return fighters.reduce((n, f) => n + launchCost(f), 0) <= doorRate(hangar, scramble);
}

/** SE-FTR-21: the reconstitution roll needs D10 ≤ carrier crew skill − 4 (destroyed) or − 2 (crippled). */
export function reconstitutionTarget(crewSkill: number, destroyed: boolean): number {
  return crewSkill - (destroyed ? 4 : 2);
}
