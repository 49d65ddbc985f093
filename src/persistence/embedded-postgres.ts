/**
 * The zero-setup database: PGlite (PostgreSQL compiled to WASM) served in-process over the
 * PostgreSQL wire protocol on a free loopback port, so the ordinary `pg` driver, TypeORM and the
 * migrations work unchanged. PGlite runs one query at a time; the socket server queues them and
 * keeps each transaction's statements together.
 */
import { existsSync } from 'node:fs';
import { mkdir, open, readFile, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { setFlagsFromString } from 'node:v8';
import { PGlite } from '@electric-sql/pglite';
import { PGLiteSocketServer } from '@electric-sql/pglite-socket';
import { DEFAULT_EMBEDDED_SHARED_BUFFERS, IN_MEMORY } from '../config/config.js';
import { keepMessageRunsTogether } from './pglite-message-runs.js';
import { writeTemplateFiles } from './template-files.js';

export interface EmbeddedPostgresOptions {
  /** A folder (created when missing) or `memory://`. */
  dataDir: string;
  /** At least the pool size of every client that will connect. */
  maxConnections: number;
  /**
   * PostgreSQL's `shared_buffers`, in bytes. Its buffer pool is allocated and written through in
   * this process's WebAssembly memory at start, so it is resident whether used or not.
   */
  sharedBuffers?: number;
  /** A PGlite data-dir dump to start from when the folder holds no database yet. */
  seedFile?: string;
  /** Let V8 recompile PGlite's hot functions with its optimising compiler (see below). */
  optimizeWasm?: boolean;
}

export interface EmbeddedPostgres {
  /** A `postgresql://` URL to the loopback socket. */
  url: string;
  close(): Promise<void>;
}

const LOCK_FILE = 'salvo.pid';
/** Folders this process has open: its own pid in a lock file is only stale if not listed here. */
const openHere = new Set<string>();

/**
 * One process per data folder: a second PGlite on the same files would corrupt them. The lock is
 * a pid file; one left by a process that no longer runs is taken over.
 */
async function lockDataDir(dataDir: string): Promise<() => Promise<void>> {
  const path = join(dataDir, LOCK_FILE);
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const handle = await open(path, 'wx');
      await handle.writeFile(String(process.pid));
      await handle.close();
      openHere.add(dataDir);
      return async () => {
        openHere.delete(dataDir);
        await rm(path, { force: true });
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const owner = Number((await readFile(path, 'utf8').catch(() => '')).trim());
      const live = owner === process.pid ? openHere.has(dataDir) : owner > 0 && isRunning(owner);
      if (live) {
        throw new Error(
          `The data folder ${dataDir} is in use by process ${owner}. ` +
            'Stop it, or point SALVO_DATA_DIR at another folder.',
        );
      }
      await rm(path, { force: true });
    }
  }
  throw new Error(`Could not lock the data folder ${dataDir}`);
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

export async function startEmbeddedPostgres(
  options: EmbeddedPostgresOptions,
): Promise<EmbeddedPostgres> {
  const inMemory = options.dataDir === IN_MEMORY;
  let unlock = async (): Promise<void> => {};
  if (!inMemory) {
    await mkdir(options.dataDir, { recursive: true });
    unlock = await lockDataDir(options.dataDir);
  }
  // PostgreSQL's WebAssembly is otherwise compiled twice: first by Liftoff, then its hot
  // functions again by TurboFan, which for functions this large keeps ~50 MB resident (its code
  // and the native memory its compilations leave behind) and costs CPU while it compiles.
  // Measured in decision 0021: the Liftoff code costs a few per cent per steady-state transaction.
  // The flag is read whenever a function is compiled, and PGlite compiles lazily: it stays set.
  if (!options.optimizeWasm) setFlagsFromString('--liftoff-only');
  let db: PGlite | undefined;
  try {
    const isNew = inMemory || !existsSync(join(options.dataDir, 'PG_VERSION'));
    // A folder gets the template as files; in memory, PGlite loads it (there is nowhere else).
    if (isNew && options.seedFile && !inMemory)
      await writeTemplateFiles(options.seedFile, options.dataDir);
    const seed =
      isNew && options.seedFile && inMemory
        ? new Blob([await readFile(options.seedFile)])
        : undefined;
    db = await PGlite.create(options.dataDir, {
      ...(seed ? { loadDataDir: seed } : {}),
      startParams: [
        ...PGlite.defaultStartParams,
        '-c',
        `shared_buffers=${Math.floor((options.sharedBuffers ?? DEFAULT_EMBEDDED_SHARED_BUFFERS) / 1024)}kB`,
      ],
    });
    const server = new PGLiteSocketServer({
      db,
      host: '127.0.0.1',
      port: 0,
      maxConnections: options.maxConnections,
    });
    await keepMessageRunsTogether(server);
    await server.start();
    const opened = db;
    return {
      url: `postgresql://postgres:postgres@${server.getServerConn()}/postgres`,
      close: async () => {
        await server.stop();
        await opened.close();
        await unlock();
      },
    };
  } catch (error) {
    await db?.close().catch(() => undefined);
    await unlock();
    throw error;
  }
}
