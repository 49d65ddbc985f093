import { describe, expect, it } from '@jest/globals';
import { Match } from '../../../core/match.js';
import { rngFromSeed } from '../../../core/rng.js';
import { schemaProblems, shapeProblems, type JsonSchema } from '../../../core/json-schema.js';
import { findRuleset } from '../../../registry.js';
import { CATALOG } from '../catalog.js';
import { aBillionSuns, RULESET_ID } from '../index.js';
import { DEFAULT_SCENARIO_ID, DEFAULT_SETUP } from '../scenario.js';
import { cloneState } from '../clone.js';
import type { AbsState } from '../state.js';
import { UNITS } from '../data/units.js';
import { KINDS } from '../decisions/index.js';
import { top } from '../flow/agenda.js';

const config = { rulesetId: RULESET_ID, scenarioId: DEFAULT_SCENARIO_ID };

describe('the A Billion Suns ruleset value', () => {
  it('is registered under a-billion-suns with its default scenario', () => {
    expect(findRuleset('a-billion-suns')).toBe(aBillionSuns);
    expect(aBillionSuns.scenarios.map((s) => s.id)).toEqual(['two-sector-contract-run']);
    expect(aBillionSuns.seatCount({ scenarioId: DEFAULT_SCENARIO_ID, options: {} })).toBe(2);
  });

  it('catalogs every ship class and object with every stat marked source or provisional', () => {
    const ids = CATALOG.map((c) => c.id);
    for (const u of UNITS) expect(ids).toContain(u.id);
    expect(CATALOG.filter((c) => c.kind === 'ship_class')).toHaveLength(13);
    expect(CATALOG.filter((c) => c.kind === 'object')).toHaveLength(7);
    for (const entry of CATALOG)
      for (const stat of Object.values(entry.stats))
        expect(['source', 'provisional']).toContain(stat.provenance);
    const carrier = CATALOG.find((c) => c.id === 'carrier')!;
    expect(carrier.stats.cost).toEqual({ value: 15, provenance: 'source' });
    expect(carrier.stats.launchPoint.provenance).toBe('provisional');
    const facility = CATALOG.find((c) => c.id === 'facility')!;
    expect(facility.stats.silhouette).toMatchObject({ value: 'S', provenance: 'source' });
    expect(facility.stats.controlledBy.provenance).toBe('provisional');
    expect(CATALOG.find((c) => c.id === 'criminal_ship')!.stats.behaviour.provenance).toBe(
      'provisional',
    );
  });

  it('accepts the default setup as a custom setup, and rejects a broken one with every problem', () => {
    expect(aBillionSuns.validateSetup({ setup: DEFAULT_SETUP, options: {} })).toEqual([]);
    const broken = {
      ...DEFAULT_SETUP,
      ceos: [
        { id: 'C1', corpName: 'x' },
        { id: 'C1', corpName: 'y' },
      ],
      objects: [
        { id: 'S1', type: 'asteroid', table: 'Z', x: 1, y: 1 },
        { id: 'JPX', type: 'jump_point', table: 'A', x: 1, y: 1 },
      ],
    };
    const paths = aBillionSuns.validateSetup({ setup: broken, options: {} }).map((p) => p.path);
    expect(paths).toEqual(
      expect.arrayContaining([
        '/setup/ceos',
        '/setup/objects/0/id',
        '/setup/objects/0/table',
        '/setup/objects/1/owner',
      ]),
    );
    expect(
      aBillionSuns.validateSetup({ scenarioId: DEFAULT_SCENARIO_ID, options: { scale: 9 } })[0]
        .path,
    ).toBe('/options/scale');
    const scaled = Match.create(
      aBillionSuns,
      { ...config, options: { scale: 5, roundLimit: 2 } },
      'scaled',
    );
    expect([scaled.state.scale, scaled.state.roundLimit]).toEqual([5, 2]);
  });

  it('describes every decision with a schema its example satisfies; defaults are always legal', () => {
    for (let g = 0; g < 6; g++) {
      const m = Match.create(aBillionSuns, config, `defaults-${g}`);
      const rng = rngFromSeed(`defaults-${g}`);
      while (!m.isOver) {
        const d = m.pending()[0];
        const described = m.describe(d.id);
        expect(described.decision).toEqual(d);
        expect(schemaProblems(described.schema, described.example)).toEqual([]);
        if (described.choices)
          for (const c of described.choices) expect(m.check(d.seat, d.id, c)).toEqual([]);
        // Seat 1 always takes the engine default (spec 4.5); seat 0 plays at random.
        const order = d.seat === 1 ? m.ruleset.defaultOrder(m.state, d) : m.sample(d.id, rng);
        const r = d.seat === 1 ? m.submitDefault(d.id) : m.submit(d.seat, d.id, order);
        expect(r.ok).toBe(true);
      }
    }
  });

  it('rejects an invalid order without changing anything', () => {
    const m = Match.create(aBillionSuns, config, 'reject');
    const before = m.stateHash();
    const d = m.pending()[0];
    const r = m.submit(d.seat, d.id, { seizeInitiative: 9, jumpIn: 0, tactical: 0 });
    expect(r).toEqual({ ok: false, problems: [expect.objectContaining({ code: 'E_HELM_TOTAL' })] });
    expect(m.submit(d.seat, d.id, { type: 'pass' })).toMatchObject({
      ok: false,
      problems: [expect.objectContaining({ code: 'E_WRONG_PHASE', path: '/type' })],
    });
    expect(m.stateHash()).toBe(before);
  });

  it('cloneState is an exact deep copy', () => {
    const m = Match.create(aBillionSuns, config, 'clone');
    const copy = cloneState(m.state);
    expect(copy).toEqual(m.state);
    copy.ceos[0].credits = 99;
    copy.agenda.push({ f: 'end' });
    expect(m.state.ceos[0].credits).toBe(0);
    expect(m.state.agenda).not.toEqual(copy.agenda);
  });

  /** What the copy shares besides tables and contracts: values the rules replace, never change. */
  const SHARED_BY_COPY =
    /^\/(ships\/[^/]+\/at|objects\/[^/]+\/(at|destination)|ceos\/\d+\/(helm|secretHelm|revenue)|battlegroups\/[^/]+\/(ships|used|carried)|agenda\/\d+\/(wait(\/seats)?|plan(\/.+)?|alloc(\/\d+)?|ptw|ceos|(hits|destroyed|queue|all|needs)\/\d+))$/;

  /** A copied frame carries `wait` and `resume` even when absent, as `undefined` (decision 0058). */
  const framesInFull = (s: AbsState): AbsState => ({
    ...s,
    agenda: s.agenda.map((f) => ({ ...f, wait: f.wait, resume: f.resume })),
  });

  it('cloneState equals structuredClone, key order included, and shares only tables, contracts and the values rules replace, on every state of random games', () => {
    const shared = (a: unknown, b: unknown, path: string, out: string[]): void => {
      if (typeof a !== 'object' || a === null) return;
      if (a === b) out.push(path);
      for (const [k, v] of Object.entries(a))
        shared(v, (b as Record<string, unknown>)[k], `${path}/${k}`, out);
    };
    for (const seed of ['clone-a', 'clone-b']) {
      const m = Match.create(aBillionSuns, config, seed);
      const rng = rngFromSeed(seed, 'chooser');
      while (!m.isOver) {
        const copy = cloneState(m.state);
        expect(JSON.stringify(copy)).toBe(JSON.stringify(m.state));
        expect(copy).toStrictEqual(framesInFull(structuredClone(m.state)));
        const { tables, contracts, ...rest } = m.state;
        const { tables: t2, contracts: c2, ...restCopy } = copy;
        expect([t2, c2]).toEqual([tables, contracts]);
        const aliases: string[] = [];
        shared(rest, restCopy, '', aliases);
        expect(aliases.filter((path) => !SHARED_BY_COPY.test(path))).toEqual([]);
        const ps = m.pending();
        const d = ps[rng.int(ps.length)];
        expect(m.submit(d.seat, d.id, m.sample(d.id, rng)).ok).toBe(true);
      }
    }
  }, 60_000);

  it('no rule changes a value the state copy shares: random games with them frozen in every committed state', () => {
    const freezeDeep = (v: unknown): void => {
      if (v === null || typeof v !== 'object') return;
      Object.freeze(v);
      for (const x of Object.values(v)) freezeDeep(x);
    };
    const freezeShared = (s: AbsState): void => {
      for (const ship of Object.values(s.ships)) if (ship.at) Object.freeze(ship.at);
      for (const o of Object.values(s.objects)) {
        Object.freeze(o.at);
        if (o.destination) Object.freeze(o.destination);
      }
      for (const c of s.ceos) {
        if (c.helm) Object.freeze(c.helm);
        if (c.secretHelm) Object.freeze(c.secretHelm);
        Object.freeze(c.revenue);
      }
      for (const bg of Object.values(s.battlegroups)) {
        Object.freeze(bg.ships);
        Object.freeze(bg.used);
        Object.freeze(bg.carried);
      }
      for (const f of s.agenda) {
        if (f.wait) Object.freeze(Object.freeze(f.wait).seats);
        if (f.f === 'move') freezeDeep(f.plan);
        if (f.f === 'passive') Object.freeze(f.ceos);
        if (f.f === 'attack') {
          freezeDeep(f.alloc);
          freezeDeep(f.ptw);
          f.hits.forEach(freezeDeep);
          f.destroyed.forEach(freezeDeep);
        }
        if (f.f === 'chain') [...f.queue, ...f.all].forEach(freezeDeep);
        if (f.f === 'rogue_ship') f.needs.forEach(freezeDeep);
      }
    };
    for (let g = 0; g < 12; g++) {
      const seed = `frozen-${g}`;
      const m = Match.create(aBillionSuns, config, seed);
      const rng = rngFromSeed(seed, 'chooser');
      freezeShared(m.state);
      while (!m.isOver) {
        const ps = m.pending();
        const d = ps[rng.int(ps.length)];
        expect(m.submit(d.seat, d.id, m.sample(d.id, rng)).ok).toBe(true);
        freezeShared(m.state);
      }
    }
  }, 60_000);

  it("every sample is well formed and passes its kind's rules, also where the sampler vouches for its own check", () => {
    for (const [i, options] of [{}, { scale: 1 }, { scale: 6, roundLimit: 6 }].entries()) {
      for (let g = 0; g < 6; g++) {
        const seed = `ruled-${i}-${g}`;
        const m = Match.create(aBillionSuns, { ...config, options }, seed);
        const rng = rngFromSeed(seed, 'chooser');
        while (!m.isOver) {
          const ps = m.pending();
          const d = ps[rng.int(ps.length)];
          const order = m.sample(d.id, rng);
          const f = top(m.state)!;
          const k = KINDS[f.wait!.kind];
          expect(shapeProblems(k.schema as JsonSchema, order)).toEqual([]);
          expect(k.rules(m.state, d.seat, f, order)).toEqual([]);
          expect(m.submit(d.seat, d.id, order).ok).toBe(true);
        }
      }
    }
  }, 60_000);

  it('checks in full a sampled order changed before it is submitted', () => {
    const m = Match.create(aBillionSuns, config, 'changed-sample');
    const rng = rngFromSeed('changed-sample', 'chooser');
    for (let n = 0; n < 40 && !m.isOver; n++) {
      const d = m.pending()[0];
      const order = m.sample(d.id, rng) as Record<string, unknown>;
      order.type = 'not_a_submission';
      expect(m.submit(d.seat, d.id, order).ok).toBe(false);
      expect(m.submit(d.seat, d.id, m.sample(d.id, rng)).ok).toBe(true);
    }
  });
});
