/**
 * The Level 2 Action Phase and the phases after it (SE-TURN-4, SE-ACT-1..6, SE-MOR-1..3,
 * SE-END-6/7): the `actions` decision for repairs, IS-drive jumps, morale, reinforcements, and the
 * order of the steps in a played turn.
 */
import { randomBot } from '../../../bots/bot.js';
import { playOut } from '../../../bots/play-out.js';
import { Match, verifyReplay } from '../../../core/match.js';
import { rngFromSeed } from '../../../core/rng.js';
import { injectedDice } from '../../../testing/context.js';
import { heuristicBot } from '../bots/index.js';
import { actionsKind, type ActionsOrder } from '../decisions/actions.js';
import { stellarEmpires } from '../index.js';
import { commandProblems } from '../rules/level2/declare-commands.js';
import { isDriveJumps } from '../rules/level2/jumps.js';
import { moraleHolds, moralePhase, reinforcementsPhase } from '../rules/level2/morale.js';
import { repairRolls, sidesOwingRepairs } from '../rules/level2/repairs.js';
import { damageRecord } from '../rules/level2/system-damage.js';
import { victoryPoints } from '../rules/end-phase.js';
import { speedOf } from '../rules/ships.js';
import type { SeState } from '../state.js';
import { borderClash, borderClashLevel2, ship } from './fixtures.js';

const codes = (p: { code: string }[]) => p.map((x) => x.code);

function actionPhase(s: SeState): SeState {
  s.phase = 'action';
  s.l2!.repairsOwed = sidesOwingRepairs(s);
  return s;
}

const validate = (s: SeState, seat: 0 | 1, order: unknown) =>
  codes(actionsKind.validate(s, seat, null, order as ActionsOrder));

