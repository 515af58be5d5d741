import { type MigrationInterface, type QueryRunner, Table, TableIndex } from 'typeorm';

/** Accounts. Table API, so the same class runs on SQLite and MySQL/MariaDB. */
export class Accounts1795300000000 implements MigrationInterface {
  name = 'Accounts1795300000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.createTable(
      new Table({
        name: 'user_account',
        columns: [
          { name: 'id', type: 'varchar', length: '36', isPrimary: true },
          { name: 'email', type: 'varchar', length: '254', charset: 'utf8mb4' },
          { name: 'nickname', type: 'varchar', length: '32', charset: 'utf8mb4' },
          { name: 'avatar', type: 'varchar', length: '512', isNullable: true, charset: 'utf8mb4' },
          { name: 'bio', type: 'varchar', length: '500', default: "''", charset: 'utf8mb4' },
          { name: 'role', type: 'varchar', length: '16', default: "'user'" },
          { name: 'passwordHash', type: 'varchar', length: '255', isNullable: true },
          { name: 'createdAt', type: 'datetime' },
          { name: 'updatedAt', type: 'datetime' },
        ],
      }),
    );
    await queryRunner.createIndex(
      'user_account',
      new TableIndex({ name: 'UQ_user_account_email', columnNames: ['email'], isUnique: true }),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable('user_account');
  }
}
