/**
 * A table of values by end point (x, y) and a small integer (a flight's vector, or 0), with exact
 * compares: what the pilot's flight memo looks up some 500 times a decision. A `Map` by a double
 * hashes a heap number on every look-up; here the point is hashed by a few multiplications and
 * the slots are typed arrays, emptied for the next decision by a generation count, not a fill.
 * Keys compare with `===` (so 0 and -0 are one point, as in a `Map`).
 */
const INITIAL_CAPACITY = 1024;

function hashOf(x: number, y: number, v: number): number {
  let h =
    Math.imul((x * 1024) | 0, 0x9e3779b1) ^
    Math.imul((y * 1024) | 0, 0x85ebca77) ^
    Math.imul(v, 0xc2b2ae3d);
  h ^= h >>> 15;
  return Math.imul(h, 0x27d4eb2f) ^ (h >>> 13);
}

export class PointTable<T> {
  private xs = new Float64Array(INITIAL_CAPACITY);
  private ys = new Float64Array(INITIAL_CAPACITY);
  private vs = new Int32Array(INITIAL_CAPACITY);
  /** A slot is full when its stamp is the current generation. */
  private stamps = new Int32Array(INITIAL_CAPACITY);
  private values: (T | undefined)[] = new Array<T | undefined>(INITIAL_CAPACITY).fill(undefined);
  private mask = INITIAL_CAPACITY - 1;
  private generation = 1;
  private count = 0;

  /** Empties the table (in O(1): the old entries' stamps are a generation behind). */
  clear(): void {
    this.count = 0;
    if (this.generation === 0x7fffffff) {
      this.stamps.fill(0);
      this.generation = 0;
    }
    this.generation++;
  }

  get(x: number, y: number, v: number): T | undefined {
    const { xs, ys, vs, stamps, mask, generation } = this;
    for (let i = hashOf(x, y, v) & mask; stamps[i] === generation; i = (i + 1) & mask) {
      if (xs[i] === x && ys[i] === y && vs[i] === v) return this.values[i];
    }
    return undefined;
  }

  /** Adds a key that is not in the table (`get` said so). */
  add(x: number, y: number, v: number, value: T): void {
    if (2 * (this.count + 1) > this.stamps.length) this.grow();
    const { stamps, mask, generation } = this;
    let i = hashOf(x, y, v) & mask;
    while (stamps[i] === generation) i = (i + 1) & mask;
    stamps[i] = generation;
    this.xs[i] = x;
    this.ys[i] = y;
    this.vs[i] = v;
    this.values[i] = value;
    this.count++;
  }

  private grow(): void {
    const { xs, ys, vs, stamps, values, generation } = this;
    const capacity = 2 * stamps.length;
    this.xs = new Float64Array(capacity);
    this.ys = new Float64Array(capacity);
    this.vs = new Int32Array(capacity);
    this.stamps = new Int32Array(capacity);
    this.values = new Array<T | undefined>(capacity).fill(undefined);
    this.mask = capacity - 1;
    this.generation = 1;
    this.count = 0;
    for (let i = 0; i < stamps.length; i++) {
      if (stamps[i] === generation) this.add(xs[i], ys[i], vs[i], values[i] as T);
    }
  }
}

/**
 * Tables lent out for one decision and given back at its end, so a decision does not allocate
 * its own (a decision never starts inside another, but a table not given back is only garbage).
 */
const free: PointTable<unknown>[] = [];

export function borrowTable<T>(): PointTable<T> {
  const table = (free.pop() as PointTable<T> | undefined) ?? new PointTable<T>();
  table.clear();
  return table;
}

export function returnTable(table: PointTable<unknown>): void {
  if (free.length < 8) free.push(table);
}

/** Numbers appended two at a time, in one typed array lent out for a decision like the tables. */
export class Terms {
  data = new Float64Array(1024);
  length = 0;

  push2(a: number, b: number): void {
    if (this.length + 2 > this.data.length) {
      const grown = new Float64Array(2 * this.data.length);
      grown.set(this.data);
      this.data = grown;
    }
    this.data[this.length++] = a;
    this.data[this.length++] = b;
  }
}

const freeTerms: Terms[] = [];

export function borrowTerms(): Terms {
  const terms = freeTerms.pop() ?? new Terms();
  terms.length = 0;
  return terms;
}

export function returnTerms(terms: Terms): void {
  if (freeTerms.length < 8) freeTerms.push(terms);
}
