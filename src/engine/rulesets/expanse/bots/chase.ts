/**
 * EX-SCN-1's Hunter chasing the Runner (EX-VIC-2): the Runner wins by one won range contest from
 * Medium (two bands open at once takes it beyond Long range), so the Hunter's first manoeuvre
 * test is most of the battle. The heuristic captain closes from Medium at 1 g and keeps its
 * command pool; the Runner burns up to 4 g with its whole pool on the contest, and in heuristic
 * self-play got away in round 1 four times in five (decision 0068). With the chase, and the
 * Runner's flight at the most g, the Hunter wins 39 % of heuristic self-play instead of 20 %
 * (decision 0072).
 */
import { BAND } from '../data/tables.js';
import type { ManoeuvreOrders, StuntOrder } from '../orders.js';
import type { ExpanseView } from '../view.js';
import { bandOf, burnBudget, enemies, mayBurn, mine, runs } from './plan.js';

type ShipOrders = NonNullable<ManoeuvreOrders['ships']>[string];

const GUIDANCE = 'EX-STUNT-GUIDANCE';

/** The seat is EX-SCN-1's Hunter: the first side under the `intercept` objective. */
export function hunts(v: ExpanseView): boolean {
  return v.objective === 'intercept' && v.mySide !== null && v.mySide === v.sides[0]?.id;
}

/**
 * The captain's manoeuvres (`own`) as a chase: each ship that can burn at the hardest burn its
 * crew can bear (at least 1 g), closing two bands where it is two or more from X-close, with its
 * whole command pool on the range contest (EX-STUNT-GUIDANCE, +1 a SP) unless it has bought
 * Guidance already.
 */
export function chase(v: ExpanseView, own: ManoeuvreOrders): ManoeuvreOrders {
  const ships: Record<string, ShipOrders> = {};
  for (const [id, o] of Object.entries(own.ships ?? {})) {
    const x = v.ships.find((y) => y.id === id)!;
    const canBurn = mayBurn(v, x);
    ships[id] = {
      ...o,
      ...(canBurn && { high_g: Math.max(o.high_g ?? 0, burnBudget(x), 1) }),
      intents: (o.intents ?? []).map((i) =>
        // Two bands at once need high-g (EX-MAN-2, EX-HIGHG-2): a ship that cannot burn closes one.
        canBurn && i.action === 'close' && BAND[bandOf(v, id, i.enemy)] - BAND.XC >= 2
          ? { ...i, bands: 2 as const }
          : i,
      ),
    };
  }
  const bought = own.stunts ?? [];
  const guidance: StuntOrder[] = mine(v)
    .filter(
      (x) =>
        ships[x.id] !== undefined &&
        x.sp.command > 0 &&
        enemies(v, x).length > 0 &&
        !bought.some((b) => b.ship === x.id && b.stunt === GUIDANCE),
    )
    .map((x) => ({ ship: x.id, stunt: GUIDANCE, test: 'manoeuvre', sp: x.sp.command }));
  return { ...own, ships, ...(guidance.length > 0 && { stunts: [...bought, ...guidance] }) };
}

/** The most g the rules allow (EX-HIGHG-1). */
const MOST_G = 6;

/**
 * The Runner's flight (`own`, the captain's) at the most g the rules allow wherever it burns at
 * all: a won contest ends the battle at the end of step 2 (EX-VIC-2), before the burn's Stamina
 * damage (after the step's window, EX-HIGHG-4) can matter, so the captain's care for its crew
 * costs the Runner only when it loses.
 */
export function allOut(own: ManoeuvreOrders): ManoeuvreOrders {
  const ships = Object.fromEntries(
    Object.entries(own.ships ?? {}).map(([id, o]) => [
      id,
      (o.high_g ?? 0) > 0 ? { ...o, high_g: MOST_G } : o,
    ]),
  );
  return { ...own, ships };
}

/**
 * The captain's manoeuvres (`own`) as EX-SCN-1 wants them: the Hunter's chase, the Runner's
 * flight at the most g; anywhere else unchanged.
 */
export function intercepting(v: ExpanseView, own: ManoeuvreOrders): ManoeuvreOrders {
  if (hunts(v)) return chase(v, own);
  if (runs(v)) return allOut(own);
  return own;
}
