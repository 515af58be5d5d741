import { type MigrationInterface, type QueryRunner, Table, TableIndex } from 'typeorm';

/**
 * Users' template groups and their folder/file trees. `json` for the file content:
 * LONGTEXT on MariaDB, text on SQLite (see the Template entities). No foreign keys: account deletion
 * and group deletion remove the rows themselves (template service).
 */
export class Template1795300500000 implements MigrationInterface {
  name = 'Template1795300500000';

  async up(queryRunner: QueryRunner): Promise<void> {
    const id = {
      name: 'id',
      type: 'integer',
      isPrimary: true,
      isGenerated: true,
      generationStrategy: 'increment' as const,
    };
    await queryRunner.createTable(
      new Table({
        name: 'template_group',
        columns: [
          id,
          { name: 'userId', type: 'varchar', length: '36' },
          { name: 'name', type: 'varchar', length: '100', charset: 'utf8mb4' },
          { name: 'description', type: 'varchar', length: '1000', charset: 'utf8mb4' },
          { name: 'language', type: 'varchar', length: '16' },
          { name: 'options', type: 'json' },
          { name: 'copiedFrom', type: 'varchar', length: '64', isNullable: true },
          { name: 'createdAt', type: 'datetime' },
          { name: 'updatedAt', type: 'datetime' },
        ],
      }),
    );
    await queryRunner.createIndex(
      'template_group',
      new TableIndex({ name: 'IDX_template_group_userId', columnNames: ['userId'] }),
    );
    await queryRunner.createTable(
      new Table({
        name: 'template_file',
        columns: [
          id,
          { name: 'groupId', type: 'integer' },
          { name: 'parentId', type: 'integer', isNullable: true },
          { name: 'type', type: 'varchar', length: '8' },
          { name: 'name', type: 'varchar', length: '255', charset: 'utf8mb4' },
          { name: 'content', type: 'json' },
          { name: 'scope', type: 'varchar', length: '8' },
          { name: 'language', type: 'varchar', length: '16' },
          { name: 'sort', type: 'integer' },
          { name: 'createdAt', type: 'datetime' },
          { name: 'updatedAt', type: 'datetime' },
        ],
      }),
    );
    await queryRunner.createIndex(
      'template_file',
      new TableIndex({ name: 'IDX_template_file_groupId', columnNames: ['groupId'] }),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable('template_file');
    await queryRunner.dropTable('template_group');
  }
}
