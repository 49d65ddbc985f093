/**
 * Level 2 special commands as numbers (SE-CMD-3, SE-CMD-4, SE-CMD-7): crew rolls and what a
 * successful command does to the movement allowance.
 */
import { SE_DATA } from '../../data/se-data.js';
import type { CommandFile } from '../../data/data-file.js';
import { DEFAULT_ENVELOPE } from '../movement.js';

export const SE_COMMAND_IDS: readonly string[] = SE_DATA.command_table.commands.map((c) => c.id);

export function commandDef(id: string): CommandFile | undefined {
  return SE_DATA.command_table.commands.find((c) => c.id === id);
}

/** SE-CMD-3, SE-Q-5: succeeds when d10 ≤ crew-roll skill + the command's modifier; free always. */
export function crewRollSucceeds(
  command: CommandFile,
  roll: number,
  crewRollSkill: number,
): boolean {
  if (command.crew_roll.kind === 'free') return true;
  return roll <= crewRollSkill + (command.crew_roll.modifier ?? 0);
}

/** SE-CMD-4, SE-Q-6: opposed: d10 + the target's crew-roll skill ≤ own skill + 5. */
export function opposedSucceeds(roll: number, own: number, target: number): boolean {
  return roll + target <= own + 5;
}

/** SE-CMD-7, SE-MOV-6, SE-MOV-8: envelope and turn points after a successful movement command. */
export function commandAllowance(
  command: CommandFile | undefined,
  baseTurns: number,
): { envelope: readonly [number, number]; turnPoints: number } {
  if (!command || command.speed_multiplier === 'any')
    return { envelope: DEFAULT_ENVELOPE, turnPoints: Math.max(0, baseTurns + turnShift(command)) };
  const t = command.turns;
  const turnPoints =
    t.mode === 'set'
      ? (t.value ?? 0)
      : t.mode === 'add'
        ? Math.max(0, baseTurns + (t.value ?? 0))
        : baseTurns;
  return { envelope: command.speed_multiplier, turnPoints };
}

function turnShift(command: CommandFile | undefined): number {
  return command && command.turns.mode === 'add' ? (command.turns.value ?? 0) : 0;
}

/** SE-CMD-6: commands the engine refuses because the rulebook gives them no effect (SE-Q-61). */
export function commandAvailable(command: CommandFile): boolean {
  return command.status !== 'omitted';
}
