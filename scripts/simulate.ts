/**
 * `npm run simulate`: headless games between built-in bots, spread over worker threads, with a
 * summary of who won. `--scenario all` plays every scenario of the ruleset in turn and ends with
 * one balance line per scenario. Exit codes: 0 all games finished, 1 some games errored, 2 a bad
 * command line.
 */
import { randomBytes } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { ArgumentError } from '../src/cli/args.js';
import { parseSimulateArgs, USAGE, type Command } from '../src/simulation/args.js';
import { runSimulation } from '../src/simulation/pool.js';
import { progressOn } from '../src/simulation/progress.js';
import { simulationRuleset } from '../src/simulation/rulesets.js';
import type { Summary } from '../src/simulation/summary.js';
import { balanceLine, formatSummary } from '../src/simulation/table.js';

function command(argv: string[], seed: string): Command {
  try {
    return parseSimulateArgs(argv, { workers: availableParallelism(), seed: () => seed });
  } catch (err) {
    if (!(err instanceof ArgumentError)) throw err;
    console.error(`simulate: ${err.message}`);
    process.exit(2);
  }
}

/** The command lines to run: one, or one per scenario for `--scenario all` (one seed for all). */
function commandLines(argv: string[]): string[][] {
  const at = argv.findIndex((a) => a === '--scenario' || a === '--scenario=all');
  const all = at >= 0 && (argv[at] === '--scenario=all' || argv[at + 1] === 'all');
  if (!all) return [argv];
  const rest = argv.filter((_, i) => i !== at && !(argv[at] === '--scenario' && i === at + 1));
  const id = rest[rest.findIndex((a) => a === '--ruleset') + 1] ?? '';
  const ruleset = simulationRuleset(id.startsWith('--') ? '' : id);
  if (!ruleset) return [rest]; // the parser names what is missing or unknown
  return ruleset.scenarios.map((s) => [...rest, '--scenario', s.id]);
}

const seed = randomBytes(8).toString('hex');
const lines = commandLines(process.argv.slice(2));
const summaries: Summary[] = [];
for (const argv of lines) {
  const cmd = command(argv, seed);
  if (cmd.help) {
    console.log(USAGE);
    break;
  }
  const progress = progressOn(process.stderr);
  try {
    const summary = await runSimulation(cmd.plan, {
      workers: cmd.workers,
      onProgress: (done, total) => progress.update(done, total),
    });
    progress.finish();
    summaries.push(summary);
    if (summaries.length > 1) console.log('');
    console.log(formatSummary(summary));
    if (cmd.out !== undefined) {
      const out =
        lines.length > 1 ? cmd.out.replace(/(\.json)?$/, `.${cmd.plan.scenarioId}$1`) : cmd.out;
      writeFileSync(out, `${JSON.stringify(summary, null, 2)}\n`);
      console.log(`\nsummary written to ${out}`);
    }
    if (summary.errors.count > 0) process.exitCode = 1;
  } catch (err) {
    progress.finish();
    console.error(`simulate: ${err instanceof Error ? err.message : String(err)}`);
    process.exitCode = 1;
  }
}
if (summaries.length > 1) {
  console.log('\nbalance by scenario:');
  for (const s of summaries) console.log(`  ${balanceLine(s)}`);
}
process.exitCode ??= 0;
