import { playOut } from '../../../bots/play-out.js';
import { Match, verifyReplay } from '../../../core/match.js';
import { rngFromSeed } from '../../../core/rng.js';
import { injectedDice } from '../../../testing/context.js';
import { weaponDef } from '../data/data.js';
import { heuristicBot } from '../bots/index.js';
import { randomBot } from '../../../bots/bot.js';
import { stellarEmpires } from '../index.js';
import { effectiveThreshold } from '../rules/damage.js';
import { fireProblems } from '../rules/fire.js';
import { shipAllowance } from '../rules/level2/allowance.js';
import { commandProblems, rollCommands } from '../rules/level2/declare-commands.js';
import { defenseRating } from '../rules/to-hit.js';
import { initialState } from '../setup.js';
import type { SeState } from '../state.js';
import { ship } from './fixtures.js';

const level2 = {
  rulesetId: 'stellar-empires',
  scenarioId: 'border-clash',
  options: { level2: true },
};

function state(): SeState {
  return initialState({ scenarioId: 'border-clash', options: { level2: true } }, injectedDice([]));
}

const codes = (p: { code: string }[]) => p.map((x) => x.code);

describe('Level 2 special commands (option level2)', () => {
  it.each(['l2-a', 'l2-b'])(
    'SE-GEN-1: Border Clash at Level 2 plays to the end, random v heuristic (seed %s)',
    (seed) => {
      const match = Match.create(stellarEmpires, level2, seed);
      playOut(
        match,
        (seat) => (seat === 0 ? randomBot : heuristicBot),
        [rngFromSeed(seed, 'a'), rngFromSeed(seed, 'b')],
        20_000,
      );
      expect(match.isOver).toBe(true);
      expect(match.replay().events.some((e) => e.type === 'commands.declared')).toBe(true);
      expect(verifyReplay(stellarEmpires, match.replay()).ok).toBe(true);
    },
  );

  it('SE-CMD-1, SE-CMD-3, SE-CMD-5: crew rolls decide each command; a failed one is cancelled alone', () => {
    const s = state();
    const ctx = injectedDice([9]);
    rollCommands(s, [{ ship: 'A1', commands: ['ALL_STOP', 'CONCENTRATE_FIREPOWER'] }], ctx);
    expect(ship(s, 'A1').commands).toEqual([
      { id: 'ALL_STOP', success: true },
      { id: 'CONCENTRATE_FIREPOWER', success: false },
    ]);
  });

  it('SE-CMD-2, SE-CMD-6, SE-CMD-7, SE-MOV-15: combinations, omitted and crippled, squadron combined commands', () => {
    const s = state();
    const check = (entries: { ship: string; commands: string[] }[], launching: string[] = []) =>
      codes(commandProblems(s, 'A-SQ1', entries, launching));
    expect(check([{ ship: 'A1', commands: ['ALL_STOP', 'CONCENTRATE_FIREPOWER'] }])).toEqual([]);
    expect(check([{ ship: 'A1', commands: ['ALL_STOP', 'FLANK_SPEED'] }])).toEqual([
      'E_COMMAND_COMBINATION',
    ]);
    expect(
      check([{ ship: 'A1', commands: ['EVASIVE_ACTION', 'CONCENTRATE_FIREPOWER'] }]),
    ).toContain('E_COMMAND_COMBINATION');
    expect(check([{ ship: 'A1', commands: ['FIRE_ALL_WEAPONS'] }])).toEqual([
      'E_COMMAND_NOT_AVAILABLE',
    ]);
    expect(check([{ ship: 'A1', commands: ['WARP_NINE'] }])).toEqual(['E_COMMAND_UNKNOWN']);
    expect(check([{ ship: 'A1', commands: ['BRING_WEAPONS_TO_BEAR'] }])).toEqual([
      'E_COMMAND_PRECONDITION',
    ]);
    expect(check([{ ship: 'A1', commands: ['EVASIVE_ACTION'] }])).toEqual([
      'E_SQUADRON_COMBINED_MISMATCH',
    ]);
    expect(
      check([
        { ship: 'A1', commands: ['EVASIVE_ACTION'] },
        { ship: 'A2', commands: ['EVASIVE_ACTION'] },
        { ship: 'A3', commands: ['EVASIVE_ACTION'] },
      ]),
    ).toEqual([]);
    expect(
      check(
        [
          { ship: 'A2', commands: ['RIG_FOR_SILENT_RUNNING'] },
          { ship: 'A1', commands: ['RIG_FOR_SILENT_RUNNING'] },
          { ship: 'A3', commands: ['RIG_FOR_SILENT_RUNNING'] },
        ],
        ['A2'],
      ),
    ).toEqual(['E_CANNOT_FIRE']);
    ship(s, 'A1').sections.F.blocksMarked = 14;
    expect(check([{ ship: 'A1', commands: ['ALL_STOP'] }])).toEqual(['E_COMMAND_CRIPPLED']);
    const l1 = initialState({ scenarioId: 'border-clash', options: {} }, injectedDice([]));
    expect(
      codes(commandProblems(l1, 'A-SQ1', [{ ship: 'A1', commands: ['ALL_STOP'] }], [])),
    ).toEqual(['E_LEVEL_DISABLED']);
  });

  it('SE-CMD-STOP, SE-CMD-EVADE, SE-CMD-SILENT, SE-HIT-7, SE-HIT-8: defense rating and target number modifiers', () => {
    const s = state();
    const a1 = ship(s, 'A1');
    const base = defenseRating(a1);
    a1.commands = [{ id: 'ALL_STOP', success: true }];
    expect(defenseRating(a1)).toBe(base + 1);
    a1.commands = [{ id: 'EVASIVE_ACTION', success: true }];
    expect(defenseRating(a1)).toBe(base - 1);
    a1.commands = [{ id: 'RIG_FOR_SILENT_RUNNING', success: true }];
    expect(defenseRating(a1)).toBe(base - 2);
    a1.commands = [{ id: 'ALL_STOP', success: false }];
    expect(defenseRating(a1)).toBe(base);
  });

  it('SE-CMD-FSA, SE-CMD-STOP, SE-CMD-COME, SE-MOV-6, SE-MOV-9: envelopes, turns and delay follow the command', () => {
    const s = state();
    const a1 = ship(s, 'A1');
    a1.commands = [{ id: 'FULL_SPEED_AHEAD', success: true }];
    expect(shipAllowance(s, a1)).toEqual({ envelope: [1, 1.5], turnPoints: 0, turnDelay: 2 });
    a1.commands = [
      { id: 'COME_ABOUT', success: true },
      { id: 'CONCENTRATE_FIREPOWER', success: true },
    ];
    expect(shipAllowance(s, a1)).toEqual({ envelope: [0.25, 0.5], turnPoints: 1, turnDelay: 1 });
    a1.commands = [{ id: 'COME_ABOUT', success: false }];
    expect(shipAllowance(s, a1)).toEqual({ envelope: [0.5, 1], turnPoints: 2, turnDelay: 2 });
  });

  it('SE-CMD-BRACE, SE-CMD-SHIELDS, SE-CMD-CONC: armor +1, absorption +1, one anti-ship target', () => {
    const s = state();
    const b1 = ship(s, 'B1');
    const laser = weaponDef('heavy_laser');
    const e = effectiveThreshold(laser, b1, 'F');
    b1.commands = [{ id: 'CLOSE_BLAST_DOORS', success: true }];
    expect(effectiveThreshold(laser, b1, 'F')).toBe(e + 1);
    b1.commands = [{ id: 'FULL_POWER_TO_SHIELDS', success: true }];
    expect(effectiveThreshold(laser, b1, 'F')).toBe(e + 1);
    b1.x = 14;
    b1.commands = [{ id: 'CONCENTRATE_FIREPOWER', success: true }];
    b1.reactorLeft = 36;
    expect(
      codes(
        fireProblems(s, 'B-SQ1', [
          { ship: 'B1', system: 'W1', target: 'A1' },
          { ship: 'B1', system: 'W4', target: 'A2' },
        ]),
      ),
    ).toContain('E_CONCENTRATE_SINGLE_TARGET');
    b1.commands = [{ id: 'RIG_FOR_SILENT_RUNNING', success: true }];
    expect(codes(fireProblems(s, 'B-SQ1', [{ ship: 'B1', system: 'W1', target: 'A1' }]))).toEqual([
      'E_CANNOT_FIRE',
    ]);
  });

  it('SE-MOV-11, SE-CMD-ROLL, SE-Q-8: at Level 2 a ship rolls only with Roll Ship (E_ROLL_NOT_ALLOWED)', () => {
    const match = Match.create(stellarEmpires, level2, 'roll');
    const [d] = match.pending();
    const unit = d.seat === 0 ? 'A-SQ1' : 'B-SQ1';
    const lead = d.seat === 0 ? ['A1', 'A2', 'A3'] : ['B1', 'B2', 'B3'];
    expect(
      match.submit(d.seat, d.id, {
        unit,
        commands: lead.map((id) => ({ ship: id, commands: ['ROLL_SHIP'] })),
      }).ok,
    ).toBe(true);
    const [e] = match.pending();
    const paths = lead.map((id) => ({ ship: id, path: [{ fwd: 6 }], roll: true }));
    expect(match.check(e.seat, e.id, { unit, ships: paths })[0].code).toBe('E_ROLL_NOT_ALLOWED');
    expect(
      match.submit(e.seat, e.id, {
        unit,
        ships: paths.map((p) => ({ ship: p.ship, path: p.path })),
      }).ok,
    ).toBe(true);
    const s = match.state as SeState;
    expect(lead.every((id) => ship(s, id).rolled)).toBe(true);
  });
});
