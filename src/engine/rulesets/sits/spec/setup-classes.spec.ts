/**
 * Custom ship classes in a custom setup: a class of one's own plays like a sample one, and every
 * fault in one is refused before the match exists, each with its own code and pointer.
 */
import { describe, expect, it } from '@jest/globals';
import { playOut } from '../../../bots/play-out.js';
import { Match, verifyReplay } from '../../../core/match.js';
import { rngFromSeed } from '../../../core/rng.js';
import { sitsBots } from '../bots/index.js';
import { sits, type SitsState } from '../index.js';

/** A heavy cruiser of our own design: grasers of a heavier table, nine-missile tubes. */
const HEAVY_CRUISER = {
  id: 'warden_ca',
  name: 'Warden-class heavy cruiser',
  cost: 160,
  hull: 260,
  systemThreshold: 26,
  maxThrust: 4,
  pivotTime: 2,
  rollTime: 2,
  sidewalls: { port: 30, starboard: 30 },
  activeDefense: 45,
  adCapacity: 12,
  decoys: 5,
  damageControl: { parties: 4, target: 6 },
  mounts: [
    { id: 'P-MSL', side: 'port', kind: 'missile', count: 8, missileType: 'M9', ammo: 48 },
    { id: 'S-MSL', side: 'starboard', kind: 'missile', count: 8, missileType: 'M9', ammo: 48 },
    { id: 'P-GR', side: 'port', kind: 'graser', count: 3, table: 'graser-50', cycle: 2 },
    { id: 'S-GR', side: 'starboard', kind: 'graser', count: 3, table: 'graser-50', cycle: 2 },
    { id: 'B-GL', side: 'bow', kind: 'grav_lance', count: 1, quality: 25, cycle: 4 },
  ],
};

function setupWith(classes: unknown[], shipClass = 'warden_ca') {
  return {
    rulesetId: 'sits',
    options: {},
    setup: {
      turnLimit: 3,
      sides: [
        { id: 'A', name: 'Ours' },
        { id: 'B', name: 'Theirs' },
      ],
      classes,
      ships: [
        { id: 'A1', side: 'A', class: shipClass, pos: [0, 6], facing: 'A', velocity: { A: 3 } },
        { id: 'B1', side: 'B', class: 'kestrel_cl', pos: [0, -6], facing: 'D' },
      ],
    },
  };
}

describe('custom ship classes in custom setups', () => {
  it('a class of our own is copied into the game and plays to a verified end', () => {
    const config = setupWith([HEAVY_CRUISER]);
    expect(sits.validateSetup(config)).toEqual([]);
    const match = Match.create(sits, config, 'warden');
    const s = match.state as SitsState;
    expect(s.ships.A1).toMatchObject({ classId: 'warden_ca', hull: 260, maxThrust: 4 });
    expect(s.ships.A1.mounts['P-MSL']).toMatchObject({ operational: 8, ammo: 48 });
    playOut(match, () => sitsBots[1], [rngFromSeed('w', '0'), rngFromSeed('w', '1')], 5000);
    expect(match.isOver).toBe(true);
    expect(verifyReplay(sits, match.replay()).ok).toBe(true);
  });

  it('refuses faulty classes with a code per fault, before anything is set up', () => {
    const faulty = {
      ...HEAVY_CRUISER,
      mounts: [
        { id: 'GR', side: 'port', kind: 'graser', count: 2, table: 'laser-30', cycle: 2 },
        { id: 'GR', side: 'bow', kind: 'laser', count: 1, cycle: 2 },
        {
          id: 'ET',
          side: 'bow',
          kind: 'energy_torpedo',
          count: 1,
          etType: '2ET',
          cycle: 8,
          ammo: 3,
        },
      ],
    };
    const taken = { ...HEAVY_CRUISER, id: 'kestrel_cl' };
    expect(sits.validateSetup(setupWith([faulty, taken], 'nowhere_dd'))).toEqual([
      expect.objectContaining({
        code: 'MOUNT_TABLE_UNKNOWN',
        path: '/setup/classes/0/mounts/0/table',
      }),
      expect.objectContaining({ code: 'MOUNT_ID_REPEATED', path: '/setup/classes/0/mounts/1/id' }),
      expect.objectContaining({
        code: 'MOUNT_FIELD_MISSING',
        path: '/setup/classes/0/mounts/1/table',
      }),
      expect.objectContaining({
        code: 'MOUNT_FIELD_MISPLACED',
        path: '/setup/classes/0/mounts/2/ammo',
      }),
      expect.objectContaining({ code: 'SHIP_CLASS_ID_TAKEN', path: '/setup/classes/1/id' }),
      expect.objectContaining({ code: 'UNKNOWN_SHIP_CLASS', path: '/setup/ships/0/class' }),
    ]);
    // What the schema can say, it says first, as INVALID_SETUP with a pointer.
    const hollow = { ...HEAVY_CRUISER, hull: 0, mounts: [{ id: 'X', side: 'up', kind: 'laser' }] };
    const problems = sits.validateSetup(setupWith([hollow]));
    expect(problems.every((p) => p.code === 'INVALID_SETUP')).toBe(true);
    expect(problems.map((p) => p.path)).toEqual(
      expect.arrayContaining(['/setup/classes/0/hull', '/setup/classes/0/mounts/0/side']),
    );
  });
});
