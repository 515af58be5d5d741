import { type MigrationInterface, type QueryRunner, TableColumn, TableIndex } from 'typeorm';

/**
 * One history entry per pasted input: `inputHash` (SHA-256 of the text and the parse options) with
 * a unique index per user, so a text recorded again from a second tab or a retry finds the entry
 * instead of adding one. Older rows and AI or file parses keep it null (nulls never collide).
 */
export class ParserLogInputHash1795300712000 implements MigrationInterface {
  name = 'ParserLogInputHash1795300712000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.addColumn(
      'parser_log',
      new TableColumn({ name: 'inputHash', type: 'varchar', length: '64', isNullable: true }),
    );
    await queryRunner.createIndex(
      'parser_log',
      new TableIndex({
        name: 'UQ_parser_log_userId_inputHash',
        columnNames: ['userId', 'inputHash'],
        isUnique: true,
      }),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropIndex('parser_log', 'UQ_parser_log_userId_inputHash');
    await queryRunner.dropColumn('parser_log', 'inputHash');
  }
}
