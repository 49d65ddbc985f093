/**
 * Track/Follow That Ship in play (SE-CMD-TRACK, SE-CMD-4, SE-Q-6, SE-Q-68): the opposed crew
 * roll, and next turn's movement order with the tracker moving right after its target's unit.
 */
import { injectedDice, seededDice } from '../../../testing/context.js';
import { SE_KINDS } from '../decisions/index.js';
import { flow } from '../flow.js';
import { commandProblems, rollCommands } from '../rules/level2/declare-commands.js';
import { leaveSquadron } from '../rules/squadrons.js';
import type { SeState } from '../state.js';
import { borderClashLevel2, ship } from './fixtures.js';

const codes = (p: { code: string }[]) => p.map((x) => x.code);

/** Border Clash at Level 2 with the Rapier out of its squadron, an independent ship. */
function withIndependentRapier(): SeState {
  const s = borderClashLevel2();
  leaveSquadron(s, ship(s, 'A3'), () => {}, 'test');
  return s;
}

/** Plays the Movement Phase with default orders; the units in the order they moved. */
function movementOrder(s: SeState, seed: string): string[] {
  const ctx = seededDice(seed);
  const moved: string[] = [];
  flow.advance(s, ctx);
  for (let guard = 0; guard < 50 && s.phase === 'movement'; guard++) {
    const open = flow.open(s)!;
    const seat = open.seats[0];
    const kind = SE_KINDS[open.kind as keyof typeof SE_KINDS];
    const order = kind.defaultOrder(s as never, seat, null as never);
    expect(codes(kind.validate(s as never, seat, null as never, order as never))).toEqual([]);
    if (open.kind === 'move_declare') moved.push((order as { unit: string }).unit);
    kind.apply(s as never, seat, null as never, order as never, ctx);
    flow.advance(s, ctx);
  }
  return moved;
}

describe('Track/Follow That Ship (SE-CMD-TRACK)', () => {
  it('SE-CMD-TRACK, SE-Q-68: independent ships only, naming an enemy ship in play', () => {
    const s = withIndependentRapier();
    const track = (unit: string, ship: string, target?: string) =>
      codes(
        commandProblems(
          s,
          unit,
          [{ ship, commands: ['TRACK_FOLLOW'], ...(target ? { command_target: target } : {}) }],
          [],
        ),
      );
    expect(track('A3', 'A3', 'B1')).toEqual([]);
    expect(track('A3', 'A3')).toEqual(['E_COMMAND_TARGET']);
    expect(track('A3', 'A3', 'A1')).toEqual(['E_COMMAND_TARGET']);
    expect(track('A-SQ1', 'A1', 'B1')).toEqual(['E_COMMAND_NOT_ALLOWED_IN_SQUADRON']);
  });

  it('SE-EX-33, SE-CMD-4, SE-Q-6: a regular crew (5) tracking a veteran (6) succeeds on D10 + 6 ≤ 10', () => {
    const s = withIndependentRapier();
    const entry = { ship: 'A3', commands: ['TRACK_FOLLOW'], command_target: 'B1' };
    rollCommands(s, [entry], injectedDice([4]));
    expect(ship(s, 'A3').commands).toEqual([{ id: 'TRACK_FOLLOW', success: true, target: 'B1' }]);
    rollCommands(s, [entry], injectedDice([5]));
    expect(ship(s, 'A3').commands[0].success).toBe(false);
  });

  it('SE-CMD-TRACK, SE-MOV-2: next turn the tracker is out of the counts and moves right after its target’s unit', () => {
    for (const seed of ['t-1', 't-2', 't-3']) {
      const s = withIndependentRapier();
      ship(s, 'A3').tracking = 'B2';
      const order = movementOrder(s, seed);
      expect(order.indexOf('A3')).toBe(order.indexOf('B-SQ1') + 1);
      expect([...order].sort()).toEqual(['A-SQ1', 'A3', 'B-SQ1']);
    }
  });

  it('SE-CMD-TRACK: a tracker whose target left play moves after every other unit', () => {
    const s = withIndependentRapier();
    ship(s, 'A3').tracking = 'B2';
    ship(s, 'B2').status = 'destroyed';
    s.squadrons.find((q) => q.id === 'B-SQ1')!.ships = ['B1', 'B3'];
    expect(movementOrder(s, 't-4').at(-1)).toBe('A3');
  });

  it('SE-CMD-TRACK: trackers waiting on each other move last, initiative loser first, alternating', () => {
    const s = withIndependentRapier();
    leaveSquadron(s, ship(s, 'B2'), () => {}, 'test');
    ship(s, 'A3').tracking = 'B2';
    ship(s, 'B2').tracking = 'A3';
    const order = movementOrder(s, 't-5');
    expect(order.slice(-2)).toEqual(s.initiativeLoser === 0 ? ['A3', 'B2'] : ['B2', 'A3']);
  });
});
