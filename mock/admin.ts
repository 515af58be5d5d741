import { adminCalls } from '../src/contract/admin';
import { mockAiCalls } from './_support/ai';
import { mockLogFiles, mockLogText, mockReadLines, mockStatistics } from './_support/adminInsight';
import { hoursAgo, jsonMock, page, rawMock } from './_support/http';

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
  ...jsonMock(adminCalls.statisticalAnalysis, ({ query }) => mockStatistics(query)),
  ...jsonMock(adminCalls.aiList, ({ body }) => {
    const { page: _page, pageSize: _pageSize, ...filters } = body;
    const calls = mockAiCalls(42, filters);
    return page(body, calls.length, (n) => calls[n - 1]);
  }),
  ...jsonMock(adminCalls.logs, () => ({ files: mockLogFiles })),
  ...jsonMock(adminCalls.readLines, ({ body }) => mockReadLines(body)),
  ...rawMock(adminCalls.downloadLog, ({ query }, res) => {
    const text = Buffer.from(mockLogText());
    res.status(200);
    res.setHeader('Content-Type', 'text/plain; charset=utf-8');
    res.setHeader('Content-Disposition', `attachment; filename="${query.file}"`);
    res.setHeader('Content-Length', text.length);
    res.end(text);
  }),
};
