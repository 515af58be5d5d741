import type { Statistics, StatisticsDay } from '@/contract/adminStatistics';

const COLUMNS: (keyof Omit<StatisticsDay, 'date' | 'revenue'>)[] = [
  'newUsers',
  'activeUsers',
  'signIns',
  'parses',
  'parseFailures',
  'generations',
  'aiCalls',
  'aiTokens',
  'zipDownloads',
  'orders',
  'serverErrors',
];

/** A cell as RFC 4180 wants it, and never a formula when a spreadsheet opens it. */
function cell(value: string | number): string {
  const text = String(value);
  const safe = /^[=+\-@]/.test(text) ? `'${text}` : text;
  return /[",\n\r]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/**
 * The daily series as CSV: one row per UTC day, revenue in minor units with one column per
 * currency, then the top lists below a blank line.
 */
export function statisticsCsv(stats: Statistics): string {
  const currencies = [...new Set(stats.daily.flatMap((day) => Object.keys(day.revenue)))].sort();
  const rows: (string | number)[][] = [
    ['date (UTC)', ...COLUMNS, ...currencies.map((c) => `revenue ${c} (minor units)`)],
    ...stats.daily.map((day) => [
      day.date,
      ...COLUMNS.map((key) => day[key]),
      ...currencies.map((c) => day.revenue[c] ?? 0),
    ]),
    [],
    ['top', 'name', 'count'],
    ...Object.entries(stats.top).flatMap(([list, entries]) =>
      entries.map((entry) => [list, entry.name, entry.count]),
    ),
  ];
  return `${rows.map((row) => row.map(cell).join(',')).join('\r\n')}\r\n`;
}
