/**
 * The heuristic captain: closes to X-close (Close for a ship whose heaviest weapon is a torpedo),
 * fires everything at the enemy whose loss leaves the least fire on its side (then the most
 * damaged), puts EW on defence, dodges under high-g when several shots come in, and
 * spends stunt points where they pay most (Penetrate Hull, Dauntless, On-target,
 * Evasive Action, and cover in exploitable terrain). A stunt that names an enemy names the one
 * the ship fires at. It reads only its view and the order description, like any bot.
 */
import type { Bot, BotTurn } from '../../../bots/bot.js';
import type { ManoeuvreOrders, StuntOrder } from '../orders.js';
import type { ExpanseView } from '../view.js';
import { poolAllowed, stuntDef, type Timing } from '../rules/stunts.js';
import { intercepting } from './chase.js';
import { plan, plans, runs, targetOrder } from './plan.js';

type ViewShip = ExpanseView['ships'][number];

/** What one purchase is worth to the captain; unlisted stunts are not bought. */
const DAUNTLESS = 'EX-STUNT-DAUNTLESS';
const TERRAIN = 'EX-STUNT-EXPLOITABLE-TERRAIN';

const WORTH: Readonly<Record<string, number>> = {
  'EX-STUNT-SCUTTLE': 20,
  'EX-STUNT-PENETRATE-HULL': 10,
  // A flinched enemy neither fires nor evades for the rest of the round.
  [DAUNTLESS]: 9,
  // Not Precise Hit (4 SP for one more loss): on a PDC's hit it took the SP that Penetrate Hull
  // wanted on the railgun's hit after it, in the same step 6 (decision 0057).
  'EX-STUNT-ON-TARGET': 7,
  // Debris to duck into (the free Evasive Manoeuvre, +2 to every evasion this round); in step 3
  // the comms pool may pay, beside Hack the System and Perceived Weakness.
  [TERRAIN]: 7,
  'EX-STUNT-EVASIVE-ACTION': 6,
  'EX-STUNT-HACK-THE-SYSTEM': 6,
  'EX-STUNT-OFF-COURSE': 6,
  'EX-STUNT-PERCEIVED-WEAKNESS': 5,
  'EX-STUNT-SYSTEM-DAMAGE': 4,
  'EX-STUNT-EVASIVE-MANOEUVRE': 4,
  'EX-STUNT-QUICK-START': 4,
  'EX-STUNT-WEAPON-ONLINE': 3,
  'EX-STUNT-QUICK-FIX': 3,
  'EX-STUNT-PATCH': 2,
  'EX-STUNT-HULL-BREACH': 1,
};

function worth(x: StuntOrder): number {
  // Only what cripples a fight: the enemy's weapons, or its drive (no high-g, −2 evasion).
  if (x.stunt === 'EX-STUNT-SYSTEM-DAMAGE' && x.system !== 'weapons') return 0;
  if (x.stunt === 'EX-STUNT-HACK-THE-SYSTEM' && x.hack !== 'drive') return 0;
  if (x.stunt === TERRAIN && x.choice !== 'evasive_manoeuvre') return 0;
  return WORTH[x.stunt] ?? 0;
}

/** Evasive Manoeuvre, bought as itself or through the terrain: once a round is enough. */
const dodging = (x: StuntOrder) =>
  x.stunt === 'EX-STUNT-EVASIVE-MANOEUVRE' ||
  (x.stunt === TERRAIN && x.choice === 'evasive_manoeuvre');

/** A purchase's variant: the stunt and what it names, without its amount. */
const variant = (x: StuntOrder) => JSON.stringify({ ...x, sp: 0 });

/** Role-pool SP a ship may put on this stunt now (bound SP only on their own hit). */
function rolePool(ship: ViewShip, x: StuntOrder, when: Timing): number {
  const def = stuntDef(x.stunt)!;
  const sp = ship.sp;
  let n = 0;
  if (poolAllowed(def, 'pilot', when)) n += sp.pilot;
  if (poolAllowed(def, 'comms', when)) n += sp.comms;
  if (poolAllowed(def, 'engineer', when)) n += sp.engineer;
  if (poolAllowed(def, 'weapons_free', when))
    n += sp.weaponsFree + (sp.weaponsBound[x.attack ?? ''] ?? 0);
  return n;
}

/**
 * With the price of Dauntless in the command pool and an enemy at Close or X-close, the step-1
 * window buys nothing: a flinched enemy (EX-STUNT-DAUNTLESS) neither fires nor evades this round.
 */
function savesForDauntless(v: ExpanseView, ship: ViewShip): boolean {
  if (ship.sp.command < 5) return false;
  return v.pairs.some(
    (p) =>
      p.ships.includes(ship.id) &&
      (p.band === 'C' || p.band === 'XC') &&
      v.ships.some((x) => p.ships.includes(x.id) && x.side !== ship.side && x.status === 'active'),
  );
}

/**
 * Dauntless's collision (3d6 to each ship) is a gamble the side ahead should not take while two
 * other sides still fight each other: decision 0057 measured the captain better without it there.
 * With two sides left it breaks the stand-offs between captains at X-close (EX-B-8).
 */
