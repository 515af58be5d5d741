import type {
  LogFile,
  LogLine,
  ReadLinesBody,
  ReadLinesResponse,
} from '../../src/contract/adminLog';
import { LOG_LEVEL_NAMES } from '../../src/contract/adminLog';
import type {
  Statistics,
  StatisticsQuery,
  StatisticsTotals,
} from '../../src/contract/adminStatistics';
import { hoursAgo } from './http';

/** Umi loads every file under mock/ as a mock table; this helper module has none. */
export default {};

/** Deterministic log files and statistics for the admin pages in mock mode. */

const PATHS = [
  'POST /api/text/parser',
  'POST /api/codeGenerate/generateCode',
  'GET /api/home/tips',
  'POST /api/text/exportZip',
  'POST /auth/login',
];
const LEVELS = [30, 30, 30, 30, 30, 30, 40, 30, 30, 50] as const;

/** Line `n` (from 0) of the mock's current file: mostly requests, a warning and an error now and then. */
function mockLine(n: number): string {
  const level = LEVELS[n % LEVELS.length];
  const requestId = `req-${String(Math.floor(n / 2)).padStart(6, '0')}`;
  const time = new Date(Date.parse(hoursAgo(2)) + n * 1500).toISOString();
  const [method, path] = PATHS[n % PATHS.length].split(' ');
  if (level === 50) {
    return JSON.stringify({
      level,
      time,
      pid: 4242,
      requestId,
      method,
      path,
      err: {
        type: 'Error',
        message: 'connect ECONNREFUSED',
        stack: 'Error: connect ECONNREFUSED\n    at mock',
      },
      msg: 'request failed',
    });
  }
  const status = level === 40 ? 429 : 200;
  return JSON.stringify({
    level,
    time,
    pid: 4242,
    requestId,
    method,
    path,
    status,
    ms: 3 + (n % 40),
    userId: null,
    msg: 'request',
  });
}

const LINE_COUNT = 600;
const lines: string[] = Array.from({ length: LINE_COUNT }, (_, n) => mockLine(n));
const offsets: number[] = [];
let total = 0;
for (const text of lines) {
  offsets.push(total);
  total += Buffer.byteLength(text) + 1;
}

export const mockLogFiles: LogFile[] = [
  { name: 'app.2026-01-31.1.log', size: total, modifiedAt: hoursAgo(0) },
  { name: 'app.2026-01-30.1.log', size: 502144, modifiedAt: hoursAgo(24) },
];

export function mockLogText(): string {
  return `${lines.join('\n')}\n`;
}

function describe(index: number): LogLine {
  const parsed = JSON.parse(lines[index]) as { level: number; time: string; requestId: string };
  return {
    offset: offsets[index],
    text: lines[index],
    time: parsed.time,
    level: LOG_LEVEL_NAMES[parsed.level / 10 - 1],
    requestId: parsed.requestId,
  };
}

/** The same cursor semantics as the BFF over the mock's one file (other names read it too). */
export function mockReadLines(body: ReadLinesBody): ReadLinesResponse {
  const limit = body.limit ?? 200;
  const minRank = body.level ? LOG_LEVEL_NAMES.indexOf(body.level) : 0;
  const q = body.q?.trim().toLowerCase();
  const keep = (line: LogLine) =>
    (!q || line.text.toLowerCase().includes(q)) &&
    (!body.requestId || line.requestId === body.requestId) &&
    (!line.level || LOG_LEVEL_NAMES.indexOf(line.level) >= minRank) &&
    (!body.since || (line.time ?? '') >= new Date(body.since).toISOString()) &&
    (!body.until || (line.time ?? '') <= new Date(body.until).toISOString());
  const indexAt = (cursor: number) => {
    const i = offsets.findIndex((o) => o >= cursor);
    return i === -1 ? LINE_COUNT : i;
  };
  const found: LogLine[] = [];
  const file = body.file ?? mockLogFiles[0].name;
  if (body.direction === 'backward') {
    let i = indexAt(Math.min(body.cursor ?? total, total)) - 1;
    let next = i + 1 < LINE_COUNT ? offsets[i + 1] : total;
    for (; i >= 0 && found.length < limit; i -= 1) {
      const line = describe(i);
      if (keep(line)) found.push(line);
      next = offsets[i];
    }
    return { file, lines: found.reverse(), nextCursor: next, hasMore: next > 0, size: total };
  }
  let i = indexAt(Math.min(body.cursor ?? 0, total));
  for (; i < LINE_COUNT && found.length < limit; i += 1) {
    const line = describe(i);
    if (keep(line)) found.push(line);
  }
  const next = i < LINE_COUNT ? offsets[i] : total;
  return { file, lines: found, nextCursor: next, hasMore: next < total, size: total };
}

