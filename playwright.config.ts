import { execFileSync } from 'child_process';
import fs from 'fs';
import os from 'os';
import path from 'path';
import { defineConfig } from '@playwright/test';
import { E2E_ADMIN_EMAILS } from './e2e/support/accounts';
import { E2E_AI_MODELS } from './e2e/support/aiServer';
import { E2E_SANDBOX_SECRET } from './e2e/support/pay';

/**
 * End-to-end tests against the production build served by the BFF, which sends its e-mail to the
 * SMTP server of e2e/support/globalSetup.ts and its AI calls to the AI service double started there.
 * Run `npm run build` first (`.ci/run` does); Chromium is Debian's, at /usr/bin/chromium.
 */

const SERVER = path.join(__dirname, 'bff/dist/bff/src/server.js');
const INDEX = path.join(__dirname, 'dist/index.html');
for (const file of [SERVER, INDEX]) {
  if (!fs.existsSync(file)) {
    throw new Error(`${path.relative(__dirname, file)} is missing: run "npm run build" first.`);
  }
}

/**
 * The config is evaluated again in every worker; the environment carries the first evaluation's
 * choices there so all of them talk to the one server.
 */
function freePort(): string {
  const script =
    "const s=require('net').createServer();s.listen(0,'127.0.0.1',()=>{process.stdout.write(String(s.address().port));s.close()})";
  return execFileSync(process.execPath, ['-e', script], { encoding: 'utf8' });
}
process.env.E2E_PORT ??= freePort();
// The SMTP server of e2e/support/globalSetup.ts listens here; the BFF sends its codes to it.
process.env.E2E_SMTP_PORT ??= freePort();
// The AI service double of e2e/support/aiServer.ts listens here; the BFF's AI_BASE_URL points at it.
process.env.E2E_AI_PORT ??= freePort();
process.env.E2E_DATA_DIR ??= fs.mkdtempSync(path.join(os.tmpdir(), 'jcg-e2e-'));

const port = process.env.E2E_PORT;
const dataDir = process.env.E2E_DATA_DIR;
const baseURL = `http://127.0.0.1:${port}`;

export default defineConfig({
  testDir: 'e2e',
  testMatch: '**/*.e2e.ts',
  outputDir: 'test-results',
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  retries: 0,
  workers: process.env.CI ? 2 : undefined,
  // Waits, not time limits: on a slow or shared CI machine (two workers, the BFF and two browsers
  // on two cores) a page can take longer than Playwright's 5 s to show what it will show.
  timeout: process.env.CI ? 60_000 : 30_000,
  expect: { timeout: process.env.CI ? 15_000 : 5_000 },
  reporter: [['list']],
  globalSetup: './e2e/support/globalSetup.ts',
  globalTeardown: './e2e/support/globalTeardown.ts',
  use: {
    baseURL,
    viewport: { width: 1366, height: 900 },
    trace: 'retain-on-failure',
    launchOptions: {
      // Debian's Chromium; Playwright never downloads a browser here.
      executablePath: '/usr/bin/chromium',
      args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
    },
  },
  projects: [{ name: 'chromium' }],
  webServer: {
    command: `node ${JSON.stringify(SERVER)}`,
    url: `${baseURL}/health`,
    reuseExistingServer: false,
    timeout: 60_000,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: port,
      DB_URL: `sqlite:${path.join(dataDir, 'e2e.sqlite')}`,
      FILE_DIR: path.join(dataDir, 'files'),
      SMTP_URL: `smtp://127.0.0.1:${process.env.E2E_SMTP_PORT}`,
      ADMIN_EMAILS: E2E_ADMIN_EMAILS.join(','),
      // Every spec signs in from 127.0.0.1; the per-IP hourly cap is tested in jest, not here.
      CODE_LIMIT_PER_IP: '1000',
      LOG_DIR: path.join(dataDir, 'logs'),
      LOG_STDOUT: 'false',
      AI_BASE_URL: `http://127.0.0.1:${process.env.E2E_AI_PORT}/v1`,
      AI_API_KEY: 'e2e-test-key',
      AI_MODELS: `${E2E_AI_MODELS.free}=Free model,${E2E_AI_MODELS.paid}=Paid model`,
      AI_MODEL_PRICES: `${E2E_AI_MODELS.free}=0,${E2E_AI_MODELS.paid}=5`,
      // The sandbox payment provider; e2e/sponsor.e2e.ts signs its callbacks.
      PAY_SANDBOX_SECRET: E2E_SANDBOX_SECRET,
    },
  },
});
