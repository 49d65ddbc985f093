/** Parsers for environment variables: each says what it expected when the text does not fit. */

export type ReadResult<T> = { ok: true; value: T } | { ok: false; message: string };
export type Reader<T> = (raw: string) => ReadResult<T>;

const ok = <T>(value: T): ReadResult<T> => ({ ok: true, value });
const fail = <T>(message: string): ReadResult<T> => ({ ok: false, message });

const BYTE_UNITS: Record<string, number> = {
  '': 1,
  b: 1,
  kb: 1024,
  mb: 1024 * 1024,
  gb: 1024 ** 3,
};

const sizeText = (bytes: number): string =>
  bytes % 1024 ** 3 === 0
    ? `${bytes / 1024 ** 3}gb`
    : bytes % (1024 * 1024) === 0
      ? `${bytes / (1024 * 1024)}mb`
      : bytes % 1024 === 0
        ? `${bytes / 1024}kb`
        : `${bytes} byte${bytes === 1 ? '' : 's'}`;

/** `262144`, `256kb`, `1mb`, `1gb` (binary multiples, as body-parser reads them), within bounds. */
export const byteSize =
  (min: number, max: number): Reader<number> =>
  (raw) => {
    const match = /^(\d+)\s*(b|kb|mb|gb)?$/i.exec(raw);
    const multiplier = match ? BYTE_UNITS[(match[2] ?? '').toLowerCase()] : undefined;
    if (!match || multiplier === undefined)
      return fail('must be a size such as 262144, 256kb or 1mb');
    const bytes = Number(match[1]) * multiplier;
    return bytes >= min && bytes <= max
      ? ok(bytes)
      : fail(`must be from ${sizeText(min)} to ${sizeText(max)}`);
  };

/** A request body's limit: more than nothing, at most 64 MB. */
export const parseByteSize: Reader<number> = byteSize(1, 64 * 1024 * 1024);

export const readers = {
  nonEmpty: ((raw) => (raw ? ok(raw) : fail('must not be empty'))) as Reader<string>,

  integer:
    (min: number, max: number): Reader<number> =>
    (raw) => {
      const value = Number(raw);
      return /^-?\d+$/.test(raw) && value >= min && value <= max
        ? ok(value)
        : fail(`must be an integer from ${min} to ${max}`);
    },

  /** `86400,3600`: integers, each in range (an empty list is `none`). */
  integerList:
    (min: number, max: number): Reader<number[]> =>
    (raw) => {
      if (raw === 'none') return ok([]);
      const parts = raw.split(',').map((part) => part.trim());
      const values = parts.map(Number);
      return parts.every((part) => /^\d+$/.test(part)) && values.every((v) => v >= min && v <= max)
        ? ok(values)
        : fail(`must be none or a comma-separated list of integers from ${min} to ${max}`);
    },

  boolean: ((raw) => {
    const lower = raw.toLowerCase();
    if (['1', 'true', 'yes', 'on'].includes(lower)) return ok(true);
    if (['0', 'false', 'no', 'off'].includes(lower)) return ok(false);
    return fail('must be true or false');
  }) as Reader<boolean>,

  oneOf:
    <T extends string>(choices: readonly T[]): Reader<T> =>
    (raw) =>
      (choices as readonly string[]).includes(raw)
        ? ok(raw as T)
        : fail(`must be one of ${choices.join(', ')}`),

  url:
    (protocols: string[]): Reader<string | null> =>
    (raw) => {
      let url: URL;
      try {
        url = new URL(raw);
      } catch {
        return fail(`must be a URL such as ${protocols[0]}//host:port/...`);
      }
      if (!protocols.includes(url.protocol)) {
        return fail(`must use ${protocols.map((p) => `${p}//`).join(' or ')}`);
      }
      return url.hostname ? ok(raw) : fail('must name a host');
    },

  /** `*`, or a comma-separated list of origins (`https://example.org,http://localhost:5173`). */
  origins: ((raw) => {
    if (raw === '*') return ok('*' as const);
    const origins = raw
      .split(',')
      .map((origin) => origin.trim())
      .filter(Boolean);
    const bad = origins.filter((origin) => {
      try {
        const url = new URL(origin);
        return url.origin !== origin.replace(/\/$/, '');
      } catch {
        return true;
      }
    });
    if (origins.length === 0 || bad.length > 0) {
      return fail('must be * or a comma-separated list of origins such as https://example.org');
    }
    return ok(origins.map((origin) => origin.replace(/\/$/, '')));
  }) as Reader<'*' | string[] | null>,
};
