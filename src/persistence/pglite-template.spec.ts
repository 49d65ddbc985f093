import { mkdtemp, rm, mkdir, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { PGLITE_TEMPLATE as MADE_AT } from '../../scripts/pglite-template.mjs';
import { installedPgliteTemplate, PGLITE_TEMPLATE } from './pglite-template.js';

describe('the embedded database template', () => {
  it('is looked for where npm install makes it', () => {
    expect(PGLITE_TEMPLATE).toBe(MADE_AT);
  });

  it('is used only when it is there', async () => {
    const root = await mkdtemp(join(tmpdir(), 'salvo-template-'));
    try {
      expect(installedPgliteTemplate(root)).toBeUndefined();
      await mkdir(dirname(join(root, PGLITE_TEMPLATE)), { recursive: true });
      await writeFile(join(root, PGLITE_TEMPLATE), '');
      expect(installedPgliteTemplate(root)).toBe(join(root, PGLITE_TEMPLATE));
    } finally {
      await rm(root, { recursive: true, force: true });
    }
  });
});
