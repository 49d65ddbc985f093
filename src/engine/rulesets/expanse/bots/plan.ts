/** The heuristic captain's orders for the steps, from its view alone. */
import { BAND } from '../data/tables.js';
import type { ExpanseView } from '../view.js';
import { attackProblem, usable } from '../rules/attacks.js';
import { highGProblem } from '../rules/high-g.js';

type ViewShip = ExpanseView['ships'][number];

export function bandOf(v: ExpanseView, a: string, b: string) {
  return (
    v.pairs.find((p) => p.ships.includes(a) && p.ships.includes(b))?.band ?? ('BEYOND' as const)
  );
}

/** The side's ships that may act: a ship flinched by Dauntless gives no orders this round. */
export function mine(v: ExpanseView): ViewShip[] {
  return v.ships.filter(
    (x) => x.side === v.mySide && x.status === 'active' && !v.effects[x.id]?.flinched,
  );
}

export function enemies(v: ExpanseView, ship: ViewShip): ViewShip[] {
  return v.ships.filter(
    (x) => x.side !== ship.side && x.status === 'active' && bandOf(v, ship.id, x.id) !== 'BEYOND',
  );
}

/** How hurt an enemy looks: its losses, offline systems and crew down. */
function hurt(x: ViewShip): number {
  const l = x.losses;
  const offline = Object.values(x.offline).filter(Boolean).length;
  const down = x.crew.filter((c) => c.status !== 'active').length;
  return l.hull * 3 + l.manoeuvrability + l.sensors + l.weapons + offline * 4 + down * 2;
}

function ships<T>(v: ExpanseView, f: (ship: ViewShip) => T) {
  return { ships: Object.fromEntries(mine(v).map((x) => [x.id, f(x)])) };
}

/** Whether the ship may burn at 1 g or more this round (EX-HIGHG-1: not out of control, crew fit). */
export function mayBurn(v: ExpanseView, x: ViewShip): boolean {
  return !highGProblem(x, 1, { outOfControl: v.outOfControl.includes(x.id) });
}

/**
 * EX-SCN-1's Runner (the second side under the `intercept` objective, EX-VIC-2) wins by getting
 * beyond Long range: it runs instead of closing.
 */
export function runs(v: ExpanseView): boolean {
  return v.objective === 'intercept' && v.mySide !== null && v.mySide === v.sides[1]?.id;
}

/**
 * The Runner opens two bands a turn at the hardest burn its crew can bear, and puts its whole
 * command pool on the manoeuvre test (Guidance): one won contest from Medium ends the battle.
 */
function flight(v: ExpanseView) {
  const order = ships(v, (x) => {
    const canBurn = mayBurn(v, x);
    return {
      intents: enemies(v, x).map((e) =>
        x.offline.manoeuvrability
          ? { enemy: e.id, action: 'hold' as const }
          : { enemy: e.id, action: 'open' as const, bands: canBurn ? (2 as const) : (1 as const) },
      ),
      high_g: canBurn ? Math.max(1, burnBudget(x)) : 0,
      regain_control: true,
    };
  });
  const stunts = mine(v)
    .filter((x) => x.sp.command > 0 && enemies(v, x).length > 0)
    .map((x) => ({ ship: x.id, stunt: 'EX-STUNT-GUIDANCE', test: 'manoeuvre', sp: x.sp.command }));
  return { ...order, stunts };
}

/**
 * The band a ship fights its target from (EX-B-6). With a railgun, X-close, where the railgun is
 * hardest to dodge and torpedoes cannot be launched (EX-ATK-3). A ship whose heaviest weapon is a
 * torpedo (a frigate, or a corvette whose railgun is down) fights from Close instead: at X-close
 * it could fire only its PDCs (2d6 against a 2d6 hull), and at Close its torpedo (4d6) strikes the
 * same round at the easiest evasion TN.
 */
export function fightingBand(v: ExpanseView, x: ViewShip): number {
  const ready = (type: string) =>
    x.weapons.some(
      (w) => w.type === type && usable(x, w, v.round) && (w.magazine === null || w.magazine > 0),
    );
  return !ready('railgun') && ready('torpedo') ? BAND.C : BAND.XC;
}

/** Enemies of more than one side are in range of the ship (EX-B-8). */
function crowded(v: ExpanseView, ship: ViewShip): boolean {
  return new Set(enemies(v, ship).map((e) => e.side)).size > 1;
}

/**
 * Close on the target to its fighting band, and on every other enemy to X-close, where that enemy
 * cannot launch torpedoes at the ship (one launch a round is enough for the target); burn as hard
 * as the crew can bear so that a fleeing enemy loses the contest, harder still when one more band
 * would let it get away. With two enemy sides in range and the target still unhurt, the target
 * too is fought from X-close (EX-B-8): only PDCs reach the ship there, and the other two sides'
 * torpedoes go at each other; once the target is hurt the ship moves in to finish it.
 */
