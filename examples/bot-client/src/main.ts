/**
 * The example bot from the command line: registers (unless given a key), accepts the invitations
 * waiting for its player, opens matches against a built-in bot, and plays them all at once (and
 * any other match its player sits in).
 *
 *   npx tsx examples/bot-client/src/main.ts [--url http://localhost:3000] [--key KEY]
 *        [--matches 3] [--opponent stratoyager/heuristic] [--scenario dogfight] [--seed S]
 */
import { parseArgs } from 'node:util';
import { SalvoBot, type MatchEnd } from './bot.js';

export interface ExampleOptions {
  url: string;
  /** An API key from `POST /api/v1/players`; without one the bot registers itself. */
  key?: string;
  matches: number;
  opponent: string;
  scenario: string;
  /** Where the bot's random choices come from; by default its player id. */
  seed?: string;
}

export async function runExample(
  options: ExampleOptions,
  log: (line: string) => void,
): Promise<{ ends: MatchEnd[]; orders: number; refusals: number; failures: number }> {
  const player = options.key
    ? await SalvoBot.whoIs(options.url, options.key)
    : await SalvoBot.register(options.url, 'Example bot');
  if (!options.key) log(`registered player ${player.id}, API key ${player.apiKey}`);
  const bot = new SalvoBot(options.url, player, log, options.seed ?? player.id);
  try {
    bot.start();
    await bot.acceptInvitations();
    for (let i = 0; i < options.matches; i++) {
      await bot.createMatch({ bot: options.opponent }, { scenarioId: options.scenario });
    }
    const ends = await bot.finishAll();
    return { ends, orders: bot.orders, refusals: bot.refusals, failures: bot.failures.length };
  } finally {
    await bot.close();
  }
}

if (process.argv[1]?.endsWith('main.ts')) {
  const { values } = parseArgs({
    options: {
      url: { type: 'string', default: process.env.SALVO_URL ?? 'http://localhost:3000' },
      key: { type: 'string', default: process.env.SALVO_API_KEY },
      matches: { type: 'string', default: '3' },
      opponent: { type: 'string', default: 'stratoyager/heuristic' },
      scenario: { type: 'string', default: 'dogfight' },
      seed: { type: 'string' },
    },
  });
  const result = await runExample(
    { ...values, url: values.url, matches: Number(values.matches) } as ExampleOptions,
    console.log,
  );
  console.log(
    `${result.ends.length} matches over, ${result.orders} orders sent, ${result.refusals} tried and refused, ${result.failures} failed`,
  );
  process.exit(result.failures === 0 ? 0 : 1);
}
