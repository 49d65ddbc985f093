/**
 * What a SITS bot reads: its view, which holds the whole open game (SITS-GEN-8), turned back into
 * the rules' own game so the bot can ask the rules the questions a player asks the charts.
 */
import type { SitsGame } from '../state.js';
import type { viewOf } from '../view.js';

export type SitsView = ReturnType<typeof viewOf>;

export function gameOfView(v: SitsView): SitsGame {
  return {
    turn: v.turn,
    segment: v.segment,
    g: v.g,
    turnLimit: v.turnLimit,
    optionalRules: v.optionalRules,
    sides: v.sides.map((s) => ({
      id: s.id,
      name: s.name,
      forceCost: s.forceCost,
      miracleCommander: s.miracleCommander,
      miracleHand: 'miracleHand' in s ? s.miracleHand : [],
      miracleHeld: 'miracleHeld' in s ? s.miracleHeld : false,
      deck: [],
      conceded: s.conceded,
    })),
    ships: Object.fromEntries(
      v.ships.map((s) => [
        s.id,
        { ...s, pos: { q: s.pos.q, r: s.pos.r }, fpm: { q: s.fpm.q, r: s.fpm.r } },
      ]),
    ),
    classes: v.classes,
    salvos: v.salvos,
    decoys: v.decoys,
  };
}
