import { describe, expect, it } from '@jest/globals';
import { initiativeDie } from '../rules/command.js';
import { viewOf } from '../view.js';
import { agenda, drive, events, helm, world } from './harness.js';

function commandPhase(ceos = 2) {
  const s = world({ ceos });
  for (const c of s.ceos) c.helm = null;
  agenda(s, { f: 'helm' }, { f: 'initiative' });
  return s;
}

describe('Command Phase', () => {
  it('ABS-EX-1: initiative with Seize Initiative dice, a tie re-rolled (ABS-CMD-4, ABS-CMD-5, ABS-GEN-4)', () => {
    const d = drive(commandPhase(), [5, 5, 3, 7]);
    d.submit('helm', { seizeInitiative: 2, jumpIn: 2, tactical: 2 });
    d.submit('helm', { seizeInitiative: 0, jumpIn: 3, tactical: 3 });
    const [roll] = events(d, 'initiative.rolled');
    expect(roll.dice).toEqual([
      { ceo: 'C1', die: 'd8' },
      { ceo: 'C2', die: 'd12' },
    ]);
    expect(roll.rolls).toEqual([
      [
        { ceo: 'C1', roll: 5 },
        { ceo: 'C2', roll: 5 },
      ],
      [
        { ceo: 'C1', roll: 3 },
        { ceo: 'C2', roll: 7 },
      ],
    ]);
    expect(d.s.initiative).toBe(0);
    expect(d.s.ceos[0].helm).toEqual({ seizeInitiative: 0, jumpIn: 2, tactical: 2 });
    expect(d.s.ceos[1].helm).toEqual({ seizeInitiative: 0, jumpIn: 3, tactical: 3 });
    expect(d.ctx.rolls().map((r) => r.purpose)).toEqual([
      'initiative round 1: seat 0 d8',
      'initiative round 1: seat 1 d12',
      'initiative round 1: seat 0 d8',
      'initiative round 1: seat 1 d12',
    ]);
  });

  it('ABS-EX-2: a D3 is not a guaranteed win; a helm must sum to S + 3 (ABS-CMD-1, ABS-CMD-2, ABS-CMD-4)', () => {
    const d = drive(commandPhase(), [2, 1]);
    expect(d.codes('helm', { seizeInitiative: 4, jumpIn: 1, tactical: 0 })).toEqual([
      'E_HELM_TOTAL',
    ]);
    expect(d.codes('helm', { seizeInitiative: -1, jumpIn: 7, tactical: 0 })).toEqual([
      'E_MALFORMED',
    ]);
    d.submit('helm', { seizeInitiative: 5, jumpIn: 1, tactical: 0 });
    d.submit('helm', { seizeInitiative: 1, jumpIn: 3, tactical: 2 });
    expect(d.s.initiative).toBe(1);
    expect(d.s.ceos.map((c) => c.helm!.seizeInitiative)).toEqual([0, 0]);
  });

  it('ABS-CMD-4: 0 → D12, 1 → D10, 2 → D8, 3 → D6, 4 or more → D3', () => {
    expect([0, 1, 2, 3, 4, 5, 9].map(initiativeDie)).toEqual([12, 10, 8, 6, 3, 3, 3]);
  });

  it('ABS-CMD-1: each CEO receives S + 3 tokens (scale 2 → 5)', () => {
    const s = world({ scale: 2 });
    for (const c of s.ceos) c.helm = null;
    agenda(s, { f: 'helm' });
    const d = drive(s);
    expect(d.codes('helm', { seizeInitiative: 0, jumpIn: 3, tactical: 3 })).toEqual([
      'E_HELM_TOTAL',
    ]);
    expect(d.codes('helm', { seizeInitiative: 0, jumpIn: 3, tactical: 2 })).toEqual([]);
  });

  it('ABS-CMD-2, ABS-CMD-3: helms are secret until every CEO has assigned, then revealed together', () => {
    const d = drive(commandPhase(), [1, 2]);
    expect(d.pending().map((x) => [x.seat, x.kind, x.simultaneous])).toEqual([
      [0, 'helm', true],
      [1, 'helm', true],
    ]);
    d.submit('helm', { seizeInitiative: 1, jumpIn: 2, tactical: 3 });
    const other = viewOf(d.s, 1, []);
    expect(other.ceos[0].secretHelm).toBeNull();
    expect(other.ceos[0].helm).toBeNull();
    expect(other.ceos[0].helmSubmitted).toBe(true);
    expect(viewOf(d.s, null, []).ceos[0].secretHelm).toBeNull();
    expect(viewOf(d.s, 0, []).ceos[0].secretHelm).toEqual({
      seizeInitiative: 1,
      jumpIn: 2,
      tactical: 3,
    });
    const publicEvents = d.ctx.events.filter((e) => !e.visibleTo);
    expect(JSON.stringify(publicEvents)).not.toContain('"tactical":3');
    expect(events(d, 'helm.assigned')).toHaveLength(1);
    expect(d.ctx.events.find((e) => e.type === 'helm.assigned')!.visibleTo).toEqual([0]);
    expect(events(d, 'helms.revealed')).toEqual([]);
    d.submit('helm', { seizeInitiative: 0, jumpIn: 6, tactical: 0 });
    expect(events(d, 'helms.revealed')[0].helms).toEqual([
      { ceo: 'C1', seizeInitiative: 1, jumpIn: 2, tactical: 3 },
      { ceo: 'C2', seizeInitiative: 0, jumpIn: 6, tactical: 0 },
    ]);
    // ABS-CMD-3: revealed tokens are spent by removing them; seize tokens went with the roll-off.
    expect(d.s.ceos[0].helm).toEqual({ seizeInitiative: 0, jumpIn: 2, tactical: 3 });
  });

  it('ABS-CMD-5: the roll-off is made in seat order; Executive Override is never offered for it', () => {
    const d = drive(commandPhase(3), [4, 2, 9]);
    d.submit('helm', { seizeInitiative: 0, jumpIn: 3, tactical: 3 });
    d.submit('helm', { seizeInitiative: 0, jumpIn: 3, tactical: 3 });
    d.submit('helm', { seizeInitiative: 0, jumpIn: 3, tactical: 3 });
    expect(d.ctx.rolls().map((r) => r.purpose)).toEqual([
      'initiative round 1: seat 0 d12',
      'initiative round 1: seat 1 d12',
      'initiative round 1: seat 2 d12',
    ]);
    expect(d.s.initiative).toBe(1);
    expect(d.pending()).toEqual([]);
  });

  it('ABS-CMD-6: the initiative holder chooses who goes first in each phase; default itself', () => {
    const s = world();
    s.initiative = 1;
    agenda(s, { f: 'first_player', phase: 'jump' }, { f: 'first_player', phase: 'tactical' });
    const d = drive(s);
    expect(d.pending().map((x) => [x.seat, x.kind])).toEqual([[1, 'first_player']]);
    expect(d.codes('first_player', { first: 'C9' })).toEqual(['E_UNKNOWN_ID']);
    expect(d.codes('first_player', { phase: 'tactical', first: 'C1' })).toEqual(['E_WRONG_PHASE']);
    d.submit('first_player', { phase: 'jump', first: 'C1' });
    expect(d.s.firstJump).toBe(0);
    d.submit('first_player', { first: 'C2' });
    expect(d.s.firstTactical).toBe(1);
  });

  it('ABS-CMD-7, ABS-END-1: unspent Jump In and Tactical tokens last until the End Phase discards them', () => {
    const s = world({
      battlegroups: [
        {
          id: 'G',
          ceo: 'C1',
          classId: 'gunship',
          table: 'A',
          ships: [{ x: 5, y: 5 }],
          easyTarget: true,
        },
      ],
    });
    helm(s, 'C1', { jumpIn: 2, tactical: 3 });
    s.battlegroups.G.activated = true;
    s.phase = 'tactical';
    agenda(s, { f: 'end' });
    const d = drive(s);
    expect(events(d, 'cmd_tokens.discarded')[0].discarded).toEqual([
      { ceo: 'C1', seizeInitiative: 0, jumpIn: 2, tactical: 3 },
      { ceo: 'C2', seizeInitiative: 0, jumpIn: 0, tactical: 0 },
    ]);
    expect(d.s.battlegroups.G.activated).toBe(false);
    expect(d.s.battlegroups.G.easyTarget).toBe(true);
    expect(events(d, 'round.ended')).toHaveLength(1);
    // Round 1 of 4: the next round starts with secret helms.
    expect(d.s.round).toBe(2);
    expect(d.s.ceos[0].helm).toBeNull();
    expect(d.pending().map((x) => x.kind)).toEqual(['helm', 'helm']);
  });
});
