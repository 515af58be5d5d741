import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';
import { runInThisContext } from 'vm';
import { SIGN_DEFAULTS } from '../config/sign';

// antd forms validate asynchronously; on a loaded 2-core CI machine a page test can need several
// seconds, so waits and tests get room that an idle laptop never uses.
configure({ asyncUtilTimeout: 5000 });
jest.setTimeout(30_000);

Object.assign(globalThis, {
  API_BASE: '',
  FILE_BASE: '/files',
  SIGN_KEY: SIGN_DEFAULTS.key,
  SIGN_IV: SIGN_DEFAULTS.iv,
  APP_ENV: 'test',
});

/*
 * jsdom hides Node's fetch. The request layer is tested against a real HTTP server, so hand the
 * outer Node context's fetch classes through (vm.runInThisContext reaches that context). jsdom's own
 * FormData, Blob and AbortSignal stay in place for other tests; the wrapper converts them into
 * Node's equivalents on the way out, as a browser would serialise them.
 */
const nodeGlobal = runInThisContext('globalThis') as typeof globalThis;

function readJsdomBlob(blob: Blob): Promise<ArrayBuffer> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result as ArrayBuffer);
    reader.onerror = () => reject(reader.error);
    reader.readAsArrayBuffer(blob);
  });
}

async function toNodeBody(body: RequestInit['body']): Promise<RequestInit['body']> {
  if (!(body instanceof FormData)) return body;
  const form = new nodeGlobal.FormData();
  for (const [name, value] of body.entries()) {
    if (typeof value === 'string') {
      form.append(name, value);
    } else {
      const bytes = await readJsdomBlob(value);
      form.append(name, new nodeGlobal.Blob([bytes], { type: value.type }), value.name);
    }
  }
  return form;
}

function toNodeSignal(signal: RequestInit['signal']): AbortSignal | undefined {
  if (!signal) return undefined;
  const controller = new nodeGlobal.AbortController();
  if (signal.aborted) controller.abort(signal.reason);
  else signal.addEventListener('abort', () => controller.abort(signal.reason), { once: true });
  return controller.signal;
}

async function nodeFetch(input: RequestInfo | URL, init: RequestInit = {}): Promise<Response> {
  const url =
    typeof input === 'string' || input instanceof URL
      ? new URL(String(input), window.location.href)
      : input;
  return nodeGlobal.fetch(url, {
    ...init,
    body: await toNodeBody(init.body),
    signal: toNodeSignal(init.signal),
  });
}

Object.assign(globalThis, {
  fetch: nodeFetch,
  Headers: nodeGlobal.Headers,
  Request: nodeGlobal.Request,
  Response: nodeGlobal.Response,
});

// jsdom lacks TextDecoder, which the event-stream reader needs (browsers all have it).
if (typeof globalThis.TextDecoder === 'undefined') {
  Object.assign(globalThis, {
    TextDecoder: nodeGlobal.TextDecoder,
    TextEncoder: nodeGlobal.TextEncoder,
  });
}

// jsdom lays nothing out, and its Range has no geometry at all; CodeMirror measures text through
// ranges when it scrolls a selection into view. No boxes, as jsdom's elements have none.
if (typeof Range !== 'undefined' && !('getClientRects' in Range.prototype)) {
  Object.assign(Range.prototype, {
    getClientRects: () => [],
    getBoundingClientRect: () => ({
      x: 0,
      y: 0,
      top: 0,
      left: 0,
      right: 0,
      bottom: 0,
      width: 0,
      height: 0,
    }),
  });
}
