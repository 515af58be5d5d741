import type { Statistics, StatisticsTotals } from '@/contract/adminStatistics';
import { statisticsCsv } from './csv';

const zero: Omit<StatisticsTotals, 'users'> = {
  newUsers: 0,
  activeUsers: 0,
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
};

const stats: Statistics = {
  from: '2026-03-01',
  to: '2026-03-02',
  totals: { ...zero, users: 3 },
  previous: { ...zero, users: 1 },
  daily: [
    { ...zero, date: '2026-03-01', parses: 4, revenue: { USD: 500 } },
    { ...zero, date: '2026-03-02', parses: 1, orders: 1, revenue: { CNY: 990 } },
  ],
  top: {
    inputTypes: [{ name: 'sql', count: 5 }],
    dialects: [],
    templates: [{ name: '=HYPERLINK("x"), "quoted"', count: 1 }],
    aiModels: [],
  },
};

test('one row per UTC day, a revenue column per currency, then the top lists', () => {
  const rows = statisticsCsv(stats).split('\r\n');
  expect(rows[0]).toBe(
    'date (UTC),newUsers,activeUsers,signIns,parses,parseFailures,generations,aiCalls,aiTokens,zipDownloads,orders,serverErrors,revenue CNY (minor units),revenue USD (minor units)',
  );
  expect(rows[1]).toBe('2026-03-01,0,0,0,4,0,0,0,0,0,0,0,0,500');
  expect(rows[2]).toBe('2026-03-02,0,0,0,1,0,0,0,0,0,1,0,990,0');
  expect(rows[3]).toBe('');
  expect(rows[5]).toBe('inputTypes,sql,5');
  // A name that a spreadsheet would run as a formula is defused, and quotes are doubled.
  expect(rows[6]).toBe(`templates,"'=HYPERLINK(""x""), ""quoted""",1`);
});
