/**
 * `npm run bench`: the statistics call over a million raw usage events (SQLite). The events go
 * through the recorder (batched writes, rollups per UTC day) spread over a year; the call reads
 * only the rollups, so its time depends on days and dimensions, not on the number of events.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { bootstrap } from '../src/bootstrap';
import { loadConfig } from '../src/config';
import { UsageEvent } from '../src/entities/UsageEvent';
import { statisticalAnalysis } from '../src/services/statistics';
import { flushUsage, recordEvent, type UsageEventInput } from '../src/services/usage';
import { f2, table, time } from './support';

const EVENTS = 1_000_000;
const DAY_MS = 86_400_000;
const INPUT_TYPES = ['sql', 'json', 'java', 'excel', 'markdown', 'csv'];
const DIALECTS = ['mysql', 'postgresql', 'oracle', 'sqlserver'];
const TEMPLATES = ['spring-boot-mybatis-plus', 'spring-data-jpa', 'java-pojo', '(own group)'];
const MODELS = ['gpt-4o-mini', 'deepseek-chat', 'qwen-plus'];

function event(n: number, end: number): UsageEventInput {
  const at = new Date(end - (n % 365) * DAY_MS - (n % 86_400) * 1000);
  const userId = `user-${n % 5000}`;
  switch (n % 10) {
    case 0:
      return { type: 'signin', userId, at };
    case 1:
    case 2:
    case 3:
      return {
        type: 'parse',
        userId,
        at,
        inputType: INPUT_TYPES[n % INPUT_TYPES.length],
        dialect: DIALECTS[n % DIALECTS.length],
        failed: n % 17 === 0,
      };
    case 4:
    case 5:
      return { type: 'generate', userId, at, template: TEMPLATES[n % TEMPLATES.length] };
    case 6:
      return { type: 'ai', userId, at, model: MODELS[n % MODELS.length], tokens: 800 + (n % 900) };
    case 7:
      return { type: 'zip', userId, at };
    case 8:
      return { type: 'order', userId, at, currency: n % 2 ? 'CNY' : 'USD', amount: 990 };
    default:
      return n % 3 ? { type: 'signup', userId: `new-${n}`, at } : { type: 'error', at };
  }
}

async function main(): Promise<void> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'jcg-stats-bench-'));
  const config = loadConfig({
    DB_URL: `sqlite:${path.join(dir, 'bench.sqlite')}`,
    LOG_DIR: path.join(dir, 'logs'),
    LOG_STDOUT: 'false',
    LOG_LEVEL: 'warn',
  });
  const booted = await bootstrap(config);
  const { dataSource } = booted.deps;
  try {
    const end = Date.now();
    const t0 = Date.now();
    for (let n = 0; n < EVENTS; n += 1) {
      recordEvent(dataSource, event(n, end));
      if (n % 50_000 === 49_999) await flushUsage(dataSource);
    }
    await flushUsage(dataSource);
    const raw = await dataSource.getRepository(UsageEvent).count();
    console.log(`Recorded ${raw} raw events in ${Date.now() - t0} ms`);
    const today = new Date(end).toISOString().slice(0, 10);
    const daysBefore = (n: number) => new Date(end - n * DAY_MS).toISOString().slice(0, 10);
    const rows = [
      ['default (last 30 days)', f2(await time(() => statisticalAnalysis(dataSource, {})))],
      [
        'last 90 days',
        f2(await time(() => statisticalAnalysis(dataSource, { from: daysBefore(89), to: today }))),
      ],
      [
        'last 366 days (the longest range)',
        f2(await time(() => statisticalAnalysis(dataSource, { from: daysBefore(365), to: today }))),
      ],
    ];
    console.log(`Statistics call over ${raw} raw events (SQLite, reads the daily rollups)`);
    table(['range', 'median ms'], rows);
  } finally {
    await booted.close();
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
