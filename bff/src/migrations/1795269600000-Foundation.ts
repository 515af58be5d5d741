import { type MigrationInterface, type QueryRunner, Table, TableIndex } from 'typeorm';

/**
 * The key-value store table and the release log, with the first release entry.
 * Written with the Table API so the same class runs on SQLite and MySQL/MariaDB;
 * `charset` applies on MySQL only (SQLite stores UTF-8 anyway).
 */
export class Foundation1795269600000 implements MigrationInterface {
  name = 'Foundation1795269600000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.createTable(
      new Table({
        name: 'kv_entry',
        columns: [
          { name: 'id', type: 'varchar', length: '191', isPrimary: true, charset: 'utf8mb4' },
          { name: 'value', type: 'text', charset: 'utf8mb4' },
          { name: 'expiresAt', type: 'bigint' },
        ],
      }),
    );
    await queryRunner.createIndex(
      'kv_entry',
      new TableIndex({ name: 'IDX_kv_entry_expiresAt', columnNames: ['expiresAt'] }),
    );

    await queryRunner.createTable(
      new Table({
        name: 'release_log',
        columns: [
          {
            name: 'id',
            type: 'integer',
            isPrimary: true,
            isGenerated: true,
            generationStrategy: 'increment',
          },
          { name: 'version', type: 'varchar', length: '32', charset: 'utf8mb4' },
          { name: 'title', type: 'varchar', length: '200', charset: 'utf8mb4' },
          { name: 'content', type: 'text', charset: 'utf8mb4' },
          { name: 'releasedAt', type: 'date' },
        ],
      }),
    );
    await queryRunner.createIndex(
      'release_log',
      new TableIndex({ name: 'IDX_release_log_releasedAt', columnNames: ['releasedAt'] }),
    );
    // Plain SQL: a query builder on 'release_log' would use today's entity and its later columns.
    await queryRunner.query(
      'INSERT INTO release_log (version, title, content, releasedAt) VALUES (?, ?, ?, ?)',
      ['0.1.0', 'Foundation', 'App shell, typed contract, request layer, BFF, mocks', '2026-11-21'],
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable('release_log');
    await queryRunner.dropTable('kv_entry');
  }
}