const DAY_MS = 86_400_000;
const day = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** A smooth, deterministic series: a weekly wave over a slow rise. */
function wave(dayNumber: number, base: number, spread: number): number {
  return Math.round(base + spread * Math.sin(dayNumber / 1.1) + (dayNumber % 7) * (spread / 6));
}

export function mockStatistics(query: StatisticsQuery): Statistics {
  const to = query.to ?? hoursAgo(0).slice(0, 10);
  const toMs = Date.parse(`${to}T00:00:00Z`);
  const from = query.from ?? day(toMs - 29 * DAY_MS);
  const fromMs = Date.parse(`${from}T00:00:00Z`);
  const length = Math.round((toMs - fromMs) / DAY_MS) + 1;
  const series = (startMs: number) =>
    Array.from({ length }, (_, i) => {
      const n = Math.floor((startMs + i * DAY_MS) / DAY_MS) % 1000;
      const parses = wave(n, 140, 30);
      return {
        date: day(startMs + i * DAY_MS),
        newUsers: wave(n, 8, 4),
        activeUsers: wave(n, 60, 12),
        signIns: wave(n, 75, 15),
        parses,
        parseFailures: Math.round(parses / 17),
        generations: wave(n, 110, 25),
        aiCalls: wave(n, 18, 6),
        aiTokens: wave(n, 18, 6) * 1400,
        zipDownloads: wave(n, 40, 10),
        orders: n % 3 === 0 ? 2 : 1,
        revenue: { CNY: (n % 3 === 0 ? 2 : 1) * 990 },
        serverErrors: n % 5 === 0 ? 1 : 0,
      };
    });
  const totalsOf = (days: ReturnType<typeof series>, users: number): StatisticsTotals => {
    const sum = (key: Exclude<keyof (typeof days)[number], 'date' | 'revenue'>) =>
      days.reduce((s, d) => s + d[key], 0);
    return {
      users,
      newUsers: sum('newUsers'),
      activeUsers: Math.round(sum('activeUsers') * 0.4),
      signIns: sum('signIns'),
      parses: sum('parses'),
      parseFailures: sum('parseFailures'),
      generations: sum('generations'),
      aiCalls: sum('aiCalls'),
      aiTokens: sum('aiTokens'),
      zipDownloads: sum('zipDownloads'),
      orders: sum('orders'),
      revenue: { CNY: days.reduce((s, d) => s + (d.revenue.CNY ?? 0), 0) },
      serverErrors: sum('serverErrors'),
    };
  };
  const daily = series(fromMs);
  const previousDays = series(fromMs - length * DAY_MS);
  const totals = totalsOf(daily, 1284);
  return {
    from,
    to,
    totals,
    previous: totalsOf(previousDays, 1284 - totals.newUsers),
    daily,
    top: {
      inputTypes: [
        { name: 'sql', count: Math.round(totals.parses * 0.52) },
        { name: 'json', count: Math.round(totals.parses * 0.21) },
        { name: 'java', count: Math.round(totals.parses * 0.12) },
        { name: 'excel', count: Math.round(totals.parses * 0.08) },
        { name: 'markdown', count: Math.round(totals.parses * 0.07) },
      ],
      dialects: [
        { name: 'mysql', count: Math.round(totals.parses * 0.38) },
        { name: 'postgresql', count: Math.round(totals.parses * 0.1) },
        { name: 'oracle', count: Math.round(totals.parses * 0.04) },
      ],
      templates: [
        { name: 'mybatis-plus', count: Math.round(totals.generations * 0.45) },
        { name: 'spring-jpa', count: Math.round(totals.generations * 0.3) },
        { name: '(own group)', count: Math.round(totals.generations * 0.25) },
      ],
      aiModels: [{ name: 'deepseek-chat', count: totals.aiCalls }],
    },
  };
}
