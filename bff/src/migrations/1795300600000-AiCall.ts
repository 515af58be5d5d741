import { type MigrationInterface, type QueryRunner, Table, TableIndex } from 'typeorm';

/**
 * The record of every AI call. `json` for the input and output texts: LONGTEXT on
 * MariaDB, text on SQLite (see the AiCall entity). No foreign key to user_account: account deletion
 * removes these rows itself (removeUserData of the AI service).
 */
export class AiCall1795300600000 implements MigrationInterface {
  name = 'AiCall1795300600000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.createTable(
      new Table({
        name: 'ai_call',
        columns: [
          {
            name: 'id',
            type: 'integer',
            isPrimary: true,
            isGenerated: true,
            generationStrategy: 'increment',
          },
          { name: 'userId', type: 'varchar', length: '36' },
          { name: 'requestId', type: 'varchar', length: '64', isNullable: true },
          { name: 'kind', type: 'varchar', length: '16' },
          { name: 'model', type: 'varchar', length: '200', charset: 'utf8mb4' },
          { name: 'outcome', type: 'varchar', length: '16' },
          { name: 'error', type: 'varchar', length: '500', isNullable: true, charset: 'utf8mb4' },
          { name: 'summary', type: 'varchar', length: '200', charset: 'utf8mb4' },
          { name: 'input', type: 'json' },
          { name: 'output', type: 'json' },
          { name: 'inputChars', type: 'integer' },
          { name: 'outputChars', type: 'integer' },
          { name: 'promptTokens', type: 'integer', isNullable: true },
          { name: 'completionTokens', type: 'integer', isNullable: true },
          { name: 'totalTokens', type: 'integer', isNullable: true },
          { name: 'latencyMs', type: 'integer', isNullable: true },
          { name: 'charged', type: 'integer' },
          { name: 'historyId', type: 'integer', isNullable: true },
          { name: 'createdAt', type: 'datetime' },
          { name: 'finishedAt', type: 'datetime', isNullable: true },
        ],
      }),
    );
    await queryRunner.createIndex(
      'ai_call',
      new TableIndex({
        name: 'IDX_ai_call_userId_createdAt',
        columnNames: ['userId', 'createdAt'],
      }),
    );
    await queryRunner.createIndex(
      'ai_call',
      new TableIndex({
        name: 'UQ_ai_call_userId_requestId',
        columnNames: ['userId', 'requestId'],
        isUnique: true,
      }),
    );
    await queryRunner.createIndex(
      'ai_call',
      new TableIndex({ name: 'IDX_ai_call_createdAt', columnNames: ['createdAt'] }),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable('ai_call');
  }
}
