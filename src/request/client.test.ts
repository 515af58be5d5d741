import NProgress from 'nprogress';
import { z } from 'zod';
import { defineCall } from '@/contract/core';
import { decodeSign } from '@/contract/sign';
import {
  callApi,
  configureRequest,
  downloadApi,
  EnvelopeError,
  getAppId,
  getToken,
  HttpError,
  setToken,
  streamApi,
  type ServerSentEvent,
} from './index';
import { startTestServer, type TestServer } from './testServer';

const getCall = defineCall({
  id: 'test.get',
  method: 'GET',
  path: '/api/thing/:id',
  summary: 'test',
  params: z.object({ id: z.string() }),
  query: z.object({ type: z.string(), tags: z.array(z.string()).optional() }),
  response: z.object({ name: z.string() }),
});
const postCall = defineCall({
  id: 'test.post',
  method: 'POST',
  path: '/api/thing/save',
  summary: 'test',
  body: z.object({ name: z.string() }),
  response: z.object({ id: z.string() }),
});
const cachedCall = defineCall({
  id: 'test.cached',
  method: 'POST',
  path: '/api/thing/cached',
  cacheable: true,
  summary: 'test',
  body: z.object({ page: z.number() }),
  response: z.array(z.string()),
});
const uploadCall = defineCall({
  id: 'test.upload',
  method: 'POST',
  path: '/api/files/upload',
  kind: 'multipart',
  summary: 'test',
  body: z.object({}).passthrough(),
  response: z.object({ url: z.string() }),
});
const zipCall = defineCall({
  id: 'test.zip',
  method: 'POST',
  path: '/api/text/exportZip',
  kind: 'binary',
  summary: 'test',
  body: z.object({ name: z.string() }),
  response: z.unknown(),
});
const streamCall = defineCall({
  id: 'test.stream',
  method: 'POST',
  path: '/api/codeGenerate/aiGenerate',
  kind: 'sse',
  summary: 'test',
  body: z.object({ prompt: z.string() }),
  response: z.unknown(),
});

let server: TestServer;
let locale = 'en-US';
const navigate = jest.fn<void, [string]>();
const ok = (data: unknown) => ({ body: { code: 200, message: 'ok', data } });

beforeAll(async () => {
  server = await startTestServer();
  configureRequest({ apiBase: server.base, navigate, getLocale: () => locale });
});

afterAll(() => server.close());

// The layer shows failures through the notifier it is configured with (the root layout's
// instances in the app); these record what it was asked to show.
let warning: jest.Mock;
let error: jest.Mock;
let notifyError: jest.Mock;
let notifyWarning: jest.Mock;

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  server.requests.length = 0;
  server.reply(() => ok({ name: 'n' }));
  navigate.mockReset();
  locale = 'en-US';
  window.history.pushState({}, '', '/');
  warning = jest.fn();
  error = jest.fn();
  notifyError = jest.fn();
  notifyWarning = jest.fn();
  configureRequest({
    apiBase: server.base,
    notify: {
      message: { warning, error },
      notification: { warning: notifyWarning, error: notifyError },
    },
  });
});

afterEach(() => {
  jest.restoreAllMocks();
});

