/**
 * The heuristic captain against the random bot over a small sample (the 1,000-duel figure is
 * measured with `npm run simulate -- --ruleset expanse --scenario duel --bots heuristic,random`).
 */
import { randomBot, type Bot } from '../../../bots/bot.js';
import { playOut } from '../../../bots/play-out.js';
import { playBotTurn } from '../../../bots/play.js';
import { Match } from '../../../core/match.js';
import { rngFromSeed } from '../../../core/rng.js';
import { expanse } from '../index.js';
import type { ExpanseView } from '../view.js';
import { heuristicBot } from './heuristic.js';
import type { StuntOrder } from '../orders.js';
import { fightingBand, plan, targetOrder } from './plan.js';
import { BAND } from '../data/tables.js';
import { scenarioSetup } from '../scenarios.js';

/** Not a scenario id: `playedTo` plays the three frigates of `three-sided` before 0.2.0. */
const FRIGATES = 'three-frigates';

/** The heuristic captain in every seat, its stunt purchases recorded with the view it saw. */
function watchPurchases(scenarioId: string, games: number) {
  const seen: { view: ExpanseView; stunts: StuntOrder[] }[] = [];
  const watcher: Bot = {
    ...heuristicBot,
    decide(turn) {
      const order = heuristicBot.decide(turn) as { stunts?: StuntOrder[] };
      seen.push({ view: turn.view as ExpanseView, stunts: order.stunts ?? [] });
      return order;
    },
  };
  for (let i = 0; i < games; i++) {
    const match = Match.create(expanse, { rulesetId: 'expanse', scenarioId }, `${scenarioId}${i}`);
    const rngs = [0, 1, 2].map((n) => rngFromSeed(`${scenarioId}${i}`, `seat-${n}`));
    playOut(match, () => watcher, rngs, 5000);
  }
  return seen;
}

