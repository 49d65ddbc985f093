import { ApiProblem } from '../../common/problem.js';

/** Printable ASCII, as HTTP header values allow; long enough for a UUID or a hash. */
const KEY = /^[\x21-\x7e]{1,255}$/;

/** The Idempotency-Key as given, checked; null when none was sent. */
export function idempotencyKey(value: string | string[] | undefined | null): string | null {
  if (value === undefined || value === null) return null;
  if (typeof value === 'string' && KEY.test(value)) return value;
  throw ApiProblem.validation(
    [
      {
        path: '/idempotencyKey',
        code: 'INVALID_IDEMPOTENCY_KEY',
        message: 'Idempotency-Key must be 1-255 printable ASCII characters, sent once',
      },
    ],
    'The Idempotency-Key is not valid: 1-255 printable ASCII characters.',
  );
}
