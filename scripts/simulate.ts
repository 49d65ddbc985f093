/**
 * `npm run simulate`: headless games between built-in bots, spread over worker threads, with a
 * summary of who won. Exit codes: 0 all games finished, 1 some games errored, 2 a bad command line.
 */
import { randomBytes } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { ArgumentError, parseSimulateArgs, USAGE, type Command } from '../src/simulation/args.js';
import { runSimulation } from '../src/simulation/pool.js';
import { progressOn } from '../src/simulation/progress.js';
import { formatSummary } from '../src/simulation/table.js';

function command(): Command {
  try {
    return parseSimulateArgs(process.argv.slice(2), {
      workers: availableParallelism(),
      seed: () => randomBytes(8).toString('hex'),
    });
  } catch (err) {
    if (!(err instanceof ArgumentError)) throw err;
    console.error(`simulate: ${err.message}`);
    process.exit(2);
  }
}

const cmd = command();
if (cmd.help) {
  console.log(USAGE);
} else {
  const progress = progressOn(process.stderr);
  try {
    const summary = await runSimulation(cmd.plan, {
      workers: cmd.workers,
      onProgress: (done, total) => progress.update(done, total),
    });
    progress.finish();
    console.log(formatSummary(summary));
    if (cmd.out !== undefined) {
      writeFileSync(cmd.out, `${JSON.stringify(summary, null, 2)}\n`);
      console.log(`\nsummary written to ${cmd.out}`);
    }
    process.exitCode = summary.errors.count > 0 ? 1 : 0;
  } catch (err) {
    progress.finish();
    console.error(`simulate: ${err instanceof Error ? err.message : String(err)}`);
    process.exitCode = 1;
  }
}
