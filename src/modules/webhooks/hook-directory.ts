/**
 * The hooks that hear of a match, kept in memory: every order of a match asks, and hooks change
 * rarely. A change (created, deleted, disabled) empties every instance's memory through the
 * pub/sub; until another instance hears of it, it may queue a delivery to a hook just deleted or
 * disabled (the delivery is written only if the hook still exists and is enabled) or miss one for
 * a hook just created. A time limit bounds that window should a message be lost.
 */
import {
  Inject,
  Injectable,
  Logger,
  type OnModuleDestroy,
  type OnModuleInit,
} from '@nestjs/common';
import type { PubSubEngine } from 'graphql-subscriptions';
import type { EntityManager } from 'typeorm';
import { PUB_SUB } from '../../infrastructure/pubsub/pubsub.module.js';
import { hooksHearing, type WebhookRow } from './webhook.store.js';

const HOOKS_CHANGED = 'webhooks.changed';
/** How long a match's hooks are trusted without hearing of a change. */
const TRUST_MS = 60_000;
/** Matches remembered; beyond it the memory starts again (a ladder's finished games drop out). */
const MATCHES_KEPT = 10_000;

interface Known {
  hooks: WebhookRow[];
  until: number;
}

@Injectable()
export class HookDirectory implements OnModuleInit, OnModuleDestroy {
  private readonly known = new Map<string, Known>();
  /** Bumped on every change: a read that began before it is not kept. */
  private generation = 0;
  private subscription: number | null = null;
  private destroyed = false;
  private readonly logger = new Logger(HookDirectory.name);

  constructor(@Inject(PUB_SUB) private readonly pubSub: PubSubEngine) {}

  /**
   * Not awaited: with the pub/sub unreachable the service must still start (readiness reports
   * it); until the subscription holds, what is known expires after TRUST_MS anyway.
   */
  onModuleInit(): void {
    this.pubSub
      .subscribe(HOOKS_CHANGED, () => this.forgetAll(), {})
      .then((id) => {
        if (this.destroyed) this.pubSub.unsubscribe(id);
        else this.subscription = id;
      })
      .catch((error: unknown) =>
        this.logger.warn(`hook changes from other instances not heard: ${String(error)}`),
      );
  }

  onModuleDestroy(): void {
    this.destroyed = true;
    if (this.subscription !== null) this.pubSub.unsubscribe(this.subscription);
  }

  /** The enabled hooks of the match or its seated players (`owners`) wanting one of `types`. */
  async hearing(
    reader: EntityManager,
    matchId: string,
    owners: readonly string[],
    types: readonly string[],
  ): Promise<WebhookRow[]> {
    const key = `${matchId} ${owners.join(' ')}`;
    let known = this.known.get(key);
    if (!known || known.until < Date.now()) {
      const generation = this.generation;
      const hooks = await hooksHearing(reader, matchId, owners, null);
      known = { hooks, until: Date.now() + TRUST_MS };
      if (generation === this.generation) {
        if (this.known.size >= MATCHES_KEPT) this.known.clear();
        this.known.set(key, known);
      }
    }
    return known.hooks.filter((h) => h.events.some((e) => types.includes(e)));
  }

  /** After a hook was created, deleted or disabled: every instance forgets what it knew. */
  async changed(): Promise<void> {
    this.forgetAll();
    await this.pubSub.publish(HOOKS_CHANGED, {}).catch(() => undefined);
  }

  private forgetAll(): void {
    this.generation++;
    this.known.clear();
  }
}
