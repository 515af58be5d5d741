/**
 * `npm run bench:tasks`: the main-thread long tasks of a page's start on a phone, from Chromium's
 * own trace. Loads the page in Debian's Chromium with a phone's viewport and the CPU four times
 * slower (Lighthouse's mobile preset), waits until the network has been idle and 1.5 s more, and
 * prints each load's blocking time: over the page's main-thread tasks, the sum of each task's time
 * past 50 ms (what Lighthouse's TBT counts, over the whole load rather than after the first paint).
 * Then, for the load with the median blocking time, every long task with what ran inside it and the
 * scripts that forced a style recalculation or a layout there.
 *
 * Lighthouse's score moves by several points from one load to the next on a shared machine; the
 * blocking time of alternated loads of two builds is what tells them apart. Environment:
 * TASKS_PAGE (default /code-generate), TASKS_RUNS (default 7), STATIC_DIR (the build, default
 * dist), COMPARE_DIR (a second build, served by a second server, loads alternated with the first),
 * CHROME_PATH. Run `npm run build` first.
 */
import path from 'node:path';
import { chromium, type Browser } from '@playwright/test';
import { ROOT } from './httpLoad';
import { median } from './support';
import {
  CHROME_FLAGS,
  CHROME_PATH,
  requireBuildAndBrowser,
  startWebServer,
  type WebServer,
} from './webServer';

const PAGE = process.env.TASKS_PAGE ?? '/code-generate';
const RUNS = Number(process.env.TASKS_RUNS ?? 7);
if (!PAGE.startsWith('/')) throw new Error(`TASKS_PAGE is a path such as /text, not ${PAGE}`);
if (!Number.isInteger(RUNS) || RUNS < 1)
  throw new Error(
    `TASKS_RUNS is a whole number of loads, at least 1, not ${process.env.TASKS_RUNS}`,
  );
const CPU_SLOWDOWN = 4;
const LONG_TASK_MS = 50;
/** What a child of a task must last to be listed under it. */
const CHILD_MS = 3;

interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  args?: {
    name?: string;
    data?: { url?: string; functionName?: string; stackTrace?: StackFrame[] };
    beginData?: { stackTrace?: StackFrame[] };
  };
}

interface StackFrame {
  url: string;
  functionName: string;
  lineNumber: number;
  columnNumber: number;
}

interface LongTask {
  at: number;
  ms: number;
  children: string[];
}

interface Load {
  blockingMs: number;
  tasks: LongTask[];
}

const fileOf = (url: string) => url.split('/').pop() ?? url;
const ms = (us: number) => us / 1000;

