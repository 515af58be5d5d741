import type { DataSource } from 'typeorm';
import type { PageQuery } from '../../../src/contract/core';
import type { SponsorList } from '../../../src/contract/sponsor';
import { PayOrder } from '../entities/PayOrder';

export const ANONYMOUS = 'Anonymous';

/** The sponsor wall: paid sponsorships newest first, with the totals per currency. */
export async function findSponsors(dataSource: DataSource, query: PageQuery): Promise<SponsorList> {
  const repository = dataSource.getRepository(PayOrder);
  const where = { kind: 'sponsor' as const, status: 'paid' as const };
  const [rows, total] = await repository.findAndCount({
    where,
    order: { paidAt: 'DESC', id: 'ASC' },
    skip: (query.page - 1) * query.pageSize,
    take: query.pageSize,
  });
  const sums = await repository
    .createQueryBuilder('o')
    .select('o.currency', 'currency')
    .addSelect('SUM(o.amount)', 'amount')
    .addSelect('COUNT(*)', 'count')
    .where('o.kind = :kind AND o.status = :status', where)
    .groupBy('o.currency')
    .orderBy('o.currency')
    .getRawMany<{ currency: string; amount: string | number; count: string | number }>();
  return {
    list: rows.map((o) => ({
      displayName: o.anonymous || !o.displayName ? ANONYMOUS : o.displayName,
      amount: o.amount,
      currency: o.currency,
      message: o.message,
      paidAt: (o.paidAt ?? o.createdAt).toISOString(),
    })),
    total,
    page: query.page,
    pageSize: query.pageSize,
    // MySQL answers SUM() and COUNT() as strings.
    totals: sums.map((s) => ({
      currency: s.currency,
      amount: Number(s.amount),
      count: Number(s.count),
    })),
    sponsors: total,
  };
}
