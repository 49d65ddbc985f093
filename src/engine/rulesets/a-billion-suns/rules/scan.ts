/**
 * The Scan step (ABS-ACT-9): one ship or object within 3″; contracts give scans their effect
 * (K3 rescues a Lifeboat).
 */
import type { StepContext } from '../../../core/contract.js';
import type { Problem } from '../../../core/problems.js';
import { E, fail } from '../codes.js';
import type { AbsState, Battlegroup, Location, Ship } from '../state.js';
import { LIFEBOAT_TOKEN, rescue, rescueCapacity, rescueOpen } from './contracts.js';
import { SCAN_RANGE, within } from './measure.js';
import { anyOnTable, bgShips, model, modelsOnTable } from './models.js';
import { isUtilityClass } from './units.js';

/** Ships (not its own) and objects within scan range of a ship of the battlegroup. */
export function scanTargets(s: AbsState, bg: Battlegroup): string[] {
  const ships = bgShips(s, bg);
  const near = inScanRange(bg, ships);
  const out: string[] = [];
  for (const table of new Set(ships.map((x) => x.at.table)))
    for (const m of modelsOnTable(s, table, near)) out.push(m.id);
  return out;
}

/** The filter of scan targets on the battlegroup's tables. */
function inScanRange(
  bg: Battlegroup,
  ships: readonly (Ship & { at: Location })[],
): (id: string, at: Location, bg: string | null) => boolean {
  return (_id, p, b) => b !== bg.id && ships.some((x) => within(x.at, p, SCAN_RANGE));
}

function isLifeboat(s: AbsState, id: string): boolean {
  return s.objects[id]?.type === 'lifeboat';
}

export function scanProblems(s: AbsState, bg: Battlegroup, target: string): Problem[] {
  if (bg.used.scan) return [fail(E.scanTwice, `${bg.id} has already scanned (ABS-ACT-9)`)];
  const m = model(s, target);
  if (!m || m.destroyed) return [fail(E.unknownId, `nothing "${target}" in play`, '/target')];
  if (!bgShips(s, bg).some((x) => x.at.table === m.at.table && within(x.at, m.at, SCAN_RANGE)))
    return [fail(E.scanRange, `${target} is more than 3″ from every ship of ${bg.id}`, '/target')];
  if (isLifeboat(s, target) && rescueOpen(s)) {
    if (!isUtilityClass(bg.classId))
      return [fail(E.rescueNotUtility, 'only utility ships rescue lifeboats (K3)', '/target')];
    if ((bg.carried[LIFEBOAT_TOKEN] ?? 0) >= rescueCapacity(s, bg))
      return [fail(E.rescueCapacity, 'one Lifeboat token per utility ship (K3)', '/target')];
  }
  return [];
}

/** A legal scan target: either no contract cares, or the rescue it makes is allowed. */
export function legalScanTargets(s: AbsState, bg: Battlegroup): string[] {
  if (bg.used.scan) return [];
  return scanTargets(s, bg).filter((t) => scanProblems(s, bg, t).length === 0);
}

/**
 * Whether `legalScanTargets` has one, for the flow's skipping of the Scan step: stops at the
 * first, without listing, building or sorting the models in range.
 */
export function hasScanTarget(s: AbsState, bg: Battlegroup): boolean {
  if (bg.used.scan) return false;
  const ships = bgShips(s, bg);
  const near = inScanRange(bg, ships);
  for (const table of new Set(ships.map((x) => x.at.table)))
    if (anyOnTable(s, table, (id, p, b) => near(id, p, b) && scanProblems(s, bg, id).length === 0))
      return true;
  return false;
}

export function scan(s: AbsState, bg: Battlegroup, target: string, ctx: StepContext): void {
  bg.used = { ...bg.used, scan: true };
  ctx.emit({ type: 'scan.made', data: { battlegroup: bg.id, target } });
  const o = s.objects[target];
  if (o && o.type === 'lifeboat' && rescueOpen(s)) rescue(s, bg, o, ctx);
}