/** The renderer's main thread of the page: of the threads named so, the busiest. */
function mainThread(events: TraceEvent[]): string {
  const mains = new Set(
    events
      .filter((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain')
      .map((e) => `${e.pid}:${e.tid}`),
  );
  const busy = new Map<string, number>();
  for (const e of events) {
    const key = `${e.pid}:${e.tid}`;
    if (e.name === 'RunTask' && e.ph === 'X' && mains.has(key))
      busy.set(key, (busy.get(key) ?? 0) + (e.dur ?? 0));
  }
  const [busiest] = [...busy].sort((a, b) => b[1] - a[1]);
  if (!busiest) throw new Error('the trace has no renderer main thread');
  return busiest[0];
}

/** `EvaluateScript umi.js 310 ms`, with the script that forced a layout when there was one. */
function describe(e: TraceEvent): string {
  const data = e.args?.data;
  const what = data?.url ? fileOf(data.url) : (data?.functionName ?? '');
  const stack = e.args?.beginData?.stackTrace ?? data?.stackTrace;
  const forcedBy = stack?.[0]
    ? ` (forced by ${stack[0].functionName || 'an anonymous function'} in ${fileOf(stack[0].url)}:${stack[0].lineNumber}:${stack[0].columnNumber})`
    : '';
  return `${e.name}${what ? ` ${what}` : ''} ${ms(e.dur ?? 0).toFixed(0)} ms${forcedBy}`;
}

function summarise(events: TraceEvent[]): Load {
  const thread = mainThread(events);
  const mine = events.filter((e) => `${e.pid}:${e.tid}` === thread && e.ph === 'X' && e.dur);
  const start = Math.min(...mine.map((e) => e.ts));
  let blockingMs = 0;
  const tasks: LongTask[] = [];
  for (const task of mine) {
    if (task.name !== 'RunTask') continue;
    const taskMs = ms(task.dur ?? 0);
    if (taskMs <= LONG_TASK_MS) continue;
    blockingMs += taskMs - LONG_TASK_MS;
    const end = task.ts + (task.dur ?? 0);
    const inside = mine.filter((e) => e !== task && e.ts >= task.ts && e.ts + (e.dur ?? 0) <= end);
    // The task's direct work, and within it the style and layout work scripts forced.
    const children = inside.filter((e) => {
      if (ms(e.dur ?? 0) < CHILD_MS) return false;
      const forced =
        (e.name === 'Layout' || e.name === 'UpdateLayoutTree') &&
        (e.args?.beginData?.stackTrace ?? e.args?.data?.stackTrace);
      if (forced) return true;
      return !inside.some(
        (o) => o !== e && o.ts <= e.ts && o.ts + (o.dur ?? 0) >= e.ts + (e.dur ?? 0),
      );
    });
    tasks.push({ at: ms(task.ts - start), ms: taskMs, children: children.map(describe) });
  }
  return { blockingMs, tasks };
}

async function loadOnce(browser: Browser, url: string): Promise<Load> {
  const context = await browser.newContext({
    viewport: { width: 412, height: 823 },
    isMobile: true,
    hasTouch: true,
  });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    await browser.startTracing(page, {
      categories: [
        'devtools.timeline',
        'disabled-by-default-devtools.timeline',
        'disabled-by-default-devtools.timeline.stack',
      ],
    });
    await page.goto(url, { waitUntil: 'networkidle' });
    await page.waitForTimeout(1500);
    const trace = await browser.stopTracing();
    const { traceEvents } = JSON.parse(trace.toString()) as { traceEvents: TraceEvent[] };
    return summarise(traceEvents);
  } finally {
    await context.close();
  }
}

async function main(): Promise<void> {
  requireBuildAndBrowser();
  const builds = [process.env.STATIC_DIR ?? path.join(ROOT, 'dist'), process.env.COMPARE_DIR]
    .filter((dir): dir is string => Boolean(dir))
    .map((dir) => path.resolve(dir));
  const label = (build: string) => path.relative(ROOT, build) || build;
  const servers: WebServer[] = [];
  const browser = await chromium.launch({ executablePath: CHROME_PATH, args: CHROME_FLAGS });
  try {
    for (const build of builds) servers.push(await startWebServer(build));
    const loads: Load[][] = builds.map(() => []);
    for (let run = 0; run < RUNS; run++) {
      for (const [i, server] of servers.entries()) {
        loads[i].push(await loadOnce(browser, `${server.base}${PAGE}`));
      }
    }
    console.log(
      `Main-thread blocking time of a phone load of ${PAGE} (412×823, CPU ${CPU_SLOWDOWN}x slower), ${RUNS} loads per build${builds.length > 1 ? ', alternated' : ''}`,
    );
    for (const [i, build] of builds.entries()) {
      const times = loads[i].map((l) => Math.round(l.blockingMs));
      console.log(
        `  ${label(build)}: median ${median(times)} ms (${[...times].sort((a, b) => a - b).join(', ')})`,
      );
    }
    for (const [i, build] of builds.entries()) {
      const sorted = [...loads[i]].sort((a, b) => a.blockingMs - b.blockingMs);
      const middle = sorted[Math.floor(sorted.length / 2)];
      console.log(`\nLong tasks of the median load of ${label(build)} (ms from the first task):`);
      for (const task of middle.tasks) {
        console.log(`  at ${task.at.toFixed(0)}: ${task.ms.toFixed(0)} ms`);
        for (const child of task.children) console.log(`      ${child}`);
      }
    }
  } finally {
    await browser.close();
    for (const server of servers) await server.stop();
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exitCode = 1;
});
