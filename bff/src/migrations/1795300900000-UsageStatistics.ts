import { type MigrationInterface, type QueryRunner, Table, TableIndex } from 'typeorm';

/**
 * Usage statistics: the raw events, and the per-UTC-day rollups the statistics call reads
 * (counts per metric and dimension, and the active users of each day).
 */
export class UsageStatistics1795300900000 implements MigrationInterface {
  name = 'UsageStatistics1795300900000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.createTable(
      new Table({
        name: 'usage_event',
        columns: [
          {
            name: 'id',
            type: 'integer',
            isPrimary: true,
            isGenerated: true,
            generationStrategy: 'increment',
          },
          { name: 'type', type: 'varchar', length: '32' },
          { name: 'userId', type: 'varchar', length: '36', isNullable: true },
          { name: 'subject', type: 'varchar', length: '100', isNullable: true, charset: 'utf8mb4' },
          { name: 'detail', type: 'varchar', length: '100', isNullable: true, charset: 'utf8mb4' },
          { name: 'failed', type: 'integer', default: 0 },
          { name: 'amount', type: 'bigint', default: 0 },
          { name: 'occurredAt', type: 'datetime' },
        ],
      }),
    );
    await queryRunner.createIndex(
      'usage_event',
      new TableIndex({ name: 'IDX_usage_event_occurredAt', columnNames: ['occurredAt'] }),
    );
    await queryRunner.createTable(
      new Table({
        name: 'usage_daily',
        columns: [
          { name: 'day', type: 'varchar', length: '10', isPrimary: true },
          { name: 'metric', type: 'varchar', length: '40', isPrimary: true },
          { name: 'dim', type: 'varchar', length: '100', isPrimary: true, charset: 'utf8mb4' },
          { name: 'count', type: 'integer', default: 0 },
          { name: 'amount', type: 'bigint', default: 0 },
        ],
      }),
    );
    await queryRunner.createTable(
      new Table({
        name: 'usage_daily_user',
        columns: [
          { name: 'day', type: 'varchar', length: '10', isPrimary: true },
          { name: 'userId', type: 'varchar', length: '36', isPrimary: true },
        ],
      }),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable('usage_daily_user');
    await queryRunner.dropTable('usage_daily');
    await queryRunner.dropTable('usage_event');
  }
}
