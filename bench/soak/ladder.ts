/**
 * Bot matches kept going: registered bots (the example bot client, over REST and one GraphQL
 * WebSocket each, as a ladder entrant would play) each play a few matches at a time against the
 * server's built-in bot, and start new ones as those end, until told to stop.
 */
import { SalvoBot } from '../../examples/bot-client/src/bot.js';

export interface LadderOptions {
  /** Matches under way at once. */
  matches: number;
  /** Matches each registered bot plays at once. */
  perBot: number;
  opponent: string;
  variants: Record<string, unknown>;
}

export class Ladder {
  completed = 0;
  started = 0;
  /** Unexpected trouble: a request that failed, a decision left unanswered, a lost subscription. */
  errors = 0;
  readonly errorSamples: string[] = [];
  private bots: SalvoBot[] = [];
  private closedOrders = 0;
  private stopping = false;

  constructor(
    private readonly url: string,
    private readonly options: LadderOptions,
  ) {}

  get orders(): number {
    return this.closedOrders + this.bots.reduce((n, bot) => n + bot.orders, 0);
  }

  /** Runs until `stop()`; resolves when the matches under way then have ended. */
  async run(): Promise<void> {
    const count = Math.ceil(this.options.matches / this.options.perBot);
    this.bots = await Promise.all(
      Array.from({ length: count }, async (_, i) => {
        const player = await SalvoBot.register(this.url, `Soak ${i}`);
        const bot = new SalvoBot(this.url, player, (line) => this.note(line));
        bot.start();
        return bot;
      }),
    );
    try {
      await Promise.all(this.bots.map((bot, i) => this.lane(bot, this.laneSize(i))));
    } finally {
      await this.close();
    }
  }

  stop(): void {
    this.stopping = true;
  }

  /**
   * Closes every bot's connection. Called before the service stops even if matches are still
   * under way (a slow machine): a socket the service drops would fail their pending waits.
   */
  async close(): Promise<void> {
    this.stopping = true;
    const bots = this.bots;
    this.bots = [];
    this.closedOrders += bots.reduce((n, bot) => n + bot.orders, 0);
    await Promise.all(bots.map((bot) => bot.close()));
  }

  /** The last bot takes the remainder, so that exactly `matches` are under way. */
  private laneSize(i: number): number {
    const { matches, perBot } = this.options;
    return Math.min(perBot, matches - i * perBot);
  }

  private async lane(bot: SalvoBot, size: number): Promise<void> {
    while (!this.stopping) {
      try {
        const before = bot.failures.length;
        await Promise.all(
          Array.from({ length: size }, () =>
            bot.createMatch({ bot: this.options.opponent }, { variants: this.options.variants }),
          ),
        );
        this.started += size;
        const ends = await bot.finishAll();
        // finishAll gives every match the bot has played: the last `size` are this round's.
        this.completed += ends.slice(-size).filter((e) => e.status === 'finished').length;
        this.countErrors(bot.failures.slice(before).map(String));
      } catch (error) {
        this.countErrors([String(error)]);
        await new Promise((r) => setTimeout(r, 1_000));
      }
    }
  }

  /** The bot logs each order; only failures count. */
  private note(line: string): void {
    if (/decisionRequired failed/.test(line)) this.countErrors([line]);
  }

  private countErrors(messages: string[]): void {
    this.errors += messages.length;
    for (const m of messages)
      if (this.errorSamples.length < 10) this.errorSamples.push(m.slice(0, 500));
  }
}
