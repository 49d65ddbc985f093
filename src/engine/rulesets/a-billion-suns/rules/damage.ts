/**
 * Damage tokens, destruction and removal (ABS-DMG-1..4, 8, 9, 12). Explosion checks live in the
 * flow (flow/explosions.ts) because they roll dice that may be overridden.
 */
import type { StepContext } from '../../../core/contract.js';
import type { Destroyed } from '../flow/frames.js';
import type { AbsState, Battlegroup, Location, Seat } from '../state.js';
import { dropCarried, onObjectDestroyed } from './contracts.js';
import { bgShips, model } from './models.js';
import { isDestroyedAt, isSystemsCritical } from './scale.js';

/** ABS-DMG-4: more damage tokens than m. */
export function systemsCritical(s: AbsState, id: string): boolean {
  const m = model(s, id);
  return !!m && isSystemsCritical(m.damage, m.stats.mass);
}

function setDamage(s: AbsState, id: string, damage: number): void {
  if (s.ships[id]) s.ships[id].damage = damage;
  else if (s.objects[id]) s.objects[id].damage = damage;
}

function markDestroyed(
  s: AbsState,
  id: string,
  by: Seat | null,
  out: Destroyed[],
  ctx: StepContext,
): void {
  const ship = s.ships[id];
  if (ship) ship.destroyed = true;
  const o = s.objects[id];
  if (o) o.destroyed = true;
  out.push({ id, by });
  ctx.emit({
    type: 'ship.destroyed',
    data: { id, kind: ship ? 'ship' : 'object', by: by === null ? null : s.ceos[by].id },
  });
  if (o) onObjectDestroyed(s, o, by, ctx);
}

/**
 * Place damage tokens on one ship or object (ABS-DMG-9; also malfunctions and Go Rogue). Returns
 * the tokens actually placed: damage beyond its remaining integrity is lost, and a destroyed model
 * takes no more (ABS-DMG-2).
 */
export function damageModel(
  s: AbsState,
  id: string,
  amount: number,
  by: Seat | null,
  out: Destroyed[],
  ctx: StepContext,
): number {
  const m = model(s, id);
  if (!m || m.destroyed || amount <= 0) return 0;
  const dealt = Math.min(amount, m.stats.silhouette - m.damage);
  setDamage(s, id, m.damage + dealt);
  ctx.emit({ type: 'damage.assigned', data: { id, tokens: dealt, damage: m.damage + dealt } });
  if (isDestroyedAt(m.damage + dealt, m.stats.silhouette)) markDestroyed(s, id, by, out, ctx);
  return dealt;
}

/** ABS-DMG-3: the ship the next damage token goes to: the most damaged, ties ascending seq. */
export function nextToDamage<T extends { damage: number; seq: number }>(ships: readonly T[]): T {
  let pick = ships[0];
  for (const ship of ships) {
    if (ship.damage > pick.damage || (ship.damage === pick.damage && ship.seq < pick.seq))
      pick = ship;
  }
  return pick;
}

/**
 * ABS-DMG-3: one token at a time, each to the most damaged ship not yet destroyed (ties: ascending
 * seq), so damage concentrates and spills over. Returns the tokens placed.
 */
export function damageBattlegroup(
  s: AbsState,
  bg: Battlegroup,
  amount: number,
  by: Seat | null,
  out: Destroyed[],
  ctx: StepContext,
): number {
  const placed: Record<string, number> = {};
  let dealt = 0;
  for (let i = 0; i < amount; i++) {
    const ships = bgShips(s, bg);
    if (ships.length === 0) break;
    const pick = nextToDamage(ships);
    pick.damage += 1;
    dealt += 1;
    placed[pick.id] = (placed[pick.id] ?? 0) + 1;
    const silhouette = model(s, pick.id)!.stats.silhouette;
    if (isDestroyedAt(pick.damage, silhouette)) markDestroyed(s, pick.id, by, out, ctx);
  }
  if (dealt > 0) {
    ctx.emit({
      type: 'damage.assigned',
      data: {
        battlegroup: bg.id,
        tokens: dealt,
        ships: Object.entries(placed).map(([id, tokens]) => ({
          id,
          tokens,
          damage: s.ships[id].damage,
        })),
      },
    });
  }
  return dealt;
}

/**
 * ABS-ATK-9 step 12 / ABS-DMG-8: remove every destroyed model at once. A battlegroup left with no
 * ships is removed (ABS-DMG-12), dropping its carried tokens where its last ship died.
 */
export function removeDestroyed(s: AbsState, list: readonly Destroyed[], ctx: StepContext): void {
  const lastLost = new Map<string, { at: Location; heading: number }>();
  const removed: string[] = [];
  for (const { id } of list) {
    const ship = s.ships[id];
    if (ship?.destroyed && ship.at) {
      const bg = ship.bg ? s.battlegroups[ship.bg] : undefined;
      if (bg) {
        bg.ships = bg.ships.filter((x) => x !== id);
        lastLost.set(bg.id, { at: ship.at, heading: ship.heading });
      }
      delete s.ships[id];
      removed.push(id);
      continue;
    }
    const o = s.objects[id];
    if (o?.destroyed) {
      delete s.objects[id];
      removed.push(id);
    }
  }
  if (removed.length > 0) ctx.emit({ type: 'models.removed', data: { ids: removed } });
  for (const [bgId, last] of lastLost) {
    const bg = s.battlegroups[bgId];
    if (!bg || bg.ships.length > 0) continue;
    dropCarried(s, bg, last.at, last.heading, ctx);
    delete s.battlegroups[bgId];
    ctx.emit({ type: 'battlegroup.lost', data: { battlegroup: bgId, ceo: s.ceos[bg.ceo].id } });
  }
}
