/**
 * Dice as players write them: `2d6kl1: [3, 5] → 3`, `3d6: [1, 4, 6] → 11`. The notation says what
 * was rolled and which dice were kept, the list what came up, the arrow what it came to.
 */
import type { DiceLine } from '../core/presentation.js';

export function diceNotation(line: DiceLine): string {
  const keep = line.keep ? `k${line.keep.which === 'highest' ? 'h' : 'l'}${line.keep.n}` : '';
  return `${line.count}d${line.sides}${keep}`;
}

export function formatDice(line: DiceLine): string {
  const result = Array.isArray(line.result) ? `[${line.result.join(', ')}]` : String(line.result);
  const rolled = `${diceNotation(line)}: [${line.faces.join(', ')}] → ${result}`;
  return line.for ? `${line.for} ${rolled}` : rolled;
}

/** A pool of which the best or worst `n` decide: the kept faces and what they sum to. */
export function keptDice(
  faces: readonly number[],
  sides: number,
  which: 'highest' | 'lowest',
  n = 1,
): DiceLine {
  const sorted = [...faces].sort((a, b) => (which === 'highest' ? b - a : a - b));
  const result = sorted.slice(0, n).reduce((a, b) => a + b, 0);
  return { count: faces.length, sides, faces: [...faces], keep: { which, n }, result };
}

/** Dice that are all summed. */
export function summedDice(faces: readonly number[], sides: number, forWhat?: string): DiceLine {
  const line: DiceLine = {
    count: faces.length,
    sides,
    faces: [...faces],
    result: faces.reduce((a, b) => a + b, 0),
  };
  if (forWhat) line.for = forWhat;
  return line;
}
