/** Squadron bookkeeping (SE-MOV-16..19): command radius, losing contact, falling out, command loss. */
import { distance } from '../../../geometry/index.js';
import type { RulesetEvent } from '../../../core/contract.js';
import type { SeState, ShipState } from '../state.js';
import { position } from './bearings.js';
import { design } from './ships.js';
import { RANGE_EPSILON } from './to-hit.js';

export const COMMAND_RADIUS = 7;

/** Makes a ship independent (SE-MOV-17, SE-MOV-18): it can never rejoin. */
export function leaveSquadron(
  s: SeState,
  ship: ShipState,
  emit: (e: RulesetEvent) => void,
  reason: string,
): void {
  const squadron = s.squadrons.find((q) => q.id === ship.squadron);
  if (!squadron) return;
  squadron.ships = squadron.ships.filter((id) => id !== ship.id);
  ship.squadron = null;
  ship.outOfCommandStreak = 0;
  emit({ type: 'ship.left_squadron', data: { ship: ship.id, squadron: squadron.id, reason } });
  reviewSquadron(s, squadron.id, emit);
}

/**
 * SE-MOV-19: a squadron that lost its command ship names a new one (the rule default: highest
 * category, then lowest id, SE-D-2); one reduced to a single ship dissolves.
 */
export function reviewSquadron(
  s: SeState,
  squadronId: string,
  emit: (e: RulesetEvent) => void,
): void {
  const squadron = s.squadrons.find((q) => q.id === squadronId);
  if (!squadron) return;
  const members = squadron.ships
    .map((id) => s.ships.find((x) => x.id === id))
    .filter((x): x is ShipState => x !== undefined && x.status === 'active');
  squadron.ships = members.map((m) => m.id);
  if (members.length <= 1) {
    for (const m of members) m.squadron = null;
    s.squadrons = s.squadrons.filter((q) => q.id !== squadronId);
    emit({ type: 'squadron.dissolved', data: { squadron: squadronId, ships: squadron.ships } });
    return;
  }
  if (members.some((m) => m.id === squadron.commandShip)) return;
  const next = [...members].sort(
    (a, b) => design(b).category - design(a).category || (a.id < b.id ? -1 : 1),
  )[0];
  squadron.commandShip = next.id;
  emit({ type: 'command_ship.named', data: { squadron: squadronId, ship: next.id } });
}

/** SE-MOV-16, SE-MOV-17: after the Movement Phase, who is out of command and who lost contact. */
export function checkCommandRadius(s: SeState, emit: (e: RulesetEvent) => void): void {
  for (const squadron of [...s.squadrons]) {
    const command = s.ships.find((x) => x.id === squadron.commandShip);
    if (!command) continue;
    for (const id of [...squadron.ships]) {
      const ship = s.ships.find((x) => x.id === id);
      if (!ship || ship.status !== 'active' || ship.id === command.id) continue;
      const out = distance(position(ship), position(command)) > COMMAND_RADIUS + RANGE_EPSILON;
      ship.outOfCommand = out;
      ship.outOfCommandStreak = out ? ship.outOfCommandStreak + 1 : 0;
      if (out)
        emit({ type: 'ship.out_of_command', data: { ship: ship.id, squadron: squadron.id } });
    }
  }
}

/** SE-MOV-17: ships out of command at the end of two Movement Phases in a row leave next turn. */
export function loseContact(s: SeState, emit: (e: RulesetEvent) => void): void {
  for (const ship of s.ships) {
    if (ship.status === 'active' && ship.squadron !== null && ship.outOfCommandStreak >= 2)
      leaveSquadron(s, ship, emit, 'lost contact');
  }
}
