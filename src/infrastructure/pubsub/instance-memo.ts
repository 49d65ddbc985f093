/**
 * What one instance remembers of rows that are read on every request and change rarely (a key's
 * owner, a match's webhooks). A change on any instance is published, and every instance forgets
 * what it tagged with it; a time limit bounds what is remembered should a message be lost or the
 * pub/sub be away (the service starts without it: readiness reports that).
 */
import type { PubSubEngine } from 'graphql-subscriptions';

export interface InstanceMemoOptions {
  /** The pub/sub channel on which changes are told to every instance. */
  channel: string;
  /** What is remembered, for the warning when other instances cannot be heard ("key"). */
  what: string;
  /** Told when the changes of other instances cannot be heard. */
  logger?: { warn(message: string): void };
  /** How long a value is trusted without hearing of a change; a minute unless set. */
  trustMs?: number;
  /** Values remembered (default 10,000); beyond it the memory starts again. */
  capacity?: number;
}

const TRUST_MS = 60_000;
const CAPACITY = 10_000;

interface Remembered<V> {
  value: V;
  tags: readonly string[];
  until: number;
}

/** What a change says: forget the values carrying `tag`, or everything. */
interface Change {
  tag?: string;
}

export class InstanceMemo<V> {
  private readonly remembered = new Map<string, Remembered<V>>();
  /** Bumped on every change: a read that began before it is not kept, it may be stale. */
  private generation = 0;
  private subscription: number | null = null;
  private stopped = false;

  constructor(
    private readonly pubSub: PubSubEngine,
    private readonly options: InstanceMemoOptions,
  ) {}

  /** Starts hearing other instances' changes; not awaited so that a missing pub/sub delays nothing. */
  listen(): void {
    this.pubSub
      .subscribe(this.options.channel, (change: Change) => this.forgetHere(change.tag), {})
      .then((id) => {
        if (this.stopped) this.pubSub.unsubscribe(id);
        else this.subscription = id;
      })
      .catch((error: unknown) =>
        this.options.logger?.warn(
          `${this.options.what} changes from other instances not heard: ${String(error)}`,
        ),
      );
  }

  stop(): void {
    this.stopped = true;
    if (this.subscription !== null) this.pubSub.unsubscribe(this.subscription);
  }

  /**
   * The value remembered for `key`, else what `load` reads (kept with the tags it gives, unless it
   * is null: what does not exist yet is asked again).
   */
  async recall(
    key: string,
    load: () => Promise<{ value: V; tags: readonly string[] } | null>,
  ): Promise<V | null> {
    const known = this.remembered.get(key);
    if (known && known.until > Date.now()) return known.value;
    const generation = this.generation;
    const loaded = await load();
    if (loaded === null) return null;
    if (generation === this.generation) {
      if (this.remembered.size >= (this.options.capacity ?? CAPACITY)) this.remembered.clear();
      this.remembered.set(key, {
        ...loaded,
        until: Date.now() + (this.options.trustMs ?? TRUST_MS),
      });
    }
    return loaded.value;
  }

  /** After a change: this instance forgets at once, the others when they hear of it. */
  async changed(tag?: string): Promise<void> {
    this.forgetHere(tag);
    const change: Change = tag === undefined ? {} : { tag };
    // Not thrown: the change is made; other instances forget within `trustMs` even unheard.
    await this.pubSub
      .publish(this.options.channel, change)
      .catch((error: unknown) =>
        this.options.logger?.warn(
          `${this.options.what} change not told to other instances (they trust it up to ${
            (this.options.trustMs ?? TRUST_MS) / 1000
          } s more): ${String(error)}`,
        ),
      );
  }

  private forgetHere(tag: string | undefined): void {
    this.generation++;
    if (tag === undefined) {
      this.remembered.clear();
      return;
    }
    for (const [key, known] of this.remembered) {
      if (known.tags.includes(tag)) this.remembered.delete(key);
    }
  }
}
