import { createRootLogger } from './root-logger.js';

function logged(write: (logger: ReturnType<typeof createRootLogger>) => void): string {
  let out = '';
  const logger = createRootLogger({ level: 'info', pretty: false }, { write: (l) => (out += l) });
  write(logger);
  return out;
}

describe('the root logger', () => {
  it('censors keys, tickets and seeds wherever a line carries them as fields', () => {
    const out = logged((logger) => {
      logger.info({ apiKey: 'k1', seed: 's1' }, 'top level');
      logger.info({ req: { headers: { authorization: 'Bearer k2' } } }, 'a request');
      logger.info({ body: { seed: 's2', ticket: 't1' } }, 'a body');
      logger.info({ connectionParams: { authorization: 'Bearer k3' } }, 'a socket');
      logger.error({ err: { message: 'insert failed', parameters: ['s3'] } }, 'sql');
      logger.info({ res: { secret: 'w1' }, authorization: 'Bearer k4' }, 'a webhook');
    });
    for (const secret of ['k1', 'k2', 'k3', 'k4', 's1', 's2', 's3', 't1', 'w1']) {
      expect(out).not.toContain(`"${secret}"`);
      expect(out).not.toContain(`Bearer ${secret}`);
    }
    expect(out).toContain('[REDACTED]');
    expect(out).toContain('insert failed');
  });
});
