/**
 * Dice Duel's bots. A bot sees what a player sees (its view and the order description), never the
 * state. The random bot serves every ruleset; `cautious` shows a ruleset's own.
 */
import { randomBot, type Bot } from '../../../bots/bot.js';
import type { DuelOrder } from '../state.js';

/** Attacks as hard as it can, but defends when the description offers no effort above 1. */
export const cautiousBot: Bot = {
  id: 'cautious',
  name: 'Cautious',
  description: 'Attacks with all it has; defends when it is down to one point of effort.',
  decide(turn) {
    const choices = (turn.description.choices ?? []) as DuelOrder[];
    const attacks = choices.filter((c) => c.stance === 'attack');
    const best = attacks.reduce<DuelOrder | null>(
      (a, c) => (a && a.effort >= c.effort ? a : c),
      null,
    );
    return best && best.effort > 1 ? best : turn.description.example;
  },
};

export const diceDuelBots: readonly Bot[] = [randomBot, cautiousBot];
