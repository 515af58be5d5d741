import type { Page } from '@playwright/test';

/** An HTTP error answer a test provokes on purpose (e.g. an admin call made by a normal user). */
export interface ExpectedError {
  status: number;
  /** The request path (without origin or query), or a pattern for it. */
  path: string | RegExp;
  method?: string;
}

function isExpected(expected: ExpectedError[], status: number, url: string, method?: string) {
  const { pathname } = new URL(url);
  return expected.some(
    (e) =>
      e.status === status &&
      (e.method === undefined || method === undefined || e.method === method) &&
      (typeof e.path === 'string' ? e.path === pathname : e.path.test(pathname)),
  );
}

/** How Chromium reports an HTTP error answer to fetch in the console. */
const LOAD_ERROR = /^Failed to load resource: the server responded with a status of (\d{3})\b/;

/**
 * Collects what a user would call broken: console errors, page errors, failed requests (other
 * than loads the browser cancelled) and HTTP error answers. Only the answers listed in `expected` are excused, together with the console line
 * Chromium prints for each of them; everything else ends up in the returned list, which a test
 * expects to be empty at its end.
 */
export function watchProblems(page: Page, expected: ExpectedError[] = []): string[] {
  const problems: string[] = [];
  page.on('console', (msg) => {
    if (msg.type() !== 'error') return;
    const status = LOAD_ERROR.exec(msg.text())?.[1];
    const { url } = msg.location();
    if (status && url && isExpected(expected, Number(status), url)) return;
    problems.push(`console error: ${msg.text()}${url ? ` (${url})` : ''}`);
  });
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  page.on('requestfailed', (request) => {
    const error = request.failure()?.errorText;
    // Leaving a page cancels what it was still loading (chunks, the favicon): not a failure.
    if (error === 'net::ERR_ABORTED') return;
    problems.push(`request failed: ${request.method()} ${request.url()} (${error})`);
  });
  page.on('response', (response) => {
    const status = response.status();
    const method = response.request().method();
    // The BFF answers unknown paths with the SPA shell (history fallback), so even those are 200.
    if (status >= 400 && !isExpected(expected, status, response.url(), method)) {
      problems.push(`HTTP ${status}: ${method} ${response.url()}`);
    }
  });
  return problems;
}
