/** The heuristic captain's orders for the steps, from its view alone. */
import { BAND } from '../data/tables.js';
import type { ExpanseView } from '../view.js';
import { attackProblem } from '../rules/attacks.js';
import { highGProblem } from '../rules/high-g.js';

type ViewShip = ExpanseView['ships'][number];

function bandOf(v: ExpanseView, a: string, b: string) {
  return (
    v.pairs.find((p) => p.ships.includes(a) && p.ships.includes(b))?.band ?? ('BEYOND' as const)
  );
}

function mine(v: ExpanseView): ViewShip[] {
  return v.ships.filter((x) => x.side === v.mySide && x.status === 'active');
}

function enemies(v: ExpanseView, ship: ViewShip): ViewShip[] {
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

/** Close to Close range, under high-g while far off, so a fleeing enemy loses the contest. */
function manoeuvres(v: ExpanseView) {
  return ships(v, (x) => {
    const far = enemies(v, x).some((e) => BAND[bandOf(v, x.id, e.id)] > BAND.C);
    const canBurn = !highGProblem(x, 1, { outOfControl: v.outOfControl.includes(x.id) });
    const farthest = Math.max(...enemies(v, x).map((e) => BAND[bandOf(v, x.id, e.id)]), 0);
    // One more band and the enemy is gone: burn harder to win that contest.
    const g = canBurn && far ? (farthest >= BAND.L ? 2 : 1) : 0;
    return {
      intents: enemies(v, x).map((e) => {
        const band = BAND[bandOf(v, x.id, e.id)];
        if (band <= BAND.XC) return { enemy: e.id, action: 'hold' as const };
        const bands = band - BAND.XC >= 2 && g > 0 ? (2 as const) : (1 as const);
        return { enemy: e.id, action: 'close' as const, bands };
      }),
      high_g: g,
      regain_control: true,
    };
  });
}

function attacks(v: ExpanseView) {
  return ships(v, (x) => {
    const targets = [...enemies(v, x)].sort((a, b) => hurt(b) - hurt(a));
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

function defence(v: ExpanseView) {
  return ships(v, (x) => {
    const incoming = v.attacks.filter((a) => a.target === x.id && a.result === 'pending').length;
    const g =
      incoming >= 2 && !highGProblem(x, 1, { outOfControl: v.outOfControl.includes(x.id) }) ? 1 : 0;
    return { high_g: g, point_defence: 'all' as const };
  });
}

export function plan(kind: string, v: ExpanseView): unknown {
  switch (kind) {
    case 'manoeuvres':
      return manoeuvres(v);
    case 'electronic_warfare':
      return ships(v, () => ({ ew_bonus_use: 'offence' as const }));
    case 'weapon_attacks':
      return attacks(v);
    case 'defence':
      return defence(v);
    default:
      return null;
  }
}
