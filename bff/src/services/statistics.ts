import type { DataSource } from 'typeorm';
import {
  STATISTICS_MAX_DAYS,
  type Statistics,
  type StatisticsDay,
  type StatisticsQuery,
  type StatisticsTotals,
  type TopEntry,
} from '../../../src/contract/adminStatistics';
import { Code } from '../../../src/contract/core';
import { UsageDaily, UsageDailyUser } from '../entities/UsageEvent';
import { User } from '../entities/User';
import { AppError } from '../errors';
import { METRICS, utcDay } from './usage';

const DAY_MS = 86_400_000;
const DEFAULT_DAYS = 30;
const TOP_SIZE = 10;

const dayMs = (day: string) => Date.parse(`${day}T00:00:00Z`);
const addDays = (day: string, n: number) => utcDay(new Date(dayMs(day) + n * DAY_MS));

function invalid(field: 'from' | 'to', message: string): AppError {
  return new AppError(Code.VALIDATION, message, 422, { [field]: message });
}

/** from/to with the defaults (to: today, UTC; from: 29 days before to), checked once more. */
export function statisticsRange(
  query: StatisticsQuery,
  now = new Date(),
): { from: string; to: string } {
  const to = query.to ?? (query.from ? addDays(query.from, DEFAULT_DAYS - 1) : utcDay(now));
  const from = query.from ?? addDays(to, -(DEFAULT_DAYS - 1));
  if (from > to) throw invalid('from', 'From must not be after To');
  if ((dayMs(to) - dayMs(from)) / DAY_MS >= STATISTICS_MAX_DAYS) {
    throw invalid('to', `A range is at most ${STATISTICS_MAX_DAYS} days`);
  }
  return { from, to };
}

type DayCounts = Omit<StatisticsDay, 'date' | 'activeUsers'>;

const emptyCounts = (): DayCounts => ({
  newUsers: 0,
  signIns: 0,
  parses: 0,
  parseFailures: 0,
  generations: 0,
  aiCalls: 0,
  aiTokens: 0,
  zipDownloads: 0,
  orders: 0,
  revenue: {},
  serverErrors: 0,
});

const COUNTED: Partial<Record<string, keyof DayCounts>> = {
  [METRICS.newUsers]: 'newUsers',
  [METRICS.signIns]: 'signIns',
  [METRICS.parses]: 'parses',
  [METRICS.parseFailures]: 'parseFailures',
  [METRICS.generations]: 'generations',
  [METRICS.aiCalls]: 'aiCalls',
  [METRICS.zipDownloads]: 'zipDownloads',
  [METRICS.orders]: 'orders',
  [METRICS.serverErrors]: 'serverErrors',
};
const TOP: Record<string, keyof Statistics['top']> = {
  [METRICS.inputType]: 'inputTypes',
  [METRICS.dialect]: 'dialects',
  [METRICS.template]: 'templates',
  [METRICS.aiModel]: 'aiModels',
};

function add(target: DayCounts, row: Pick<UsageDaily, 'metric' | 'dim' | 'count' | 'amount'>) {
  const key = COUNTED[row.metric];
  const count = Number(row.count);
  if (key) (target[key] as number) += count;
  if (row.metric === METRICS.aiCalls) target.aiTokens += Number(row.amount);
  if (row.metric === METRICS.revenue) {
    target.revenue[row.dim] = (target.revenue[row.dim] ?? 0) + Number(row.amount);
  }
}

function sumDays(days: DayCounts[]): DayCounts {
  const total = emptyCounts();
  for (const day of days) {
    for (const key of Object.keys(COUNTED).map((m) => COUNTED[m]!)) {
      (total[key] as number) += day[key] as number;
    }
    total.aiTokens += day.aiTokens;
    for (const [currency, amount] of Object.entries(day.revenue)) {
      total.revenue[currency] = (total.revenue[currency] ?? 0) + amount;
    }
  }
  return total;
}

/**
 * The statistics call: reads only the rollups (usage_daily, usage_daily_user) and the account
 * count, for the range and the range of equal length before it.
 */
export async function statisticalAnalysis(
  dataSource: DataSource,
  query: StatisticsQuery,
  now = new Date(),
): Promise<Statistics> {
  const { from, to } = statisticsRange(query, now);
  const length = (dayMs(to) - dayMs(from)) / DAY_MS + 1;
  const prevFrom = addDays(from, -length);
  const prevTo = addDays(from, -1);

  const rows = await dataSource
    .getRepository(UsageDaily)
    .createQueryBuilder('d')
    .select(['d.day', 'd.metric', 'd.dim', 'd.count', 'd.amount'])
    .where('d.day >= :prevFrom AND d.day <= :to', { prevFrom, to })
    .getMany();
  const users = dataSource.getRepository(UsageDailyUser);
  const distinctActive = async (a: string, b: string) => {
    const raw = await users
      .createQueryBuilder('u')
      .select('COUNT(DISTINCT u.userId)', 'count')
      .where('u.day >= :a AND u.day <= :b', { a, b })
      .getRawOne<{ count: string | number }>();
    return Number(raw?.count ?? 0);
  };
  const accountsBefore = (day: string) =>
    dataSource
      .getRepository(User)
      .createQueryBuilder('u')
      .where('u.createdAt < :end', { end: new Date(dayMs(day)) })
      .getCount();

  const byDay = new Map<string, DayCounts>();
  const tops: Record<keyof Statistics['top'], Map<string, number>> = {
    inputTypes: new Map(),
    dialects: new Map(),
    templates: new Map(),
    aiModels: new Map(),
  };
  const previous = emptyCounts();
  const activePerDay = new Map<string, number>();
  for (const row of rows) {
    if (row.metric === METRICS.activeUsers) {
      activePerDay.set(row.day, Number(row.count));
      continue;
    }
    if (row.day < from) {
      add(previous, row);
      continue;
    }
    const counts = byDay.get(row.day) ?? emptyCounts();
    add(counts, row);
    byDay.set(row.day, counts);
    const top = TOP[row.metric];
    if (top) tops[top].set(row.dim, (tops[top].get(row.dim) ?? 0) + Number(row.count));
  }
  const daily: StatisticsDay[] = [];
  for (let day = from; day <= to; day = addDays(day, 1)) {
    daily.push({
      date: day,
      activeUsers: activePerDay.get(day) ?? 0,
      ...(byDay.get(day) ?? emptyCounts()),
    });
  }
  const [activeUsers, prevActiveUsers, usersAtEnd, usersAtPrevEnd] = await Promise.all([
    distinctActive(from, to),
    distinctActive(prevFrom, prevTo),
    accountsBefore(addDays(to, 1)),
    accountsBefore(from),
  ]);
  const totals: StatisticsTotals = {
    users: usersAtEnd,
    activeUsers,
    ...sumDays([...byDay.values()]),
  };
  const topList = (map: Map<string, number>): TopEntry[] =>
    [...map.entries()]
      .map(([name, count]) => ({ name, count }))
      .sort((a, b) => b.count - a.count || a.name.localeCompare(b.name))
      .slice(0, TOP_SIZE);
  return {
    from,
    to,
    totals,
    previous: { users: usersAtPrevEnd, activeUsers: prevActiveUsers, ...previous },
    daily,
    top: {
      inputTypes: topList(tops.inputTypes),
      dialects: topList(tops.dialects),
      templates: topList(tops.templates),
      aiModels: topList(tops.aiModels),
    },
  };
}
