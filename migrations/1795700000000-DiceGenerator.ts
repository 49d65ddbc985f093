import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Each match records the dice generator it rolls with, for life. Matches stored before this
 * column existed rolled xoroshiro128+, so they get `xoroshiro128plus-v1`; the default is then
 * dropped, so that no new match is ever stored without naming its generator.
 */
export class DiceGenerator1795700000000 implements MigrationInterface {
  name = 'DiceGenerator1795700000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(
      `ALTER TABLE matches ADD COLUMN dice_generator text NOT NULL DEFAULT 'xoroshiro128plus-v1'`,
    );
    await db.query(`ALTER TABLE matches ALTER COLUMN dice_generator DROP DEFAULT`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`ALTER TABLE matches DROP COLUMN dice_generator`);
  }
}
