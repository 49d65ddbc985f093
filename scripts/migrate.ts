/**
 * `npm run migrate -- <command>`: the database named by the environment (DATABASE_URL, else the
 * embedded one in SALVO_DATA_DIR), outside the server. The server also migrates at start-up;
 * this is for deployments that migrate as a separate step, and for reverting.
 *
 *   run       apply pending migrations (the default)
 *   revert    revert the latest applied migration
 *   status    list applied and pending migrations; exit 3 if any is pending
 */
import { ConfigError, loadConfig } from '../src/config/config.js';
import { connectDatabase } from '../src/persistence/data-source.js';
import {
  pendingMigrations,
  revertLastMigration,
  runMigrations,
} from '../src/persistence/migrate.js';

const COMMANDS = ['run', 'revert', 'status'] as const;
type Command = (typeof COMMANDS)[number];

const command = (process.argv[2] ?? 'run') as Command;
if (!COMMANDS.includes(command)) {
  console.error(`Unknown command "${command}": use ${COMMANDS.join(', ')}.`);
  process.exit(64);
}

let config;
try {
  config = loadConfig(process.env);
} catch (error) {
  if (!(error instanceof ConfigError)) throw error;
  console.error(error.message);
  process.exit(1);
}

const dataSource = await connectDatabase(config.database);
try {
  if (command === 'run') {
    const applied = await runMigrations(dataSource);
    console.log(
      applied.length === 0
        ? 'No pending migrations.'
        : `Applied: ${applied.map((m) => m.name).join(', ')}`,
    );
  } else if (command === 'revert') {
    const reverted = await revertLastMigration(dataSource);
    console.log(reverted ? `Reverted: ${reverted}` : 'No migration to revert.');
  } else {
    const pending = await pendingMigrations(dataSource);
    const all = dataSource.migrations.map((m) => m.name ?? m.constructor.name);
    for (const name of all) console.log(`${pending.includes(name) ? '[ ]' : '[x]'} ${name}`);
    if (pending.length > 0) process.exitCode = 3;
  }
} finally {
  await dataSource.destroy();
}
