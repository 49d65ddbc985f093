import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/** The header every delivery carries: `t=<unix seconds>,v1=<hex HMAC-SHA256>`. */
export const SIGNATURE_HEADER = 'Salvo-Signature';

/** How far a receiver should accept a signature's time from its own clock (see the README). */
export const REPLAY_WINDOW_SECONDS = 300;

/** A hook's secret: shown once, when the hook is made. */
export function newSecret(): string {
  return `whsec_${randomBytes(32).toString('base64url')}`;
}

/** HMAC-SHA256 of `<t>.<body>` under the secret, as Stripe signs (`v1`). */
export function sign(secret: string, body: string, unixSeconds: number): string {
  const v1 = createHmac('sha256', secret).update(`${unixSeconds}.${body}`).digest('hex');
  return `t=${unixSeconds},v1=${v1}`;
}

/**
 * What a receiver does: the signature matches the body under the secret, and its time is within
 * the replay window of `nowSeconds`.
 */
export function verifySignature(
  secret: string,
  body: string,
  header: string,
  nowSeconds: number,
  windowSeconds = REPLAY_WINDOW_SECONDS,
): boolean {
  const parts = new Map(
    header.split(',').map((part) => {
      const at = part.indexOf('=');
      return [part.slice(0, at).trim(), part.slice(at + 1).trim()] as const;
    }),
  );
  const t = Number(parts.get('t'));
  const given = parts.get('v1') ?? '';
  if (!Number.isInteger(t) || Math.abs(nowSeconds - t) > windowSeconds) return false;
  const expected = sign(secret, body, t).split('v1=')[1];
  return (
    given.length === expected.length &&
    timingSafeEqual(Buffer.from(given, 'utf8'), Buffer.from(expected, 'utf8'))
  );
}
