import { ArgumentError } from './args.js';

/** The message of the ArgumentError `run` throws; any other outcome fails the calling test. */
export function argumentErrorOf(run: () => unknown): string {
  try {
    run();
  } catch (err) {
    if (err instanceof ArgumentError) return err.message;
    throw err;
  }
  throw new Error('no ArgumentError');
}