describe('identity and signature headers', () => {
  it('sends appid, timestamp and a sign that decodes to them, the path and an empty token', async () => {
    const before = Date.now();
    await callApi(getCall, { params: { id: '7' }, query: { type: 'a b' } });
    const [req] = server.requests;
    expect(req.url).toBe('/api/thing/7?type=a%20b');
    expect(req.headers.appid).toBe(getAppId());
    expect(req.headers.appid).toMatch(/^[0-9a-f]{32}$/);
    const timestamp = Number(req.headers.timestamp);
    expect(String(req.headers.timestamp)).toMatch(/^\d+$/);
    expect(timestamp).toBeGreaterThanOrEqual(before);
    expect(timestamp).toBeLessThanOrEqual(Date.now());
    expect(decodeSign(String(req.headers.sign), SIGN_KEY, SIGN_IV)).toEqual({
      appid: getAppId(),
      timestamp: String(req.headers.timestamp),
      url: '/api/thing/7',
      token: '',
    });
  });

  it('gives two calls to one path in the same millisecond different timestamps and signs', async () => {
    // The BFF refuses a sign it has seen; the sign covers the path, not the query or body.
    const now = Date.now();
    jest.spyOn(Date, 'now').mockReturnValue(now);
    await Promise.all([
      callApi(postCall, { body: { name: 'first' } }),
      callApi(postCall, { body: { name: 'second' } }),
    ]);
    const stamps = server.requests.map((r) => Number(r.headers.timestamp)).sort((a, b) => a - b);
    expect(stamps[0]).toBeGreaterThanOrEqual(now);
    expect(stamps[1]).toBeGreaterThan(stamps[0]);
    expect(new Set(server.requests.map((r) => r.headers.sign)).size).toBe(2);
  });

  it('creates the appid once and reuses it from localStorage', async () => {
    await callApi(getCall, { params: { id: '1' }, query: { type: 't' } });
    const stored = localStorage.getItem('appid');
    expect(stored).toMatch(/^[0-9a-f]{32}$/);
    await callApi(getCall, { params: { id: '2' }, query: { type: 't' } });
    expect(server.requests.map((r) => r.headers.appid)).toEqual([stored, stored]);
  });

  it('signs the token after setToken', async () => {
    setToken('tok-123');
    await callApi(postCall, { body: { name: 'x' } });
    const sign = decodeSign(String(server.requests[0].headers.sign), SIGN_KEY, SIGN_IV);
    expect(sign?.token).toBe('tok-123');
  });

  it('signs the full path when the API base has a path prefix', async () => {
    configureRequest({ apiBase: `${server.base}/gateway/` });
    await callApi(postCall, { body: { name: 'x' } });
    expect(server.requests[0].url).toBe('/gateway/api/thing/save');
    expect(decodeSign(String(server.requests[0].headers.sign), SIGN_KEY, SIGN_IV)?.url).toBe(
      '/gateway/api/thing/save',
    );
  });

  it('repeats array query values and includes credentials', async () => {
    const fetchSpy = jest.spyOn(globalThis, 'fetch');
    await callApi(getCall, { params: { id: '1' }, query: { type: 't', tags: ['a', 'b'] } });
    expect(server.requests[0].url).toBe('/api/thing/1?type=t&tags=a&tags=b');
    expect(fetchSpy.mock.calls[0][1]).toMatchObject({ credentials: 'include' });
  });

  it('sends JSON bodies as UTF-8 JSON', async () => {
    await callApi(postCall, { body: { name: 'Zoë 中文' } });
    const [req] = server.requests;
    expect(req.method).toBe('POST');
    expect(req.headers['content-type']).toBe('application/json;charset=UTF-8');
    expect(JSON.parse(req.body.toString('utf8'))).toEqual({ name: 'Zoë 中文' });
  });
});

describe('progress bar', () => {
  // When it starts and ends is progress.test.ts's; here, that calls drive it.
  const nextFrame = () => new Promise((resolve) => requestAnimationFrame(resolve));

  it('is started at most once for overlapping calls and finished when the last one ends', async () => {
    const start = jest.spyOn(NProgress, 'start');
    const done = jest.spyOn(NProgress, 'done');
    const first = callApi(postCall, { body: { name: '1' } });
    const second = callApi(postCall, { body: { name: '2' } });
    await Promise.all([first, second]);
    await nextFrame();
    expect(start.mock.calls.length).toBeLessThanOrEqual(1);
    expect(done).toHaveBeenCalledTimes(start.mock.calls.length);
    expect(NProgress.isStarted()).toBe(false);
  });

  it('is finished after a failed call too', async () => {
    server.reply(() => ({ status: 500, body: 'boom' }));
    await expect(callApi(postCall, { body: { name: '1' } })).rejects.toBeInstanceOf(HttpError);
    await nextFrame();
    expect(NProgress.isStarted()).toBe(false);
  });

  it('uses minimum 0.12, 400 ms trickle and no spinner', () => {
    expect(NProgress.settings).toMatchObject({
      minimum: 0.12,
      trickleSpeed: 400,
      showSpinner: false,
    });
  });
});

