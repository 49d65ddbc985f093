import { CATALOG } from '../catalog.js';
import { SHIP_CLASS_FILES, sizeRow, tn, WEAPON_TYPES } from '../data/tables.js';

describe('Expanse catalog and data (§1.3, §1.6, §4)', () => {
  it('every ship class, weapon type, quality and flaw has an entry whose stats all carry provenance', () => {
    const ids = CATALOG.map((e) => e.id);
    for (const id of ['mcrn_corvette', 'frigate', 'light_freighter', 'armed_light_freighter'])
      expect(ids).toContain(id);
    for (const id of [
      'pdc',
      'railgun',
      'torpedo',
      'grappler',
      'hull_plating',
      'fragile',
      'bad_juice',
    ])
      expect(ids).toContain(id);
    for (const e of CATALOG) {
      expect(Object.keys(e.stats).length).toBeGreaterThan(0);
      for (const s of Object.values(e.stats))
        expect(['source', 'provisional']).toContain(s.provenance);
    }
  });

  it('provisional fields of the data file are provisional in the catalog', () => {
    const corvette = CATALOG.find((e) => e.id === 'mcrn_corvette')!;
    expect(corvette.stats['weapon:torpedo_1:magazine']).toMatchObject({
      value: 8,
      provenance: 'provisional',
    });
    expect(corvette.stats['weapon:railgun:arc'].provenance).toBe('provisional');
    expect(corvette.stats['weapon:railgun:damage']).toMatchObject({
      value: '3d6',
      provenance: 'source',
    });
    expect(corvette.stats.hull).toMatchObject({ value: '2d6 + 2', provenance: 'source' });
    const railgun = CATALOG.find((e) => e.id === 'railgun')!;
    expect(railgun.stats['evasion:XC']).toMatchObject({ value: 15, provenance: 'provisional' });
    expect(railgun.stats['evasion:M']).toMatchObject({ value: 10, provenance: 'source' });
  });

  it('§1.3 size table and §4.1 classes as the digest gives them (Fragile already applied, EX-Q-55)', () => {
    expect(sizeRow(4)).toMatchObject({ hull: '2d6', hull_dice_count: 2, crew_min: 4 });
    expect(SHIP_CLASS_FILES.find((c) => c.id === 'light_freighter')!.hull).toEqual({
      expr: '1d6',
      dice_count: 1,
      plating: 0,
    });
    expect(WEAPON_TYPES.torpedo.time_to_impact_rounds).toEqual({ C: 0, M: 1, L: 2 });
    expect([tn('command'), tn('planning'), tn('ew'), tn('stamina_base')]).toEqual([11, 13, 11, 8]);
  });
});
