import fs from 'node:fs';
import type Router from '@koa/router';
import { adminCalls as calls } from '../../../src/contract/admin';
import { route } from '../http/route';
import { listLogFiles, readLogLines, resolveLogFile } from '../services/adminLog';
import { statisticalAnalysis } from '../services/statistics';
import type { AppDeps } from '../types';

/** The admin's view of the running site: log files and usage statistics. */
export function adminInsightRoutes(router: Router, deps: AppDeps): void {
  const { logDir } = deps.config;
  // Log lines are written in batches: an admin reading the logs sees every line up to now.
  const flushLogs = () => deps.flushLogs?.() ?? Promise.resolve();
  route(router, calls.logs, async () => {
    await flushLogs();
    return { files: await listLogFiles(logDir) };
  });
  route(router, calls.readLines, async ({ body }) => {
    await flushLogs();
    const { file, name } = await resolveLogFile(logDir, body.file);
    return readLogLines(file, name, body);
  });
  route(router, calls.downloadLog, async ({ query, ctx }) => {
    await flushLogs();
    const { file } = await resolveLogFile(logDir, query.file);
    const { size } = await fs.promises.stat(file);
    ctx.attachment(query.file);
    ctx.type = 'text/plain; charset=utf-8';
    // Only the bytes present now: a file still being written keeps growing behind the stream.
    ctx.length = size;
    ctx.body = size > 0 ? fs.createReadStream(file, { start: 0, end: size - 1 }) : '';
  });
  route(router, calls.statisticalAnalysis, ({ query }) =>
    statisticalAnalysis(deps.dataSource, query),
  );
}
