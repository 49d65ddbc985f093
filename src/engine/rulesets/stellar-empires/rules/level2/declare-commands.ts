/**
 * Declaring Level 2 special commands (SE-CMD-1..6, SE-MOV-15) at the start of a unit's move:
 * the checks of a declaration, and the crew rolls that decide each command.
 */
import type { StepContext } from '../../../../core/contract.js';
import { problem, type Problem } from '../../../../core/problems.js';
import type { SeState, ShipState } from '../../state.js';
import { crewSkill, isCrippled, unitShips } from '../ships.js';
import { commandDef, crewRollSucceeds, opposedSucceeds } from './commands.js';

export const CommandCodes = {
  level: 'E_LEVEL_DISABLED',
  unknown: 'E_COMMAND_UNKNOWN',
  notAvailable: 'E_COMMAND_NOT_AVAILABLE',
  combination: 'E_COMMAND_COMBINATION',
  mismatch: 'E_SQUADRON_COMBINED_MISMATCH',
  crippled: 'E_COMMAND_CRIPPLED',
  precondition: 'E_COMMAND_PRECONDITION',
  unknownShip: 'E_UNKNOWN_SHIP',
  cannotFire: 'E_CANNOT_FIRE',
  target: 'E_COMMAND_TARGET',
  inSquadron: 'E_COMMAND_NOT_ALLOWED_IN_SQUADRON',
} as const;

export interface ShipCommands {
  ship: string;
  commands: string[];
  /** The enemy ship an opposed command names (SE-CMD-4, SE-CMD-TRACK). */
  command_target?: string | null;
}

/**
 * Commands the engine does not play yet: their effects need rules not built so far (fighters).
 * Refused like the omitted ones, so no order can ask for an effect that would silently not happen.
 */
export const NOT_YET_PLAYED: readonly string[] = [];

export function commandPlayable(id: string): boolean {
  const c = commandDef(id);
  return c !== undefined && c.status !== 'omitted' && !NOT_YET_PLAYED.includes(id);
}

/** SE-CMD-4, SE-CMD-TRACK, SE-Q-68: an opposed command names an enemy ship; Track/Follow is for independents. */
function opposedProblems(s: SeState, ship: ShipState, e: ShipCommands, at: string): Problem[] {
  const out: Problem[] = [];
  if (ship.squadron !== null)
    out.push(
      problem(CommandCodes.inSquadron, `${ship.id} is in a squadron (SE-CMD-TRACK, SE-Q-68)`, at),
    );
  const target = s.ships.find((x) => x.id === e.command_target);
  if (!target || target.status !== 'active' || target.side === ship.side)
    out.push(problem(CommandCodes.target, 'name an enemy ship in play as command_target', at));
  return out;
}

/** SE-CMD-2, SE-CMD-6, SE-CMD-BWB, SE-MOV-15: every problem with a unit's declarations. */
export function commandProblems(
  s: SeState,
  unit: string,
  entries: readonly ShipCommands[],
  launchingShips: readonly string[],
): Problem[] {
  if (entries.every((e) => e.commands.length === 0)) return [];
  if (!s.options.level2)
    return [
      problem(
        CommandCodes.level,
        'special commands are Level 2 rules (option level2)',
        '/commands',
      ),
    ];
  const out: Problem[] = [];
  const ships = unitShips(s, unit);
  const combinedOf = new Map<string, string | null>();
  entries.forEach((e, i) => {
    const at = `/commands/${i}`;
    const ship = ships.find((x) => x.id === e.ship);
    if (!ship) {
      out.push(
        problem(
          CommandCodes.unknownShip,
          `${e.ship} is not a ship of ${unit} in play`,
          `${at}/ship`,
        ),
      );
      return;
    }
    if (e.commands.length > 0 && isCrippled(ship))
      out.push(problem(CommandCodes.crippled, `${ship.id} is crippled (SE-CMD-6)`, at));
    const types = { movement: 0, combat: 0, combined: 0 };
    e.commands.forEach((id, j) => {
      const c = commandDef(id);
      if (!c)
        return void out.push(
          problem(CommandCodes.unknown, `no command ${id}`, `${at}/commands/${j}`),
        );
      if (!commandPlayable(id))
        out.push(
          problem(
            CommandCodes.notAvailable,
            `${c.name} is not available in this engine`,
            `${at}/commands/${j}`,
          ),
        );
      types[c.type] += 1;
      if (c.requires_previous !== undefined && ship.lastMoveCommand !== c.requires_previous)
        out.push(
          problem(
            CommandCodes.precondition,
            `${c.name} needs a successful ${String(c.requires_previous)} last turn`,
            `${at}/commands/${j}`,
          ),
        );
      if (c.crew_roll.kind === 'opposed')
        out.push(...opposedProblems(s, ship, e, `${at}/commands/${j}`));
      if (id === 'RIG_FOR_SILENT_RUNNING' && launchingShips.includes(ship.id))
        out.push(
          problem(
            CommandCodes.cannotFire,
            `${ship.id} cannot launch while running silent`,
            `${at}/commands/${j}`,
          ),
        );
    });
    if (types.movement > 1 || types.combat > 1 || (types.combined > 0 && e.commands.length > 1))
      out.push(
        problem(
          CommandCodes.combination,
          'one movement and one combat command, or one combined command alone (SE-CMD-2)',
          `${at}/commands`,
        ),
      );
    if (!isCrippled(ship))
      combinedOf.set(ship.id, e.commands.find((id) => commandDef(id)?.type === 'combined') ?? null);
  });
  // SE-MOV-15: a combined command in a squadron is every (uncrippled) member's only command.
  const combined = [...combinedOf.values()].filter((c) => c !== null);
  if (combined.length > 0) {
    const uncrippled = ships.filter((x) => !isCrippled(x));
    const same = uncrippled.every((x) => combinedOf.get(x.id) === combined[0]);
    if (ships.length > 1 && !same)
      out.push(
        problem(
          CommandCodes.mismatch,
          'every squadron member must declare the same combined command',
          '/commands',
        ),
      );
  }
  return out;
}

/** SE-CMD-3, SE-CMD-5: one crew roll per command that is not free; a failure cancels that one only. */
export function rollCommands(s: SeState, entries: readonly ShipCommands[], ctx: StepContext): void {
  for (const e of entries) {
    const ship = s.ships.find((x) => x.id === e.ship);
    if (!ship) continue;
    ship.commands = e.commands.map((id) => {
      const c = commandDef(id)!;
      const skill = crewSkill(ship).crewRoll;
      if (c.crew_roll.kind === 'free') return { id, success: true };
      const [roll] = ctx.dice.roll({
        purpose: `crew roll: ${ship.id} ${c.name}`,
        sides: 10,
        seat: ship.side,
      });
      const target = s.ships.find((x) => x.id === e.command_target);
      if (c.crew_roll.kind === 'opposed' && target)
        return {
          id,
          success: opposedSucceeds(roll, skill, crewSkill(target).crewRoll),
          target: target.id,
        };
      return { id, success: crewRollSucceeds(c, roll, skill) };
    });
    ctx.emit({ type: 'commands.declared', data: { ship: ship.id, commands: ship.commands } });
  }
}
