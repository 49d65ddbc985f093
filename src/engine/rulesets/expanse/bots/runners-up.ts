/**
 * The heuristic captain's runners-up (`Bot.hints`), for the search that plays forward with it:
 * orders that differ from the captain's own in intent, each what the captain would nearly have
 * done, built from the seat's view alone. Without them the generic search weighs the captain's
 * order changed in one place (search-neighbours.ts), mostly a number nudged or a string swapped,
 * seldom a different plan: a hard burn with the command pool on the contest, holding the range,
 * the next target, the PDCs kept or fired, no stunt bought.
 *
 * Not the captain's `hints`: the search weighing them (at its built-in budget or a wider one)
 * played no better than the search weighing neighbours, in two-vs-two a little worse, so the
 * registered search stays as it was (docs/decisions/0076-expanse-captain-runners-up.md). They are
 * here to be measured (`bench/search-duel.ts --captain-hints`) and built on.
 */
import type { BotTurn, CandidateHints } from '../../../bots/bot.js';
import { canonicalJson } from '../../../core/hash.js';
import type {
  AttackShipOrders,
  Bundle,
  DefenceShipOrders,
  EwShipOrders,
  ManoeuvreShipOrders,
  StuntOrder,
} from '../orders.js';
import { attackProblem } from '../rules/attacks.js';
import { evasionBase } from '../rules/defence.js';
import type { ExpanseView } from '../view.js';
import { chase } from './chase.js';
import { bandOf, burnBudget, mayBurn, mine, targetOrder } from './plan.js';

type ViewShip = ExpanseView['ships'][number];
type Runners = (v: ExpanseView, own: never) => readonly unknown[];

const GUIDANCE = 'EX-STUNT-GUIDANCE';

/** Each ship's orders in `own` changed by `f` (`undefined`: left as they were). */
function eachShip<T>(
  v: ExpanseView,
  own: Bundle<T>,
  f: (x: ViewShip, o: T) => T | undefined,
): Bundle<T> {
  const ships: Record<string, T> = {};
  for (const [id, o] of Object.entries(own.ships ?? {})) {
    const x = v.ships.find((y) => y.id === id);
    ships[id] = (x && f(x, o)) ?? o;
  }
  return { ...own, ships };
}

/**
 * Step 2: the chase (the hardest burn the crew bears, two bands at once, the command pool on the
 * contest) where the captain closes at its ease; the same intents at no burn; every band held, no
 * burn and nothing bought; every enemy opened one band.
 */
function manoeuvres(v: ExpanseView, own: Bundle<ManoeuvreShipOrders>): unknown[] {
  const still = (x: ViewShip, o: ManoeuvreShipOrders, action: 'hold' | 'open') => ({
    ...o,
    intents: (o.intents ?? []).map((i) =>
      action === 'open' && !x.offline.manoeuvrability
        ? { enemy: i.enemy, action, bands: 1 as const }
        : { enemy: i.enemy, action: 'hold' as const },
    ),
    high_g: 0,
  });
  const unburnt = eachShip(v, own, (_, o) => ({
    ...o,
    intents: (o.intents ?? []).map((i) => (i.bands === 2 ? { ...i, bands: 1 as const } : i)),
    high_g: 0,
  }));
  return [
    chase(v, own as never),
    unburnt,
    { ...eachShip(v, own, (x, o) => still(x, o, 'hold')), stunts: [] },
    { ...eachShip(v, own, (x, o) => still(x, o, 'open')), stunts: [] },
  ];
}

/** Step 3: EW on offence (the bonus on the ship's own attacks, EX-B-7) instead of defence. */
function electronicWarfare(v: ExpanseView, own: Bundle<EwShipOrders>): unknown[] {
  return [eachShip(v, own, () => ({ ew_bonus_use: 'offence' as const }))];
}

/**
 * Step 4: every weapon at the next target in the captain's order that it can reach; the PDCs it
 * kept for torpedoes fired after all (or, where it fired them, kept); every weapon held.
 */
