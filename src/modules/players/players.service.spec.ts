import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import type { DataSource } from 'typeorm';
import { hashApiKey } from './api-key.js';
import { PlayersService } from './players.service.js';

/**
 * The API-key cache across instances: each instance remembers a key's owner for at most 60 s, so a
 * key rotated or revoked on another instance stops working here within 60 s (on the instance that
 * changed it, at once: `forget`).
 */
describe('API keys remembered by an instance', () => {
  const row = { id: 'p1', name: 'Bot', kind: 'bot', createdAt: new Date(0), apiKeyHash: '' };
  let stored: (typeof row)[];
  let lookups: number;
  let service: PlayersService;
  beforeEach(() => {
    jest.useFakeTimers({ now: new Date('2030-01-01T00:00:00Z') });
    stored = [{ ...row, apiKeyHash: hashApiKey('salvo_old') }];
    lookups = 0;
    const repository = {
      findOneBy: ({ apiKeyHash }: { apiKeyHash: string }) => {
        lookups++;
        return Promise.resolve(stored.find((r) => r.apiKeyHash === apiKeyHash) ?? null);
      },
    };
    service = new PlayersService({ getRepository: () => repository } as unknown as DataSource);
  });
  afterEach(() => {
    jest.useRealTimers();
  });

  it('stops accepting a key revoked elsewhere within 60 s, and answers from memory until then', async () => {
    expect(await service.authenticate('salvo_old')).toMatchObject({ id: 'p1' });
    // Another instance revokes the key: the database no longer holds it.
    stored = [];
    jest.advanceTimersByTime(59_000);
    expect(await service.authenticate('salvo_old')).toMatchObject({ id: 'p1' });
    expect(lookups).toBe(1);
    jest.advanceTimersByTime(1_001);
    expect(await service.authenticate('salvo_old')).toBeNull();
    expect(lookups).toBe(2);
  });

  it('forgets a key at once on the instance that rotated or revoked it', async () => {
    await service.authenticate('salvo_old');
    stored = [];
    service.forget('p1');
    expect(await service.authenticate('salvo_old')).toBeNull();
  });
});
