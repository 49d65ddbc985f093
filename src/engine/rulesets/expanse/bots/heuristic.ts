/**
 * The heuristic captain: closes to Close range where every weapon bears, fires everything at the
 * most damaged enemy, puts EW on offence, dodges under high-g when several shots come in, and
 * spends stunt points where they pay most (Penetrate Hull, Precise Hit, On-target, Evasive
 * Action). It reads only its view and the order description, like any bot.
 */
import type { Bot, BotTurn } from '../../../bots/bot.js';
import type { StuntOrder } from '../orders.js';
import type { ExpanseView } from '../view.js';
import { plan } from './plan.js';

/** What one purchase is worth to the captain; unlisted stunts are not bought. */
const WORTH: Readonly<Record<string, number>> = {
  'EX-STUNT-PENETRATE-HULL': 10,
  'EX-STUNT-PRECISE-HIT': 8,
  'EX-STUNT-ON-TARGET': 7,
  'EX-STUNT-EVASIVE-ACTION': 6,
  'EX-STUNT-PERCEIVED-WEAKNESS': 5,
  'EX-STUNT-SYSTEM-DAMAGE': 4,
  'EX-STUNT-EVASIVE-MANOEUVRE': 4,
  'EX-STUNT-QUICK-FIX': 3,
  'EX-STUNT-PATCH': 2,
  'EX-STUNT-HULL-BREACH': 1,
};

/** The best single purchase among the choices: most worth, then the fewest SP. */
function bestStunt(turn: BotTurn): unknown {
  const choices = (turn.description.choices ?? []) as { stunts?: StuntOrder[] }[];
  let best: { order: unknown; score: number } | null = null;
  for (const c of choices) {
    const x = c.stunts?.[0];
    if (!x) continue;
    const worth = WORTH[x.stunt] ?? 0;
    if (worth === 0) continue;
    if (x.stunt === 'EX-STUNT-SYSTEM-DAMAGE' && x.system !== 'weapons') continue;
    const score = worth * 100 - x.sp;
    if (!best || score > best.score) best = { order: c, score };
  }
  return best?.order ?? turn.description.example;
}

export const heuristicBot: Bot = {
  id: 'heuristic',
  name: 'Heuristic captain',
  description:
    'Closes to Close range, fires every weapon at the most damaged enemy, EW on offence, high-g against salvos, and spends stunt points on Penetrate Hull, Precise Hit, On-target and Evasive Action.',
  decide(turn) {
    const kind = turn.decision.kind;
    if (kind === 'stunts') return bestStunt(turn);
    if (kind === 'attack_damage') {
      // One serious loss hurts less than four normal ones (crew, hull, every system).
      const v = turn.view as ExpanseView;
      const ships = Object.fromEntries(
        v.ships
          .filter((x) => x.side === v.mySide && x.status === 'active')
          .map((x) => [x.id, { two_condition_preference: 'serious' as const }]),
      );
      return { ...(bestStunt(turn) as object), ships };
    }
    return plan(kind, turn.view as ExpanseView) ?? turn.description.example;
  },
};
