import { adminCalls } from '../src/contract/admin';
import { mockAiCalls } from './_support/ai';
import { hoursAgo, jsonMock, page } from './_support/http';

const logLines = [
  '{"level":30,"time":"2026-01-31T11:58:02.114Z","reqId":"r-1041","msg":"POST /api/text/parser 200 12ms"}',
  '{"level":30,"time":"2026-01-31T11:58:07.530Z","reqId":"r-1042","msg":"POST /api/codeGenerate/generateCode 200 48ms"}',
  '{"level":40,"time":"2026-01-31T11:59:13.002Z","reqId":"r-1043","msg":"POST /auth/login 200 code 401 wrong password"}',
  '{"level":30,"time":"2026-01-31T11:59:40.871Z","reqId":"r-1044","msg":"GET /api/aiServer/models 200 2ms"}',
];

export default {
  // The mock user base: one recipient by e-mail, or everyone.
  ...jsonMock(adminCalls.createMessage, ({ body }) => ({ sent: body.email ? 1 : 1284 })),
  ...jsonMock(adminCalls.createTip, ({ body }) => ({
    id: '101',
    type: body.type,
    title: body.title,
    content: body.content,
    link: body.link ?? null,
    createdAt: hoursAgo(0),
  })),
  ...jsonMock(adminCalls.statisticalAnalysis, () => ({
    users: { total: 1284, newLast7Days: 37, vip: 96 },
    parser: { runs: 20311, runsLast7Days: 812 },
    generator: { runs: 15870, runsLast7Days: 640, aiRuns: 1203 },
    daily: Array.from({ length: 7 }, (_, i) => ({
      date: hoursAgo((6 - i) * 24).slice(0, 10),
      parser: 100 + i * 7,
      generator: 80 + i * 5,
    })),
  })),
  ...jsonMock(adminCalls.aiList, ({ body }) => {
    const { page: _page, pageSize: _pageSize, ...filters } = body;
    const calls = mockAiCalls(42, filters);
    return page(body, calls.length, (n) => calls[n - 1]);
  }),
  ...jsonMock(adminCalls.logs, () => ({
    files: [
      { name: 'app.log', size: 18432, modifiedAt: hoursAgo(0) },
      { name: 'app.2026-01-30.log', size: 502144, modifiedAt: hoursAgo(24) },
    ],
  })),
  ...jsonMock(adminCalls.readLines, ({ body }) => {
    const from = typeof body.from === 'number' && body.from >= 0 ? Math.floor(body.from) : 0;
    const count = typeof body.count === 'number' && body.count >= 1 ? Math.floor(body.count) : 100;
    const lines = logLines.slice(from, from + count);
    return {
      file: typeof body.file === 'string' ? body.file : 'app.log',
      from,
      lines,
      total: logLines.length,
      eof: from + lines.length >= logLines.length,
    };
  }),
};