describe('session cache', () => {
  const body = { page: 1 };

  it('serves a cacheable call from sessionStorage within the TTL', async () => {
    server.reply(() => ok(['a']));
    const first = await callApi(cachedCall, { body });
    const callback = jest.fn();
    const second = await callApi(cachedCall, { body }, { callback });
    expect(server.requests).toHaveLength(1);
    expect(second).toEqual(first);
    expect(callback).toHaveBeenCalledWith(first);
    const key = sessionStorage.key(0) ?? '';
    expect(JSON.parse(sessionStorage.getItem(key) ?? '')).toMatchObject({
      data: first,
      timestamp: expect.any(Number),
    });
  });

  it('asks the server again once the entry is 60 s old', async () => {
    const now = Date.now();
    const clock = jest.spyOn(Date, 'now').mockReturnValue(now);
    await callApi(cachedCall, { body });
    clock.mockReturnValue(now + 59_999);
    await callApi(cachedCall, { body });
    expect(server.requests).toHaveLength(1);
    clock.mockReturnValue(now + 60_000);
    await callApi(cachedCall, { body });
    expect(server.requests).toHaveLength(2);
  });

  it('keys on the body: a different body is a miss', async () => {
    await callApi(cachedCall, { body: { page: 1 } });
    await callApi(cachedCall, { body: { page: 2 } });
    expect(server.requests).toHaveLength(2);
  });

  it('does not cache calls that are not cacheable, unless asked to', async () => {
    await callApi(postCall, { body: { name: 'x' } });
    await callApi(postCall, { body: { name: 'x' } });
    expect(server.requests).toHaveLength(2);
    await callApi(postCall, { body: { name: 'y' } }, { cache: true });
    await callApi(postCall, { body: { name: 'y' } }, { cache: true });
    expect(server.requests).toHaveLength(3);
  });

  it('does not cache failed envelopes', async () => {
    server.reply(() => ({ body: { code: 903, message: 'Slow down' } }));
    await callApi(cachedCall, { body });
    await callApi(cachedCall, { body });
    expect(server.requests).toHaveLength(2);
    expect(sessionStorage).toHaveLength(0);
  });

  it('still answers when sessionStorage is full', async () => {
    jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    server.reply(() => ok(['a']));
    await expect(callApi(cachedCall, { body })).resolves.toMatchObject({ code: 200, data: ['a'] });
  });
});

