/**
 * Contracts, credits and revenue (ABS-SCORE-1..5, spec 4.3). Three trigger kinds: events
 * (damage, destruction, rescue) paid at once, delivery on jump out, and end-of-round control paid
 * in the End Phase. Credits change only here and by requisition (ABS-SCORE-2).
 */
import type { StepContext } from '../../../core/contract.js';
import type { AbsState, Battlegroup, Contract, GameObject, Location, Seat } from '../state.js';
import { bgShips, newSeq } from './models.js';
import { resolveAmount, roundUp } from './scale.js';
import { classStats, isUtilityClass } from './units.js';

export const LIFEBOAT_TOKEN = 'lifeboat';

/** ABS-SCORE-4: a contract with an expiry round pays nothing after it. */
export function isLive(s: AbsState, c: Contract): boolean {
  return c.expiresAfterRound === null || s.round <= c.expiresAfterRound;
}

function live(s: AbsState, type: Contract['type'], table: string | null): Contract[] {
  return s.contracts.filter(
    (c) =>
      c.type === type && isLive(s, c) && (c.table === null || table === null || c.table === table),
  );
}

export function changeCredits(
  s: AbsState,
  seat: Seat,
  delta: number,
  reason: string,
  ctx: StepContext,
): void {
  const ceo = s.ceos[seat];
  ceo.credits += delta;
  ctx.emit({
    type: 'credits.changed',
    data: { ceo: ceo.id, seat, delta, credits: ceo.credits, reason },
  });
}

function pay(s: AbsState, seat: Seat, c: Contract, amount: number, why: string, ctx: StepContext) {
  if (amount <= 0) return;
  const ceo = s.ceos[seat];
  ceo.revenue = { ...ceo.revenue, [c.id]: (ceo.revenue[c.id] ?? 0) + amount };
  ctx.emit({
    type: 'contract.paid',
    data: { contract: c.id, type: c.type, ceo: ceo.id, seat, amount, why },
  });
  changeCredits(s, seat, amount, `contract ${c.id}`, ctx);
}

/** K1 Mining Concession: credits per point of Mining Laser damage dealt to an asteroid. */
export function onMiningDamage(
  s: AbsState,
  target: GameObject,
  dealt: number,
  by: Seat | null,
  ctx: StepContext,
): void {
  if (by === null || dealt <= 0 || target.type !== 'asteroid') return;
  for (const c of live(s, 'mining_concession', target.at.table)) {
    const per = resolveAmount((c.params.creditsPerDamage as number | string) ?? 1, s.scale);
    pay(s, by, c, per * dealt, `${dealt} mining damage to ${target.id}`, ctx);
  }
}

/** K2 Security Sweep: a bounty for destroying an object of a listed type, paid at once. */
export function onObjectDestroyed(
  s: AbsState,
  target: GameObject,
  by: Seat | null,
  ctx: StepContext,
): void {
  if (by === null) return;
  for (const c of live(s, 'security_sweep', target.at.table)) {
    const bounty = (c.params.bounty ?? {}) as Record<string, number | string>;
    const amount = bounty[target.type];
    if (amount !== undefined)
      pay(s, by, c, resolveAmount(amount, s.scale), `destroyed ${target.id}`, ctx);
  }
}

function rescueContract(s: AbsState): Contract | null {
  return live(s, 'search_and_rescue', null)[0] ?? null;
}

/** K3: how many Lifeboat tokens a battlegroup may carry: one per utility ship in it. */
export function rescueCapacity(s: AbsState, bg: Battlegroup): number {
  const c = rescueContract(s);
  if (!c || !isUtilityClass(bg.classId)) return 0;
  const per = Number(c.params.capacityPerUtilityShip ?? 1);
  return per * bgShips(s, bg).length;
}

export function rescueOpen(s: AbsState): boolean {
  return rescueContract(s) !== null;
}

/** K3 rescue: the scanned Lifeboat leaves play and becomes a token on the battlegroup. */
export function rescue(s: AbsState, bg: Battlegroup, lifeboat: GameObject, ctx: StepContext) {
  delete s.objects[lifeboat.id];
  bg.carried = { ...bg.carried, [LIFEBOAT_TOKEN]: (bg.carried[LIFEBOAT_TOKEN] ?? 0) + 1 };
  ctx.emit({
    type: 'lifeboat.rescued',
    data: { lifeboat: lifeboat.id, battlegroup: bg.id, carried: bg.carried[LIFEBOAT_TOKEN] },
  });
}

/** ABS-JUMP-12 / K3 delivery: carried tokens pay when their battlegroup jumps out. */
export function deliver(s: AbsState, bg: Battlegroup, ctx: StepContext): void {
  const tokens = bg.carried[LIFEBOAT_TOKEN] ?? 0;
  const c = rescueContract(s);
  if (tokens > 0 && c) {
    const per = resolveAmount((c.params.creditsPerLifeboat as number | string) ?? 0, s.scale);
    pay(s, bg.ceo, c, per * tokens, `${tokens} lifeboat(s) delivered by ${bg.id}`, ctx);
  }
  bg.carried = {};
}

/** K3 loss of the carrier: each token becomes a new Lifeboat where the last ship died. */
export function dropCarried(
  s: AbsState,
  bg: Battlegroup,
  at: Location,
  heading: number,
  ctx: StepContext,
): void {
  const tokens = bg.carried[LIFEBOAT_TOKEN] ?? 0;
  for (let i = 0; i < tokens; i++) {
    const seq = newSeq(s);
    const id = `LB${seq}`;
    s.objects[id] = {
      id,
      seq,
      type: 'lifeboat',
      at: { ...at },
      heading,
      damage: 0,
      destroyed: false,
      owner: null,
      destination: null,
    };
    ctx.emit({ type: 'lifeboat.dropped', data: { lifeboat: id, from: bg.id, at: { ...at } } });
  }
  bg.carried = {};
}

/**
 * ABS-SCORE-4 (b) end-of-round control, our `zone_control` type: the CEOs with the greatest
 * combined m within the zone share its payout (ABS-SCORE-5, rounded up).
 */
export function scoreEndOfRound(s: AbsState, ctx: StepContext): void {
  for (const c of s.contracts) {
    if (c.type !== 'zone_control' || !isLive(s, c)) continue;
    const { x, y, radius } = c.params as { x: number; y: number; radius: number };
    const credits = resolveAmount(c.params.credits as number | string, s.scale);
    const mass = s.ceos.map(() => 0);
    for (const ship of Object.values(s.ships)) {
      if (!ship.at || ship.destroyed || ship.at.table !== c.table) continue;
      const dx = ship.at.x - x;
      const dy = ship.at.y - y;
      if (dx * dx + dy * dy <= radius * radius + 1e-9)
        mass[ship.ceo] += classStats(s, ship.classId).mass;
    }
    const best = Math.max(...mass);
    if (best <= 0) continue;
    const tied = mass.flatMap((m, seat) => (m === best ? [seat] : []));
    const share = roundUp(credits / tied.length);
    for (const seat of tied) pay(s, seat, c, share, `controls ${c.id}`, ctx);
  }
  for (const c of s.contracts) {
    if (c.expiresAfterRound === s.round)
      ctx.emit({ type: 'contract.expired', data: { contract: c.id, round: s.round } });
  }
}
