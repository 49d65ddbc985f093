/**
 * Command-line options of the bench scripts: `--name value`. A flag given without its value (the
 * last argument, or followed by another `--flag`) counts as not given, so that `--pg --only
 * postgresql` does not take `--only` for a server URL.
 */
import { LOCAL_SERVER } from './api/databases.js';

export function option(name: string, fallback: string): string {
  const i = process.argv.indexOf(`--${name}`);
  const value = i >= 0 ? process.argv[i + 1] : undefined;
  return value === undefined || value.startsWith('--') ? fallback : value;
}

/** `--pg [postgres://…]`: the server a fresh database is created on; this machine's by default. */
export function postgresServer(): string {
  const server = option('pg', LOCAL_SERVER);
  if (!/^postgres(ql)?:\/\//.test(server))
    throw new Error(`--pg takes a postgres:// or postgresql:// URL, not "${server}"`);
  return server;
}