describe('error catalogue', () => {
  it('resolves a 200 envelope without showing anything', async () => {
    const callback = jest.fn();
    const result = await callApi(postCall, { body: { name: 'x' } }, { callback });
    expect(result).toEqual({ code: 200, message: 'ok', data: { name: 'n' } });
    expect(callback).toHaveBeenCalledWith(result);
    expect(warning).not.toHaveBeenCalled();
    expect(error).not.toHaveBeenCalled();
    expect(navigate).not.toHaveBeenCalled();
  });

  it.each([902, 903])('shows code %i as a warning and returns the envelope', async (code) => {
    server.reply(() => ({ body: { code, message: `warn ${code}` } }));
    await expect(callApi(postCall, { body: { name: 'x' } })).resolves.toEqual({
      code,
      message: `warn ${code}`,
    });
    expect(warning).toHaveBeenCalledWith(`warn ${code}`);
    expect(error).not.toHaveBeenCalled();
    expect(navigate).not.toHaveBeenCalled();
  });

  it('shows 901 as a warning and opens sign-in with a redirect back', async () => {
    window.history.pushState({}, '', '/generator?tab=2');
    server.reply(() => ({ body: { code: 901, message: 'Please sign in' } }));
    await expect(callApi(postCall, { body: { name: 'x' } })).resolves.toMatchObject({ code: 901 });
    expect(warning).toHaveBeenCalledWith('Please sign in');
    expect(navigate).toHaveBeenCalledWith('/login?redirect=%2Fgenerator%3Ftab%3D2');
  });

  it('forgets a stored token when the BFF answers 901', async () => {
    setToken('expired-token');
    server.reply(() => ({ body: { code: 901, message: 'Your session has ended' } }));
    await callApi(postCall, { body: { name: 'x' } });
    expect(getToken()).toBe('');
  });

  it('leaves a 901 alone when the user signed out or in while the call was out', async () => {
    window.history.pushState({}, '', '/');
    setToken('old-session');
    server.reply(() => {
      // The user signs in again (a new session) before this call's answer arrives.
      setToken('new-session');
      return { body: { code: 901, message: 'Your session has ended' } };
    });
    await expect(callApi(postCall, { body: { name: 'x' } })).resolves.toMatchObject({ code: 901 });
    expect(getToken()).toBe('new-session');
    expect(warning).not.toHaveBeenCalled();
    expect(navigate).not.toHaveBeenCalled();
  });

  it('shows any other code as an error and returns the envelope', async () => {
    server.reply(() => ({ body: { code: 1001, message: 'Wrong code' } }));
    await expect(callApi(postCall, { body: { name: 'x' } })).resolves.toEqual({
      code: 1001,
      message: 'Wrong code',
    });
    expect(error).toHaveBeenCalledWith('Wrong code');
  });

  it('resolves a 422 answer with its field errors', async () => {
    const body = {
      code: 422,
      message: 'Please enter Email',
      data: { email: 'Please enter Email' },
    };
    server.reply(() => ({ status: 422, body }));
    await expect(callApi(postCall, { body: { name: 'x' } })).resolves.toEqual(body);
    expect(navigate).not.toHaveBeenCalled();
  });

  it('shows the status text for 400 and rejects with an HttpError carrying the body', async () => {
    server.reply(() => ({ status: 400, body: { code: 400, message: 'Bad sign' } }));
    const callback = jest.fn();
    const failure = callApi(postCall, { body: { name: 'x' } }, { callback });
    await expect(failure).rejects.toMatchObject({
      status: 400,
      statusText: 'The request is invalid; the server did not create or change any data.',
      data: { code: 400, message: 'Bad sign' },
    });
    expect(error).toHaveBeenCalledWith(
      'The request is invalid; the server did not create or change any data.',
    );
    expect(navigate).not.toHaveBeenCalled();
    expect(callback.mock.calls[0][0]).toBeInstanceOf(HttpError);
  });

  it('sends 401 to sign-in', async () => {
    window.history.pushState({}, '', '/user');
    server.reply(() => ({ status: 401, body: { code: 401, message: 'no' } }));
    await expect(callApi(postCall, { body: { name: 'x' } })).rejects.toMatchObject({ status: 401 });
    expect(navigate).toHaveBeenCalledWith('/login?redirect=%2Fuser');
  });

  it.each([
    [403, '/403'],
    [404, '/404'],
    [405, '/404'],
    [421, '/404'],
    [402, '/500'],
    [500, '/500'],
    [502, '/500'],
    [503, '/500'],
  ])('sends status %i to %s', async (status, route) => {
    server.reply(() => ({ status, body: { code: status, message: 'x' } }));
    await expect(callApi(postCall, { body: { name: 'x' } })).rejects.toMatchObject({ status });
    expect(navigate).toHaveBeenCalledTimes(1);
    expect(navigate).toHaveBeenCalledWith(route);
  });

  it('sends a network failure to /500 with status 0', async () => {
    server.reply(() => ({ destroy: true }));
    const callback = jest.fn();
    const failure = callApi(postCall, { body: { name: 'x' } }, { callback });
    await expect(failure).rejects.toMatchObject({ status: 0, data: undefined });
    expect(navigate).toHaveBeenCalledWith('/500');
    expect(callback.mock.calls[0][0]).toBeInstanceOf(HttpError);
  });

  it('rejects a 2xx answer that is not an envelope', async () => {
    server.reply(() => ({ body: '<html></html>', headers: { 'Content-Type': 'text/html' } }));
    await expect(callApi(postCall, { body: { name: 'x' } })).rejects.toMatchObject({
      status: 200,
      data: '<html></html>',
    });
    expect(error).toHaveBeenCalledWith('The server sent an answer that could not be understood.');
  });

  it('rejects a cancelled call with the abort error and shows nothing', async () => {
    server.reply(() => ({ status: 500 }));
    const controller = new AbortController();
    controller.abort();
    await expect(
      callApi(postCall, { body: { name: 'x' } }, { signal: controller.signal }),
    ).rejects.not.toBeInstanceOf(HttpError);
    expect(navigate).not.toHaveBeenCalled();
    expect(error).not.toHaveBeenCalled();
  });

  it('gives the Chinese status text in the zh-CN locale', async () => {
    locale = 'zh-CN';
    server.reply(() => ({ status: 400, body: {} }));
    await expect(callApi(postCall, { body: { name: 'x' } })).rejects.toMatchObject({
      statusText: '发出的请求有错误，服务器没有进行新建或修改数据的操作。',
    });
    expect(error).toHaveBeenCalledWith('发出的请求有错误，服务器没有进行新建或修改数据的操作。');
  });
});

