import type { ObjectLiteral, SelectQueryBuilder } from 'typeorm';

export interface PageWindow {
  page: number;
  pageSize: number;
}

/**
 * One page of the builder's rows, newest first by `column` (of the builder's main alias), and how
 * many rows match in all. The id breaks ties: `createdAt` has whole seconds on MySQL, and without
 * it rows of the same second could move between pages.
 */
export function newestFirstPage<T extends ObjectLiteral>(
  builder: SelectQueryBuilder<T>,
  { page, pageSize }: PageWindow,
  column = 'createdAt',
): Promise<[T[], number]> {
  const { alias } = builder;
  return builder
    .orderBy(`${alias}.${column}`, 'DESC')
    .addOrderBy(`${alias}.id`, 'DESC')
    .skip((page - 1) * pageSize)
    .take(pageSize)
    .getManyAndCount();
}
