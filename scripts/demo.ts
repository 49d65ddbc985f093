/**
 * `npm run demo`: the first thing to run. Starts the service in this process (on PORT, or a free
 * port) with the embedded database (kept in SALVO_DATA_DIR, or DEMO_DATA_DIR), registers two bot players, plays one Stratoyager
 * dogfight between them through the public API (REST for actions, graphql-ws to know when to
 * act: the example bot client in examples/bot-client), then prints the match's event log as a
 * battle report, ending with the result.
 */
import 'reflect-metadata';
import { SalvoBot } from '../examples/bot-client/src/bot.js';
import type { components } from '../clients/typescript/src/generated/openapi.js';
import { createApp } from '../src/app.js';
import { IN_MEMORY, loadConfig } from '../src/config/config.js';
import { allRulesets, findRuleset } from '../src/engine/index.js';
import { registeredBots } from '../src/engine/registry.js';
import { battleReport } from './demo/battle-report.js';
import { expanseReport } from './demo/expanse-report.js';
import { sitsReport } from './demo/sits-report.js';

type MatchOutcome = components['schemas']['MatchOutcome'];

/**
 * Where `npm run demo` keeps its database between runs unless SALVO_DATA_DIR says: creating an
 * embedded database costs several seconds of CPU, reopening one well under one. Each run adds its
 * own players and match. Beside the service's own ./data (ignored by git), never in node_modules.
 */
export const DEMO_DATA_DIR = './data/demo';

/** Where the demo listens and keeps its data: PORT and SALVO_DATA_DIR, as for the service. */
export function demoSettings(env: Record<string, string | undefined>): {
  port: number;
  dataDir: string;
} {
  const port = Number(env.PORT ?? 0);
  if (!Number.isInteger(port) || port < 0 || port > 65_535) {
    throw new Error(`PORT must be a port number (0-65535), not "${env.PORT}"`);
  }
  return { port, dataDir: env.SALVO_DATA_DIR || DEMO_DATA_DIR };
}

/**
 * Enough turns for most battles to end with a ship destroyed or gone from the table rather than
 * on points; a draw stays possible, and the report tells whichever it is.
 */
export const BASE_TURNS = 25;

export interface DemoResult {
  matchId: string;
  status: string;
  outcome: MatchOutcome | null;
  seconds: number;
}

/** What the demo plays: Stratoyager's dogfight unless `--ruleset` (and `--scenario`) say otherwise. */
export interface DemoGame {
  rulesetId: string;
  scenarioId?: string;
}

const STRATOYAGER: DemoGame = { rulesetId: 'stratoyager', scenarioId: 'dogfight' };

/** Each ruleset's report of a finished match; Stratoyager's for any other. */
const REPORTS: Record<string, typeof battleReport> = { sits: sitsReport, expanse: expanseReport };

export async function runDemo(
  print: (line: string) => void,
  dataDir = IN_MEMORY,
  game: DemoGame = STRATOYAGER,
  port = 0,
): Promise<DemoResult> {
  const started = Date.now();
  // Only what the demo needs: never the caller's DATABASE_URL or data folder.
  const config = loadConfig({
    LOG_LEVEL: 'error',
    LOG_FORMAT: 'json',
    SALVO_DATA_DIR: dataDir,
    RATE_LIMIT: '0',
  });
  const app = await createApp(config);
  await app.listen(port, '127.0.0.1');
  const url = (await app.getUrl()).replace('[::1]', '127.0.0.1');
  const where = dataDir === IN_MEMORY ? 'in memory' : `in ${dataDir}`;
  print(`Salvo is up at ${url} (embedded PostgreSQL ${where}), in ${elapsed(started)} s`);
  // Stratoyager: Red invites Blue, two example clients. Any other ruleset: Red against the
  // ruleset's own heuristic bot, seated by the server, so the battle is fought on one side at least.
  const stratoyager = game.rulesetId === STRATOYAGER.rulesetId;
  const builtIn = stratoyager
    ? null
    : `${game.rulesetId}/${registeredBots(game.rulesetId).at(-1)?.id}`;
  const names = builtIn ? ['Red'] : ['Red', 'Blue'];
  const bots = await Promise.all(
    names.map(async (name) => new SalvoBot(url, await SalvoBot.register(url, name))),
  );
  try {
    const [red, blue] = bots;
    for (const bot of bots) bot.start();
    let matchId: string;
    if (builtIn) {
      matchId = await red.createMatch(
        { bot: builtIn },
        { rulesetId: game.rulesetId, scenarioId: game.scenarioId },
      );
      names.push(`the built-in ${builtIn}`);
      print(
        `Red registered; match ${matchId}: ${game.rulesetId} ${game.scenarioId ?? ''}, Red in seat 0 against the built-in ${builtIn} in seat 1`,
      );
    } else {
      matchId = await red.createMatch(
        { invite: blue.player.id },
        { scenarioId: STRATOYAGER.scenarioId, variants: { baseTurns: BASE_TURNS } },
      );
      await blue.acceptInvitations();
      print(
        `Red and Blue registered; match ${matchId}: a Stratoyager dogfight, Red in seat 0, Blue invited to seat 1 and accepting`,
      );
    }
    await Promise.all(bots.map((bot) => bot.finishAll()));
    const match = await red.match(matchId);
    print(
      `Played in ${elapsed(started)} s: ${match.orderCount} orders, ${match.lastEventSeq} events`,
    );
    print('');
    const events = await red.events(matchId);
    const report = REPORTS[game.rulesetId] ?? battleReport;
    for (const line of report(
      events,
      names.map((player, seat) => ({ seat, player })),
    ))
      print(line);
    return {
      matchId,
      status: match.status,
      outcome: match.outcome ?? null,
      seconds: (Date.now() - started) / 1000,
    };
  } finally {
    await Promise.all(bots.map((bot) => bot.close()));
    await app.close();
  }
}

const elapsed = (since: number): string => ((Date.now() - since) / 1000).toFixed(1);

/** `--ruleset <id>` and `--scenario <id>` from the command line. */
function gameOf(argv: readonly string[]): DemoGame {
  const value = (name: string): string | undefined => {
    const i = argv.indexOf(`--${name}`);
    return i >= 0 ? argv[i + 1] : undefined;
  };
  const rulesetId = value('ruleset');
  if (rulesetId === undefined) return STRATOYAGER;
  const ruleset = findRuleset(rulesetId);
  if (!ruleset) {
    console.error(
      `demo: no ruleset "${rulesetId}"; there are ${allRulesets()
        .map((r) => r.id)
        .join(', ')}`,
    );
    process.exit(2);
  }
  return { rulesetId, scenarioId: value('scenario') ?? ruleset.scenarios[0]?.id };
}

if (process.argv[1]?.match(/demo\.[jt]s$/)) {
  let settings: ReturnType<typeof demoSettings>;
  try {
    settings = demoSettings(process.env);
  } catch (error) {
    console.error(`demo: ${(error as Error).message}`);
    process.exit(2);
  }
  const { port, dataDir } = settings;
  const result = await runDemo(console.log, dataDir, gameOf(process.argv.slice(2)), port);
  console.log(`\n(${result.seconds.toFixed(1)} s in all)`);
  process.exit(result.status === 'finished' ? 0 : 1);
}
