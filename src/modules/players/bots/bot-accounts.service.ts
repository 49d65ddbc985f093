import { Inject, Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import { findRuleset } from '../../../engine/index.js';
import { hashApiKey, newApiKey } from '../api-key.js';
import type { AuthenticatedPlayer } from '../player.js';
import { PlayersService } from '../players.service.js';
import { BotAccountProblems } from './bot-account.problems.js';
import type { BotAccountDto, BotAccountWithKeyDto, CreateBotInput } from './bot-account.dto.js';
import type { AutoAcceptInput } from './auto-accept.dto.js';
import type { AutoAcceptRules } from './auto-accept.js';

const BOT_COLUMNS = `p.id, p.name, b.owner_id AS "ownerId", p.created_at AS "createdAt",
                     b.key_revoked_at AS "keyRevokedAt", b.auto_accept AS "autoAccept"`;

const isUuid = (id: string): boolean =>
  /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(id);

/** Bots a player owns: each a player of kind bot with a key of its own, rotated or revoked. */
@Injectable()
export class BotAccountsService {
  constructor(
    @Inject(DataSource) private readonly dataSource: DataSource,
    @Inject(PlayersService) private readonly players: PlayersService,
  ) {}

  async create(owner: AuthenticatedPlayer, input: CreateBotInput): Promise<BotAccountWithKeyDto> {
    const apiKey = newApiKey();
    const id = await this.dataSource.transaction(async (db) => {
      if (await ownerOf(db, owner.id)) throw BotAccountProblems.botsOwnNoBots();
      const [row] = (await db.query(
        `INSERT INTO players (name, kind, api_key_hash) VALUES ($1, 'bot', $2) RETURNING id`,
        [input.name, hashApiKey(apiKey)],
      )) as { id: string }[];
      await db.query(`INSERT INTO bot_accounts (player_id, owner_id) VALUES ($1, $2)`, [
        row.id,
        owner.id,
      ]);
      return row.id;
    });
    return { ...(await this.mine(owner, id)), apiKey };
  }

  list(owner: AuthenticatedPlayer): Promise<BotAccountDto[]> {
    return this.dataSource.query(
      `SELECT ${BOT_COLUMNS} FROM bot_accounts b JOIN players p ON p.id = b.player_id
        WHERE b.owner_id = $1 ORDER BY p.created_at, p.id`,
      [owner.id],
    );
  }

  /** A new key for the bot; the old one stops working. */
  async rotateKey(owner: AuthenticatedPlayer, botId: string): Promise<BotAccountWithKeyDto> {
    const apiKey = newApiKey();
    await this.replaceKey(owner, botId, hashApiKey(apiKey), 'key_rotated_at');
    return { ...(await this.mine(owner, botId)), apiKey };
  }

  /** The bot's key stops working, and no new one is issued until the owner rotates it. */
  async revokeKey(owner: AuthenticatedPlayer, botId: string): Promise<BotAccountDto> {
    // The hash of a key nobody was ever shown: the unique column keeps a value, no key matches.
    await this.replaceKey(owner, botId, hashApiKey(newApiKey()), 'key_revoked_at');
    return this.mine(owner, botId);
  }

  /**
   * The challenges the bot accepts by itself from now on (its owner's standing consent), in place
   * of any rules it had.
   */
  async setAutoAccept(
    owner: AuthenticatedPlayer,
    botId: string,
    input: AutoAcceptInput,
  ): Promise<BotAccountDto> {
    const rules: AutoAcceptRules = {
      rulesetIds: [...new Set(input.rulesetIds ?? [])],
      rated: input.rated ?? null,
      minOpponentRating: input.minOpponentRating ?? null,
      maxOpponentRating: input.maxOpponentRating ?? null,
    };
    const unknown = rules.rulesetIds.filter((id) => !findRuleset(id));
    if (unknown.length > 0) throw BotAccountProblems.unknownRulesets(unknown);
    const { minOpponentRating: min, maxOpponentRating: max } = rules;
    if (min !== null && max !== null && min > max) throw BotAccountProblems.emptyRatingRange();
    return this.saveAutoAccept(owner, botId, rules);
  }

  /** The bot accepts nothing by itself any more: each challenge waits for an answer. */
  clearAutoAccept(owner: AuthenticatedPlayer, botId: string): Promise<BotAccountDto> {
    return this.saveAutoAccept(owner, botId, null);
  }

  private async saveAutoAccept(
    owner: AuthenticatedPlayer,
    botId: string,
    rules: AutoAcceptRules | null,
  ): Promise<BotAccountDto> {
    await this.mine(owner, botId);
    await this.dataSource.query(`UPDATE bot_accounts SET auto_accept = $2 WHERE player_id = $1`, [
      botId,
      rules === null ? null : JSON.stringify(rules),
    ]);
    return this.mine(owner, botId);
  }

  /** The owner of a bot account, or null for a player that is not one. */
  owner(botId: string): Promise<string | null> {
    return ownerOf(this.dataSource.manager, botId);
  }

  private async replaceKey(
    owner: AuthenticatedPlayer,
    botId: string,
    hash: string,
    stamp: 'key_rotated_at' | 'key_revoked_at',
  ): Promise<void> {
    await this.dataSource.transaction(async (db) => {
      await this.mine(owner, botId, db);
      await db.query(`UPDATE players SET api_key_hash = $2 WHERE id = $1`, [botId, hash]);
      await db.query(
        stamp === 'key_revoked_at'
          ? `UPDATE bot_accounts SET key_revoked_at = now() WHERE player_id = $1`
          : `UPDATE bot_accounts SET key_rotated_at = now(), key_revoked_at = NULL
              WHERE player_id = $1`,
        [botId],
      );
    });
    await this.players.keyChanged(botId);
  }

  private async mine(
    owner: AuthenticatedPlayer,
    botId: string,
    db: EntityManager = this.dataSource.manager,
  ): Promise<BotAccountDto> {
    if (!isUuid(botId)) throw BotAccountProblems.botNotFound(botId);
    const [row] = (await db.query(
      `SELECT ${BOT_COLUMNS} FROM bot_accounts b JOIN players p ON p.id = b.player_id
        WHERE b.player_id = $1 AND b.owner_id = $2`,
      [botId, owner.id],
    )) as BotAccountDto[];
    if (!row) throw BotAccountProblems.botNotFound(botId);
    return row;
  }
}

async function ownerOf(db: EntityManager, playerId: string): Promise<string | null> {
  const [row] = (await db.query(
    `SELECT owner_id AS "ownerId" FROM bot_accounts WHERE player_id = $1`,
    [playerId],
  )) as { ownerId: string }[];
  return row?.ownerId ?? null;
}
