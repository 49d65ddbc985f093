import { ConfigError, loadConfig } from '../../config/config.js';

describe('webhook configuration', () => {
  it('defaults: public targets only, retried for a day, reminded a day and an hour before', () => {
    expect(loadConfig({}).webhooks).toEqual({
      allowPrivateTargets: false,
      pollMs: 1000,
      retryBaseMs: 30_000,
      retryMaxMs: 3_600_000,
      retryForMs: 86_400_000,
      timeoutMs: 10_000,
      reminderBeforeSeconds: [86_400, 3600],
    });
  });

  it('reads its variables, and reports bad ones', () => {
    const config = loadConfig({
      WEBHOOKS_ALLOW_PRIVATE_TARGETS: 'true',
      REMINDER_BEFORE_SECONDS: '600, 60',
      WEBHOOK_RETRY_BASE_MS: '50',
    }).webhooks;
    expect(config).toMatchObject({
      allowPrivateTargets: true,
      reminderBeforeSeconds: [600, 60],
      retryBaseMs: 50,
    });
    expect(loadConfig({ REMINDER_BEFORE_SECONDS: 'none' }).webhooks.reminderBeforeSeconds).toEqual(
      [],
    );
    expect(() => loadConfig({ REMINDER_BEFORE_SECONDS: '1h', WEBHOOK_POLL_MS: '0' })).toThrow(
      ConfigError,
    );
  });
});
