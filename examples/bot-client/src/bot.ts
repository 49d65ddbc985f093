/**
 * A Salvo bot over the public network API only: REST to register, create or join matches and
 * submit orders; one GraphQL WebSocket (`decisionRequired`) to know when to act. It plays every
 * match its player sits in at once, each at its own pace, on that one connection.
 *
 *   const me = await SalvoBot.register('http://localhost:3000', 'My bot');
 *   const bot = new SalvoBot('http://localhost:3000', me);
 *   bot.start();
 *   await bot.createMatch({ bot: 'stratoyager/heuristic' });
 *   console.log(await bot.finishAll());
 *   await bot.close();
 */
import { planOrder, type Order, type Problem } from './choose.js';
import type { components } from '../../../clients/typescript/src/generated/openapi.js';
import { Live, type MatchEnd, type Notice } from './live.js';
import { seededRandom } from './random.js';
import { ApiRefusal, TypedApi } from './typed-fetch.js';

export { planOrder };
export type { MatchEnd };
type MatchDetail = components['schemas']['MatchDetail'];
export type MatchEvent = components['schemas']['MatchEvent'];

export interface Player {
  id: string;
  apiKey: string;
}

/**
 * Who sits opposite: a built-in bot of the server (`<ruleset>/<bot>`), or a registered player,
 * invited (a player sits only by accepting: see `acceptInvitations`).
 */
export type Opponent = { bot: string } | { invite: string };

export interface NewMatch {
  rulesetId?: string;
  scenarioId?: string;
  /** The ruleset's options, e.g. `{ baseTurns: 10 }` for Stratoyager. */
  variants?: Record<string, unknown>;
}

const short = (id: string): string => id.slice(0, 8);
const brief = (order: unknown): string => {
  const text = JSON.stringify(order);
  return text.length > 100 ? `${text.slice(0, 97)}...` : text;
};

export class SalvoBot {
  /** Orders accepted, over all matches. */
  orders = 0;
  /** Orders the server found illegal and the bot replaced with another (normal: it explores). */
  refusals = 0;
  /** Decisions left unanswered: the example refused (a bug, or a deadline passed) or not sent. */
  readonly failures: unknown[] = [];
  private readonly api: TypedApi;
  private readonly live: Live;
  private readonly ends = new Map<string, Promise<MatchEnd>>();
  /** Per match, the order being sent: a match's decisions are answered one at a time, in order. */
  private readonly sending = new Map<string, Promise<void>>();

  /**
   * `seed`: where its random choices come from (by default its player id): with the same seed,
   * the bot makes the same choices in the same positions.
   */
  constructor(
    baseUrl: string,
    readonly player: Player,
    private readonly log: (line: string) => void = () => undefined,
    private readonly seed: string = player.id,
  ) {
    this.api = new TypedApi(baseUrl).as(player.apiKey);
    this.live = new Live(baseUrl, player.apiKey);
  }

  static async register(baseUrl: string, name: string): Promise<Player> {
    const { body } = await new TypedApi(baseUrl).post('/api/v1/players', {
      body: { name, kind: 'bot' },
    });
    return { id: body.id, apiKey: body.apiKey };
  }

  /** The player an API key belongs to. */
  static async whoIs(baseUrl: string, apiKey: string): Promise<Player> {
    const { body } = await new TypedApi(baseUrl).as(apiKey).get('/api/v1/players/me');
    return { id: body.id, apiKey };
  }

  /** From now on, answers every decision its player owes, in every match. */
  start(): void {
    this.live.decisions(
      (notice) => this.answer(notice),
      (error) => this.log(`decisionRequired failed: ${JSON.stringify(error)}`),
    );
  }

  /**
   * A match with this bot's player in seat 0 and `opponent` in seat 1 (a built-in bot seated at
   * once, or a player invited to it); returns its id.
   */
  async createMatch(opponent: Opponent, options: NewMatch = {}): Promise<string> {
    const { body } = await this.api.post('/api/v1/matches', {
      body: {
        rulesetId: options.rulesetId ?? 'stratoyager',
        scenarioId: options.scenarioId ?? 'dogfight',
        seats: [
          { seat: 0, playerId: this.player.id },
          ...('bot' in opponent ? [{ seat: 1, bot: opponent.bot }] : []),
        ],
        options: { dice: 'seeded', visibility: 'public', variants: options.variants },
      },
    });
    if ('invite' in opponent) {
      await this.api.post('/api/v1/matches/{matchId}/invitations', {
        path: { matchId: body.id },
        body: { playerId: opponent.invite, seat: 1 },
      });
    }
    this.watch(body.id);
    this.log(
      `${short(body.id)}: created, ${body.scenarioId ?? 'custom'} against ${describe(opponent)}`,
    );
    return body.id;
  }

