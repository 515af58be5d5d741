import { adminCalls } from '../src/contract/admin';
import { hoursAgo, jsonMock, page } from './_support/http';

const models = ['gpt-4o-mini', 'deepseek-chat'];

const logLines = [
  '{"level":30,"time":"2026-01-31T11:58:02.114Z","reqId":"r-1041","msg":"POST /api/text/parser 200 12ms"}',
  '{"level":30,"time":"2026-01-31T11:58:07.530Z","reqId":"r-1042","msg":"POST /api/codeGenerate/generateCode 200 48ms"}',
  '{"level":40,"time":"2026-01-31T11:59:13.002Z","reqId":"r-1043","msg":"POST /auth/login 200 code 401 wrong password"}',
  '{"level":30,"time":"2026-01-31T11:59:40.871Z","reqId":"r-1044","msg":"GET /api/aiServer/models 200 2ms"}',
];

function pageOf(body: Record<string, unknown>) {
  const num = (v: unknown, d: number) => (typeof v === 'number' && v >= 1 ? Math.floor(v) : d);
  return { page: num(body.page, 1), pageSize: Math.min(num(body.pageSize, 10), 100) };
}

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
  ...jsonMock(adminCalls.aiList, ({ body }) =>
    page(pageOf(body), 42, (n) => ({
      id: n,
      kind: (['parser', 'generate', 'template'] as const)[n % 3],
      model: models[n % models.length],
      outcome: n % 10 === 0 ? ('failed' as const) : ('ok' as const),
      error: n % 10 === 0 ? 'The AI service did not answer within 60 s; try again' : null,
      summary: 'user: id, name, email',
      inputChars: 120 + n,
      outputChars: n % 10 === 0 ? 0 : 900 + n * 7,
      promptTokens: 300 + n * 11,
      completionTokens: 500 + n * 13,
      totalTokens: 800 + n * 24,
      latencyMs: 1800 + n * 37,
      charged: n % 10 === 0 ? 0 : 1,
      userId: n % 3 ? 'u-ada' : 'u-kim',
      userEmail: n % 3 ? 'ada@example.com' : 'kim@example.com',
      createdAt: hoursAgo(n * 3),
    })),
  ),
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
