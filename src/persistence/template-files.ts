/**
 * The empty database template (a tar, see pglite-template.ts) written out as files into a new
 * data folder, before PGlite opens it. PGlite's own `loadDataDir` unpacks a dump inside its
 * WebAssembly memory, which grows by several times the dump's size and, WebAssembly memory never
 * shrinking, stays that large for the life of the process (decision 0020). Only what PGlite's dump
 * holds is read: plain ustar folders and files.
 */
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { dirname, join, normalize } from 'node:path';

const BLOCK = 512;
/** Written last: PGlite (and startEmbeddedPostgres) take a folder with it for a database. */
const MARKER = 'PG_VERSION';

interface Entry {
  path: string;
  type: 'file' | 'folder';
  mode: number;
  data: Buffer;
}

const text = (block: Buffer, start: number, length: number): string =>
  block.toString('latin1', start, start + length).replace(/\0.*$/s, '');

const octal = (block: Buffer, start: number, length: number): number =>
  parseInt(text(block, start, length).trim() || '0', 8);

function* entries(tar: Buffer): Generator<Entry> {
  for (let at = 0; at + BLOCK <= tar.length;) {
    const header = tar.subarray(at, at + BLOCK);
    const name = text(header, 0, 100);
    if (name === '') return; // the two zero blocks that end the archive
    const prefix = text(header, 345, 155);
    const path = normalize((prefix ? `${prefix}/${name}` : name).replace(/^\/+/, ''));
    if (path.startsWith('..')) throw new Error(`template entry outside the folder: ${name}`);
    const size = octal(header, 124, 12);
    const flag = text(header, 156, 1);
    if (flag !== '0' && flag !== '' && flag !== '5')
      throw new Error(`template entry of a kind not expected (${flag}): ${name}`);
    yield {
      path,
      type: flag === '5' ? 'folder' : 'file',
      mode: octal(header, 100, 8),
      data: tar.subarray(at + BLOCK, at + BLOCK + size),
    };
    at += BLOCK + Math.ceil(size / BLOCK) * BLOCK;
  }
}

/** Unpacks the template at `tarFile` into `dataDir` (which holds no database yet). */
export async function writeTemplateFiles(tarFile: string, dataDir: string): Promise<void> {
  let marker: Entry | undefined;
  for (const entry of entries(await readFile(tarFile))) {
    const target = join(dataDir, entry.path);
    if (entry.type === 'folder') await mkdir(target, { recursive: true, mode: entry.mode });
    else if (entry.path === MARKER) marker = entry;
    else {
      await mkdir(dirname(target), { recursive: true });
      await writeFile(target, entry.data, { mode: entry.mode });
    }
  }
  // Last, so that a start cut short leaves a folder that is unpacked again, not half a database.
  if (!marker) throw new Error(`the template ${tarFile} holds no ${MARKER}`);
  await writeFile(join(dataDir, MARKER), marker.data, { mode: marker.mode });
}
