/**
 * Stellar Empires for the search bot: a game cut short is judged by the victory points each side
 * would score now (SE-END-5), and the structure each has lost short of that.
 */
import { oddsOfLead, type Evaluation } from '../../../bots/evaluation.js';
import { victoryPoints } from '../rules/end-phase.js';
import { design } from '../rules/ships.js';
import type { SeState, Side } from '../state.js';

/** Structure blocks lost, as a share of a crippling's points (one category). */
function wear(state: SeState, side: Side): number {
  let worn = 0;
  for (const ship of state.ships) {
    if (ship.side !== side || ship.status !== 'active') continue;
    const d = design(ship);
    let blocks = d.primary_structure.blocks;
    let marked = ship.primaryMarked;
    for (const [id, section] of Object.entries(ship.sections)) {
      blocks += d.sections[id as keyof typeof d.sections].structure.blocks;
      marked += section.blocksMarked;
    }
    if (blocks > 0) worn += (d.category * marked) / blocks;
  }
  return worn;
}

export const evaluate: Evaluation<SeState> = (state, seat) => {
  const me = seat === 1 ? 1 : 0;
  const other = me === 1 ? 0 : 1;
  const lead =
    victoryPoints(state, me) + wear(state, other) - victoryPoints(state, other) - wear(state, me);
  const total = state.ships.reduce((n, s) => n + 2 * design(s).category, 0);
  return oddsOfLead(lead, Math.max(1, total * 0.1));
};
