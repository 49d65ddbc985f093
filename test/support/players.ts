/** Registering players and calling the API as them, for the e2e suites. */
import type { TestApp } from '../helpers/app.js';

export interface TestPlayer {
  id: string;
  name: string;
  apiKey: string;
  /** `{ Authorization: 'Bearer …' }` */
  auth: { Authorization: string };
}

export async function registerPlayer(
  t: TestApp,
  name: string,
  kind: 'human' | 'bot' = 'bot',
): Promise<TestPlayer> {
  const res = await t.http.post('/api/v1/players').send({ name, kind }).expect(201);
  const body = res.body as { id: string; name: string; apiKey: string };
  return {
    id: body.id,
    name: body.name,
    apiKey: body.apiKey,
    auth: { Authorization: `Bearer ${body.apiKey}` },
  };
}
