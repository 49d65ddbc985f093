/**
 * The parameters of one statement being composed from parts: each value added gets the next
 * placeholder, so that parts written separately (an insert, an update) can run as one statement,
 * one round trip.
 */
export class SqlParams {
  readonly values: unknown[] = [];

  /** The placeholder (`$n`) for `value`. */
  add(value: unknown): string {
    this.values.push(value);
    return `$${this.values.length}`;
  }
}