function manoeuvres(v: ExpanseView) {
  return ships(v, (x) => {
    const canBurn = mayBurn(v, x);
    const farthest = Math.max(...enemies(v, x).map((e) => BAND[bandOf(v, x.id, e.id)]), 0);
    const want = farthest >= BAND.L ? 2 : farthest >= BAND.M ? 1 : 0;
    const g = canBurn ? want : 0;
    const target = targetOrder(v, x)[0];
    const waits = target !== undefined && hurt(target) === 0 && crowded(v, x);
    return {
      intents: enemies(v, x).map((e) => {
        const home = e.id === target?.id && !waits ? fightingBand(v, x) : BAND.XC;
        const band = BAND[bandOf(v, x.id, e.id)];
        // With its manoeuvrability system offline the ship can only hold (MANOEUVRE_UNAVAILABLE).
        if (band === home || x.offline.manoeuvrability)
          return { enemy: e.id, action: 'hold' as const };
        if (band < home) return { enemy: e.id, action: 'open' as const, bands: 1 as const };
        const bands = band - home >= 2 && g > 0 ? (2 as const) : (1 as const);
        return { enemy: e.id, action: 'close' as const, bands };
      }),
      high_g: g,
      regain_control: true,
    };
  });
}

/**
 * Among equally hurt enemies, the next side after one's own (A→B, B→C, C→A): breaking ties by ship
 * order would have A and C both fire at the first side listed in a three-sided battle, and the
 * last side win most of them.
 */
function sideAfterMine(v: ExpanseView): (x: ViewShip) => number {
  const sides = [...new Set(v.ships.map((x) => x.side))];
  const me = v.mySide === null ? 0 : sides.indexOf(v.mySide);
  return (x) => (sides.indexOf(x.side) - me + sides.length) % sides.length;
}

/**
 * The enemies in range of a ship, the one to fire at first: the one whose loss leaves the least
 * fire on the ship's side (`fireLeft`; with one enemy side they all tie), then the most hurt,
 * then the next side after one's own. Stunts that name an enemy (Dauntless, Hack the System)
 * follow the same order, so each side flinches the ship it fires at.
 */
export function targetOrder(v: ExpanseView, ship: ViewShip): ViewShip[] {
  const turn = sideAfterMine(v);
  const left = new Map(enemies(v, ship).map((e) => [e, fireLeft(v, ship.side, e)]));
  return [...left.keys()].sort(
    (a, b) => left.get(a)! - left.get(b)! || hurt(b) - hurt(a) || turn(a) - turn(b),
  );
}

/**
 * The fire still coming at a side once `gone` is out, if every enemy ship spreads its fire evenly
 * over the ships in its range. Two sides against one, taking out the last ship of one enemy side
 * turns all of the other's fire on the ship's own side; taking one from the larger side does not.
 */
function fireLeft(v: ExpanseView, side: string, gone: ViewShip): number {
  const up = v.ships.filter((x) => x.status === 'active' && x !== gone);
  let sum = 0;
  for (const r of up) {
    if (r.side === side) continue;
    const inRange = up.filter((x) => x.side !== r.side && bandOf(v, r.id, x.id) !== 'BEYOND');
    const mineInRange = inRange.filter((x) => x.side === side).length;
    if (mineInRange > 0) sum += mineInRange / inRange.length;
  }
  // Rounded: the same shares summed in another order must tie, not differ in the last bit.
  return Math.round(sum * 1e6);
}

/**
 * A third side still fights beyond the ship's reach (EX-MAN-12: a pair at BEYOND stays apart).
 * Taking out the last enemy in range would leave the ship and that side each beyond every enemy,
 * both disengaged: a draw. Holding fire lets the other two fight it out instead.
 */
function waitsForThirdSide(v: ExpanseView, x: ViewShip): boolean {
  const inRange = enemies(v, x);
  if (inRange.length === 0 || new Set(inRange.map((e) => e.side)).size > 1) return false;
  return v.ships.some(
    (y) =>
      y.side !== x.side &&
      y.side !== inRange[0].side &&
      y.status === 'active' &&
      bandOf(v, x.id, y.id) === 'BEYOND' &&
      inRange.some((e) => bandOf(v, y.id, e.id) !== 'BEYOND'),
  );
}

