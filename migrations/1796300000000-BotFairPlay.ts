import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Fair play for bots (issue 15): a bot's standing rules for accepting challenges without its
 * owner, and each decision's time as the server measured it (offered to order accepted), per
 * order and summed per seat.
 */
export class BotFairPlay1796300000000 implements MigrationInterface {
  name = 'BotFairPlay1796300000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`ALTER TABLE bot_accounts ADD COLUMN auto_accept jsonb`);
    await db.query(`ALTER TABLE match_orders ADD COLUMN decision_ms integer`);
    await db.query(`
      ALTER TABLE match_seats
        ADD COLUMN decisions_timed integer NOT NULL DEFAULT 0,
        ADD COLUMN decision_ms_total bigint NOT NULL DEFAULT 0,
        ADD COLUMN decision_ms_max integer NOT NULL DEFAULT 0`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`
      ALTER TABLE match_seats
        DROP COLUMN decision_ms_max,
        DROP COLUMN decision_ms_total,
        DROP COLUMN decisions_timed`);
    await db.query(`ALTER TABLE match_orders DROP COLUMN decision_ms`);
    await db.query(`ALTER TABLE bot_accounts DROP COLUMN auto_accept`);
  }
}
