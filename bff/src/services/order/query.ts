import type { DataSource, SelectQueryBuilder } from 'typeorm';
import type { PageQuery, PageResult } from '../../../../src/contract/core';
import type { AdminOrder, AdminOrderQuery, Order } from '../../../../src/contract/sponsor';
import { whereAnyContains } from '../../db/like';
import { PayOrder } from '../../entities/PayOrder';
import { User } from '../../entities/User';
import { toCheck } from '.';

export function toOrderDto(order: PayOrder): Order {
  return {
    ...toCheck(order),
    kind: order.kind,
    provider: order.provider,
    planId: order.planId,
    title: order.title,
    displayName: order.displayName,
    message: order.message,
    anonymous: order.anonymous,
    tradeNo: order.tradeNo,
    createdAt: order.createdAt.toISOString(),
    expiresAt: order.expiresAt.toISOString(),
    ...(order.closedAt ? { closedAt: order.closedAt.toISOString() } : {}),
    ...(order.refundedAt ? { refundedAt: order.refundedAt.toISOString() } : {}),
  };
}

/** The caller's orders, newest first. */
export async function findMyOrders(
  dataSource: DataSource,
  userId: string,
  query: PageQuery,
): Promise<PageResult<Order>> {
  const [rows, total] = await dataSource.getRepository(PayOrder).findAndCount({
    where: { userId },
    order: { createdAt: 'DESC', id: 'ASC' },
    skip: (query.page - 1) * query.pageSize,
    take: query.pageSize,
  });
  return { list: rows.map(toOrderDto), total, page: query.page, pageSize: query.pageSize };
}

type Filters = Omit<AdminOrderQuery, 'page' | 'pageSize'>;

function filtered(dataSource: DataSource, filters: Filters): SelectQueryBuilder<PayOrder> {
  const query = dataSource
    .getRepository(PayOrder)
    .createQueryBuilder('o')
    .leftJoin(User, 'u', 'u.id = o.userId')
    .addSelect('u.email', 'userEmail');
  if (filters.status) query.andWhere('o.status = :status', { status: filters.status });
  if (filters.kind) query.andWhere('o.kind = :kind', { kind: filters.kind });
  if (filters.provider) query.andWhere('o.provider = :provider', { provider: filters.provider });
  if (filters.q) {
    whereAnyContains(query, ['o.id', 'o.tradeNo', 'u.email', 'o.displayName'], filters.q);
  }
  return query.orderBy('o.createdAt', 'DESC').addOrderBy('o.id', 'ASC');
}

async function adminRows(query: SelectQueryBuilder<PayOrder>): Promise<AdminOrder[]> {
  const { entities, raw } = await query.getRawAndEntities<{ userEmail: string | null }>();
  return entities.map((order, i) => ({
    ...toOrderDto(order),
    userEmail: raw[i]?.userEmail ?? null,
  }));
}

export async function findAdminOrders(
  dataSource: DataSource,
  query: AdminOrderQuery,
): Promise<PageResult<AdminOrder>> {
  const { page, pageSize, ...filters } = query;
  const base = filtered(dataSource, filters);
  const total = await base.clone().getCount();
  const list = await adminRows(base.skip((page - 1) * pageSize).take(pageSize));
  return { list, total, page, pageSize };
}

export async function findAdminOrder(dataSource: DataSource, orderId: string): Promise<AdminOrder> {
  const [row] = await adminRows(filtered(dataSource, {}).andWhere('o.id = :orderId', { orderId }));
  return row;
}

export const EXPORT_MAX_ROWS = 10_000;

/** A CSV cell: quoted when needed, and never read as a formula by a spreadsheet. */
function cell(value: string | number | null | undefined): string {
  let text = value === null || value === undefined ? '' : String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\n\r]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

const COLUMNS = [
  'orderId',
  'createdAt',
  'kind',
  'title',
  'status',
  'provider',
  'amount',
  'currency',
  'userEmail',
  'displayName',
  'tradeNo',
  'paidAt',
  'refundedAt',
] as const;

/**
 * The filtered orders as a CSV file (RFC 4180: CRLF, quoted where needed; amount in major units
 * with two decimals, times in ISO 8601 UTC), starting with a UTF-8 byte-order mark: without it
 * Excel reads the file in the local code page and garbles names in Chinese.
 */
export async function exportAdminOrders(
  dataSource: DataSource,
  filters: Filters,
): Promise<{ filename: string; csv: string; rows: number }> {
  const rows = await adminRows(filtered(dataSource, filters).take(EXPORT_MAX_ROWS));
  const lines = [COLUMNS.join(',')];
  for (const row of rows) {
    const values: Partial<Record<(typeof COLUMNS)[number], string | number | null>> = {
      ...row,
      amount: (row.amount / 100).toFixed(2),
    };
    lines.push(COLUMNS.map((c) => cell(values[c])).join(','));
  }
  const date = new Date().toISOString().slice(0, 10);
  return {
    filename: `orders-${date}.csv`,
    csv: `\uFEFF${lines.join('\r\n')}\r\n`,
    rows: rows.length,
  };
}
