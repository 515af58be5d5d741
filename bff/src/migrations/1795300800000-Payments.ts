import { type MigrationInterface, type QueryRunner, Table, TableIndex } from 'typeorm';

/** Payment orders and the plans and packs on sale, with seeded defaults (CNY, minor units). */
export class Payments1795300800000 implements MigrationInterface {
  name = 'Payments1795300800000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.createTable(
      new Table({
        name: 'pay_order',
        columns: [
          { name: 'id', type: 'varchar', length: '32', isPrimary: true },
          { name: 'userId', type: 'varchar', length: '36', isNullable: true },
          { name: 'kind', type: 'varchar', length: '16' },
          { name: 'provider', type: 'varchar', length: '16' },
          { name: 'status', type: 'varchar', length: '16' },
          { name: 'amount', type: 'integer' },
          { name: 'currency', type: 'varchar', length: '3' },
          { name: 'planId', type: 'varchar', length: '32', isNullable: true },
          { name: 'grantDays', type: 'integer', isNullable: true },
          { name: 'grantCredits', type: 'integer', isNullable: true },
          { name: 'title', type: 'varchar', length: '80', charset: 'utf8mb4' },
          { name: 'displayName', type: 'varchar', length: '40', charset: 'utf8mb4' },
          { name: 'message', type: 'varchar', length: '200', charset: 'utf8mb4' },
          { name: 'anonymous', type: 'integer' },
          { name: 'providerRef', type: 'varchar', length: '128', isNullable: true },
          { name: 'tradeNo', type: 'varchar', length: '128', isNullable: true },
          { name: 'qrCode', type: 'varchar', length: '1000', isNullable: true },
          { name: 'payUrl', type: 'varchar', length: '1000', isNullable: true },
          { name: 'createdAt', type: 'datetime' },
          { name: 'expiresAt', type: 'datetime' },
          { name: 'paidAt', type: 'datetime', isNullable: true },
          { name: 'closedAt', type: 'datetime', isNullable: true },
          { name: 'refundedAt', type: 'datetime', isNullable: true },
        ],
      }),
    );
    const indexes: [string, string[]][] = [
      ['IDX_pay_order_status_expiresAt', ['status', 'expiresAt']],
      ['IDX_pay_order_userId_createdAt', ['userId', 'createdAt']],
      ['IDX_pay_order_kind_status_paidAt', ['kind', 'status', 'paidAt']],
      ['IDX_pay_order_tradeNo', ['tradeNo']],
    ];
    for (const [name, columnNames] of indexes) {
      await queryRunner.createIndex('pay_order', new TableIndex({ name, columnNames }));
    }
    await queryRunner.createTable(
      new Table({
        name: 'pay_plan',
        columns: [
          { name: 'id', type: 'varchar', length: '32', isPrimary: true },
          { name: 'kind', type: 'varchar', length: '16' },
          { name: 'name', type: 'varchar', length: '60', charset: 'utf8mb4' },
          { name: 'amount', type: 'integer' },
          { name: 'currency', type: 'varchar', length: '3' },
          { name: 'days', type: 'integer', isNullable: true },
          { name: 'credits', type: 'integer', isNullable: true },
          { name: 'active', type: 'integer' },
          { name: 'sort', type: 'integer' },
          { name: 'updatedAt', type: 'datetime' },
        ],
      }),
    );
    const now = new Date();
    const seed = [
      ['vip-month', 'vip', 'VIP 1 month', 1500, 30, null, 10],
      ['vip-quarter', 'vip', 'VIP 3 months', 3900, 90, null, 20],
      ['vip-year', 'vip', 'VIP 1 year', 12800, 365, null, 30],
      ['credits-100', 'credits', '100 credits', 990, null, 100, 10],
      ['credits-500', 'credits', '500 credits', 3990, null, 500, 20],
      ['credits-2000', 'credits', '2,000 credits', 12900, null, 2000, 30],
    ] as const;
    await queryRunner.manager
      .createQueryBuilder()
      .insert()
      .into('pay_plan')
      .values(
        seed.map(([id, kind, name, amount, days, credits, sort]) => ({
          id,
          kind,
          name,
          amount,
          currency: 'CNY',
          days,
          credits,
          active: true,
          sort,
          updatedAt: now,
        })),
      )
      .execute();
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable('pay_plan');
    await queryRunner.dropTable('pay_order');
  }
}
