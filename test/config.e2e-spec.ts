/** A bad configuration stops the start-up with one clear line per bad variable. */
import { spawn } from 'node:child_process';
import { createApp } from '../src/app.js';
import { ConfigError, loadConfig } from '../src/config/config.js';
import { testConfig } from './helpers/app.js';

const BAD_ENV = {
  PORT: 'eighty',
  DATABASE_URL: 'mysql://db.example/salvo',
  REDIS_URL: 'not a url',
  LOG_LEVEL: 'chatty',
  BODY_LIMIT: '5 parsecs',
  CORS_ORIGINS: 'vtt.example',
};

describe('bad configuration', () => {
  it('lists every bad variable, one line each, naming it and what it expected', () => {
    let error: unknown;
    try {
      loadConfig(BAD_ENV);
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(ConfigError);
    expect((error as ConfigError).issues).toEqual([
      'DATABASE_URL: must use postgres:// or postgresql:// (got "mysql://db.example/salvo")',
      'REDIS_URL: must be a URL such as redis://host:port/... (got "not a url")',
      'PORT: must be an integer from 0 to 65535 (got "eighty")',
      'BODY_LIMIT: must be a size such as 262144, 256kb or 1mb (got "5 parsecs")',
      'CORS_ORIGINS: must be * or a comma-separated list of origins such as https://example.org (got "vtt.example")',
      'LOG_LEVEL: must be one of fatal, error, warn, info, debug, trace, silent (got "chatty")',
    ]);
  });

  it('makes the service exit non-zero before opening anything, printing the lines', async () => {
    // src/main.ts run as `npm start` runs it (tsx instead of the build: the process exits on
    // the configuration, before any decorator metadata matters).
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
      env: { PATH: process.env.PATH, ...BAD_ENV },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stderr = '';
    let stdout = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    const code = await new Promise<number | null>((resolve) => child.on('close', resolve));
    expect(code).toBe(1);
    expect(stdout).toBe('');
    const lines = stderr.trim().split('\n');
    expect(lines[0]).toBe('Salvo cannot start. Invalid configuration:');
    expect(lines.slice(1).map((l) => l.trim().split(':')[0])).toEqual([
      'DATABASE_URL',
      'REDIS_URL',
      'PORT',
      'BODY_LIMIT',
      'CORS_ORIGINS',
      'LOG_LEVEL',
    ]);
  });

  it('fails the start-up with a clear error when the database cannot be reached', async () => {
    const config = testConfig({
      env: { DATABASE_URL: 'postgresql://salvo@127.0.0.1:1/salvo' },
    });
    await expect(createApp(config)).rejects.toThrow(/ECONNREFUSED/);
  });
});