  /** Accepts every pending invitation (taking those seats) and plays those matches; their ids. */
  async acceptInvitations(): Promise<string[]> {
    const { body } = await this.api.get('/api/v1/players/me/invitations', {
      query: { status: 'pending' },
    });
    const accepted: string[] = [];
    for (const invitation of body.items) {
      await this.api.post('/api/v1/invitations/{invitationId}/accept', {
        path: { invitationId: invitation.id },
      });
      this.watch(invitation.matchId);
      this.log(
        `${short(invitation.matchId)}: invited by ${invitation.invitedByName}, seat ${invitation.seat}`,
      );
      accepted.push(invitation.matchId);
    }
    return accepted;
  }

  async join(matchId: string, seat?: number): Promise<void> {
    await this.api.post('/api/v1/matches/{matchId}/join', { path: { matchId }, body: { seat } });
    this.watch(matchId);
  }

  /** Counts a match as its own until it is over (one it was seated in by someone else). */
  watch(matchId: string): void {
    if (this.ends.has(matchId)) return;
    const end = this.live.end(matchId);
    this.ends.set(matchId, end);
    void end.then(async (e) => {
      await this.sending.get(matchId); // the last order's answer comes after the end is announced
      this.log(`${short(matchId)}: ${e.status}, ${e.outcome?.summary ?? ''}`);
    });
  }

  /** Waits until every match it has played or created is over (including ones joined meanwhile). */
  async finishAll(): Promise<MatchEnd[]> {
    for (let known = -1; known !== this.ends.size;) {
      known = this.ends.size;
      await Promise.all(this.ends.values());
    }
    // The end is announced at the commit of the last order, before that order's answer arrives.
    await Promise.all(this.sending.values());
    return Promise.all(this.ends.values());
  }

  match(matchId: string): Promise<MatchDetail> {
    return this.api.get('/api/v1/matches/{matchId}', { path: { matchId } }).then((r) => r.body);
  }

  /** The match's event log as this player may see it, page by page from the start. */
  async events(matchId: string): Promise<MatchEvent[]> {
    const all: MatchEvent[] = [];
    for (;;) {
      const { body } = await this.api.get('/api/v1/matches/{matchId}/events', {
        path: { matchId },
        query: { after: all.at(-1)?.seq ?? 0, limit: 500 },
      });
      if (body.events.length === 0) return all;
      all.push(...body.events);
    }
  }

  close(): Promise<void> {
    return this.live.close();
  }

  private answer(notice: Notice): void {
    this.watch(notice.matchId);
    const previous = this.sending.get(notice.matchId) ?? Promise.resolve();
    this.sending.set(
      notice.matchId,
      previous.then(() => this.decide(notice)),
    );
  }

  /** Sends orders for the decision until one is accepted or none is left to try. */
  private async decide(notice: Notice): Promise<void> {
    const random = seededRandom(`${this.seed}/${notice.matchId}/${notice.decisionId}`);
    const plan = planOrder(notice, random);
    for (let order: Order | null = plan.first; order !== null;) {
      try {
        await this.api.post('/api/v1/matches/{matchId}/orders', {
          path: { matchId: notice.matchId },
          body: { decisionId: notice.decisionId, order },
          // A retry of this request (after a dropped connection) cannot be applied twice; a
          // refused order is not kept, so the next one may use the same key.
          headers: { 'idempotency-key': notice.decisionId },
        });
        this.orders++;
        this.log(
          `${short(notice.matchId)} seat ${notice.seat}: ${notice.prompt} -> ${brief(order)}`,
        );
        return;
      } catch (error) {
        const problems = illegal(error);
        const next = problems ? plan.next(order, problems) : null;
        if (next === null) {
          // The next decision may still be answerable: note the failure and go on.
          this.failures.push(error);
          const why = error instanceof ApiRefusal ? 'refused' : 'not sent';
          this.log(`${short(notice.matchId)}: ${notice.decisionId} ${why}: ${String(error)}`);
          return;
        }
        this.refusals++;
        order = next;
      }
    }
  }
}

/** The problems of an order refused as illegal (422 ILLEGAL_ORDER); null for any other error. */
function illegal(error: unknown): Problem[] | null {
  if (!(error instanceof ApiRefusal) || error.problem?.code !== 'ILLEGAL_ORDER') return null;
  return (error.problem.errors ?? []) as Problem[];
}

function describe(opponent: Opponent): string {
  return 'bot' in opponent
    ? `the built-in ${opponent.bot}`
    : `player ${short(opponent.invite)} (invited)`;
}

/** Two of these bots play one match against each other; the match as it ended. */
export async function playMatch(
  baseUrl: string,
  scenarioId = 'dogfight',
): Promise<{ match: MatchDetail; orders: number }> {
  const bots = await Promise.all(
    ['Typed Red', 'Typed Blue'].map(
      async (name) => new SalvoBot(baseUrl, await SalvoBot.register(baseUrl, name)),
    ),
  );
  const [red, blue] = bots;
  try {
    for (const bot of bots) bot.start();
    const matchId = await red.createMatch({ invite: blue.player.id }, { scenarioId });
    await blue.acceptInvitations();
    await Promise.all(bots.map((bot) => bot.finishAll()));
    return { match: await red.match(matchId), orders: red.orders + blue.orders };
  } finally {
    await Promise.all(bots.map((bot) => bot.close()));
  }
}
