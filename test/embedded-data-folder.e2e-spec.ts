/**
 * The embedded database keeps its data in a folder: a restart on it loses nothing, and one
 * server at a time may use it. (Crash safety, kill -9 mid-match, is in restart.e2e-spec.ts.)
 */
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DataSource } from 'typeorm';
import { createApp } from '../src/app.js';
import { PlayerEntity } from '../src/persistence/entities/index.js';
import { startTestApp, testConfig, type TestApp } from './helpers/app.js';

describe('restart on an existing embedded data folder', () => {
  let dataDir: string;
  let running: TestApp | null = null;

  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'salvo-restart-'));
  });
  afterAll(async () => {
    await running?.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  const start = () => startTestApp({ database: 'embedded', env: { SALVO_DATA_DIR: dataDir } });

  let savedId: string;

  it('writes a row, then stops (releasing the folder)', async () => {
    running = await start();
    const players = running.app.get(DataSource).getRepository(PlayerEntity);
    savedId = (await players.save({ name: 'Ace', kind: 'bot', apiKeyHash: 'a'.repeat(64) })).id;
    expect(existsSync(join(dataDir, 'PG_VERSION'))).toBe(true);
    await running.close();
    running = null;
    expect(existsSync(join(dataDir, 'salvo.pid'))).toBe(false);
  });

  it('starts again on the same folder and reads the row back', async () => {
    running = await start();
    const again = running.app.get(DataSource).getRepository(PlayerEntity);
    expect(await again.findOneByOrFail({ id: savedId })).toMatchObject({
      name: 'Ace',
      kind: 'bot',
      apiKeyHash: 'a'.repeat(64),
    });
    const ready = await running.http.get('/health/ready').expect(200);
    expect(ready.body.details.migrations).toEqual({ status: 'up' });
  });

  it('refuses a second server on the same folder while one runs', async () => {
    expect(running).not.toBeNull();
    const config = testConfig({ database: 'embedded', env: { SALVO_DATA_DIR: dataDir } });
    await expect(createApp(config)).rejects.toThrow(
      `The data folder ${dataDir} is in use by process ${process.pid}.`,
    );
  });
});
