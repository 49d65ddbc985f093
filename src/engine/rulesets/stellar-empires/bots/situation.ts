/**
 * What a Stellar Empires bot reads: its view, which holds the whole open table, turned back into
 * the rules' own state so the bot can ask the rules the questions a player asks the rulebook.
 */
import { copyJson } from '../../../core/json.js';
import type { SeState } from '../state.js';
import type { viewOf } from '../view.js';

export type SeView = ReturnType<typeof viewOf>;

export function stateOfView(v: SeView): SeState {
  return {
    options: v.options,
    table: v.table,
    terrain: v.terrain,
    ...(v.fighters ? { fighters: copyJson(v.fighters) } : {}),
    turnLimit: v.turnLimit,
    turn: v.turn,
    phase: v.phase,
    sideNames: v.sideNames,
    tech: v.tech,
    ships: copyJson(v.ships),
    squadrons: copyJson(v.squadrons),
    initiativeLoser: v.initiativeLoser,
    acted: [...v.acted],
    burst: v.burst,
    declared: v.declared,
    markers: [],
    nextMarker: 1,
    activation: null,
    interception: v.interception ? copyJson(v.interception) : null,
    spent: copyJson(v.spent),
    impacts: [],
    impactUnit: null,
    nextHit: 1,
    squadronTargets: { ...v.squadronTargets },
    halfArmor: {},
    turnStarted: true,
    hitQueue: [],
    ended: v.ended,
  };
}
