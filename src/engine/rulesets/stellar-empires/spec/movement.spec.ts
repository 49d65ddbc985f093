import { vec } from '../../../geometry/index.js';
import { sequence, nextPair } from '../rules/alternation.js';
import {
  arcInterval,
  bearingInArc,
  inArc,
  physicalBearing,
  sectionHit,
} from '../rules/bearings.js';
import { executePath, levelOneAllowance, pathProblems, type PathStep } from '../rules/movement.js';
import { facingOf } from '../rules/to-hit.js';
import { checkCommandRadius, loseContact, leaveSquadron } from '../rules/squadrons.js';
import { destroyShip } from '../rules/hits.js';
import { seededDice } from '../../../testing/context.js';
import { borderClash, place, ship } from './fixtures.js';

const codes = (p: { code: string }[]) => p.map((x) => x.code);

describe('movement (SE-MOV) and arcs (SE-ARC)', () => {
  it('SE-EX-19, SE-MOV-6, SE-MOV-7, SE-MOV-8, SE-MOV-9, SE-MOV-10, SE-Q-7, SE-Q-9: turn points 4, speed 8', () => {
    const s = borderClash();
    const x = ship(s, 'A1');
    const allowance = { ...levelOneAllowance(x), turnPoints: 4 };
    const check = (path: PathStep[]) => codes(pathProblems(x, path, allowance, '/path'));
    expect(
      check([{ fwd: 2 }, { turn: 'R', deg: 90 }, { fwd: 2 }, { turn: 'R', deg: 45 }, { fwd: 2 }]),
    ).toEqual([]);
    expect(check([{ fwd: 2 }, { turn: 'L', deg: 135 }, { fwd: 3 }])).toEqual([]);
    expect(check([{ fwd: 2 }, { turn: 'R', deg: 45 }, { turn: 'R', deg: 45 }, { fwd: 4 }])).toEqual(
      ['E_TURN_DELAY'],
    );
    expect(check([{ fwd: 1 }, { turn: 'R', deg: 45 }, { fwd: 4 }])).toEqual(['E_TURN_DELAY']);
    expect(check([{ fwd: 2 }, { turn: 'R', deg: 180 }, { fwd: 4 }])).toEqual(['E_TURN_BUDGET']);
    expect(check([{ fwd: 3 }])).toEqual(['E_SPEED_OUT_OF_RANGE']);
    expect(check([{ fwd: 9 }])).toEqual(['E_SPEED_OUT_OF_RANGE']);
    x.sections.A.blocksMarked = 10; // crippled
    expect(
      check([{ fwd: 2 }, { turn: 'R', deg: 90 }, { fwd: 2 }, { turn: 'R', deg: 45 }, { fwd: 2 }]),
    ).toContain('E_TURN_SIZE_CRIPPLED');
  });

  it('SE-GEN-10, SE-MOV-12: forward along the heading, turns in 45° steps', () => {
    const s = borderClash();
    const x = place(ship(s, 'A1'), { x: 10, y: 10, heading: 0 });
    executePath(
      x,
      [{ fwd: 2 }, { turn: 'R', deg: 90 }, { fwd: 3 }, { turn: 'L', deg: 45 }, { fwd: Math.SQRT2 }],
      false,
      s.table,
    );
    expect(x.heading).toBe(1);
    expect(x.x).toBeCloseTo(14, 9);
    expect(x.y).toBeCloseTo(13, 9);
  });

  it('SE-MOV-11, SE-ARC-4, SE-GEN-11: rolling swaps port and starboard', () => {
    const s = borderClash();
    const x = place(ship(s, 'A1'), { x: 10, y: 10, heading: 0 });
    expect(physicalBearing(x, vec(15, 10))).toBe(90);
    executePath(x, [{ fwd: 4 }], true, s.table);
    expect(x.rolled).toBe(true);
    expect(physicalBearing(x, vec(15, 14))).toBe(-90);
    expect(inArc(x, 'P/Q', vec(15, 14))).toBe(true);
  });

  it('SE-MOV-13, SE-END-4: leaving the table stops the ship at the edge, disengaged', () => {
    const s = borderClash();
    const x = place(ship(s, 'A1'), { x: 2, y: 10, heading: 6 });
    const r = executePath(x, [{ fwd: 5 }], false, s.table);
    expect(r.leftTable).toBe(true);
    expect(x.status).toBe('disengaged');
    expect(x.x).toBe(0);
  });

  it('SE-MOV-14: ships may end on the same point', () => {
    const s = borderClash();
    const a = place(ship(s, 'A1'), { x: 10, y: 10, heading: 2 });
    place(ship(s, 'B1'), { x: 14, y: 10 });
    executePath(a, [{ fwd: 4 }], false, s.table);
    expect(a.status).toBe('active');
    expect([a.x, a.y]).toEqual([14, 10]);
  });

  it('SE-EX-7, SE-MOV-2, SE-HIT-1: 8 winner units against 5 loser units', () => {
    expect(
      sequence(1, 5, 8)
        .map((side) => (side === 1 ? 'B' : 'A'))
        .join(''),
    ).toBe('BABABAABAABAA');
    expect(nextPair(3, 6)).toEqual({ loser: 1, winner: 2 });
    expect(nextPair(0, 3)).toEqual({ loser: 0, winner: 3 });
  });

  it('SE-ARC-1, SE-ARC-2, SE-ARC-3: arc intervals and boundaries included', () => {
    expect(arcInterval('F/Q')).toEqual({ lo: -45, size: 90 });
    expect(arcInterval('FP/THIRD')).toEqual({ lo: -120, size: 120 });
    expect(arcInterval('AS/Q')).toEqual({ lo: 90, size: 90 });
    expect(bearingInArc(45, 'F/Q')).toBe(true);
    expect(bearingInArc(46, 'F/Q')).toBe(false);
    expect(bearingInArc(180, 'A/HALF')).toBe(true);
    expect(bearingInArc(-100, 'AP/Q')).toBe(true);
    expect(bearingInArc(-80, 'AP/Q')).toBe(false);
    expect(bearingInArc(123, 'F/FULL')).toBe(true);
  });

  it('SE-ARC-5: a weapon targets only ships in its arc', () => {
    const s = borderClash();
    const x = place(ship(s, 'A1'), { x: 10, y: 10, heading: 2 });
    expect(inArc(x, 'F/Q', vec(20, 12))).toBe(true);
    expect(inArc(x, 'F/Q', vec(5, 10))).toBe(false);
    expect(inArc(x, 'A/HALF', vec(5, 10))).toBe(true);
  });

  it('SE-ARC-6, SE-ARC-7, SE-ARC-8, SE-ARC-9: section hit from the attack origin; split arcs by the default', () => {
    const s = borderClash();
    const t = place(ship(s, 'A1'), { x: 10, y: 10, heading: 0 });
    expect(sectionHit(t, vec(10, 20))).toBe('F');
    expect(sectionHit(t, vec(20, 10))).toBe('S');
    expect(sectionHit(t, vec(0, 10))).toBe('P');
    expect(sectionHit(t, vec(10, 0))).toBe('A');
    // Exactly 45°: fore has more unmarked blocks (14 vs 12) → F; once fore is battered → S.
    expect(sectionHit(t, vec(15, 15))).toBe('F');
    t.sections.F.blocksMarked = 5;
    expect(sectionHit(t, vec(15, 15))).toBe('S');
    expect([facingOf('F'), facingOf('P'), facingOf('S'), facingOf('A')]).toEqual([0, -1, -1, 1]);
  });

  it('SE-MOV-16, SE-MOV-17: beyond 7" of the command ship is out of command; twice in a row leaves', () => {
    const s = borderClash();
    place(ship(s, 'A1'), { x: 10, y: 10 });
    place(ship(s, 'A2'), { x: 18, y: 10 });
    place(ship(s, 'A3'), { x: 17, y: 10 });
    const ctx = seededDice('c');
    checkCommandRadius(s, ctx.emit);
    expect(ship(s, 'A2').outOfCommand).toBe(true);
    expect(ship(s, 'A3').outOfCommand).toBe(false);
    checkCommandRadius(s, ctx.emit);
    loseContact(s, ctx.emit);
    expect(ship(s, 'A2').squadron).toBeNull();
    expect(s.squadrons.find((q) => q.id === 'A-SQ1')!.ships).toEqual(['A1', 'A3']);
  });

  it('SE-MOV-18, SE-MOV-19: falling out; command ship loss names the biggest ship; one ship dissolves', () => {
    const s = borderClash();
    const ctx = seededDice('c');
    destroyShip(s, ship(s, 'A1'), ctx);
    expect(s.squadrons.find((q) => q.id === 'A-SQ1')!.commandShip).toBe('A2');
    leaveSquadron(s, ship(s, 'A3'), ctx.emit, 'fell out');
    expect(s.squadrons.some((q) => q.id === 'A-SQ1')).toBe(false);
    expect(ship(s, 'A2').squadron).toBeNull();
  });
});
