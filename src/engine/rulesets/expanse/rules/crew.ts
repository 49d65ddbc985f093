/**
 * Crew (EX-CREW): role holders, test scores, condition penalties, targeting, damage to a crew
 * member (Toughness, Fortune, the condition ladder) and succession after casualties.
 */
import type { Dice } from '../../../core/dice.js';
import { own } from '../copy-on-write.js';
import type { AbilityId, FocusId, RoleId } from '../data/tables.js';
import { ROLES, type Condition, type CrewMember, type Ship } from '../state.js';
import { sensorsEff } from './ships.js';

/** §1.7 score: ability + 2 if the focus is held (EX-CORE-1). */
export function score(c: CrewMember, ability: AbilityId, focus: FocusId): number {
  return c.abilities[ability] + (c.focuses.includes(focus) ? 2 : 0);
}

/** EX-CREW-5: wounded −2, else injured −1; fatigued and exhausted cost nothing. */
export function condPenalty(c: CrewMember): number {
  if (c.conditions.includes('wounded')) return -2;
  if (c.conditions.includes('injured')) return -1;
  return 0;
}

export function crewMember(ship: Ship, id: string): CrewMember {
  const c = ship.crew.find((m) => m.id === id);
  if (!c) throw new RangeError(`${ship.id} has no crew member ${id}`);
  return c;
}

export function roleHolder(ship: Ship, role: RoleId): CrewMember {
  return crewMember(ship, ship.roles[role]);
}

/** EX-CREW-2: each role's test ability and focus. */
export const ROLE_TEST: Readonly<Record<RoleId, { ability: AbilityId; focus: FocusId }>> = {
  captain: { ability: 'COMM', focus: 'Leadership' },
  pilot: { ability: 'DEX', focus: 'Piloting' },
  comms: { ability: 'INT', focus: 'Technology' },
  weapons: { ability: 'ACC', focus: 'Gunnery' },
  engineer: { ability: 'INT', focus: 'Engineering' },
};

/** Score + condition penalty of a crew member for a test (EX-CREW-2, EX-CORE-11). */
export function testScore(c: CrewMember, ability: AbilityId, focus: FocusId): number {
  return score(c, ability, focus) + condPenalty(c);
}

/** The role holder's score for that role's usual test, with its condition penalty. */
export function roleScore(ship: Ship, role: RoleId): number {
  const t = ROLE_TEST[role];
  return testScore(roleHolder(ship, role), t.ability, t.focus);
}

/**
 * EX-CREW-3: targeting = max(sensors_eff, weapons officer's ACC + Gunnery + cond); with sensors
 * offline (or hacked), the weapons officer's value alone.
 */
export function targeting(ship: Ship, round: number, blinding = 0): number {
  const gunner = roleScore(ship, 'weapons');
  const sensorsOut = ship.offline.sensors || ship.hacked?.system === 'sensors';
  return sensorsOut ? gunner : Math.max(sensorsEff(ship, round, blinding), gunner);
}

export interface CrewDamage {
  amount: number;
  penetrating: boolean;
  /** High-g on a ship with juice: fatigued and exhausted come first (EX-CREW-4, EX-HIGHG-6). */
  juiceLadder: boolean;
}

const JUICE_LADDER: readonly Condition[] = ['fatigued', 'exhausted', 'injured', 'wounded'];
const PLAIN_LADDER: readonly Condition[] = ['injured', 'wounded'];

/**
 * EX-CREW-4: Toughness (non-penetrating only), then Fortune point for point, then each new
 * condition on the ladder removes 1d6; damage left after the last condition takes the member out.
 */
export function damageCrew(c: CrewMember, hit: CrewDamage, dice: Dice): void {
  if (c.status !== 'active') return;
  let left = hit.penetrating ? hit.amount : Math.max(0, hit.amount - c.toughness);
  const absorbed = Math.min(c.fortune, left);
  c.fortune -= absorbed;
  left -= absorbed;
  const ladder = hit.juiceLadder ? JUICE_LADDER : PLAIN_LADDER;
  for (const condition of ladder) {
    if (left <= 0) return;
    if (c.conditions.includes(condition)) continue;
    c.conditions.push(condition);
    left -= dice.d(6, `${c.name} ${condition}: damage removed`);
  }
  if (left > 0) c.status = 'taken_out';
}

function activeMember(ship: Ship, id: string): boolean {
  for (const c of ship.crew) if (c.id === id && c.status === 'active') return true;
  return false;
}

function everyRoleHeld(ship: Ship): boolean {
  for (const role of ROLES) if (!activeMember(ship, ship.roles[role])) return false;
  return true;
}

/**
 * EX-CREW-6: each vacant role passes to the first active member in succession holding no role,
 * else to the first active member. Returns false when no one is left (EX-CREW-7).
 */
export function reassignRoles(ship: Ship): boolean {
  // Every role held by an active member (as nearly always): nothing passes down.
  if (everyRoleHeld(ship)) return ship.succession.some((id) => activeMember(ship, id));
  const active = (id: string) => activeMember(ship, id);
  const order = ship.succession.filter(active);
  if (order.length === 0) return false;
  for (const role of ROLES) {
    if (active(ship.roles[role])) continue;
    const held = new Set(ROLES.map((r) => ship.roles[r]).filter(active));
    own(ship, 'roles')[role] = order.find((id) => !held.has(id)) ?? order[0];
  }
  return true;
}

/** EX-CREW-8: a uniform pick among active crew in roster order (a d6 re-rolled while too big). */
export function pickCrew(ship: Ship, dice: Dice, purpose: string): CrewMember | null {
  const active = ship.crew.filter((c) => c.status === 'active');
  if (active.length === 0) return null;
  if (active.length > 6) {
    return active[dice.roll({ purpose, sides: active.length, count: 1 })[0] - 1];
  }
  for (;;) {
    const face = dice.d(6, purpose);
    if (face <= active.length) return active[face - 1];
  }
}

/** EX-CREW-9: Toughness is max(0, CON). */
export function toughnessOf(c: CrewMember): number {
  return Math.max(0, c.abilities.CON);
}
