/**
 * Calls the generated types must refuse: if the client lost its typing (an `any` crept in), these
 * `@ts-expect-error` lines would have no error to expect and the type check would fail.
 */
import { TypedApi } from './typed-fetch.js';

export async function refusedAtCompileTime(api: TypedApi): Promise<void> {
  // @ts-expect-error: no such path in the API
  await api.get('/api/v1/nowhere');
  // @ts-expect-error: a player's kind is human or bot
  await api.post('/api/v1/players', { body: { name: 'R2', kind: 'droid' } });
  await api.post('/api/v1/matches/{matchId}/orders', {
    path: { matchId: 'm' },
    // @ts-expect-error: an order needs the decision it answers
    body: { order: 1 },
  });
  const units = await api.get('/api/v1/rulesets/{rulesetId}/units', {
    path: { rulesetId: 'stratoyager' },
  });
  // @ts-expect-error: a stat's provenance is source or provisional, never a number
  const provenance: number = units.body[0].stats[0].provenance;
  void provenance;
}
