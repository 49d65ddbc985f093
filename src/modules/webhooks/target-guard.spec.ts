import { checkTarget, isSpecialAddress, TargetRefused } from './target-guard.js';

describe('webhook targets (SSRF)', () => {
  it.each([
    '127.0.0.1',
    '10.1.2.3',
    '172.20.0.1',
    '192.168.1.1',
    '169.254.169.254',
    '100.64.0.1',
    '0.0.0.0',
    '224.0.0.1',
    '255.255.255.255',
    '198.18.0.1',
    '::1',
    '::',
    'fe80::1',
    'fd00::1',
    'ff02::1',
    '::ffff:127.0.0.1',
    '::ffff:7f00:1',
    '::ffff:a9fe:a9fe',
    '64:ff9b::7f00:1',
    '2001:db8::1',
  ])('refuses the special-use address %s', (address) => {
    expect(isSpecialAddress(address)).toBe(true);
  });

  it.each(['8.8.8.8', '162.159.128.233', '2606:4700::6810:84e5', '::ffff:8.8.8.8'])(
    'accepts the public address %s',
    (address) => {
      expect(isSpecialAddress(address)).toBe(false);
    },
  );

  it('refuses a name that resolves to loopback, unless private targets are allowed', async () => {
    await expect(checkTarget(new URL('http://localhost:9/x'), false)).rejects.toBeInstanceOf(
      TargetRefused,
    );
    await expect(checkTarget(new URL('http://localhost:9/x'), true)).resolves.toBeUndefined();
    await expect(checkTarget(new URL('http://[::1]:9/x'), false)).rejects.toThrow(/not public/);
  });
});
