/**
 * A transaction PostgreSQL broke off so that others could go on — a deadlock it detected, or a
 * serialization failure — rolled back whole: nothing of it stands, so doing it again is safe,
 * and is what PostgreSQL's manual asks of the application. Any row lock a hook takes can meet
 * another transaction's in the other order; such a change is done again, never answered 500.
 */
const BROKEN_OFF = new Set(['40001', '40P01']);

/** Attempts at one change done the careful way before its failure is the answer. */
export const CAREFUL_ATTEMPTS = 3;

/** The driver's SQLSTATE (TypeORM copies it onto its QueryFailedError) says "try again". */
export const brokenOff = (error: unknown): boolean =>
  typeof error === 'object' &&
  error !== null &&
  BROKEN_OFF.has(String((error as { code?: unknown }).code));