describe('Expanse bots', () => {
  it('the heuristic captain beats the random bot in most duels, in either seat', () => {
    let wins = 0;
    const games = 40;
    for (let i = 0; i < games; i++) {
      const seat = i % 2;
      const bots: Bot[] = seat === 0 ? [heuristicBot, randomBot] : [randomBot, heuristicBot];
      const match = Match.create(expanse, { rulesetId: 'expanse', scenarioId: 'duel' }, `h${i}`);
      const rngs = [0, 1].map((n) => rngFromSeed(`h${i}`, `seat-${n}`));
      playOut(match, (s) => bots[s], rngs, 3000);
      if (match.outcome()?.winners.includes(seat)) wins++;
    }
    expect(wins / games).toBeGreaterThan(0.7);
  });

  it('the heuristic captain answers only legal orders in every scenario', () => {
    for (const scenarioId of ['EX-SCN-1', 'two-vs-two', 'three-sided']) {
      const match = Match.create(expanse, { rulesetId: 'expanse', scenarioId }, scenarioId);
      const rngs = [0, 1, 2].map((n) => rngFromSeed(scenarioId, `seat-${n}`));
      playOut(match, () => heuristicBot, rngs, 5000);
      expect(match.isOver).toBe(true);
    }
  });

  /** A battle played by the heuristic up to the first decision of a kind. */
  function playedTo(scenarioId: string, kind: string) {
    const input =
      scenarioId === FRIGATES
        ? { rulesetId: 'expanse', setup: scenarioSetup('three-sided', '0.1.0').setup }
        : { rulesetId: 'expanse', scenarioId };
    const match = Match.create(expanse, input, scenarioId);
    const rngs = [0, 1, 2].map((n) => rngFromSeed(scenarioId, `seat-${n}`));
    for (let d = match.pending()[0]; d.kind !== kind; d = match.pending()[0])
      match.submit(d.seat, d.id, playBotTurn(match, heuristicBot, d.seat, d.id, rngs[d.seat]));
    return match;
  }

  /** A three-sided battle played by the heuristic up to its first weapon attacks step. */
  const threeSidedAtWeaponAttacks = () => playedTo('three-sided', 'weapon_attacks');
  /** Three frigates, one a side, at Medium: `three-sided` until 0.2.0, as a custom setup. */
  const frigatesAtWeaponAttacks = () => playedTo(FRIGATES, 'weapon_attacks');

  it('in a three-sided battle each side first fires at the next (A at B, B at C, C at A)', () => {
    const match = threeSidedAtWeaponAttacks();
    const sideOf = new Map((match.view(0) as ExpanseView).ships.map((x) => [x.id, x.side]));
    const firedAt = match.pending().map((d) => {
      const view = match.view(d.seat) as ExpanseView;
      const order = plan('weapon_attacks', view) as {
        ships: Record<string, { attacks: { target: string }[] }>;
      };
      const targets = Object.values(order.ships).flatMap((x) => x.attacks.map((a) => a.target));
      return `${view.mySide}>${[...new Set(targets.map((t) => sideOf.get(t)))].join('')}`;
    });
    expect(firedAt.sort()).toEqual(['A>B', 'B>C', 'C>A']);
  });

  it('EX-MAN-12: a side holds fire on its last enemy in range while a third fights on beyond it', () => {
    const match = frigatesAtWeaponAttacks();
    const fired = (edit: (v: ExpanseView) => void) => {
      const view = structuredClone(match.view(0) as ExpanseView);
      edit(view);
      const order = plan('weapon_attacks', view) as {
        ships: Record<string, { attacks: { target: string }[] }>;
      };
      return order.ships.A1.attacks.map((a) => a.target);
    };
    const pair = (v: ExpanseView, a: string, b: string) =>
      v.pairs.find((p) => p.ships.includes(a) && p.ships.includes(b))!;
    const apart = (v: ExpanseView) => {
      pair(v, 'A1', 'C1').band = 'BEYOND';
      pair(v, 'A1', 'B1').band = 'XC';
      pair(v, 'B1', 'C1').band = 'XC';
    };
    // Taking out B1 would leave A1 and C1 each beyond every enemy: both disengaged, a draw.
    expect(fired(apart)).toEqual([]);
    // Once C1 is out of the fight (or B1 beyond it too), B1 is A1's to take.
    const gone = fired((v) => {
      apart(v);
      v.ships.find((x) => x.id === 'C1')!.status = 'taken_out';
    });
    expect(gone.length).toBeGreaterThan(0);
    expect(new Set(gone)).toEqual(new Set(['B1']));
    const alone = fired((v) => {
      apart(v);
      pair(v, 'B1', 'C1').band = 'BEYOND';
    });
    expect(new Set(alone)).toEqual(new Set(['B1']));
  });

  it('EX-STUNT-DAUNTLESS: a side flinches the enemy it fires at, not the first one listed', () => {
    const daunts = watchPurchases('three-sided', 12).flatMap(({ view, stunts }) =>
      stunts
        .filter((x) => x.stunt === 'EX-STUNT-DAUNTLESS')
        .map((x) => {
          const ship = view.ships.find((y) => y.id === x.ship)!;
          return { target: x.target, firstInLine: targetOrder(view, ship)[0]?.id };
        }),
    );
    expect(daunts.length).toBeGreaterThan(0);
    for (const d of daunts) expect(d.target).toBe(d.firstInLine);
  });

  it('EX-STUNT-EXPLOITABLE-TERRAIN: in debris the captain takes cover, one Evasive Manoeuvre a round', () => {
    const seen = watchPurchases('debris-field', 6);
    const dodges = (x: StuntOrder) =>
      x.stunt === 'EX-STUNT-EVASIVE-MANOEUVRE' || x.stunt === 'EX-STUNT-EXPLOITABLE-TERRAIN';
    const cover = seen
      .flatMap((x) => x.stunts)
      .filter((x) => x.stunt === 'EX-STUNT-EXPLOITABLE-TERRAIN');
    expect(cover.length).toBeGreaterThan(0);
    for (const x of cover) expect(x.choice).toBe('evasive_manoeuvre');
    // Never a second dodge: not in the same order, nor once the ship already has one this round.
    for (const { view, stunts } of seen) {
      for (const x of stunts.filter(dodges)) {
        expect(stunts.filter((y) => y.ship === x.ship && dodges(y))).toHaveLength(1);
        expect(view.effects[x.ship]?.evasiveManoeuvre).toBeFalsy();
      }
    }
  });

  it("EX-VIC-2: EX-SCN-1's Runner opens range at full burn while the Hunter closes", () => {
    const match = Match.create(expanse, { rulesetId: 'expanse', scenarioId: 'EX-SCN-1' }, 'run');
    const rngs = [0, 1].map((n) => rngFromSeed('run', `seat-${n}`));
    for (let d = match.pending()[0]; d.kind !== 'manoeuvres'; d = match.pending()[0])
      match.submit(d.seat, d.id, playBotTurn(match, heuristicBot, d.seat, d.id, rngs[d.seat]));
    const intents = [0, 1].map((seat) => {
      const order = plan('manoeuvres', match.view(seat) as ExpanseView) as {
        ships: Record<string, { intents: { action: string }[]; high_g: number }>;
      };
      const [ship] = Object.values(order.ships);
      return `${ship.intents[0].action}@${ship.high_g > 0 ? 'burn' : 'coast'}`;
    });
    expect(intents).toEqual(['close@burn', 'open@burn']);
  });

  it('EX-B-6, EX-B-8: a frigate closes on a hurt target to Close for its torpedo, on the others to X-close', () => {
    const match = playedTo(FRIGATES, 'manoeuvres');
    const view = structuredClone(match.view(0) as ExpanseView);
    const intents = (v: ExpanseView) =>
      (
        plan('manoeuvres', v) as {
          ships: Record<string, { intents: { enemy: string; action: string; bands?: number }[] }>;
        }
      ).ships.A1.intents;
    // Two enemy sides in range and nobody hurt: X-close on both, where no torpedo reaches A1.
    for (const i of intents(view)) expect(i).toMatchObject({ action: 'close', bands: 2 });
    const a1 = view.ships.find((x) => x.id === 'A1')!;
    const target = targetOrder(view, a1)[0].id;
    view.ships.find((x) => x.id === target)!.losses.hull = 1;
    expect(targetOrder(view, a1)[0].id).toBe(target);
    // From Medium: one band to Close on the hurt target, two to X-close on the other frigate.
    for (const i of intents(view))
      expect(i).toMatchObject({ action: 'close', bands: i.enemy === target ? 1 : 2 });
    // At X-close of its target the frigate backs off to Close, and holds X-close on the other.
    for (const p of view.pairs) if (p.ships.includes('A1')) p.band = 'XC';
    for (const i of intents(view))
      expect(i).toMatchObject({ action: i.enemy === target ? 'open' : 'hold' });
  });

  it('EX-B-6: railguns fight from X-close, torpedoes alone from Close', () => {
    const duel = playedTo('duel', 'manoeuvres').view(0) as ExpanseView;
    const corvette = structuredClone(duel.ships.find((x) => x.side === duel.mySide)!);
    expect(fightingBand(duel, corvette)).toBe(BAND.XC);
    corvette.weapons.find((w) => w.type === 'railgun')!.status = 'offline';
    expect(fightingBand(duel, corvette)).toBe(BAND.C);
    corvette.weapons.find((w) => w.type === 'torpedo')!.magazine = 0;
    expect(fightingBand(duel, corvette)).toBe(BAND.XC);
  });

  it('the captain builds no view for a command decision, nor for a window with nothing to buy', () => {
    const match = Match.create(expanse, { rulesetId: 'expanse', scenarioId: 'duel' }, 'lazy');
    const rngs = [0, 1].map((n) => rngFromSeed('lazy', `seat-${n}`));
    const unseen: string[] = [];
    for (let turns = 0; !match.isOver && turns < 400; turns++) {
      const d = match.pending()[0];
      let seen = false;
      const description = match.describe(d.id);
      const order = heuristicBot.decide({
        seat: d.seat,
        get view() {
          seen = true;
          return match.view(d.seat);
        },
        decision: description.decision,
        description,
        rng: rngs[d.seat],
        sampleLegal: () => match.sample(d.id, rngs[d.seat]),
      });
      if (d.kind === 'command') {
        expect(seen).toBe(false);
        expect(order).toEqual(description.example);
      }
      if (!seen) unseen.push(d.kind);
      match.submit(d.seat, d.id, order);
    }
    expect(unseen).toContain('command');
    expect(unseen).toContain('stunts');
    expect(unseen).not.toContain('manoeuvres');
  });

  it('EX-B-7: the captain puts its EW bonus on defence', () => {
    const match = playedTo('two-vs-two', 'electronic_warfare');
    const order = plan('electronic_warfare', match.view(0) as ExpanseView) as {
      ships: Record<string, { ew_bonus_use: string }>;
    };
    expect(Object.keys(order.ships)).toHaveLength(2);
    for (const x of Object.values(order.ships)) expect(x.ew_bonus_use).toBe('defence');
  });
});
