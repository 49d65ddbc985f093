import { describe, expect, it } from '@jest/globals';
import type { MatchConfig } from '../../../core/contract.js';
import { Match, verifyReplay } from '../../../core/match.js';
import { rngFromSeed, type Rng } from '../../../core/rng.js';
import { aBillionSuns, RULESET_ID } from '../index.js';
import { DEFAULT_SCENARIO_ID } from '../scenario.js';
import type { AbsState } from '../state.js';
import { brokenInvariants } from './invariants.js';

const config: MatchConfig = { rulesetId: RULESET_ID, scenarioId: DEFAULT_SCENARIO_ID };
// eslint-disable-next-line no-restricted-globals -- a test switch, not engine code
const soak = typeof process !== 'undefined' && process.env.SALVO_SOAK === '1';
const GAMES = soak ? 10_000 : 200;

interface Played {
  match: Match<AbsState, unknown>;
  decisions: number;
  kinds: Set<string>;
}

/** Play a game with random legal orders for every seat, checking invariants after each order. */
function playRandom(
  seed: string,
  cfg: MatchConfig = config,
  rng: Rng = rngFromSeed(seed, 'bots'),
): Played {
  const match = Match.create(aBillionSuns, cfg, seed);
  const start = match.state.ceos.map((c) => c.credits);
  const kinds = new Set<string>();
  let decisions = 0;
  while (!match.isOver) {
    const pending = match.pending();
    if (pending.length === 0) throw new Error(`${seed}: no decision pending and no outcome`);
    const d = pending[rng.int(pending.length)];
    const order = match.sample(d.id, rng);
    const result = match.submit(d.seat, d.id, order);
    if (!result.ok)
      throw new Error(
        `${seed}: sampled ${d.kind} rejected: ${JSON.stringify(result.problems)} for ${JSON.stringify(order)}`,
      );
    kinds.add(d.kind);
    decisions++;
    const broken = brokenInvariants(match.state, start);
    if (broken.length > 0) throw new Error(`${seed} after ${d.kind}: ${broken.join('; ')}`);
    if (decisions > 20_000) throw new Error(`${seed}: more than 20000 decisions`);
  }
  return { match, decisions, kinds };
}

function validOutcome(m: Match<AbsState, unknown>): void {
  const o = m.outcome()!;
  expect(o).not.toBeNull();
  expect(m.state.round).toBe(m.state.roundLimit);
  expect(o.winners.every((w) => w === 0 || w === 1)).toBe(true);
  expect(o.draw).toBe(o.winners.length === 0);
  expect(o.scores).toEqual({ 0: m.state.ceos[0].credits, 1: m.state.ceos[1].credits });
  if (o.reason === 'profit') {
    const best = Math.max(...m.state.ceos.map((c) => c.credits));
    expect(o.winners.map((w) => m.state.ceos[w].credits)).toEqual([best]);
  }
  expect(m.pending()).toEqual([]);
}

