/**
 * The Regeneration Step (SITS-SEQ-4, SITS-Q-24): knocked-down sidewalls return, a wedge due to
 * rise comes up, and every ship's active-defence capacity resets.
 */
import { activeShips, type SitsGame } from '../state.js';
import type { Report } from './report.js';

export function regenerate(game: SitsGame, report: Report): void {
  for (const ship of activeShips(game)) {
    for (const side of ['port', 'starboard'] as const) {
      const wall = ship.sidewalls[side];
      if (wall.regenAt === game.g) {
        wall.knockedDown = false;
        wall.regenAt = null;
        report('sidewall.regenerated', { ship: ship.id, sidewall: side });
      }
    }
    if (ship.wedgeRaiseAt === game.g) {
      if (ship.maxThrust > 0) {
        ship.wedgeUp = true;
        report('wedge.raised', { ship: ship.id });
      }
      ship.wedgeRaiseAt = null;
    }
    ship.adRemaining = ship.adCapacity;
  }
}
