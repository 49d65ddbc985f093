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
import { InstanceMemo } from '../../infrastructure/pubsub/instance-memo.js';
import { PUB_SUB } from '../../infrastructure/pubsub/pubsub.module.js';
import { hooksHearing, type WebhookRow } from './webhook.store.js';

@Injectable()
export class HookDirectory implements OnModuleInit, OnModuleDestroy {
  private readonly logger = new Logger(HookDirectory.name);
  private readonly memo: InstanceMemo<WebhookRow[]>;

  constructor(@Inject(PUB_SUB) pubSub: PubSubEngine) {
    // A ladder's finished games drop out when the memory starts again (at its capacity).
    this.memo = new InstanceMemo(pubSub, {
      channel: 'webhooks.changed',
      what: 'hook',
      logger: this.logger,
    });
  }

  onModuleInit(): void {
    this.memo.listen();
  }

  onModuleDestroy(): void {
    this.memo.stop();
  }

  /** The enabled hooks of the match or its seated players (`owners`) wanting one of `types`. */
  async hearing(
    reader: EntityManager,
    matchId: string,
    owners: readonly string[],
    types: readonly string[],
  ): Promise<WebhookRow[]> {
    const hooks = await this.memo.recall(`${matchId} ${owners.join(' ')}`, async () => ({
      value: await hooksHearing(reader, matchId, owners, null),
      tags: [],
    }));
    return (hooks ?? []).filter((h) => h.events.some((e) => types.includes(e)));
  }

  /** After a hook was created, deleted or disabled: every instance forgets what it knew. */
  changed(): Promise<void> {
    return this.memo.changed();
  }
}
