/**
 * The broadside bot's decoys (SITS-DEF-2): a ship has only a few, and each one raises one salvo's
 * defence value by the same 20 (SITS-DEF-4), so it is worth the most against a salvo that would do
 * the most damage: many missiles, heavy warheads, and a defence value the decoy is not clamped out
 * of. A decoy is spent only where it saves a salvo's worth of hull; the rest wait for the salvos
 * still to come, which close in and hit harder.
 */
import { DEFENCE } from '../data/tables.js';
import { missileHitDamage } from '../rules/damage.js';
import { defenceValue, rawDefenceValue } from '../rules/missile-defence.js';
import type { DecoyResponse } from '../rules/orders.js';
import type { Salvo, ShipState, SitsGame } from '../state.js';

/**
 * Hull a decoy must be expected to save: a full nuclear salvo at short range saves several times
 * this, a long-range laser salvo less, so decoys are kept for the salvos that matter.
 */
export const DECOY_WORTH = 6;

/** The hull a decoy on `salvo` is expected to save `ship` (its sidewalls taken as up). */
export function decoySaving(ship: ShipState, salvo: Salvo): number {
  const raw = rawDefenceValue(ship.ad, { ...salvo, decoyed: false });
  const gain = defenceValue(raw + DEFENCE.decoyBonus) - defenceValue(raw);
  return (salvo.count * gain * missileHitDamage(salvo.missileType, salvo.warhead, false)) / 100;
}

/** Decoys for this segment's salvos at `side`'s ships: each ship's best, those worth one. */
export function chooseDecoys(game: SitsGame, side: string): DecoyResponse['decoys'] {
  const out: DecoyResponse['decoys'] = [];
  for (const ship of Object.values(game.ships)) {
    if (ship.side !== side || ship.status !== 'active' || ship.decoys === 0) continue;
    const worth = game.salvos
      .filter((s) => s.g === game.g && s.target === ship.id)
      .map((salvo) => ({ salvo, saving: decoySaving(ship, salvo) }))
      .filter((x) => x.saving >= DECOY_WORTH)
      .sort((a, b) => b.saving - a.saving)
      .slice(0, ship.decoys);
    for (const { salvo } of worth) out.push({ ship: ship.id, salvo: salvo.id });
  }
  return out;
}