describe('random playthroughs', () => {
  it(`ABS-GEN-1: ${GAMES} random-legal default-scenario games end with valid outcomes and no broken invariant`, () => {
    const seen = new Set<string>();
    const reasons: Record<string, number> = {};
    for (let g = 0; g < GAMES; g++) {
      const { match, kinds } = playRandom(`abs-playthrough-${g}`);
      validOutcome(match);
      for (const k of kinds) seen.add(k);
      const reason = match.outcome()!.reason;
      reasons[reason] = (reasons[reason] ?? 0) + 1;
    }
    // The random games reach every kind of decision the rules can ask for.
    for (const kind of [
      'helm',
      'first_player',
      'jump_turn',
      'activate',
      'orders',
      'movement',
      'attacks',
      'scan',
      'override',
      'power_to_shields',
      'passive_attack',
      'rogue_ship',
      'reroll',
    ])
      expect(seen).toContain(kind);
    expect(reasons.profit).toBeGreaterThan(0);
  });

  it('ABS-D-28: a hop to a jump point destroyed since the submission was checked is lost', () => {
    // Found by decision 0053: two battlegroups of one movement submission hop to JP25; an
    // explosion while the first moves destroys it, and the second's hop threw.
    const { match } = playRandom('g14250', config, rngFromSeed('g14250', 'bench'));
    validOutcome(match);
    const lost = match.eventsSince(0, null).filter((e) => e.type === 'jump_hop.lost');
    expect(lost.map((e) => e.data)).toEqual([{ battlegroup: 'BG13', to: 'JP25' }]);
  });

  it('ABS-GEN-1: each round runs Command, Jump, Tactical and End Phases in order', () => {
    const { match } = playRandom('abs-phases');
    const phases = match
      .eventsSince(0, null)
      .filter(
        (e) => e.type === 'phase.started' || e.type === 'round.started' || e.type === 'round.ended',
      )
      .map((e) => (e.type === 'phase.started' ? e.data.phase : e.type));
    const round = ['round.started', 'jump', 'tactical', 'round.ended'];
    expect(phases).toEqual([...round, ...round, ...round, ...round]);
    const labels = match
      .eventsSince(0, null)
      .filter((e) => e.type === 'phase.changed')
      .map((e) => e.data.label);
    expect(labels.slice(0, 4)).toEqual([
      'Round 1: Command Phase',
      'Round 1: Jump Phase',
      'Round 1: Tactical Phase',
      'Round 2: Command Phase',
    ]);
  });

  it('ABS-GEN-9: determinism — the same seed and orders give the same events and state hash', () => {
    const a = playRandom('abs-determinism');
    const b = playRandom('abs-determinism');
    expect(b.match.toJSON().events).toEqual(a.match.toJSON().events);
    expect(b.match.stateHash()).toBe(a.match.stateHash());
    const replayed = Match.replay(aBillionSuns, config, 'abs-determinism', a.match.toJSON().log);
    expect(replayed.stateHash()).toBe(a.match.stateHash());
    expect(replayed.toJSON().events).toEqual(a.match.toJSON().events);
    expect(verifyReplay(aBillionSuns as never, a.match.replay(null)).ok).toBe(true);
  });

  it('ABS-GEN-9: a different seed gives different dice', () => {
    const a = playRandom('abs-seed-a', config, rngFromSeed('same-bots'));
    const b = playRandom('abs-seed-b', config, rngFromSeed('same-bots'));
    expect(b.match.stateHash()).not.toBe(a.match.stateHash());
  });

  it('external dice: a whole game with every roll supplied by the players, reactions and all', () => {
    const cfg: MatchConfig = { ...config, dice: 'external' };
    const { match, kinds } = playRandom('abs-external', cfg);
    validOutcome(match);
    expect(kinds).toContain('roll');
  });

  it('ABS-CMD-2: no event a seat can see reveals another CEO’s helm before the reveal', () => {
    const match = Match.create(aBillionSuns, config, 'abs-secret');
    const helm = match.pending().find((d) => d.seat === 0)!;
    match.submit(0, helm.id, { seizeInitiative: 5, jumpIn: 1, tactical: 0 });
    for (const viewer of [1, null]) {
      const text =
        JSON.stringify(match.eventsSince(0, viewer)) + JSON.stringify(match.view(viewer));
      expect(text).not.toContain('"seizeInitiative":5');
      expect(JSON.stringify(match.replay(viewer).orders)).not.toContain('"seizeInitiative":5');
    }
    expect(JSON.stringify(match.eventsSince(0, 0))).toContain('"seizeInitiative":5');
  });

  it('resignation: with two CEOs the other wins at once; with three the others play on', () => {
    const two = Match.create(aBillionSuns, config, 'abs-resign');
    expect(two.resign(1).ok).toBe(true);
    expect(two.outcome()).toMatchObject({ winners: [0], reason: 'resigned' });

    const setup = {
      scale: 3,
      roundLimit: 2,
      ceos: [
        { id: 'C1', corpName: 'One' },
        { id: 'C2', corpName: 'Two' },
        { id: 'C3', corpName: 'Three' },
      ],
      tables: [{ id: 'A', width: 36, height: 36 }],
    };
    const three = Match.create(aBillionSuns, { rulesetId: RULESET_ID, setup }, 'abs-resign-3');
    expect(three.seats).toBe(3);
    three.resign(2);
    expect(three.isOver).toBe(false);
    expect(three.pending().every((d) => d.seat !== 2)).toBe(true);
    const rng = rngFromSeed('three');
    while (!three.isOver) {
      const d = three.pending()[0];
      expect(d.seat).not.toBe(2);
      expect(three.submit(d.seat, d.id, three.sample(d.id, rng)).ok).toBe(true);
    }
    expect(three.outcome()!.winners).not.toContain(2);
  });
});
