/**
 * Seating a second player the way a client must since seats need consent: the creator invites,
 * the guest accepts. For supertest suites (`seatByInvitation`) and for suites that talk to a
 * service process over fetch (`createDuelAt`).
 */
import type { TestApp } from '../helpers/app.js';
import type { TestPlayer } from './players.js';
import { call } from './service-process.js';

export async function seatByInvitation(
  t: TestApp,
  matchId: string,
  creator: Pick<TestPlayer, 'auth'>,
  guest: Pick<TestPlayer, 'id' | 'auth'>,
  seat: number,
): Promise<void> {
  const invited = await t.http
    .post(`/api/v1/matches/${matchId}/invitations`)
    .set(creator.auth)
    .send({ playerId: guest.id, seat })
    .expect(201);
  await t.http
    .post(`/api/v1/invitations/${invited.body.id}/accept`)
    .set(guest.auth)
    .send({})
    .expect(200);
}

interface Keyed {
  id: string;
  apiKey: string;
}

/**
 * A two-seat match on the service at `base`: `red` creates it in seat 0 (with `match`'s ruleset,
 * scenario and options), `blue` accepts an invitation to seat 1. Returns the match as `red` sees it.
 */
export async function createDuelAt<T extends { id: string }>(
  base: string,
  red: Keyed,
  blue: Keyed,
  match: Record<string, unknown>,
): Promise<{ status: number; body: T }> {
  const ok = (what: string, res: { status: number; body: unknown }, status: number) => {
    if (res.status !== status)
      throw new Error(`${what}: ${res.status} ${JSON.stringify(res.body)}`);
  };
  const created = await call<T>(base, 'POST', '/matches', {
    apiKey: red.apiKey,
    body: { ...match, seats: [{ seat: 0, playerId: red.id }] },
  });
  ok('POST /matches', created, 201);
  const invited = await call<{ id: string }>(
    base,
    'POST',
    `/matches/${created.body.id}/invitations`,
    {
      apiKey: red.apiKey,
      body: { playerId: blue.id, seat: 1 },
    },
  );
  ok('invite', invited, 201);
  ok(
    'accept',
    await call(base, 'POST', `/invitations/${invited.body.id}/accept`, { apiKey: blue.apiKey }),
    200,
  );
  const seen = await call<T>(base, 'GET', `/matches/${created.body.id}`, { apiKey: red.apiKey });
  ok('GET /matches/{id}', seen, 200);
  return { status: created.status, body: seen.body };
}