describe('Level 2 Action Phase, Morale and Reinforcements', () => {
  it('SE-ACT-1, SE-ACT-3, SE-ACT-4: one repair roll per ship names a damaged, repairable item', () => {
    const s = borderClashLevel2();
    const a1 = ship(s, 'A1');
    damageRecord(a1).speed = 1;
    actionPhase(s);
    expect(s.l2!.repairsOwed).toEqual([0]);
    expect(repairRolls(a1)).toBe(1);
    const ok = { repairs: [{ ship: 'A1', items: [{ kind: 'speed' }] }] };
    expect(validate(s, 0, ok)).toEqual([]);
    expect(
      validate(s, 0, { repairs: [{ ship: 'A1', items: [{ kind: 'speed' }, { kind: 'speed' }] }] }),
    ).toEqual(['E_REPAIR_COUNT', 'E_REPAIR_NOT_ALLOWED']);
    expect(validate(s, 0, { repairs: [{ ship: 'A1', items: [{ kind: 'turns' }] }] })).toEqual([
      'E_REPAIR_NOT_ALLOWED',
    ]);
    expect(validate(s, 0, { repairs: [{ ship: 'B1', items: [{ kind: 'speed' }] }] })).toEqual([
      'E_NOT_OWNER',
    ]);
    expect(validate(s, 0, { repairs: [{ ship: 'A1', items: [{ kind: 'armor' }] }] })).toEqual([
      'MALFORMED',
    ]);
    expect(actionsKind.defaultOrder(s, 0, null)).toEqual({ repairs: [] });
    expect(actionsKind.choices!(s, 0, null)).toEqual([{ repairs: [] }, ok]);
    const ctx = injectedDice([5]);
    actionsKind.apply(s, 0, null, ok as ActionsOrder, ctx);
    expect(speedOf(a1)).toBe(8);
    expect(s.l2!.repairsOwed).toEqual([]);
    damageRecord(a1).noDamageControl = true;
    damageRecord(a1).speed = 1;
    expect(repairRolls(a1)).toBe(0);
    expect(validate(s, 0, ok)).toEqual(['E_REPAIR_COUNT']);
  });

  it('SE-ACT-2, SE-CMD-AHD, SE-CMD-AHD2, SE-CMD-BRACE, SE-Q-64: D10 + modifiers ≤ crew-roll skill; All Hands −2 (the combined one doubles), Brace +3', () => {
    const s = borderClashLevel2();
    const a1 = ship(s, 'A1');
    const w2 = a1.systems.find((x) => x.id === 'W2')!;
    w2.lost = 2;
    a1.commands = [{ id: 'CLOSE_BLAST_DOORS', success: true }];
    actionPhase(s);
    const one = { repairs: [{ ship: 'A1', items: [{ kind: 'weapon', system: 'W2' }] }] };
    actionsKind.apply(s, 0, null, one as ActionsOrder, injectedDice([3]));
    expect(w2.lost).toBe(2); // 3 + 3 > 5
    a1.commands = [{ id: 'ALL_HANDS_TO_DECK', success: true }];
    expect(repairRolls(a1)).toBe(2);
    const two = {
      repairs: [
        {
          ship: 'A1',
          items: [
            { kind: 'weapon', system: 'W2' },
            { kind: 'weapon', system: 'W2' },
          ],
        },
      ],
    };
    expect(validate(s, 0, two)).toEqual([]);
    actionsKind.apply(s, 0, null, two as ActionsOrder, injectedDice([7, 8]));
    expect(w2.lost).toBe(1); // 7 − 2 ≤ 5; 8 − 2 > 5
    a1.commands = [{ id: 'ALL_HANDS_TO_DECK_COMBAT', success: true }];
    expect(repairRolls(a1)).toBe(1);
    actionsKind.apply(s, 0, null, one as ActionsOrder, injectedDice([7]));
    expect(w2.lost).toBe(0);
  });

  it('SE-ACT-1: repairs are Level 2: a Level 1 order naming one is refused', () => {
    const s = borderClash();
    expect(
      codes(
        actionsKind.validate(s, 0, null, { repairs: [{ ship: 'A1', items: [{ kind: 'speed' }] }] }),
      ),
    ).toEqual(['E_LEVEL_DISABLED']);
  });

  it('SE-ACT-5, SE-END-7, SE-END-4, SE-CMD-DEVICE, SE-CMD-RETREAT, SE-Q-53: a successful Activate Device or Full Retreat jumps out unless the IS drive is hit', () => {
    const s = borderClashLevel2();
    expect(
      codes(commandProblems(s, 'A-SQ1', [{ ship: 'A1', commands: ['ACTIVATE_DEVICE'] }], [])),
    ).toContain('E_SQUADRON_COMBINED_MISMATCH');
    ship(s, 'A1').commands = [{ id: 'ACTIVATE_DEVICE', success: true }];
    ship(s, 'A2').commands = [{ id: 'FULL_RETREAT', success: true }];
    ship(s, 'A3').commands = [{ id: 'ACTIVATE_DEVICE', success: true }];
    damageRecord(ship(s, 'A3')).isDrive = 1;
    ship(s, 'B1').commands = [{ id: 'ACTIVATE_DEVICE', success: false }];
    const ctx = injectedDice([]);
    isDriveJumps(s, ctx);
    expect(s.ships.map((x) => x.status)).toEqual([
      'disengaged',
      'disengaged',
      'active',
      'active',
      'active',
      'active',
    ]);
    expect(ctx.events.filter((e) => e.type === 'jump.failed').map((e) => e.data.ship)).toEqual([
      'A3',
    ]);
    expect(victoryPoints(s, 1)).toBe(10 + 8);
  });

  it('SE-ACT-6, SE-Q-57: boarding is not modelled: its commands are refused', () => {
    const s = borderClashLevel2();
    for (const id of ['LAUNCH_BOARDING_PARTIES', 'SECURITY_ALERT'])
      expect(codes(commandProblems(s, 'A-SQ1', [{ ship: 'A1', commands: [id] }], []))).toContain(
        'E_COMMAND_NOT_AVAILABLE',
      );
  });

  it('SE-MOR-1, SE-MOR-2, SE-END-6, SE-Q-51, SE-Q-52: the phases exist; morale off and reinforcements roll nothing', () => {
    const s = borderClashLevel2();
    s.l2!.squadronsStarted['A-SQ1'] = 6;
    const ctx = injectedDice([]);
    moralePhase(s, ctx);
    reinforcementsPhase(s, ctx);
    expect(ctx.events.map((e) => e.data.phase)).toEqual(['morale', 'reinforcements']);
    expect(ctx.rolls()).toEqual([]);
  });

  it('SE-MOR-3: provisional morale: a squadron that lost half its ships tests once, D10 ≤ skill − crippled, and retreats on a failure', () => {
    expect(moraleHolds(5, 5, 0)).toBe(true);
    expect(moraleHolds(5, 5, 1)).toBe(false);
    const s = borderClashLevel2({ morale: 'provisional' });
    expect(s.options.morale).toBe('provisional');
    const ctx = injectedDice([1]);
    moralePhase(s, ctx);
    expect(ctx.rolls()).toEqual([]); // nothing lost yet
    s.l2!.squadronsStarted['A-SQ1'] = 6; // as if three of six were gone
    moralePhase(s, injectedDice([5]));
    expect(ship(s, 'A1').status).toBe('active');
    moralePhase(s, injectedDice([])); // tested once only
    const t = borderClashLevel2({ morale: 'provisional' });
    t.l2!.squadronsStarted['B-SQ1'] = 6;
    moralePhase(t, injectedDice([7])); // veteran Hellcat: 6
    expect(['B1', 'B2', 'B3'].map((id) => ship(t, id).status)).toEqual([
      'disengaged',
      'disengaged',
      'disengaged',
    ]);
  });

  it('SE-TURN-1, SE-TURN-4, SE-TURN-4c, SE-TURN-4d, SE-TURN-5: a Level 2 turn runs repairs, jumps, impacts, critical checks, Morale, Reinforcements, End', () => {
    const match = Match.create(
      stellarEmpires,
      { rulesetId: 'stellar-empires', scenarioId: 'border-clash-level2', options: {} },
      'l2-order',
    );
    playOut(
      match,
      (seat) => (seat === 0 ? heuristicBot : randomBot),
      [rngFromSeed('l2-order', 'a'), rngFromSeed('l2-order', 'b')],
      20_000,
    );
    expect(match.isOver).toBe(true);
    const events = match.replay().events;
    const types = events.map((e) => e.type);
    expect(types).toContain('critical.checked');
    let checkedTurns = 0;
    for (let turn = 1; ; turn++) {
      const start = events.findIndex(
        (e) => e.type === 'phase.started' && e.data.phase === 'action' && e.data.turn === turn,
      );
      if (start < 0) break;
      const end = events.findIndex((e, i) => i > start && e.type === 'turn.ended');
      const span = events.slice(start, end);
      const at = (pred: (e: (typeof events)[number]) => boolean) => span.findIndex(pred);
      const lastImpact = span
        .map((e) => e.type === 'attack.rolled' && 'marker' in e.data)
        .lastIndexOf(true);
      const firstCheck = at((e) => e.type === 'critical.checked');
      const morale = at((e) => e.type === 'phase.started' && e.data.phase === 'morale');
      const reinforcements = at(
        (e) => e.type === 'phase.started' && e.data.phase === 'reinforcements',
      );
      const lastRepair = span.map((e) => e.type === 'repair.rolled').lastIndexOf(true);
      expect(morale).toBeGreaterThan(0);
      expect(reinforcements).toBe(morale + 1);
      if (firstCheck >= 0) {
        checkedTurns++;
        expect(firstCheck).toBeGreaterThan(lastImpact);
        expect(firstCheck).toBeGreaterThan(lastRepair);
        expect(firstCheck).toBeLessThan(morale);
      }
      if (lastImpact >= 0) expect(lastImpact).toBeGreaterThan(lastRepair);
    }
    expect(checkedTurns).toBeGreaterThan(0);
    expect(verifyReplay(stellarEmpires, match.replay()).ok).toBe(true);
  });
});
