import { newSecret, sign, verifySignature } from './signature.js';

describe('webhook signatures', () => {
  const secret = newSecret();
  const body = '{"type":"turn.resolved"}';

  it('signs t.body with HMAC-SHA256, Stripe style, and verifies within the replay window', () => {
    const header = sign(secret, body, 1_800_000_000);
    expect(header).toMatch(/^t=1800000000,v1=[0-9a-f]{64}$/);
    expect(verifySignature(secret, body, header, 1_800_000_100)).toBe(true);
  });

  it('refuses another body, another secret, a changed time or an old signature', () => {
    const header = sign(secret, body, 1_800_000_000);
    expect(verifySignature(secret, `${body} `, header, 1_800_000_000)).toBe(false);
    expect(verifySignature(newSecret(), body, header, 1_800_000_000)).toBe(false);
    expect(
      verifySignature(secret, body, header.replace('t=1800000000', 't=1800000001'), 1_800_000_000),
    ).toBe(false);
    expect(verifySignature(secret, body, header, 1_800_000_301)).toBe(false);
    expect(verifySignature(secret, body, 'v1=abc', 1_800_000_000)).toBe(false);
  });
});
