import { MemoryTicketStore, type TicketGrant } from './stream-ticket.store.js';

const grant = (matchId: string): TicketGrant => ({
  matchId,
  expiresAt: 0,
  player: { id: 'p', name: 'P', kind: 'bot', createdAt: '2026-01-01T00:00:00.000Z' },
});

describe('MemoryTicketStore', () => {
  it('gives a grant once', async () => {
    const store = new MemoryTicketStore();
    await store.put('k', grant('m'), 60_000);
    expect(await store.take('k')).toEqual(grant('m'));
    expect(await store.take('k')).toBeNull();
    expect(await store.take('unknown')).toBeNull();
  });

  it('forgets tickets nobody redeemed once they expire', async () => {
    let now = 0;
    const store = new MemoryTicketStore(() => now);
    await store.put('old', grant('m'), 1_000);
    now = 2_000;
    await store.put('new', grant('m'), 1_000);
    expect(await store.take('old')).toBeNull();
    expect(await store.take('new')).toEqual(grant('m'));
  });
});

describe('MemoryTicketStore.peek', () => {
  it('shows a grant without taking it', async () => {
    const store = new MemoryTicketStore();
    await store.put('k', grant('m'), 60_000);
    expect(await store.peek('k')).toEqual(grant('m'));
    expect(await store.take('k')).toEqual(grant('m'));
    expect(await store.peek('k')).toBeNull();
  });
});
