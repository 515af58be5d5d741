import { type MigrationInterface, type QueryRunner, Table, TableIndex } from 'typeorm';

const id = {
  name: 'id',
  type: 'integer',
  isPrimary: true,
  isGenerated: true,
  generationStrategy: 'increment',
} as const;
const userId = { name: 'userId', type: 'varchar', length: '36' } as const;

/**
 * VIP membership and balance ledger, messages, tips and tip reads. Table API, so the same
 * class runs on SQLite and MySQL/MariaDB. No foreign keys to user_account: account deletion removes
 * these rows itself (removeUserData of the vip, message and home services).
 */
export class MemberArea1795300100000 implements MigrationInterface {
  name = 'MemberArea1795300100000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.createTable(
      new Table({
        name: 'vip_membership',
        columns: [
          { ...userId, isPrimary: true },
          { name: 'level', type: 'varchar', length: '32', charset: 'utf8mb4' },
          { name: 'since', type: 'datetime' },
          { name: 'expiresAt', type: 'datetime', isNullable: true },
        ],
      }),
    );

    await queryRunner.createTable(
      new Table({
        name: 'vip_ledger_entry',
        columns: [
          id,
          userId,
          { name: 'amount', type: 'integer' },
          { name: 'reason', type: 'varchar', length: '200', charset: 'utf8mb4' },
          { name: 'createdAt', type: 'datetime' },
        ],
      }),
    );
    await queryRunner.createIndex(
      'vip_ledger_entry',
      new TableIndex({ name: 'IDX_vip_ledger_entry_userId', columnNames: ['userId'] }),
    );

    await queryRunner.createTable(
      new Table({
        name: 'message',
        columns: [
          id,
          userId,
          { name: 'title', type: 'varchar', length: '100', charset: 'utf8mb4' },
          { name: 'content', type: 'text', charset: 'utf8mb4' },
          { name: 'readAt', type: 'datetime', isNullable: true },
          { name: 'createdAt', type: 'datetime' },
        ],
      }),
    );
    await queryRunner.createIndex(
      'message',
      new TableIndex({
        name: 'IDX_message_userId_createdAt',
        columnNames: ['userId', 'createdAt'],
      }),
    );

    await queryRunner.createTable(
      new Table({
        name: 'tip',
        columns: [
          id,
          { name: 'type', type: 'varchar', length: '32', charset: 'utf8mb4' },
          { name: 'title', type: 'varchar', length: '100', charset: 'utf8mb4' },
          { name: 'content', type: 'text', charset: 'utf8mb4' },
          { name: 'link', type: 'varchar', length: '512', isNullable: true, charset: 'utf8mb4' },
          { name: 'createdAt', type: 'datetime' },
        ],
      }),
    );
    await queryRunner.createIndex(
      'tip',
      new TableIndex({ name: 'IDX_tip_type', columnNames: ['type'] }),
    );

    await queryRunner.createTable(
      new Table({
        name: 'tip_read',
        columns: [
          { ...userId, isPrimary: true },
          { name: 'tipId', type: 'integer', isPrimary: true },
          { name: 'readAt', type: 'datetime' },
        ],
      }),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable('tip_read');
    await queryRunner.dropTable('tip');
    await queryRunner.dropTable('message');
    await queryRunner.dropTable('vip_ledger_entry');
    await queryRunner.dropTable('vip_membership');
  }
}