function weaponAttacks(v: ExpanseView, own: Bundle<AttackShipOrders>): unknown[] {
  const reach = (x: ViewShip, weapon: string, skip: string | undefined) => {
    const w = x.weapons.find((y) => y.id === weapon)!;
    return targetOrder(v, x).find(
      (e) => e.id !== skip && attackProblem(x, w, bandOf(v, x.id, e.id), v.round) === null,
    );
  };
  const retargeted = eachShip(v, own, (x, o) => ({
    attacks: o.attacks.map((a) => ({ ...a, target: reach(x, a.weapon, a.target)?.id ?? a.target })),
  }));
  const pdcsSwapped = eachShip(v, own, (x, o) => {
    const pdcs = x.weapons.filter((w) => w.type === 'pdc').map((w) => w.id);
    const fired = o.attacks.filter((a) => pdcs.includes(a.weapon));
    if (fired.length > 0) return { attacks: o.attacks.filter((a) => !pdcs.includes(a.weapon)) };
    const added = pdcs.flatMap((weapon) => {
      const t = reach(x, weapon, undefined);
      return t ? [{ weapon, target: t.id }] : [];
    });
    return { attacks: [...o.attacks, ...added] };
  });
  return [retargeted, pdcsSwapped, eachShip(v, own, () => ({ attacks: [] }))];
}

/** The pending item coming at the ship that its evasion can meet, the most damage dice first. */
function heaviestEvadable(v: ExpanseView, x: ViewShip): string | undefined {
  const dice = (d: string | null) => Number(d?.split('d')[0] ?? 0);
  return v.attacks
    .filter(
      (a) =>
        a.target === x.id &&
        a.result === 'pending' &&
        a.type !== 'setup' &&
        a.type !== 'burn_them' &&
        a.type !== 'collision' &&
        typeof evasionBase(a.type, a.band) === 'number',
    )
    .sort((a, b) => dice(b.damage) - dice(a.damage))[0]?.id;
}

/**
 * Step 5: the command pool on evading the heaviest item coming in (Guidance), the captain's burn
 * kept; no burn at all (the crew spared its Stamina); point defence off.
 */
function defence(v: ExpanseView, own: Bundle<DefenceShipOrders>): unknown[] {
  const guided: StuntOrder[] = mine(v).flatMap((x) => {
    const ref = heaviestEvadable(v, x);
    return ref !== undefined && x.sp.command > 0 && own.ships?.[x.id]
      ? [{ ship: x.id, stunt: GUIDANCE, test: 'evasion', ref, sp: x.sp.command }]
      : [];
  });
  const hardest = eachShip(v, own, (x, o) =>
    (o.high_g ?? 0) > 0 && mayBurn(v, x) ? { ...o, high_g: Math.max(1, burnBudget(x)) } : o,
  );
  return [
    ...(guided.length > 0 ? [{ ...hardest, stunts: [...(own.stunts ?? []), ...guided] }] : []),
    eachShip(v, own, (_, o) => ({ ...o, high_g: 0 })),
    eachShip(v, own, (_, o) => ({ ...o, point_defence: 'none' as const })),
  ];
}

/** A stunt window (or step 6's damage orders): nothing bought, or each purchase alone. */
function purchases(_: ExpanseView, own: { stunts?: StuntOrder[] }): unknown[] {
  const bought = own.stunts ?? [];
  if (bought.length === 0) return [];
  return [{ ...own, stunts: [] }, ...bought.map((x) => ({ ...own, stunts: [x] }))];
}

const RUNNERS: Readonly<Record<string, Runners>> = {
  manoeuvres: manoeuvres as Runners,
  electronic_warfare: electronicWarfare as Runners,
  weapon_attacks: weaponAttacks as Runners,
  defence: defence as Runners,
  stunts: purchases as Runners,
  attack_damage: purchases as Runners,
};

/** Runners-up worth offering: more than the widest budget measured weighs as candidates. */
export const RUNNERS_UP = 8;

/**
 * The captain's runners-up for `turn` (`own` its order), best first by the captain's own reading,
 * without repeats or the captain's order itself: at most `limit`.
 */
export function captainHints(limit: number): CandidateHints {
  return (turn: BotTurn, own: unknown) => {
    const runners = RUNNERS[turn.decision.kind];
    if (!runners || own === null || typeof own !== 'object') return [];
    const seen = new Set([canonicalJson(own)]);
    const out: unknown[] = [];
    for (const order of runners(turn.view as ExpanseView, own as never)) {
      const key = canonicalJson(order);
      if (seen.has(key)) continue;
      seen.add(key);
      out.push(order);
      if (out.length >= limit) break;
    }
    return out;
  };
}
