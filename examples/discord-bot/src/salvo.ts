/**
 * What the bot asks of Salvo, through the typed client (clients/typescript): every path, body and
 * answer is checked against the service's OpenAPI document at compile time.
 */
import {
  createSalvoClient,
  type SalvoClient,
  type Schemas,
} from '../../../clients/typescript/src/index.js';
import { SalvoRefused, type SalvoAccount } from './accounts.js';

function must<T>(answer: { data?: T; error?: unknown }): T {
  if (answer.data === undefined) throw new SalvoRefused(answer.error);
  return answer.data;
}

export class SalvoTable {
  readonly anonymous: SalvoClient;
  constructor(private readonly baseUrl: string) {
    this.anonymous = createSalvoClient(baseUrl);
  }

  as(account: SalvoAccount): SalvoClient {
    return createSalvoClient(this.baseUrl, account.apiKey);
  }

  async create(
    account: SalvoAccount,
    rulesetId: string,
    scenarioId: string | undefined,
  ): Promise<Schemas['MatchDetail']> {
    const body = {
      rulesetId,
      ...(scenarioId ? { scenarioId } : {}),
      seats: [{ seat: 0, playerId: account.playerId }],
      options: { dice: 'seeded' as const, visibility: 'public' as const },
    };
    return must(await this.as(account).POST('/api/v1/matches', { body }));
  }

  /** Take an open seat; the seat taken, so that Discord can mention its holder. */
  async join(account: SalvoAccount, matchId: string): Promise<number> {
    const client = this.as(account);
    const params = { path: { matchId } };
    must(await client.POST('/api/v1/matches/{matchId}/join', { params, body: {} }));
    const match = must(await client.GET('/api/v1/matches/{matchId}', { params }));
    const seat = match.seats.find((s) => s.playerId === account.playerId);
    if (!seat) throw new SalvoRefused({ detail: 'joined, but no seat is yours' });
    return seat.seat;
  }

  /** Name the Discord user of a seat: Salvo's own Discord hooks then mention them. */
  async nameDiscordUser(
    account: SalvoAccount,
    matchId: string,
    seat: number,
    discordUserId: string,
  ) {
    must(
      await this.as(account).PUT('/api/v1/matches/{matchId}/seats/{seat}/discord-user', {
        params: { path: { matchId, seat } },
        body: { discordUserId },
      }),
    );
  }

  async mapPng(account: SalvoAccount, matchId: string): Promise<Buffer> {
    const answer = await this.as(account).GET('/api/v1/matches/{matchId}/map.png', {
      params: { path: { matchId } },
      parseAs: 'arrayBuffer',
    });
    return Buffer.from(must(answer) as ArrayBuffer);
  }

  async summary(account: SalvoAccount, matchId: string, turn: number | undefined): Promise<string> {
    const answer = await this.as(account).GET('/api/v1/matches/{matchId}/summary', {
      params: {
        path: { matchId },
        query: { format: 'markdown', ...(turn === undefined ? {} : { turn }) },
      },
      parseAs: 'text',
    });
    return must(answer) as string;
  }

  /** The decision the account's seat owes now, or null. */
  async decision(account: SalvoAccount, matchId: string): Promise<Schemas['Decision'] | null> {
    const answer = await this.as(account).GET('/api/v1/matches/{matchId}/decision', {
      params: { path: { matchId } },
    });
    if (answer.response.status === 204) return null;
    return must(answer);
  }

  async order(account: SalvoAccount, matchId: string, decisionId: string, order: unknown) {
    return must(
      await this.as(account).POST('/api/v1/matches/{matchId}/orders', {
        params: { path: { matchId } },
        body: { decisionId, order: order as Record<string, unknown> },
      }),
    );
  }
}
