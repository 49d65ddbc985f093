import {
  Inject,
  Injectable,
  Logger,
  type OnModuleDestroy,
  type OnModuleInit,
} from '@nestjs/common';
import type { PubSubEngine } from 'graphql-subscriptions';
import { DataSource, In, type Repository } from 'typeorm';
import { InstanceMemo } from '../../infrastructure/pubsub/instance-memo.js';
import { PUB_SUB } from '../../infrastructure/pubsub/pubsub.module.js';
import { PlayerEntity } from '../../persistence/entities/player.entity.js';
import { hashApiKey, newApiKey } from './api-key.js';
import type { AuthenticatedPlayer, PlayerDto, RegisteredPlayerDto } from './player.js';
import type { RegisterPlayerInput } from './register-player.input.js';

function toPlayer(row: PlayerEntity): AuthenticatedPlayer {
  return { id: row.id, name: row.name, kind: row.kind, createdAt: row.createdAt };
}

@Injectable()
export class PlayersService implements OnModuleInit, OnModuleDestroy {
  private readonly players: Repository<PlayerEntity>;
  private readonly logger = new Logger(PlayersService.name);
  /**
   * Key hash → player, tagged with the player's id: every authenticated request would otherwise
   * cost a query. A key rotated or revoked is forgotten on every instance as soon as it hears of
   * it, and after a minute in any case.
   */
  private readonly keyOwners: InstanceMemo<AuthenticatedPlayer>;

  constructor(@Inject(DataSource) dataSource: DataSource, @Inject(PUB_SUB) pubSub: PubSubEngine) {
    this.players = dataSource.getRepository(PlayerEntity);
    this.keyOwners = new InstanceMemo(pubSub, {
      channel: 'players.keys-changed',
      what: 'key',
      logger: this.logger,
    });
  }

  onModuleInit(): void {
    this.keyOwners.listen();
  }

  onModuleDestroy(): void {
    this.keyOwners.stop();
  }

  async register(input: RegisterPlayerInput): Promise<RegisteredPlayerDto> {
    const apiKey = newApiKey();
    const row = this.players.create({
      name: input.name,
      kind: input.kind,
      apiKeyHash: hashApiKey(apiKey),
    });
    // One statement (INSERT … RETURNING id, created_at, which TypeORM puts back on `row`), where
    // `save` wraps it in a transaction of its own: three round trips holding a pooled connection.
    // A burst of sign-ups (a thousand matches starting at once) queued for the pool past its
    // connect timeout (decision 0055).
    await this.players.insert(row);
    return { ...toPlayer(row), apiKey };
  }

  /** The player a key belongs to, or null for a key nobody holds. */
  async authenticate(apiKey: string): Promise<AuthenticatedPlayer | null> {
    const hash = hashApiKey(apiKey);
    return this.keyOwners.recall(hash, async () => {
      const row = await this.players.findOneBy({ apiKeyHash: hash });
      return row && { value: toPlayer(row), tags: [row.id] };
    });
  }

  /** After a player's key was rotated or revoked: no instance accepts the old one any more. */
  keyChanged(playerId: string): Promise<void> {
    return this.keyOwners.changed(playerId);
  }

  /** Players by id (unknown ids are simply absent from the map). */
  async byIds(ids: readonly string[]): Promise<Map<string, PlayerDto>> {
    const unique = [...new Set(ids)];
    if (unique.length === 0) return new Map();
    const rows = await this.players.findBy({ id: In(unique) });
    return new Map(rows.map((r) => [r.id, toPlayer(r)]));
  }
}
