/**
 * An async iterator fed by pushes, that ends cleanly when its consumer stops: `return()` resolves
 * a waiting `next()` at once (an async generator would wait for the next value, which may never
 * come, and leak its subscriptions meanwhile).
 */
export class Channel<T> implements AsyncIterableIterator<T> {
  private readonly buffer: T[] = [];
  private waiting: {
    resolve: (r: IteratorResult<T>) => void;
    reject: (e: unknown) => void;
  } | null = null;
  private ended = false;
  private failure: unknown = null;

  constructor(private readonly onClose: () => void = () => {}) {}

  get closed(): boolean {
    return this.ended;
  }

  push(value: T): void {
    if (this.ended) return;
    if (this.waiting) {
      const w = this.waiting;
      this.waiting = null;
      w.resolve({ value, done: false });
    } else {
      this.buffer.push(value);
    }
  }

  /** Ends the stream with an error (after what is buffered). */
  fail(error: unknown): void {
    if (this.ended) return;
    this.failure = error ?? new Error('feed failed');
    if (this.waiting && this.buffer.length === 0) {
      const w = this.waiting;
      this.waiting = null;
      this.close();
      w.reject(this.failure);
    }
  }

  next(): Promise<IteratorResult<T>> {
    if (this.buffer.length > 0)
      return Promise.resolve({ value: this.buffer.shift() as T, done: false });
    if (this.failure !== null && !this.ended) {
      this.close();
      return Promise.reject(this.failure);
    }
    if (this.ended) return Promise.resolve({ value: undefined, done: true });
    return new Promise((resolve, reject) => (this.waiting = { resolve, reject }));
  }

  return(): Promise<IteratorResult<T>> {
    this.close();
    return Promise.resolve({ value: undefined, done: true });
  }

  throw(error?: unknown): Promise<IteratorResult<T>> {
    this.close();
    return Promise.reject(error);
  }

  [Symbol.asyncIterator](): this {
    return this;
  }

  private close(): void {
    if (this.ended) return;
    this.ended = true;
    this.buffer.length = 0;
    const w = this.waiting;
    this.waiting = null;
    w?.resolve({ value: undefined, done: true });
    this.onClose();
  }
}
