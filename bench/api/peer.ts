/**
 * The peer the API's throughput is compared with: boardgame.io 0.50.2's own bench
 * (`../shared/peers/boardgameio/bench.cjs`, looked for above a git worktree too: a trivial two-player game, each move a server round
 * trip over socket.io, in-memory storage, nothing durable), run in its own process on this machine
 * in the same run as ours, so that the ratio means something on a shared machine.
 *
 * boardgame.io is never installed in the project: it lives in a folder of its own under the
 * system's temporary folder (or `PEER_INSTALL_DIR`), installed there with npm on first use as the
 * peer's README says. Without the peer's folder (or with `--no-peer`), or if the install fails,
 * the bench says why and goes on without the comparison.
 */
import { execFile } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

export const PEER = 'boardgame.io@0.50.2';
const PEER_IN = join('shared', 'peers', 'boardgameio');

/** `../shared/peers/boardgameio` of the project, or of a folder above it (a git worktree's). */
function peerDir(): string | null {
  if (process.env.PEER_DIR) return process.env.PEER_DIR;
  for (let dir = resolve('..'); ; dir = dirname(dir)) {
    if (existsSync(join(dir, PEER_IN, 'bench.cjs'))) return join(dir, PEER_IN);
    if (dirname(dir) === dir) return null;
  }
}
const INSTALL_DIR = process.env.PEER_INSTALL_DIR ?? join(tmpdir(), 'salvo-peer-boardgameio');

export interface PeerResult {
  matches: number;
  movesPerMatch: number;
  moves: number;
  seconds: number;
  movesPerSecond: number;
  p50ms: number;
  p99ms: number;
}

/** Where the peer's bench can run, or why it cannot. */
export async function preparePeer(): Promise<{ dir: string } | { missing: string }> {
  if (process.argv.includes('--no-peer')) return { missing: 'left out (--no-peer)' };
  const dir = peerDir();
  if (!dir) return { missing: `no ${PEER_IN} beside the project or above it` };
  const script = join(dir, 'bench.cjs');
  if (!existsSync(script)) return { missing: `no peer bench at ${script}` };
  mkdirSync(INSTALL_DIR, { recursive: true });
  // A fresh copy each run: the shared script is the reference.
  copyFileSync(script, join(INSTALL_DIR, 'bench.cjs'));
  if (!existsSync(join(INSTALL_DIR, 'node_modules', 'boardgame.io', 'package.json'))) {
    process.stderr.write(`peer: installing ${PEER} into ${INSTALL_DIR} (once)\n`);
    if (!existsSync(join(INSTALL_DIR, 'package.json')))
      writeFileSync(join(INSTALL_DIR, 'package.json'), '{"private":true}\n');
    try {
      await run('npm', ['install', '--no-audit', '--no-fund', PEER], {
        cwd: INSTALL_DIR,
        timeout: 300_000,
      });
    } catch (error) {
      return { missing: `${PEER} could not be installed in ${INSTALL_DIR}: ${String(error)}` };
    }
  }
  return { dir: INSTALL_DIR };
}

/** The peer's bench at `matches` at once, in its own process; null if it failed (said why). */
export async function measurePeer(
  dir: string,
  matches: number,
  movesPerMatch: number,
  port: number,
): Promise<PeerResult | null> {
  try {
    const { stdout } = await run(
      process.execPath,
      ['bench.cjs', String(matches), String(movesPerMatch), String(port)],
      { cwd: dir, timeout: 600_000 },
    );
    const line = stdout.trim().split('\n').pop() ?? '';
    return JSON.parse(line) as PeerResult;
  } catch (error) {
    process.stderr.write(`peer at ${matches} matches failed: ${String(error).slice(0, 300)}\n`);
    return null;
  }
}
