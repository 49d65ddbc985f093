/**
 * What a viewer may know (SITS-GEN-8): the whole game is open (positions, vectors, facing, roll,
 * thrust, damage, ammunition) except orders not yet revealed and, with miracle cards, another
 * side's hand and every deck's order. Positions are given in hexes and on the plane, for a VTT.
 */
import { copyJson } from '../../core/json.js';
import type { Viewer } from '../../core/contract.js';
import { hexCenter, type Axial } from '../../geometry/hex.js';
import { HALF_ROOT_THREE } from '../../geometry/clock.js';
import { shipsInOrder, type ShipState, type SitsState } from './state.js';

/** Hexes are drawn with neighbouring centres 1 unit apart, x to the right and y up the map. */
export const HEX_SIZE = 1 / (2 * HALF_ROOT_THREE);

/** A hex and its centre on the plane (x right, y up; adjacent centres 1 unit apart). */
export function placed(h: Axial) {
  const p = hexCenter(h, HEX_SIZE);
  return { q: h.q, r: h.r, x: p.x, y: p.y };
}

function shipView(ship: ShipState) {
  return {
    ...copyJson(ship),
    pos: placed(ship.pos),
    fpm: placed(ship.fpm),
  };
}

export function viewOf(s: SitsState, viewer: Viewer) {
  const mySide = viewer === null ? null : s.seatSides[viewer];
  return {
    turn: s.turn,
    segment: s.segment,
    g: s.g,
    step: s.step,
    turnLimit: s.turnLimit,
    optionalRules: { ...s.optionalRules },
    mySide,
    units: { plane: 'adjacent hex centres are 1 unit apart; x right, y up the map (direction A)' },
    sides: s.sides.map((side) => ({
      id: side.id,
      name: side.name,
      forceCost: side.forceCost,
      conceded: side.conceded,
      miracleCommander: side.miracleCommander,
      ...(side.id === mySide
        ? { miracleHand: [...side.miracleHand], miracleHeld: side.miracleHeld }
        : { miracleCards: side.miracleHand.length }),
      deckSize: side.deck.length,
    })),
    ships: shipsInOrder(s).map(shipView),
    classes: copyJson(s.classes),
    salvos: copyJson(s.salvos),
    decoys: copyJson(s.decoys),
    awaiting: s.concerned.filter((side) => !(side in s.submitted)),
    mySubmission: mySide !== null && mySide in s.submitted ? copyJson(s.submitted[mySide]) : null,
    ended: s.ended,
  };
}
