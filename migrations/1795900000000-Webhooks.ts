import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Outgoing webhooks: the hooks players register, their outbox and delivery log (one row per
 * delivery, written in the match's own transaction), the Discord status message each hook edits,
 * the Discord user of each seat, and the reminders a match has sent (each once) and wants.
 */
export class Webhooks1795900000000 implements MigrationInterface {
  name = 'Webhooks1795900000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE TABLE webhooks (
        id uuid NOT NULL DEFAULT gen_random_uuid(),
        player_id uuid NOT NULL,
        match_id uuid,
        url text NOT NULL,
        format text NOT NULL,
        events text[] NOT NULL,
        secret text NOT NULL,
        enabled boolean NOT NULL DEFAULT true,
        disabled_reason text,
        created_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT pk_webhooks PRIMARY KEY (id),
        CONSTRAINT ck_webhooks_format CHECK (format IN ('json', 'discord')),
        CONSTRAINT fk_webhooks_player_id FOREIGN KEY (player_id)
          REFERENCES players (id) ON DELETE CASCADE,
        CONSTRAINT fk_webhooks_match_id FOREIGN KEY (match_id)
          REFERENCES matches (id) ON DELETE CASCADE
      )`);
    await db.query(`CREATE INDEX ix_webhooks_player_id ON webhooks (player_id)`);
    await db.query(`CREATE INDEX ix_webhooks_match_id ON webhooks (match_id)`);
    await db.query(`
      CREATE TABLE webhook_deliveries (
        id bigserial NOT NULL,
        webhook_id uuid NOT NULL,
        match_id uuid,
        event_type text NOT NULL,
        kind text NOT NULL DEFAULT 'post',
        body jsonb NOT NULL,
        state text NOT NULL DEFAULT 'pending',
        attempts integer NOT NULL DEFAULT 0,
        next_attempt_at timestamptz NOT NULL DEFAULT now(),
        leased_until timestamptz,
        last_status integer,
        last_error text,
        created_at timestamptz NOT NULL DEFAULT now(),
        delivered_at timestamptz,
        CONSTRAINT pk_webhook_deliveries PRIMARY KEY (id),
        CONSTRAINT ck_webhook_deliveries_state CHECK (state IN ('pending', 'delivered', 'failed')),
        CONSTRAINT ck_webhook_deliveries_kind CHECK (kind IN ('post', 'status')),
        CONSTRAINT fk_webhook_deliveries_webhook_id FOREIGN KEY (webhook_id)
          REFERENCES webhooks (id) ON DELETE CASCADE
      )`);
    await db.query(
      `CREATE INDEX ix_webhook_deliveries_webhook_id_id ON webhook_deliveries (webhook_id, id)`,
    );
    // The worker's scan: only what is still to be sent.
    await db.query(`
      CREATE INDEX ix_webhook_deliveries_due ON webhook_deliveries (next_attempt_at)
        WHERE state = 'pending'`);
    await db.query(`
      CREATE TABLE webhook_status_messages (
        webhook_id uuid NOT NULL,
        match_id uuid NOT NULL,
        message_id text NOT NULL,
        CONSTRAINT pk_webhook_status_messages PRIMARY KEY (webhook_id, match_id),
        CONSTRAINT fk_webhook_status_messages_webhook_id FOREIGN KEY (webhook_id)
          REFERENCES webhooks (id) ON DELETE CASCADE
      )`);
    await db.query(`
      CREATE TABLE seat_discord_users (
        match_id uuid NOT NULL,
        seat integer NOT NULL,
        discord_user_id text NOT NULL,
        CONSTRAINT pk_seat_discord_users PRIMARY KEY (match_id, seat),
        CONSTRAINT fk_seat_discord_users_match_id FOREIGN KEY (match_id)
          REFERENCES matches (id) ON DELETE CASCADE
      )`);
    await db.query(`
      CREATE TABLE match_reminder_settings (
        match_id uuid NOT NULL,
        before_seconds integer[] NOT NULL,
        CONSTRAINT pk_match_reminder_settings PRIMARY KEY (match_id),
        CONSTRAINT fk_match_reminder_settings_match_id FOREIGN KEY (match_id)
          REFERENCES matches (id) ON DELETE CASCADE
      )`);
    await db.query(`
      CREATE TABLE match_reminders_sent (
        match_id uuid NOT NULL,
        decision_id text NOT NULL,
        reason text NOT NULL,
        sent_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT pk_match_reminders_sent PRIMARY KEY (match_id, decision_id, reason),
        CONSTRAINT fk_match_reminders_sent_match_id FOREIGN KEY (match_id)
          REFERENCES matches (id) ON DELETE CASCADE
      )`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`DROP TABLE match_reminders_sent`);
    await db.query(`DROP TABLE match_reminder_settings`);
    await db.query(`DROP TABLE seat_discord_users`);
    await db.query(`DROP TABLE webhook_status_messages`);
    await db.query(`DROP TABLE webhook_deliveries`);
    await db.query(`DROP TABLE webhooks`);
  }
}
