import { Inject, Injectable } from '@nestjs/common';
import { DataSource, In, type Repository } from 'typeorm';
import { PlayerEntity } from '../../persistence/entities/player.entity.js';
import { hashApiKey, newApiKey } from './api-key.js';
import type { AuthenticatedPlayer, PlayerDto, RegisteredPlayerDto } from './player.js';
import type { RegisterPlayerInput } from './register-player.input.js';

/**
 * How long a key's owner is remembered. A bot's key rotated or revoked on this instance is
 * forgotten at once (`forget`); other instances may accept the old key until this passes.
 */
const KEY_CACHE_MS = 60_000;
const KEY_CACHE_SIZE = 10_000;

function toPlayer(row: PlayerEntity): AuthenticatedPlayer {
  return { id: row.id, name: row.name, kind: row.kind, createdAt: row.createdAt };
}

@Injectable()
export class PlayersService {
  private readonly players: Repository<PlayerEntity>;
  /** Key hash → player. Every authenticated request would otherwise cost a query. */
  private readonly byKeyHash = new Map<string, { player: AuthenticatedPlayer; until: number }>();

  constructor(@Inject(DataSource) dataSource: DataSource) {
    this.players = dataSource.getRepository(PlayerEntity);
  }

  async register(input: RegisterPlayerInput): Promise<RegisteredPlayerDto> {
    const apiKey = newApiKey();
    const row = await this.players.save(
      this.players.create({ name: input.name, kind: input.kind, apiKeyHash: hashApiKey(apiKey) }),
    );
    return { ...toPlayer(row), apiKey };
  }

  /** The player a key belongs to, or null for a key nobody holds. */
  async authenticate(apiKey: string): Promise<AuthenticatedPlayer | null> {
    const hash = hashApiKey(apiKey);
    const cached = this.byKeyHash.get(hash);
    if (cached && cached.until > Date.now()) return cached.player;
    const row = await this.players.findOneBy({ apiKeyHash: hash });
    if (!row) return null;
    const player = toPlayer(row);
    if (this.byKeyHash.size >= KEY_CACHE_SIZE) this.byKeyHash.clear();
    this.byKeyHash.set(hash, { player, until: Date.now() + KEY_CACHE_MS });
    return player;
  }

  /** Drops a player's cached keys: the key was just rotated or revoked. */
  forget(playerId: string): void {
    for (const [hash, entry] of this.byKeyHash) {
      if (entry.player.id === playerId) this.byKeyHash.delete(hash);
    }
  }

  /** Players by id (unknown ids are simply absent from the map). */
  async byIds(ids: readonly string[]): Promise<Map<string, PlayerDto>> {
    const unique = [...new Set(ids)];
    if (unique.length === 0) return new Map();
    const rows = await this.players.findBy({ id: In(unique) });
    return new Map(rows.map((r) => [r.id, toPlayer(r)]));
  }
}
