/**
 * `npm run tournament`: a round robin between bots (built-in, or files such as ./my-bot.js),
 * played in-process on every core; prints the cross table and the bots' ratings. Exit codes: 0
 * every game finished, 1 some games failed, 2 a bad command line.
 */
import { randomBytes } from 'node:crypto';
import { availableParallelism } from 'node:os';
import { ArgumentError } from '../src/cli/args.js';
import { progressOn } from '../src/simulation/progress.js';
import { parseTournamentArgs, USAGE, type TournamentCommand } from '../src/tournament/args.js';
import { formatStandings } from '../src/tournament/format.js';
import { runTournament } from '../src/tournament/round-robin.js';

function command(): TournamentCommand {
  try {
    return parseTournamentArgs(process.argv.slice(2), {
      workers: availableParallelism(),
      seed: () => randomBytes(8).toString('hex'),
    });
  } catch (err) {
    if (!(err instanceof ArgumentError)) throw err;
    console.error(`tournament: ${err.message}\n\n${USAGE}`);
    process.exit(2);
  }
}

const cmd = command();
if (cmd.help) {
  console.log(USAGE);
} else {
  const progress = progressOn(process.stderr);
  try {
    const result = await runTournament(cmd.plan, {
      workers: cmd.workers,
      onProgress: (done, total) => progress.update(done, total),
    });
    progress.finish();
    console.log(formatStandings(cmd.plan, result));
    process.exitCode = result.errors.count > 0 ? 1 : 0;
  } catch (err) {
    progress.finish();
    console.error(`tournament: ${err instanceof Error ? err.message : String(err)}`);
    process.exitCode = 1;
  }
}
