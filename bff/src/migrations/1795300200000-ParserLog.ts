import { type MigrationInterface, type QueryRunner, Table, TableIndex } from 'typeorm';

/**
 * The text tool's parse history. `json` for the long columns: LONGTEXT on MariaDB, text
 * on SQLite (see the ParserLog entity). No foreign key to user_account: account deletion removes
 * these rows itself (removeUserData of the text service).
 */
export class ParserLog1795300200000 implements MigrationInterface {
  name = 'ParserLog1795300200000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.createTable(
      new Table({
        name: 'parser_log',
        columns: [
          {
            name: 'id',
            type: 'integer',
            isPrimary: true,
            isGenerated: true,
            generationStrategy: 'increment',
          },
          { name: 'userId', type: 'varchar', length: '36' },
          { name: 'inputType', type: 'varchar', length: '16' },
          { name: 'dialect', type: 'varchar', length: '16', isNullable: true },
          { name: 'source', type: 'varchar', length: '8' },
          {
            name: 'fileName',
            type: 'varchar',
            length: '255',
            isNullable: true,
            charset: 'utf8mb4',
          },
          { name: 'text', type: 'json' },
          { name: 'tables', type: 'json' },
          { name: 'diagnostics', type: 'json' },
          { name: 'tableNames', type: 'json' },
          { name: 'tableCount', type: 'integer' },
          { name: 'fieldCount', type: 'integer' },
          { name: 'textLength', type: 'integer' },
          { name: 'createdAt', type: 'datetime' },
        ],
      }),
    );
    await queryRunner.createIndex(
      'parser_log',
      new TableIndex({
        name: 'IDX_parser_log_userId_createdAt',
        columnNames: ['userId', 'createdAt'],
      }),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable('parser_log');
  }
}