describe('display levels', () => {
  it('0 silences messages and redirects', async () => {
    server.reply(() => ({ body: { code: 901, message: 'Please sign in' } }));
    await callApi(postCall, { body: { name: 'x' } }, { display: 0 });
    server.reply(() => ({ status: 500 }));
    await expect(callApi(postCall, { body: { name: 'x' } }, { display: 0 })).rejects.toBeInstanceOf(
      HttpError,
    );
    expect(warning).not.toHaveBeenCalled();
    expect(error).not.toHaveBeenCalled();
    expect(navigate).not.toHaveBeenCalled();
  });

  it('1 shows a warning instead of the redirect', async () => {
    server.reply(() => ({ status: 500 }));
    await expect(callApi(postCall, { body: { name: 'x' } }, { display: 1 })).rejects.toBeInstanceOf(
      HttpError,
    );
    expect(warning).toHaveBeenCalledWith('The server ran into an error. Please try again later.');
    expect(navigate).not.toHaveBeenCalled();
  });

  it('2 shows an error for a warning code', async () => {
    server.reply(() => ({ body: { code: 902, message: 'VIP only' } }));
    await callApi(postCall, { body: { name: 'x' } }, { display: 2 });
    expect(error).toHaveBeenCalledWith('VIP only');
    expect(warning).not.toHaveBeenCalled();
  });

  it('4 uses a top-right notification for 4.5 s', async () => {
    server.reply(() => ({ status: 503 }));
    await expect(callApi(postCall, { body: { name: 'x' } }, { display: 4 })).rejects.toBeInstanceOf(
      HttpError,
    );
    expect(notifyError).toHaveBeenCalledWith({
      message: 'Request error 503: /api/thing/save',
      description: 'The service is unavailable: the server is overloaded or under maintenance.',
      placement: 'topRight',
      duration: 4.5,
    });
    server.reply(() => ({ body: { code: 903, message: 'Too many' } }));
    await callApi(postCall, { body: { name: 'x' } }, { display: 4 });
    expect(notifyWarning).toHaveBeenCalledWith(expect.objectContaining({ message: 'Too many' }));
    expect(navigate).not.toHaveBeenCalled();
    expect(error).not.toHaveBeenCalled();
  });

  it('9 redirects without a message', async () => {
    server.reply(() => ({ status: 401 }));
    await expect(callApi(postCall, { body: { name: 'x' } }, { display: 9 })).rejects.toBeInstanceOf(
      HttpError,
    );
    expect(navigate).toHaveBeenCalledWith('/login?redirect=%2F');
    expect(error).not.toHaveBeenCalled();
  });
});

