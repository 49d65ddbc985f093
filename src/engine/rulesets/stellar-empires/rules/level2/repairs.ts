/**
 * Repairs in step (a) of the Action Phase (SE-ACT-1..4, provisional, SE-Q-56): each ship not under
 * No Dam Con makes one repair roll (two under All Hands to Deck); the order names the item before
 * the roll, and a success (D10 + modifiers ≤ crew-roll skill) removes one mark from it.
 */
import type { StepContext } from '../../../../core/contract.js';
import { problem, type Problem } from '../../../../core/problems.js';
import type { SeState, ShipState, Side } from '../../state.js';
import { crewSkill } from '../ships.js';
import { hasCommand, isBraced } from './command-mods.js';
import { damageRecord, systemDamage } from './system-damage.js';

export const RepairCodes = {
  level: 'E_LEVEL_DISABLED',
  unknownShip: 'E_UNKNOWN_SHIP',
  notOwner: 'E_NOT_OWNER',
  count: 'E_REPAIR_COUNT',
  notAllowed: 'E_REPAIR_NOT_ALLOWED',
} as const;

export type RepairKind =
  | 'speed'
  | 'turns'
  | 'sensor'
  | 'interceptor'
  | 'targeting_computer'
  | 'weapons_control'
  | 'weapon'
  | 'bay';

export const REPAIR_KINDS: readonly RepairKind[] = [
  'speed',
  'turns',
  'sensor',
  'interceptor',
  'targeting_computer',
  'weapons_control',
  'weapon',
  'bay',
];

export interface RepairItem {
  kind: RepairKind;
  system?: string;
  bay?: string;
}

export interface ShipRepairs {
  ship: string;
  items: RepairItem[];
}

/** SE-ACT-1, SE-CMD-AHD, SE-CRIT-14: 1 roll, 2 under All Hands to Deck, none under No Dam Con. */
export function repairRolls(ship: ShipState): number {
  if (ship.status !== 'active' || systemDamage(ship).noDamageControl) return 0;
  return hasCommand(ship, 'ALL_HANDS_TO_DECK') ? 2 : 1;
}

/** SE-ACT-2: All Hands to Deck (either version) −2, Brace for Impact +3, to the roll. */
export function repairModifier(ship: ShipState): number {
  return (
    (hasCommand(ship, 'ALL_HANDS_TO_DECK') || hasCommand(ship, 'ALL_HANDS_TO_DECK_COMBAT')
      ? -2
      : 0) + (isBraced(ship) ? 3 : 0)
  );
}

const FIELD: Record<
  Exclude<RepairKind, 'weapon' | 'bay'>,
  'speed' | 'turns' | 'sensor' | 'interceptor' | 'targetingComputer' | 'weaponsControl'
> = {
  speed: 'speed',
  turns: 'turns',
  sensor: 'sensor',
  interceptor: 'interceptor',
  targeting_computer: 'targetingComputer',
  weapons_control: 'weaponsControl',
};

/** SE-ACT-3: how many marks of an item a ship has that a repair could remove. */
export function marksOn(ship: ShipState, item: RepairItem): number {
  const d = systemDamage(ship);
  if (item.kind === 'weapon') return ship.systems.find((x) => x.id === item.system)?.lost ?? 0;
  if (item.kind === 'bay') return d.baysDestroyed.includes(item.bay ?? '') ? 1 : 0;
  return d[FIELD[item.kind]];
}

function itemKey(item: RepairItem): string {
  return `${item.kind}/${item.system ?? item.bay ?? ''}`;
}

/** Every item of a ship a repair could fix now, one entry per kind (and system or bay). */
export function repairableItems(ship: ShipState): RepairItem[] {
  const out: RepairItem[] = [];
  for (const kind of REPAIR_KINDS) {
    if (kind === 'weapon')
      for (const st of ship.systems) {
        if (st.lost > 0) out.push({ kind, system: st.id });
      }
    else if (kind === 'bay')
      for (const bay of systemDamage(ship).baysDestroyed) out.push({ kind, bay });
    else if (marksOn(ship, { kind }) > 0) out.push({ kind });
  }
  return out;
}

/** The sides with a ship that could repair something this Action Phase, initiative loser first. */
export function sidesOwingRepairs(s: SeState): Side[] {
  const order: Side[] = [s.initiativeLoser, (1 - s.initiativeLoser) as Side];
  return order.filter((side) =>
    s.ships.some((x) => x.side === side && repairRolls(x) > 0 && repairableItems(x).length > 0),
  );
}

/** SE-ACT-1..4: every problem with a side's repair order. */
export function repairProblems(s: SeState, side: Side, repairs: readonly ShipRepairs[]): Problem[] {
  if (repairs.length > 0 && !s.options.level2)
    return [problem(RepairCodes.level, 'repairs are Level 2 rules (option level2)', '/repairs')];
  const out: Problem[] = [];
  const seen = new Set<string>();
  repairs.forEach((r, i) => {
    const at = `/repairs/${i}`;
    const ship = s.ships.find((x) => x.id === r.ship && x.status === 'active');
    if (!ship || seen.has(r.ship))
      return void out.push(
        problem(
          RepairCodes.unknownShip,
          `no ship "${r.ship}" in play (or listed twice)`,
          `${at}/ship`,
        ),
      );
    seen.add(r.ship);
    if (ship.side !== side)
      return void out.push(
        problem(RepairCodes.notOwner, `${r.ship} is the other side's`, `${at}/ship`),
      );
    if (r.items.length > repairRolls(ship))
      out.push(
        problem(
          RepairCodes.count,
          `${r.ship} makes ${repairRolls(ship)} repair roll(s) this turn (SE-ACT-1)`,
          `${at}/items`,
        ),
      );
    const used: Record<string, number> = {};
    r.items.forEach((item, j) => {
      const key = itemKey(item);
      used[key] = (used[key] ?? 0) + 1;
      if (used[key] > marksOn(ship, item))
        out.push(
          problem(
            RepairCodes.notAllowed,
            `${r.ship} has no ${key} damage left to repair (SE-ACT-3)`,
            `${at}/items/${j}`,
          ),
        );
    });
  });
  return out;
}

/** SE-ACT-2..4: one roll per named item; a success removes one mark, a failure nothing. */
export function makeRepairs(s: SeState, repairs: readonly ShipRepairs[], ctx: StepContext): void {
  for (const r of repairs) {
    const ship = s.ships.find((x) => x.id === r.ship)!;
    const mod = repairModifier(ship);
    const skill = crewSkill(ship).crewRoll;
    for (const item of r.items) {
      const [roll] = ctx.dice.roll({
        purpose: `repair: ${ship.id} ${itemKey(item)}`,
        sides: 10,
        seat: ship.side,
      });
      const success = roll + mod <= skill;
      if (success) removeMark(ship, item);
      ctx.emit({
        type: 'repair.rolled',
        data: { ship: ship.id, item, roll, modifier: mod, skill, success },
      });
    }
  }
}

function removeMark(ship: ShipState, item: RepairItem): void {
  if (item.kind === 'weapon') {
    ship.systems.find((x) => x.id === item.system)!.lost -= 1;
    return;
  }
  const d = damageRecord(ship);
  if (item.kind === 'bay') d.baysDestroyed = d.baysDestroyed.filter((b) => b !== item.bay);
  else d[FIELD[item.kind]] -= 1;
}
