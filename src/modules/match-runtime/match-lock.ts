/**
 * One writer per match within this process. The live `Match` objects are mutable and shared, so
 * two requests must never work on the same one at once; across instances the row lock and the
 * version check in the database take over.
 */
export class MatchLocks {
  private readonly tails = new Map<string, Promise<unknown>>();

  async run<T>(matchId: string, work: () => Promise<T>): Promise<T> {
    const previous = this.tails.get(matchId) ?? Promise.resolve();
    const mine = previous.then(work, work);
    // The chain continues whether or not this work fails; it is dropped once nobody waits.
    const tail = mine.catch(() => undefined);
    this.tails.set(matchId, tail);
    try {
      return await mine;
    } finally {
      if (this.tails.get(matchId) === tail) this.tails.delete(matchId);
    }
  }
}
