import { describe, expect, it } from '@jest/globals';
import { jumpRange } from '../rules/scale.js';
import type { AbsState } from '../state.js';
import type { SetupBattlegroup, SetupObject } from '../scenario.js';
import { agenda, damageOf, drive, events, helm, world, type WorldSpec } from './harness.js';

const PLANETOID_TABLE = {
  id: 'A',
  width: 36,
  height: 36,
  planetoids: [{ id: 'PL-A', x: 18, y: 31, radius: 2 }],
};

function jp(id: string, owner: string, x: number, y: number, table = 'A'): SetupObject {
  return { id, type: 'jump_point', owner, table, x, y };
}

function jumpPhase(
  objects: SetupObject[],
  battlegroups: SetupBattlegroup[] = [],
  extra: WorldSpec = {},
): AbsState {
  const s = world({ tables: [PLANETOID_TABLE], objects, battlegroups, ...extra });
  helm(s, 'C1', { jumpIn: 3 });
  helm(s, 'C2', { jumpIn: 3 });
  s.phase = 'jump';
  s.firstJump = 0;
  agenda(s, { f: 'jump_turns', turn: 0 });
  return s;
}

const ship = (x: number, y: number) => ({ x, y, heading: 0 });

describe('jumping', () => {
  it('ABS-EX-3: jump range, placement, planetoid and limits (ABS-BG-1, ABS-JUMP-2, ABS-JUMP-4, ABS-JUMP-5, ABS-JUMP-7, ABS-JUMP-8, ABS-JUMP-9, ABS-JUMP-10)', () => {
    expect([0, 1, 2, 3].map(jumpRange)).toEqual([6, 5, 4, 3]);
    const ok = drive(jumpPhase([jp('JP-1', 'C1', 10, 10)]));
    ok.submit('jump_turn', {
      type: 'jump_in',
      via: 'JP-1',
      classId: 'corvette',
      ships: [ship(14, 10), ship(13, 12)],
    });
    expect(ok.s.ceos[0].credits).toBe(-10);
    expect(ok.s.ceos[0].helm!.jumpIn).toBe(2);

    const far = drive(jumpPhase([jp('JP-1', 'C1', 10, 10)]));
    expect(
      far.codes('jump_turn', {
        type: 'jump_in',
        via: 'JP-1',
        classId: 'corvette',
        ships: [ship(14, 10), ship(13, 12.9)],
      }),
    ).toContain('E_OUT_OF_JUMP_RANGE');
    far.submit('jump_turn', {
      type: 'jump_in',
      via: 'JP-1',
      classId: 'destroyer',
      ships: [ship(12, 12)],
    });
    expect(far.s.ceos[0].credits).toBe(-12);

    const deploy = drive(jumpPhase([jp('JP-1', 'C1', 10, 10)]));
    expect(
      deploy.codes('jump_turn', { type: 'deploy_jump_point', table: 'A', x: 18, y: 19 }),
    ).toEqual(['E_PLANETOID_PROXIMITY']);
    deploy.submit('jump_turn', { type: 'deploy_jump_point', table: 'A', x: 18, y: 17 });
    expect(events(deploy, 'jump_point.deployed')).toHaveLength(1);
    expect(deploy.s.ceos[0].credits).toBe(0);

    const limit = drive(
      jumpPhase([jp('JP-1', 'C1', 2, 2), jp('JP-2', 'C1', 2, 8), jp('JP-3', 'C1', 2, 14)]),
    );
    expect(
      limit.codes('jump_turn', { type: 'deploy_jump_point', table: 'A', x: 20, y: 5 }),
    ).toEqual(['E_JUMP_POINT_LIMIT']);

    const utility = drive(
      jumpPhase(
        [jp('JP-1', 'C1', 10, 10)],
        [
          {
            ceo: 'C1',
            classId: 'light_utility_ship',
            table: 'A',
            ships: [ship(30, 2), ship(31, 2)],
          },
          { ceo: 'C1', classId: 'medium_utility_ship', table: 'A', ships: [ship(30, 8)] },
        ],
      ),
    );
    expect(
      utility.codes('jump_turn', {
        type: 'jump_in',
        via: 'JP-1',
        classId: 'light_utility_ship',
        ships: [ship(12, 10)],
      }),
    ).toEqual(['E_UTILITY_LIMIT']);
    expect(
      utility.codes('jump_turn', {
        type: 'jump_in',
        via: 'JP-1',
        classId: 'corvette',
        ships: [ship(10, 10), ship(11, 10), ship(12, 10), ship(10, 11), ship(11, 11), ship(12, 11)],
      }),
    ).toEqual(['E_BATTLEGROUP_SIZE']);
  });

  it('ABS-EX-4: jump shock (ABS-JUMP-6, ABS-ATK-10)', () => {
    const s = jumpPhase(
      [jp('JP-1', 'C1', 10, 10)],
      [
        { ceo: 'C2', classId: 'gunship', table: 'A', ships: [{ id: 'GS-1', x: 13.5, y: 13.5 }] },
        {
          ceo: 'C2',
          classId: 'light_utility_ship',
          table: 'A',
          ships: [{ id: 'LU-1', x: 15, y: 12 }],
        },
      ],
    );
    const d = drive(s, [4, 1, 6, 1, 3, 2, 5, 5, 2, 1]);
    d.submit('jump_turn', {
      type: 'jump_in',
      via: 'JP-1',
      classId: 'destroyer',
      ships: [ship(12, 12)],
    });
    expect(d.consumed()).toEqual([4, 1, 6, 1, 3, 2, 5, 5, 2, 1]);
    expect(events(d, 'attack_dice.rolled').map((e) => e.target)).toEqual(['GS-1', 'LU-1']);
    expect(damageOf(d.s, 'GS-1')).toBe(2);
    expect(damageOf(d.s, 'LU-1')).toBe(0);
    expect(d.s.ships['GS-1'].damage > 1).toBe(true); // Systems Critical (m 1)
    expect(d.s.ceos[0].credits).toBe(-12);
  });

  it('ABS-JUMP-6: jump shock hits friendly ships too, never jump points or the arriving battlegroup; arrivals in ascending seq', () => {
    const s = jumpPhase(
      [jp('JP-1', 'C1', 10, 10), jp('JP-X', 'C2', 12, 13)],
      [{ ceo: 'C1', classId: 'gunship', table: 'A', ships: [{ id: 'OWN', x: 14, y: 10 }] }],
    );
    // Two gunships (m 1, 1″ shock): the first lands 1″ from OWN, the second 1″ from the first.
    const d = drive(s, [6, 5]);
    d.submit('jump_turn', {
      type: 'jump_in',
      via: 'JP-1',
      classId: 'gunship',
      ships: [ship(13, 10), ship(12, 10)],
    });
    const shocks = events(d, 'attack_dice.rolled');
    expect(shocks.map((e) => [e.cause, e.target])).toEqual([['jump_shock', 'OWN']]);
    expect(d.consumed()).toEqual([6]);
  });

  it('ABS-EX-20: Jump Phase turn flow; passing is free and final, no tokens means a forced pass (ABS-JUMP-1)', () => {
    const s = world();
    helm(s, 'C1', { jumpIn: 3 });
    helm(s, 'C2', { jumpIn: 4 });
    s.phase = 'jump';
    s.initiative = 0;
    s.firstJump = 0;
    agenda(s, { f: 'jump_turns', turn: null }, { f: 'phase', phase: 'tactical' });
    const d = drive(s);
    const turn = () => d.pending().map((x) => d.s.ceos[x.seat].id);
    expect(turn()).toEqual(['C1']);
    d.submit('jump_turn', { type: 'deploy_jump_point', table: 'A', x: 5, y: 5 });
    expect(turn()).toEqual(['C2']);
    d.submit('jump_turn', { type: 'deploy_jump_point', table: 'A', x: 30, y: 30 });
    const c1Point = Object.values(d.s.objects).find((o) => o.owner === 0)!.id;
    const c2Point = Object.values(d.s.objects).find((o) => o.owner === 1)!.id;
    d.submit('jump_turn', {
      type: 'jump_in',
      via: c1Point,
      classId: 'gunship',
      ships: [ship(8, 5)],
    });
    d.submit('jump_turn', { type: 'deploy_jump_point', table: 'A', x: 30, y: 5 });
    d.submit('jump_turn', { type: 'pass' });
    expect(turn()).toEqual(['C2']);
    const old = d.pending()[0];
    d.submit('jump_turn', {
      type: 'jump_in',
      via: c2Point,
      classId: 'gunship',
      ships: [ship(27, 30)],
    });
    expect(turn()).toEqual(['C2']);
    d.submit('jump_turn', {
      type: 'jump_in',
      via: c2Point,
      classId: 'corvette',
      ships: [ship(30, 26)],
    });
    expect(events(d, 'jump.passed')).toEqual([
      { ceo: 'C1', forced: false },
      { ceo: 'C2', forced: true },
    ]);
    expect(d.s.ceos[0].helm!.jumpIn).toBe(1);
    expect(d.s.ceos[1].helm!.jumpIn).toBe(0);
    expect(d.s.phase).toBe('tactical');
    expect(old.seat).toBe(1);
  });

  it('ABS-JUMP-1: a CEO who has passed takes no more turns (E_NOT_YOUR_TURN)', () => {
    const s = world();
    helm(s, 'C1', { jumpIn: 2 });
    helm(s, 'C2', { jumpIn: 2 });
    s.phase = 'jump';
    agenda(s, { f: 'jump_turns', turn: 0 });
    const d = drive(s);
    const c1Turn = d.pending()[0];
    d.submit('jump_turn', { type: 'pass' });
    expect(d.pending().map((x) => x.seat)).toEqual([1]);
    const validateDecision = aBillionSuns.validate;
    expect(
      validateDecision(d.s, { ...c1Turn, id: c1Turn.id }, { type: 'pass' }).map((p) => p.code),
    ).toEqual(['E_NOT_YOUR_TURN']);
  });

  it('ABS-JUMP-2: jump points stand 3″ from other objects, on the table, and cost no credits', () => {
    const d = drive(
      jumpPhase([
        jp('JP-1', 'C1', 10, 10),
        { id: 'AST', type: 'asteroid', table: 'A', x: 20, y: 5 },
      ]),
    );
    expect(d.codes('jump_turn', { type: 'deploy_jump_point', table: 'A', x: 12, y: 10 })).toEqual([
      'E_JUMP_POINT_SPACING',
    ]);
    expect(d.codes('jump_turn', { type: 'deploy_jump_point', table: 'A', x: 20, y: 7.9 })).toEqual([
      'E_JUMP_POINT_SPACING',
    ]);
    expect(d.codes('jump_turn', { type: 'deploy_jump_point', table: 'A', x: 37, y: 7 })).toEqual([
      'E_OFF_TABLE',
    ]);
    expect(d.codes('jump_turn', { type: 'deploy_jump_point', table: 'Z', x: 1, y: 1 })).toEqual([
      'E_UNKNOWN_ID',
    ]);
    d.submit('jump_turn', { type: 'deploy_jump_point', table: 'A', x: 20, y: 8 });
    expect(d.s.ceos[0].credits).toBe(0);
  });

  it('ABS-JUMP-3: only the owner jumps at a jump point', () => {
    const d = drive(jumpPhase([jp('JP-1', 'C1', 10, 10), jp('JP-2', 'C2', 25, 10)]));
    expect(
      d.codes('jump_turn', {
        type: 'jump_in',
        via: 'JP-2',
        classId: 'gunship',
        ships: [ship(26, 10)],
      }),
    ).toEqual(['E_NOT_FRIENDLY_JUMP_POINT']);
    expect(
      d.codes('jump_turn', {
        type: 'jump_in',
        via: 'JP-9',
        classId: 'gunship',
        ships: [ship(26, 10)],
      }),
    ).toEqual(['E_UNKNOWN_ID']);
  });

  it('ABS-JUMP-4, ABS-JUMP-5: a ship exactly at jump range is in; placements keep coherency and stay on the table', () => {
    const d = drive(jumpPhase([jp('JP-1', 'C1', 3, 10)]));
    expect(
      d.codes('jump_turn', {
        type: 'jump_in',
        via: 'JP-1',
        classId: 'frigate',
        ships: [ship(7, 10)],
      }),
    ).toEqual([]);
    expect(
      d.codes('jump_turn', {
        type: 'jump_in',
        via: 'JP-1',
        classId: 'frigate',
        ships: [ship(3, 14), ship(3, 6)],
      }),
    ).toEqual(['E_COHERENCY']);
    expect(
      d.codes('jump_turn', {
        type: 'jump_in',
        via: 'JP-1',
        classId: 'recon_wing',
        ships: [ship(-1, 10)],
      }),
    ).toEqual(['E_OFF_TABLE']);
    d.submit('jump_turn', {
      type: 'jump_in',
      via: 'JP-1',
      classId: 'frigate',
      ships: [ship(7, 10), ship(5, 10), ship(4, 12)],
    });
    const bg = Object.values(d.s.battlegroups)[0];
    expect(bg.ships).toHaveLength(3);
    expect(bg.activated).toBe(false);
    expect(bg.easyTarget).toBe(false);
    // New ships take seqs in submission order, then the battlegroup takes the next one.
    expect(bg.ships.map((id) => d.s.ships[id].seq)).toEqual([2, 3, 4]);
    expect(bg.seq).toBe(5);
  });

  it('ABS-JUMP-7: requisition is paid per new ship and credits may go below zero', () => {
    const d = drive(jumpPhase([jp('JP-1', 'C1', 10, 10)]));
    d.submit('jump_turn', {
      type: 'jump_in',
      via: 'JP-1',
      classId: 'cruiser',
      ships: [ship(10, 12), ship(11, 11)],
    });
    expect(d.s.ceos[0].credits).toBe(-60);
    expect(events(d, 'credits.changed')).toEqual([
      expect.objectContaining({ ceo: 'C1', delta: -60, credits: -60 }),
    ]);
  });

  it('ABS-JUMP-8: the utility limit counts ships in play, not battlegroups or reserve (ABS-GEN-7)', () => {
    const d = drive(
      jumpPhase(
        [jp('JP-1', 'C1', 10, 10)],
        [
          {
            ceo: 'C1',
            classId: 'light_utility_ship',
            table: 'A',
            ships: [ship(30, 2), ship(31, 2)],
          },
        ],
        { reserve: [{ ceo: 'C1', classId: 'light_utility_ship' }] },
      ),
    );
    expect(
      d.codes('jump_turn', {
        type: 'jump_in',
        via: 'JP-1',
        classId: 'light_utility_ship',
        ships: [ship(11, 10)],
      }),
    ).toEqual([]);
    expect(
      d.codes('jump_turn', {
        type: 'jump_in',
        via: 'JP-1',
        classId: 'medium_utility_ship',
        ships: [ship(11, 10), ship(12, 10)],
      }),
    ).toEqual(['E_UTILITY_LIMIT']);
  });

  it('ABS-JUMP-9: the jump point limit is T + 1 per CEO (two tables: three)', () => {
    const tables = [
      { id: 'A', width: 36, height: 36 },
      { id: 'B', width: 36, height: 36 },
    ];
    const d = drive(
      jumpPhase([jp('JP-1', 'C1', 2, 2), jp('JP-2', 'C1', 2, 8), jp('JP-X', 'C2', 20, 20)], [], {
        tables,
      }),
    );
    expect(d.codes('jump_turn', { type: 'deploy_jump_point', table: 'B', x: 5, y: 5 })).toEqual([]);
    d.submit('jump_turn', { type: 'deploy_jump_point', table: 'B', x: 5, y: 5 });
    d.submit('jump_turn', { type: 'pass' });
    expect(d.codes('jump_turn', { type: 'deploy_jump_point', table: 'B', x: 15, y: 5 })).toEqual([
      'E_JUMP_POINT_LIMIT',
    ]);
  });

  it('ABS-JUMP-10, ABS-OBJ-8: no jump-in placement within 10″ of a planetoid edge', () => {
    const d = drive(jumpPhase([jp('JP-1', 'C1', 18, 15)]));
    expect(
      d.codes('jump_turn', {
        type: 'jump_in',
        via: 'JP-1',
        classId: 'gunship',
        ships: [ship(18, 19)],
      }),
    ).toEqual(['E_PLANETOID_PROXIMITY']);
    expect(
      d.codes('jump_turn', {
        type: 'jump_in',
        via: 'JP-1',
        classId: 'gunship',
        ships: [ship(18, 18.9)],
      }),
    ).toEqual([]);
  });

  it('ABS-JUMP-13, ABS-BG-2: reserve ships jump in again for free, keeping seq and damage; classes never mix', () => {
    const d = drive(
      jumpPhase([jp('JP-1', 'C1', 10, 10)], [], {
        reserve: [
          { id: 'R1', ceo: 'C1', classId: 'gunship', damage: 2 },
          { id: 'R2', ceo: 'C1', classId: 'corvette' },
          { id: 'R3', ceo: 'C2', classId: 'gunship' },
        ],
      }),
    );
    expect(
      d.codes('jump_turn', {
        type: 'jump_in',
        via: 'JP-1',
        classId: 'gunship',
        ships: [{ reserveShip: 'R2', ...ship(11, 10) }],
      }),
    ).toEqual(['E_MIXED_CLASS']);
    expect(
      d.codes('jump_turn', {
        type: 'jump_in',
        via: 'JP-1',
        classId: 'gunship',
        ships: [{ reserveShip: 'R3', ...ship(11, 10) }],
      }),
    ).toEqual(['E_RESERVE_SHIP_UNAVAILABLE']);
    const seq = d.s.ships.R1.seq;
    d.submit('jump_turn', {
      type: 'jump_in',
      via: 'JP-1',
      classId: 'gunship',
      ships: [{ reserveShip: 'R1', ...ship(11, 10) }, ship(12, 10)],
    });
    expect(d.s.ceos[0].credits).toBe(-3);
    expect(d.s.ships.R1).toMatchObject({ seq, damage: 2, at: { table: 'A', x: 11, y: 10 } });
  });

  it('ABS-JUMP-14, ABS-BG-3: a friendly Carrier launches wings only (jump range 6″ for m 0)', () => {
    const d = drive(
      jumpPhase(
        [jp('JP-1', 'C1', 30, 30)],
        [{ ceo: 'C1', classId: 'carrier', table: 'A', ships: [{ id: 'CV', x: 10, y: 10 }] }],
      ),
    );
    expect(
      d.codes('jump_turn', {
        type: 'jump_in',
        via: 'CV',
        classId: 'gunship',
        ships: [ship(12, 10)],
      }),
    ).toEqual(['E_CARRIER_WINGS_ONLY']);
    expect(
      d.codes('jump_turn', {
        type: 'jump_in',
        via: 'CV',
        classId: 'fighter_wing',
        ships: [ship(16.1, 10)],
      }),
    ).toEqual(['E_OUT_OF_JUMP_RANGE']);
    // A wing has m 0: no jump shock even right next to the Carrier.
    d.submit('jump_turn', {
      type: 'jump_in',
      via: 'CV',
      classId: 'fighter_wing',
      ships: [ship(16, 10), ship(14, 10)],
    });
    expect(events(d, 'attack_dice.rolled')).toEqual([]);
    expect(d.consumed()).toEqual([]);
  });

  it('ABS-JUMP-15: Power to Shields works against jump shock, but only with Tactical tokens (no Go Rogue)', () => {
    const s = jumpPhase(
      [jp('JP-1', 'C1', 10, 10)],
      [{ ceo: 'C2', classId: 'corvette', table: 'A', ships: [{ id: 'CV1', x: 13, y: 10 }] }],
    );
    helm(s, 'C2', { tactical: 1 });
    const asked: string[] = [];
    // Destroyer shock at CV1 (1″ away): 3D6 [1, 2, 3] all hit, the 1 adds a bonus hit; E = 3.
    const d = drive(s, [1, 2, 3, 4, 5, 6, 6]);
    d.submit(
      'jump_turn',
      { type: 'jump_in', via: 'JP-1', classId: 'destroyer', ships: [ship(12, 10)] },
      (x, st) => {
        asked.push(x.kind);
        if (x.kind !== 'power_to_shields') return undefined;
        const codes = aBillionSuns
          .validate(st, x, { tokens: 1, payment: { pay: 'rogue' } })
          .map((p) => p.code);
        expect(codes).toEqual(['E_WRONG_PHASE']);
        return { tokens: 1, payment: { pay: 'token' } };
      },
    );
    expect(asked).toEqual(['power_to_shields']);
    expect(events(d, 'saves.rolled')[0]).toMatchObject({
      shields: 3,
      saves: [4, 5, 6, 6],
      damage: 4,
    });
    expect(d.s.ceos[1].helm!.tactical).toBe(0);
  });
});

import { aBillionSuns } from '../index.js';
