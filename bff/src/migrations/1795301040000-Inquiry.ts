import { type MigrationInterface, type QueryRunner, Table } from 'typeorm';

/** Software-development inquiries sent from /software-dev, with the status admins keep. */
export class Inquiry1795301040000 implements MigrationInterface {
  name = 'Inquiry1795301040000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.createTable(
      new Table({
        name: 'inquiry',
        columns: [
          {
            name: 'id',
            type: 'integer',
            isPrimary: true,
            isGenerated: true,
            generationStrategy: 'increment',
          },
          { name: 'userId', type: 'varchar', length: '36', isNullable: true },
          { name: 'name', type: 'varchar', length: '100', charset: 'utf8mb4' },
          { name: 'email', type: 'varchar', length: '254', charset: 'utf8mb4' },
          { name: 'company', type: 'varchar', length: '200', isNullable: true, charset: 'utf8mb4' },
          { name: 'budget', type: 'varchar', length: '16', isNullable: true },
          { name: 'timeline', type: 'varchar', length: '16', isNullable: true },
          { name: 'description', type: 'text', charset: 'utf8mb4' },
          { name: 'attachments', type: 'varchar', length: '400', default: "''" },
          { name: 'status', type: 'varchar', length: '16' },
          { name: 'createdAt', type: 'datetime' },
          { name: 'updatedAt', type: 'datetime' },
        ],
        indices: [
          { name: 'IDX_inquiry_status', columnNames: ['status'] },
          { name: 'IDX_inquiry_createdAt', columnNames: ['createdAt'] },
        ],
      }),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable('inquiry');
  }
}
