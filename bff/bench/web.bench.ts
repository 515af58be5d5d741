/**
 * `npm run bench:web`: how fast the production build loads in a browser. Starts the built BFF
 * (`node bff/dist/bff/src/server.js`, as `npm start` and the e2e suite do) on a free port with a
 * temporary SQLite database, runs Lighthouse against `/`, `/code-generate` and `/text` with the
 * mobile and desktop presets in Debian's Chromium, and prints the median score, LCP and TBT of
 * several runs. It also prints the JavaScript each page needs before its first render (gzip),
 * from the chunk list the build writes (config/chunkGroups.ts), and the stylesheets index.html links.
 *
 * Run `npm run build` first. Environment: CHROME_PATH (default /usr/bin/chromium; nothing is ever
 * downloaded), WEB_BENCH_RUNS (default 3), STATIC_DIR (another build to measure, e.g. an older one).
 */
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { CHUNK_GROUPS_FILE } from '../../config/chunkGroups';
import { ROOT } from './httpLoad';
import { median } from './support';
import { CHROME_FLAGS, CHROME_PATH, requireBuildAndBrowser, startWebServer } from './webServer';

const LIGHTHOUSE = path.join(ROOT, 'node_modules/lighthouse/cli/index.js');
const RUNS = Number(process.env.WEB_BENCH_RUNS ?? 3);
const ATTEMPTS = 3;

/** The public pages measured, with the chunk group Umi names their route component. */
const PAGES = [
  { path: '/', group: 'p__index' },
  { path: '/code-generate', group: 'p__code-generate__index' },
  { path: '/text', group: 'p__text' },
] as const;
const LAYOUT_GROUP = 'layouts__index';
const ENTRY_GROUP = 'umi';
const PRESETS = ['mobile', 'desktop'] as const;
type Preset = (typeof PRESETS)[number];

interface Run {
  score: number;
  lcp: number;
  tbt: number;
  fcp: number;
}

/** Lighthouse now and then fails to record a trace on a busy machine (NO_NAVSTART, ...): try again. */
async function lighthouse(url: string, preset: Preset, outFile: string): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await lighthouseOnce(url, preset, outFile);
    } catch (err) {
      if (attempt >= ATTEMPTS) throw err;
      console.error(`(${(err as Error).message.split('\n')[0]}; trying again)`);
    }
  }
}

function lighthouseOnce(url: string, preset: Preset, outFile: string): Promise<void> {
  const args = [
    LIGHTHOUSE,
    url,
    '--quiet',
    '--only-categories=performance',
    '--output=json',
    `--output-path=${outFile}`,
    `--chrome-flags=${CHROME_FLAGS.join(' ')}`,
  ];
  if (preset === 'desktop') args.push('--preset=desktop');
  return new Promise((resolve, reject) => {
    execFile(
      process.execPath,
      args,
      { env: { ...process.env, CHROME_PATH }, maxBuffer: 16 * 1024 * 1024 },
      (err, _stdout, stderr) =>
        err ? reject(new Error(`lighthouse ${url}: ${stderr}`)) : resolve(),
    );
  });
}

interface LighthouseReport {
  categories: { performance: { score: number | null } };
  audits: Record<string, { numericValue?: number }>;
}

function readRun(file: string): Run {
  const report = JSON.parse(fs.readFileSync(file, 'utf8')) as LighthouseReport;
  const value = (id: string) => report.audits[id]?.numericValue ?? NaN;
  return {
    score: Math.round((report.categories.performance.score ?? 0) * 100),
    lcp: value('largest-contentful-paint'),
    tbt: value('total-blocking-time'),
    fcp: value('first-contentful-paint'),
  };
}

const gzipSize = (file: string) => zlib.gzipSync(fs.readFileSync(file)).length;
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/**
 * JS before first render: the entry's scripts plus the chunks of the layout and of the page
 * (what webpack loads before the route component can run). Shared = entry + layout.
 */
function scriptSizes(dist: string): void {
  const file = path.join(dist, CHUNK_GROUPS_FILE);
  if (!fs.existsSync(file)) {
    console.log(`\n(${CHUNK_GROUPS_FILE} is missing from ${dist}: no JS sizes for this build)`);
    return;
  }
  const groups = JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, string[]>;
  const files = (name: string) => {
    const list = groups[name];
    if (!list) throw new Error(`${CHUNK_GROUPS_FILE} has no chunk group ${name}`);
    return list;
  };
  const sum = (list: Iterable<string>) =>
    [...list].reduce((total, f) => total + gzipSize(path.join(dist, f)), 0);
  const shared = new Set([...files(ENTRY_GROUP), ...files(LAYOUT_GROUP)]);
  console.log('\nJavaScript before first render (gzip)');
  console.log(`  shared (entry + layout)   ${kb(sum(shared))}   ${[...shared].join(' ')}`);
  for (const page of PAGES) {
    const own = files(page.group).filter((f) => !shared.has(f));
    console.log(`  ${page.path.padEnd(24)}  ${kb(sum(own))}   (${own.length} files)`);
  }
}

/**
 * Stylesheets: those index.html links hold the app shell's paint; antd's build-time styles, which
 * the tool pages link from a script and apply before the app's first render, do not.
 */
function stylesheetSizes(dist: string): void {
  const html = fs.readFileSync(path.join(dist, 'index.html'), 'utf8');
  const linked = [...html.matchAll(/<link rel="stylesheet"[^>]* href="([^"]+)"/g)];
  const list = (files: string[]) =>
    files.map((f) => `${f} ${kb(gzipSize(path.join(dist, f)))}`).join(', ') || 'none';
  console.log('\nStylesheets (gzip)');
  console.log(`  before the first paint     ${list(linked.map((m) => path.basename(m[1])))}`);
  const antd = /\/(antd\.[0-9a-f]{8}\.css)/.exec(html);
  console.log(`  tool pages, before render  ${list(antd ? [antd[1]] : [])}`);
}

async function main(): Promise<void> {
  requireBuildAndBrowser();
  const dist = path.resolve(process.env.STATIC_DIR ?? path.join(ROOT, 'dist'));
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'jcg-web-bench-'));
  const server = await startWebServer(dist);
  const { base } = server;
  try {
    console.log(
      `Lighthouse performance, median of ${RUNS} run(s); load average ${os.loadavg()[0].toFixed(2)}`,
    );
    console.log('preset   page                score   LCP ms   TBT ms   FCP ms');
    for (const preset of PRESETS) {
      for (const page of PAGES) {
        const runs: Run[] = [];
        for (let i = 0; i < RUNS; i++) {
          const out = path.join(dir, `lh-${preset}-${i}.json`);
          await lighthouse(`${base}${page.path}`, preset, out);
          runs.push(readRun(out));
        }
        const m = (pick: (r: Run) => number) => Math.round(median(runs.map(pick)));
        console.log(
          `${preset.padEnd(8)} ${page.path.padEnd(19)} ${String(m((r) => r.score)).padStart(5)} ${String(m((r) => r.lcp)).padStart(8)} ${String(m((r) => r.tbt)).padStart(8)} ${String(m((r) => r.fcp)).padStart(8)}`,
        );
      }
    }
    scriptSizes(dist);
    stylesheetSizes(dist);
    console.log(`load average after: ${os.loadavg()[0].toFixed(2)}`);
  } finally {
    await server.stop();
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

main().catch((err) => {
  console.error(err);
  process.exitCode = 1;
});
