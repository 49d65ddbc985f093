/**
 * What must hold in every reachable state of A Billion Suns (checked after every accepted order of
 * the random playthroughs). Returns the broken invariants, empty when all hold.
 */
import { bgShips, jumpPointsOf } from '../rules/models.js';
import { jumpPointLimit, utilityLimit } from '../rules/scale.js';
import { classStats, isUtilityClass } from '../rules/units.js';
import { onTable } from '../rules/measure.js';
import { tableById } from '../rules/jump.js';
import type { AbsState } from '../state.js';

export function brokenInvariants(s: AbsState, startCredits: number[]): string[] {
  const out: string[] = [];
  const midResolution = s.agenda.some(
    (f) => f.f === 'attack' || f.f === 'chain' || f.f === 'explosion',
  );
  s.ceos.forEach((c, seat) => {
    const revenue = Object.values(c.revenue).reduce((a, b) => a + b, 0);
    if (c.credits !== startCredits[seat] + revenue - c.spent)
      out.push(
        `ABS-SCORE-2: ${c.id} credits ${c.credits} ≠ ${startCredits[seat]} + ${revenue} − ${c.spent}`,
      );
    for (const [area, n] of Object.entries(c.helm ?? {}))
      if (!Number.isInteger(n) || n < 0) out.push(`${c.id} helm ${area} = ${n}`);
    const utility = Object.values(s.ships).filter(
      (x) => x.ceo === seat && x.at && !x.destroyed && isUtilityClass(x.classId),
    ).length;
    if (utility > utilityLimit(s.scale))
      out.push(`ABS-JUMP-8: ${c.id} has ${utility} utility ships`);
    if (jumpPointsOf(s, seat).length > jumpPointLimit(s.tables.length))
      out.push(`ABS-JUMP-9: ${c.id} has too many jump points`);
  });
  for (const ship of Object.values(s.ships)) {
    if (ship.at === null) {
      if (ship.bg !== null) out.push(`${ship.id} in reserve but in ${ship.bg}`);
      continue;
    }
    const bg = ship.bg ? s.battlegroups[ship.bg] : undefined;
    if (!bg || !bg.ships.includes(ship.id))
      out.push(`ABS-BG-1: ${ship.id} belongs to no battlegroup`);
    if (bg && bg.classId !== ship.classId)
      out.push(`ABS-BG-2: ${ship.id} in a ${bg.classId} battlegroup`);
    if (!onTable(tableById(s, ship.at.table)!, ship.at))
      out.push(`ABS-MOV-6: ${ship.id} off the table`);
    const sil = classStats(s, ship.classId).silhouette;
    if (ship.damage < 0 || ship.damage > sil) out.push(`${ship.id} damage ${ship.damage}`);
    if (!midResolution && (ship.destroyed || ship.damage >= sil))
      out.push(`ABS-DMG-8: destroyed ${ship.id} not removed`);
  }
  for (const bg of Object.values(s.battlegroups)) {
    if (bg.ships.length < 1 || bg.ships.length > 5)
      out.push(`ABS-BG-1: ${bg.id} has ${bg.ships.length} ships`);
    if (!midResolution && bgShips(s, bg).length !== bg.ships.length)
      out.push(`${bg.id} lists lost ships`);
    for (const id of bg.ships) if (!s.ships[id]) out.push(`${bg.id} lists missing ${id}`);
  }
  for (const o of Object.values(s.objects)) {
    if (!midResolution && o.destroyed) out.push(`ABS-DMG-8: destroyed ${o.id} not removed`);
    if (!onTable(tableById(s, o.at.table)!, o.at)) out.push(`${o.id} off the table`);
  }
  return out;
}
