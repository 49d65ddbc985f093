/**
 * Which Salvo player each Discord user plays as. A Discord user who first uses the bot gets a Salvo
 * player of their own (named after them), whose API key only the bot holds. This example keeps the
 * keys in memory; a real bot keeps them in its own store (they are shown once by Salvo).
 */
import type { SalvoClient } from '../../../clients/typescript/src/index.js';

export interface SalvoAccount {
  playerId: string;
  apiKey: string;
}

export interface AccountStore {
  get(discordUserId: string): Promise<SalvoAccount | undefined>;
  set(discordUserId: string, account: SalvoAccount): Promise<void>;
}

export function memoryAccounts(): AccountStore {
  const accounts = new Map<string, SalvoAccount>();
  return {
    get: async (id) => accounts.get(id),
    set: async (id, account) => void accounts.set(id, account),
  };
}

/** The Discord user's Salvo account, registering one on first use. */
export async function accountOf(
  store: AccountStore,
  anonymous: SalvoClient,
  user: { id: string; username: string },
): Promise<SalvoAccount> {
  const known = await store.get(user.id);
  if (known) return known;
  const { data, error } = await anonymous.POST('/api/v1/players', {
    body: { name: user.username.slice(0, 64), kind: 'human' },
  });
  if (!data) throw new SalvoRefused(error);
  const account = { playerId: data.id, apiKey: data.apiKey };
  await store.set(user.id, account);
  return account;
}

/** A Salvo problem answer, shown to the player in its own words. */
export class SalvoRefused extends Error {
  constructor(readonly problem: unknown) {
    const p = problem as { code?: string; detail?: string; title?: string } | undefined;
    super(p?.detail ?? p?.title ?? 'Salvo refused the request');
    this.name = p?.code ?? 'SalvoRefused';
  }
}
