import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { PubSub } from 'graphql-subscriptions';
import type { DataSource } from 'typeorm';
import { hashApiKey } from './api-key.js';
import { PlayersService } from './players.service.js';

/**
 * The API-key cache across instances: each instance remembers a key's owner for at most 60 s; a
 * key rotated or revoked on any instance stops working on every instance that hears of it, at
 * once, and within 60 s on one that does not.
 */
describe('API keys remembered by an instance', () => {
  const row = { id: 'p1', name: 'Bot', kind: 'bot', createdAt: new Date(0), apiKeyHash: '' };
  let stored: (typeof row)[];
  let lookups: number;
  let service: PlayersService;
  let pubSub: PubSub;
  let repository: unknown;
  const instance = () => {
    const players = new PlayersService(
      { getRepository: () => repository } as unknown as DataSource,
      pubSub,
    );
    players.onModuleInit();
    return players;
  };
  beforeEach(() => {
    jest.useFakeTimers({ now: new Date('2030-01-01T00:00:00Z') });
    stored = [{ ...row, apiKeyHash: hashApiKey('salvo_old') }];
    lookups = 0;
    repository = {
      findOneBy: ({ apiKeyHash }: { apiKeyHash: string }) => {
        lookups++;
        return Promise.resolve(stored.find((r) => r.apiKeyHash === apiKeyHash) ?? null);
      },
    };
    pubSub = new PubSub();
    service = instance();
  });
  afterEach(() => {
    jest.useRealTimers();
  });

  it('stops accepting a key revoked by an instance it does not hear within 60 s, and answers from memory until then', async () => {
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

  it('forgets a key at once on the instance that rotated or revoked it and on those that hear it', async () => {
    const other = instance();
    await service.authenticate('salvo_old');
    await other.authenticate('salvo_old');
    stored = [];
    await service.keyChanged('p1');
    expect(await service.authenticate('salvo_old')).toBeNull();
    expect(await other.authenticate('salvo_old')).toBeNull();
    expect(lookups).toBe(4);
  });

  it('keeps remembering the keys of other players when one changes', async () => {
    stored.push({ ...row, id: 'p2', apiKeyHash: hashApiKey('salvo_other') });
    await service.authenticate('salvo_other');
    await service.keyChanged('p1');
    expect(await service.authenticate('salvo_other')).toMatchObject({ id: 'p2' });
    expect(lookups).toBe(1);
  });
});
