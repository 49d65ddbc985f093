import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { writeTemplateFiles } from './template-files.js';

/** One ustar header and its data, padded to whole blocks, as PGlite's dump writes them. */
function tarEntry(name: string, flag: '0' | '5' | '2', data = '', mode = 0o600): Buffer {
  const header = Buffer.alloc(512);
  header.write(name, 0, 'latin1');
  header.write(mode.toString(8).padStart(7, '0'), 100, 'latin1');
  header.write(data.length.toString(8).padStart(11, '0'), 124, 'latin1');
  header.write(flag, 156, 'latin1');
  header.write('ustar\u000000', 257, 'latin1');
  const body = Buffer.alloc(Math.ceil(data.length / 512) * 512);
  body.write(data, 'latin1');
  return Buffer.concat([header, body]);
}

const archive = (...entries: Buffer[]): Buffer => Buffer.concat([...entries, Buffer.alloc(1024)]);

describe('the template written out as files', () => {
  let dir: string;
  beforeEach(async () => {
    dir = await mkdtemp(join(tmpdir(), 'salvo-template-files-'));
  });
  afterEach(() => rm(dir, { recursive: true, force: true }));

  async function unpack(tar: Buffer): Promise<string> {
    const tarFile = join(dir, 'template.tar');
    await writeFile(tarFile, tar);
    const dataDir = join(dir, 'data');
    await writeTemplateFiles(tarFile, dataDir);
    return dataDir;
  }

  it('writes its folders and files, with their modes, the marker included', async () => {
    const big = 'x'.repeat(700); // spans two blocks
    const dataDir = await unpack(
      archive(
        tarEntry('/PG_VERSION', '0', '18\n'),
        tarEntry('/base', '5', '', 0o700),
        tarEntry('/base/1/1259', '0', big),
        tarEntry('/postgresql.conf', '0', 'port = 5432\n', 0o644),
      ),
    );
    expect(await readFile(join(dataDir, 'PG_VERSION'), 'utf8')).toBe('18\n');
    expect(await readFile(join(dataDir, 'base/1/1259'), 'utf8')).toBe(big);
    expect(await readFile(join(dataDir, 'postgresql.conf'), 'utf8')).toBe('port = 5432\n');
    expect((await stat(join(dataDir, 'postgresql.conf'))).mode & 0o777).toBe(0o644);
  });

  it('refuses a template without the marker, leaving no marker behind', async () => {
    await expect(unpack(archive(tarEntry('/base', '5')))).rejects.toThrow(/holds no PG_VERSION/);
    expect(existsSync(join(dir, 'data', 'PG_VERSION'))).toBe(false);
  });

  it('refuses entries outside the folder and kinds it does not expect', async () => {
    await expect(unpack(archive(tarEntry('../escape', '0', 'x')))).rejects.toThrow(
      /outside the folder/,
    );
    await expect(unpack(archive(tarEntry('/link', '2')))).rejects.toThrow(/not expected \(2\)/);
  });
});
