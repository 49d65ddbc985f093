/**
 * Two carriers (SE-D-23): the data ships no design with bays, so the engine adds two provisional
 * ones on the hulls of the Marikai (side A) and the Basilisk (side B), trading their missile and
 * torpedo batteries for two Medium bays of one door each. Everything else is the hull's.
 */
import type { BayFile, ShipFile } from './data-file.js';
import { SE_DATA } from './se-data.js';

function hull(id: string): ShipFile {
  const d = SE_DATA.ships.find((x) => x.id === id);
  if (!d) throw new Error(`no design ${id}`);
  return structuredClone(d);
}

const bays = (capacity: number): BayFile[] => [
  { id: 'BAY1', section: 'P', hangar: 'Medium', fixed_for: null, door_count: 1, capacity },
  { id: 'BAY2', section: 'S', hangar: 'Medium', fixed_for: null, door_count: 1, capacity },
];

function carrier(
  base: string,
  id: string,
  name: string,
  dropSystem: string,
  capacity: number,
): ShipFile {
  const d = hull(base);
  return {
    ...d,
    id,
    name,
    class_name: `${name} Escort Carrier`,
    status: 'provisional (engine decision SE-D-23, not in the data)',
    weapon_systems: d.weapon_systems.filter((w) => w.id !== dropSystem),
    bays: bays(capacity),
    source_facts: [],
    aliases_in_source: [],
  };
}

export const CARRIER_DESIGNS: readonly ShipFile[] = [
  carrier('marikai', 'valkyrie', 'Valkyrie', 'W3', 2),
  carrier('basilisk', 'brood_mother', 'Brood Mother', 'W1', 2),
];
