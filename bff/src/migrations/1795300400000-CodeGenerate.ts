import { type MigrationInterface, type QueryRunner, Table, TableIndex } from 'typeorm';

/**
 * The code generator's history and per-user defaults. `json` for the long columns:
 * LONGTEXT on MariaDB, text on SQLite (see the ParserLog entity). No foreign key to user_account:
 * account deletion removes these rows itself (removeUserData of the codeGenerate service).
 */
export class CodeGenerate1795300400000 implements MigrationInterface {
  name = 'CodeGenerate1795300400000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.createTable(
      new Table({
        name: 'generate_log',
        columns: [
          {
            name: 'id',
            type: 'integer',
            isPrimary: true,
            isGenerated: true,
            generationStrategy: 'increment',
          },
          { name: 'userId', type: 'varchar', length: '36' },
          { name: 'templateId', type: 'varchar', length: '64' },
          { name: 'templateName', type: 'varchar', length: '255', charset: 'utf8mb4' },
          { name: 'tableNames', type: 'json' },
          { name: 'tableCount', type: 'integer' },
          { name: 'fileCount', type: 'integer' },
          { name: 'tables', type: 'json' },
          { name: 'settings', type: 'json' },
          { name: 'createdAt', type: 'datetime' },
        ],
      }),
    );
    await queryRunner.createIndex(
      'generate_log',
      new TableIndex({
        name: 'IDX_generate_log_userId_createdAt',
        columnNames: ['userId', 'createdAt'],
      }),
    );
    await queryRunner.createTable(
      new Table({
        name: 'generate_setting',
        columns: [
          { name: 'userId', type: 'varchar', length: '36', isPrimary: true },
          { name: 'data', type: 'json' },
          { name: 'updatedAt', type: 'datetime' },
        ],
      }),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable('generate_setting');
    await queryRunner.dropTable('generate_log');
  }
}
