/**
 * The state a fuzz run aims at: real players with real keys, and matches in every status (open,
 * under way, finished), so that generated requests get past authentication and lookups into the
 * services. Built over plain HTTP against a running server; what it learns (ids, decisions,
 * examples, the schemas the rulesets publish) becomes the generators' dictionary.
 */
import type { Schema, SchemaDocument } from './json-schema.js';
import { pointerResolver } from './json-schema.js';

export interface FuzzPlayer {
  id: string;
  apiKey: string;
}

export interface World {
  players: FuzzPlayer[];
  /** Known-good values by field or parameter name. */
  dictionary: Map<string, unknown[]>;
  /** Schemas published at run time, by the name of the field they describe. */
  shapes: Map<string, SchemaDocument[]>;
}

type Json = Record<string, unknown>;

class SetupError extends Error {}

async function call(
  base: string,
  method: 'GET' | 'POST',
  path: string,
  apiKey?: string,
  body?: unknown,
): Promise<{ status: number; body: Json }> {
  const headers: Record<string, string> = {};
  if (apiKey) headers.authorization = `Bearer ${apiKey}`;
  if (body !== undefined) headers['content-type'] = 'application/json';
  const res = await fetch(`${base}/api/v1${path}`, {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  return { status: res.status, body: (text ? JSON.parse(text) : {}) as Json };
}

async function ok(
  base: string,
  method: 'GET' | 'POST',
  path: string,
  apiKey?: string,
  body?: unknown,
): Promise<Json> {
  const res = await call(base, method, path, apiKey, body);
  if (res.status >= 300) {
    throw new SetupError(`${method} ${path}: ${res.status} ${JSON.stringify(res.body)}`);
  }
  return res.body;
}

export async function registerPlayers(base: string, count: number): Promise<FuzzPlayer[]> {
  const players: FuzzPlayer[] = [];
  for (let i = 0; i < count; i++) {
    const kind = i % 2 === 0 ? 'bot' : 'human';
    const body = await ok(base, 'POST', '/players', undefined, { name: `Fuzz ${i}`, kind });
    players.push({ id: body.id as string, apiKey: body.apiKey as string });
  }
  return players;
}

class Collector {
  readonly dictionary = new Map<string, unknown[]>();
  readonly shapes = new Map<string, SchemaDocument[]>();

  add(name: string, ...values: unknown[]): void {
    const list = this.dictionary.get(name) ?? [];
    for (const value of values) {
      if (value === undefined) continue;
      if (!list.some((v) => JSON.stringify(v) === JSON.stringify(value))) list.push(value);
    }
    this.dictionary.set(name, list);
  }

  shape(name: string, schema: unknown): void {
    if (!schema || typeof schema !== 'object') return;
    const list = this.shapes.get(name) ?? [];
    list.push({ schema: schema as Schema, resolve: pointerResolver(schema) });
    this.shapes.set(name, list);
  }
}

/**
 * Matches of each ruleset's scenarios, seated by their players themselves (the creator takes
 * seat 0, the others join): under way, a few rounds in; one left open; one finished by a
 * resignation (its seed and replay revealed).
 */
export async function buildWorld(base: string, players: FuzzPlayer[]): Promise<World> {
  const c = new Collector();
  c.add('playerId', ...players.map((p) => p.id));
  const [alpha, beta] = players;
  const rulesets = (await ok(base, 'GET', '/rulesets')) as unknown as Json[] | { items: Json[] };
  const list = Array.isArray(rulesets) ? rulesets : rulesets.items;
  for (const summary of list) {
    const rulesetId = summary.id as string;
    c.add('rulesetId', rulesetId);
    const ruleset = await ok(base, 'GET', `/rulesets/${rulesetId}`);
    c.shape('request', ruleset.combatRequestSchema);
    c.shape('setup', ruleset.setupSchema);
    c.shape('variants', ruleset.optionsSchema);
    for (const bot of (ruleset.bots as Json[] | undefined) ?? []) c.add('bot', bot.id);
    const units = (await ok(base, 'GET', `/rulesets/${rulesetId}/units`)) as unknown as Json[];
    c.add('unitId', ...(Array.isArray(units) ? units : []).slice(0, 5).map((u) => u.id));
    const scenarios = (await ok(
      base,
      'GET',
      `/rulesets/${rulesetId}/scenarios`,
    )) as unknown as Json[];
    for (const scenario of scenarios.slice(0, 2)) {
      c.add('scenarioId', scenario.id);
      const seats = (scenario.seats as unknown[] | undefined)?.length ?? 2;
      if (seats > players.length) continue;
      const match = await createSeated(
        base,
        rulesetId,
        scenario.id as string,
        players.slice(0, seats),
      );
      c.add('matchId', match);
      await playRounds(base, match, players.slice(0, seats), 2, c);
    }
  }
  // Open matches, each with an invitation to its open seat pending: the fuzz may accept, decline
  // or cancel them, or join the seat itself.
  for (const invited of players.slice(2)) {
    const open = await ok(base, 'POST', '/matches', beta.apiKey, {
      rulesetId: 'stratoyager',
      scenarioId: 'dogfight',
      seats: [{ seat: 0, playerId: beta.id }],
      options: { variants: { baseTurns: 1 }, visibility: 'private' },
    });
    c.add('matchId', open.id);
    const path = `/matches/${open.id as string}/invitations`;
    const invitation = await ok(base, 'POST', path, beta.apiKey, { playerId: invited.id, seat: 1 });
    c.add('invitationId', invitation.id);
  }
  const finished = await createSeated(base, 'stratoyager', 'dogfight', [alpha, beta]);
  await ok(base, 'POST', `/matches/${finished}/resign`, alpha.apiKey, {});
  c.add('matchId', finished);
  const replay = await ok(base, 'GET', `/matches/${finished}/replay`, alpha.apiKey);
  c.add('replay', replay);
  c.add('seed', replay.seed, 'fuzz-seed');
  c.add('seedHash', replay.seedHash);
  c.add('config', replay.config);
  const ticket = await call(base, 'POST', `/matches/${finished}/stream-tickets`, alpha.apiKey);
  c.add('ticket', ticket.body.ticket);
  const page = await ok(base, 'GET', '/matches?limit=1', alpha.apiKey);
  c.add('cursor', page.nextCursor ?? undefined);
  c.add('seat', 0, 1);
  return { players, dictionary: c.dictionary, shapes: c.shapes };
}

async function createSeated(
  base: string,
  rulesetId: string,
  scenarioId: string,
  seated: FuzzPlayer[],
): Promise<string> {
  const [creator, ...others] = seated;
  const match = await ok(base, 'POST', '/matches', creator.apiKey, {
    rulesetId,
    scenarioId,
    seats: [{ seat: 0, playerId: creator.id }],
    options: rulesetId === 'stratoyager' ? { variants: { baseTurns: 3 } } : {},
  });
  for (const p of others)
    await ok(base, 'POST', `/matches/${match.id as string}/join`, p.apiKey, {});
  return match.id as string;
}

/** Each player answers what it owes with the decision's example; the decisions are collected. */
async function playRounds(
  base: string,
  matchId: string,
  players: FuzzPlayer[],
  rounds: number,
  c: Collector,
): Promise<void> {
  for (let round = 0; round <= rounds; round++) {
    for (const p of players) {
      const res = await call(base, 'GET', `/matches/${matchId}/decision`, p.apiKey);
      if (res.status !== 200) continue;
      const d = res.body;
      c.add('decisionId', d.decisionId);
      c.add('order', d.example, ...((d.choices as unknown[] | null) ?? []).slice(0, 3));
      if (round === 0) c.shape('order', d.schema);
      // The last round's decisions stay unanswered, for the fuzz to answer.
      if (round === rounds) continue;
      await ok(base, 'POST', `/matches/${matchId}/orders`, p.apiKey, {
        decisionId: d.decisionId,
        order: d.example,
      });
    }
  }
}