function attacks(v: ExpanseView) {
  return ships(v, (x) => {
    if (waitsForThirdSide(v, x)) return { attacks: [] };
    const targets = targetOrder(v, x);
    const out: { weapon: string; target: string }[] = [];
    // PDCs that fire cannot also defend at full strength (EX-DEF-7): keep them for torpedoes.
    const torpedoThreat = targets.some(
      (e) =>
        BAND[bandOf(v, x.id, e.id)] >= BAND.C &&
        e.weapons.some((w) => w.type === 'torpedo' && w.status === 'online' && w.magazine !== 0),
    );
    for (const w of x.weapons) {
      if (w.type === 'pdc' && torpedoThreat) continue;
      const t = targets.find((e) => attackProblem(x, w, bandOf(v, x.id, e.id), v.round) === null);
      if (t) out.push({ weapon: w.id, target: t.id });
    }
    return { attacks: out };
  });
}

/**
 * How hard the crew can burn without killing itself: high-g costs Stamina damage (EX-HIGHG-5),
 * which Fortune and, on the juice, the fatigued and exhausted steps absorb (EX-CREW-4).
 */
export function burnBudget(x: ViewShip): number {
  const free = (c: ViewShip['crew'][number]) => {
    if (c.conditions.includes('injured') || c.conditions.includes('wounded')) return 0;
    const juiceSteps = x.juice === 'none' ? 0 : 2 - c.conditions.length;
    return c.fortune + juiceSteps * 3.5;
  };
  const spare = Math.min(...x.crew.filter((c) => c.status === 'active').map(free));
  return spare >= 16 ? 4 : spare >= 11 ? 3 : spare >= 6 ? 2 : spare >= 2 ? 1 : 0;
}

function defence(v: ExpanseView) {
  return ships(v, (x) => {
    const incoming = v.attacks.filter((a) => a.target === x.id && a.result === 'pending').length;
    const blocked = highGProblem(x, 1, { outOfControl: v.outOfControl.includes(x.id) });
    const g = incoming === 0 || blocked ? 0 : burnBudget(x);
    return { high_g: g, point_defence: 'all' as const };
  });
}

/** The crew member best at a damage-control test (INT + the focus), among those still free. */
function bestFor(free: ViewShip['crew'], focus: 'Engineering' | 'Technology') {
  const score = (c: ViewShip['crew'][number]) =>
    c.abilities.INT + (c.focuses.includes(focus) ? 2 : 0);
  return [...free].sort((a, b) => score(b) - score(a))[0];
}

/**
 * Every hand to damage control (EX-DC-1): the reactor first, then hacks, offline weapons and the
 * worst-hit systems, each by the best free crew member; Quick Start by its named testers.
 */
function damageControl(v: ExpanseView) {
  return ships(v, (x) => {
    let free = x.crew.filter((c) => c.status === 'active');
    const actions: Record<string, unknown>[] = [];
    const assign = (focus: 'Engineering' | 'Technology', action: Record<string, unknown>) => {
      const c = bestFor(free, focus);
      if (!c) return;
      free = free.filter((m) => m !== c);
      actions.push({ crew: c.id, ...action });
    };
    const qs = x.quickStart;
    if (qs && x.reactor.offline && (qs.round ?? 0) < v.round)
      for (const id of qs.crew) {
        const c = free.find((m) => m.id === id);
        if (!c) continue;
        free = free.filter((m) => m !== c);
        actions.push({ crew: id, action: 'quick_start' });
      }
    if (x.reactor.offline && x.reactor.tempOnlineUntilRound === null)
      assign('Engineering', { action: 'restore', target: 'reactor' });
    if (x.hacked) assign('Technology', { action: 'remove_hack' });
    for (const w of x.weapons)
      if (w.status === 'offline') assign('Engineering', { action: 'restore', target: w.id });
    const units = (s: 'manoeuvrability' | 'sensors' | 'weapons') =>
      x.losses[s] + (x.offline[s] ? 7 : 0);
    const systems = (['manoeuvrability', 'weapons', 'sensors'] as const)
      .filter((s) => units(s) > 0)
      .sort((a, b) => units(b) - units(a));
    for (const system of systems) assign('Engineering', { action: 'repair', system });
    return { actions };
  });
}

/** The steps the captain plans from its view; it takes the example order in the others. */
const PLANS: Readonly<Record<string, (v: ExpanseView) => unknown>> = {
  manoeuvres: (v) => (runs(v) ? flight(v) : manoeuvres(v)),
  // EW on defence (EX-B-7): the bonus goes on evasion and point defence against that enemy.
  electronic_warfare: (v) => ships(v, () => ({ ew_bonus_use: 'defence' as const })),
  weapon_attacks: attacks,
  defence,
  damage_control: damageControl,
};

/** Whether the captain plans this kind of step itself (else the view is not worth building). */
export function plans(kind: string): boolean {
  return Object.hasOwn(PLANS, kind);
}

export function plan(kind: string, v: ExpanseView): unknown {
  return plans(kind) ? PLANS[kind](v) : null;
}