describe('multipart, download and stream calls', () => {
  it('sends FormData as multipart without a JSON content type', async () => {
    server.reply(() => ok({ url: '/files/a.txt' }));
    const form = new FormData();
    form.append('file', new File(['hello'], 'a.txt', { type: 'text/plain' }));
    form.append('purpose', 'avatar');
    await expect(callApi(uploadCall, { body: form })).resolves.toMatchObject({
      data: { url: '/files/a.txt' },
    });
    const [req] = server.requests;
    expect(req.headers['content-type']).toMatch(/^multipart\/form-data; boundary=/);
    const text = req.body.toString('utf8');
    expect(text).toContain('filename="a.txt"');
    expect(text).toContain('hello');
    expect(text).toContain('avatar');
    expect(req.headers.sign).toBeTruthy();
  });

  it('downloadApi resolves with the file as a Blob', async () => {
    const bytes = Buffer.from([0x50, 0x4b, 0x03, 0x04, 0xff]);
    server.reply(() => ({ body: bytes, headers: { 'Content-Type': 'application/zip' } }));
    const callback = jest.fn();
    const blob = await downloadApi(zipCall, { body: { name: 'x' } }, { callback });
    expect(Buffer.from(await blob.arrayBuffer())).toEqual(bytes);
    expect(blob.type).toBe('application/zip');
    expect(callback).toHaveBeenCalledWith(blob);
    expect(server.requests[0].headers['content-type']).toBe('application/json;charset=UTF-8');
  });

  it('downloadApi shows a JSON error envelope and rejects with an EnvelopeError', async () => {
    server.reply(() => ({ body: { code: 901, message: 'Please sign in' } }));
    const failure = downloadApi(zipCall, { body: { name: 'x' } });
    await expect(failure).rejects.toBeInstanceOf(EnvelopeError);
    await expect(failure).rejects.toMatchObject({ envelope: { code: 901 } });
    expect(warning).toHaveBeenCalledWith('Please sign in');
    expect(navigate).toHaveBeenCalledWith('/login?redirect=%2F');
  });

  it('downloadApi parses the JSON body of an HTTP error', async () => {
    server.reply(() => ({ status: 404, body: { code: 404, message: 'No such template' } }));
    await expect(downloadApi(zipCall, { body: { name: 'x' } })).rejects.toMatchObject({
      status: 404,
      data: { code: 404, message: 'No such template' },
    });
    expect(navigate).toHaveBeenCalledWith('/404');
  });

  it('streamApi hands over each server-sent event', async () => {
    server.reply(() => ({
      headers: { 'Content-Type': 'text/event-stream' },
      chunks: ['data: hel', 'lo\n\n', 'event: done\ndata: a\ndata: b\nid: 2\n\n', ': comment\n\n'],
    }));
    const events: ServerSentEvent[] = [];
    const callback = jest.fn();
    const result = await streamApi(
      streamCall,
      { body: { prompt: 'p' } },
      { onEvent: (e) => events.push(e), callback },
    );
    expect(result).toBeNull();
    expect(events).toEqual([
      { event: 'message', data: 'hello', id: undefined },
      { event: 'done', data: 'a\nb', id: '2' },
    ]);
    expect(callback).toHaveBeenCalledWith(events);
  });

  it('streamApi resolves a JSON envelope answer after showing it', async () => {
    server.reply(() => ({ body: { code: 902, message: 'VIP only' } }));
    const onEvent = jest.fn();
    await expect(streamApi(streamCall, { body: { prompt: 'p' } }, { onEvent })).resolves.toEqual({
      code: 902,
      message: 'VIP only',
    });
    expect(onEvent).not.toHaveBeenCalled();
    expect(warning).toHaveBeenCalledWith('VIP only');
  });

  it('streamApi rejects an HTTP error with the catalogue', async () => {
    server.reply(() => ({ status: 502, body: 'bad gateway' }));
    await expect(
      streamApi(streamCall, { body: { prompt: 'p' } }, { onEvent: jest.fn() }),
    ).rejects.toMatchObject({
      status: 502,
      data: 'bad gateway',
    });
    expect(navigate).toHaveBeenCalledWith('/500');
  });
});