function threeSidesStand(v: ExpanseView): boolean {
  return new Set(v.ships.filter((x) => x.status === 'active').map((x) => x.side)).size > 2;
}

/**
 * The best purchases among the choices, most worth first (then the fewest SP), one per stunt and
 * ship. Before step 6, two command SP stay in reserve for Penetrate Hull on a hit. A further
 * purchase is taken only when it fits what the earlier ones left, counting the role pool first
 * and then the command pool (the order the engine pays in, EX-D-11), and under the most the
 * choices offer for it.
 */
function bestStunts(turn: BotTurn, timing?: Timing): StuntOrder[] {
  const choices = (turn.description.choices ?? []) as { stunts?: StuntOrder[] }[];
  // Same variant, same worth: the purchases not worth buying need no view and no limit.
  const offered = choices.flatMap((c) => c.stunts ?? []).filter((x) => worth(x) > 0);
  if (offered.length === 0) return [];
  const v = turn.view as ExpanseView;
  const when = timing ?? (`W${v.step}` as Timing);
  const keys = offered.map(variant);
  const most = new Map<string, number>();
  offered.forEach((x, i) => most.set(keys[i], Math.max(most.get(keys[i]) ?? 0, x.sp)));
  // On a named hit, the more damage dice the better (Penetrate Hull on the railgun, not a PDC).
  const dice = (x: StuntOrder) =>
    Number(v.attacks.find((a) => a.id === x.attack)?.damage?.split('d')[0] ?? 0);
  // An enemy named by a stunt: the one the side fires at (a flinched target cannot evade it).
  const lines = new Map<string, ViewShip[]>();
  const rank = (x: StuntOrder) => {
    if (!x.target) return 0;
    let line = lines.get(x.ship);
    if (!line) {
      line = targetOrder(
        v,
        v.ships.find((y) => y.id === x.ship)!,
      );
      lines.set(x.ship, line);
    }
    const i = line.findIndex((e) => e.id === x.target);
    return i < 0 ? 9 : i;
  };
  const score = (x: StuntOrder) => worth(x) * 100 + dice(x) * 5 - x.sp - rank(x) * 0.5;
  // Scored once each, then sorted (a stable sort, so ties keep the offer order).
  const ranked = offered
    .map((x, i) => ({ x, key: keys[i], score: score(x) }))
    .sort((a, b) => b.score - a.score);
  const out: StuntOrder[] = [];
  const spent = new Map<string, { role: number; command: number }>();
  for (const { x, key } of ranked) {
    if (out.some((y) => y.ship === x.ship && y.stunt === x.stunt)) continue;
    if (
      dodging(x) &&
      (v.effects[x.ship]?.evasiveManoeuvre || out.some((y) => y.ship === x.ship && dodging(y)))
    )
      continue;
    const ship = v.ships.find((y) => y.id === x.ship)!;
    if (when === 'W1' && (runs(v) || savesForDauntless(v, ship))) continue;
    if (x.stunt === DAUNTLESS && threeSidesStand(v)) continue;
    const used = spent.get(x.ship) ?? { role: 0, command: 0 };
    if (x.sp + used.role + used.command > most.get(key)!) continue;
    // A flinched enemy's evasion fails: every hit lands, worth more than Penetrate Hull's SP.
    const reserve = when === 'O6' || x.stunt === DAUNTLESS ? 0 : Math.min(2, ship.sp.command);
    const role = Math.max(0, rolePool(ship, x, when) - used.role);
    const command = ship.sp.command - reserve - used.command;
    if (x.sp > role + command) continue;
    const fromRole = Math.min(role, x.sp);
    out.push(x);
    spent.set(x.ship, { role: used.role + fromRole, command: used.command + x.sp - fromRole });
  }
  return out;
}

export const heuristicBot: Bot = {
  id: 'heuristic',
  name: 'Heuristic captain',
  description:
    'Closes to X-close (Close with torpedoes alone; in EX-SCN-1 the Hunter chases at its hardest burn with its command pool on the range contest, the Runner flees at 6 g), fires every weapon where the least enemy fire is left on its side (then the most damaged enemy), EW on defence, high-g against salvos, and spends stunt points on Penetrate Hull, Dauntless, On-target, Evasive Action and cover in exploitable terrain.',
  decide(turn) {
    const kind = turn.decision.kind;
    if (kind === 'stunts') return { stunts: bestStunts(turn) };
    if (kind === 'attack_damage') {
      const v = turn.view as ExpanseView;
      // One serious loss hurts less than four normal ones (crew, hull, every system).
      const ships = Object.fromEntries(
        v.ships
          .filter((x) => x.side === v.mySide && x.status === 'active')
          .map((x) => [x.id, { two_condition_preference: 'serious' as const }]),
      );
      return { stunts: bestStunts(turn, 'O6'), ships };
    }
    if (!plans(kind)) return turn.description.example;
    const v = turn.view as ExpanseView;
    const own = plan(kind, v) ?? turn.description.example;
    return kind === 'manoeuvres' ? intercepting(v, own as ManoeuvreOrders) : own;
  },
};
