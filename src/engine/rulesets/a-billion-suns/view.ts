/**
 * What a seat may see (ABS-CMD-2): everything on the tables is public; another CEO's helm stays
 * secret until every CEO has assigned and the helms are revealed.
 */
import type { Decision, Viewer } from '../../core/contract.js';
import { copyJson } from '../../core/json.js';
import { record } from './clone.js';
import type { AbsState, Battlegroup, Ceo, Circle, GameObject, Ship, Table } from './state.js';

export interface AbsView extends Omit<AbsState, 'ceos'> {
  viewer: Viewer;
  ceos: (Ceo & { helmSubmitted: boolean })[];
  /** Who owes what now (public: who, not what they will decide). */
  pending: Decision[];
}

/** A location or destination of the view's own, in the state's key order. */
function place<T extends object | null>(p: T): T {
  return p && { ...p };
}

/*
 * The view is the state's deep copy, made for every bot decision: each record is spread (which
 * keeps its keys in the state's order, whichever rule made it) and then given its own copy of
 * each value in it that is an object. Several times faster than a generic walk over every key.
 */

function ship(x: Ship): Ship {
  return { ...x, at: place(x.at) };
}

function battlegroup(b: Battlegroup): Battlegroup {
  return { ...b, ships: [...b.ships], used: { ...b.used }, carried: { ...b.carried } };
}

function gameObject(o: GameObject): GameObject {
  return { ...o, at: place(o.at), destination: place(o.destination) };
}

function circle(c: Circle): Circle {
  return { ...c };
}

function table(t: Table): Table {
  return { ...t, planetoids: t.planetoids.map(circle), dangerZones: t.dangerZones.map(circle) };
}

/** A CEO as `viewer` sees it; only the setup makes CEOs, in this key order. */
function ceo(c: Ceo, viewer: Viewer): Ceo & { helmSubmitted: boolean } {
  return {
    id: c.id,
    corpName: c.corpName,
    seat: c.seat,
    credits: c.credits,
    helm: place(c.helm),
    secretHelm: c.seat === viewer ? place(c.secretHelm) : null,
    passedJump: c.passedJump,
    revenue: { ...c.revenue },
    spent: c.spent,
    resigned: c.resigned,
    helmSubmitted: c.secretHelm !== null,
  };
}

export function viewOf(s: AbsState, viewer: Viewer, pending: Decision[]): AbsView {
  return {
    ...s,
    tables: s.tables.map(table),
    ceos: s.ceos.map((c) => ceo(c, viewer)),
    ships: record(s.ships, ship),
    battlegroups: record(s.battlegroups, battlegroup),
    objects: record(s.objects, gameObject),
    contracts: copyJson(s.contracts),
    agenda: copyJson(s.agenda),
    activation: copyJson(s.activation),
    viewer,
    pending,
  };
}
