import { answer, type FakeOpenAi, startFakeOpenAi } from '../../../test/support/fakeOpenAi';
import { type AiClient, type AiClientOptions, createAiClient } from './client';
import { AiError } from './errors';

const KEY = 'sk-test-0123456789abcdef';
let fake: FakeOpenAi;
const clients: AiClient[] = [];

beforeAll(async () => {
  fake = await startFakeOpenAi({ models: ['gpt-test', 'gpt-test-mini'] });
});
afterAll(() => fake.close());
beforeEach(() => fake.reset());
afterEach(() => {
  for (const c of clients.splice(0)) c.close();
});

function client(options: Partial<AiClientOptions> = {}): AiClient {
  const c = createAiClient({
    baseUrl: fake.url,
    apiKey: KEY,
    timeoutMs: 5_000,
    maxRetries: 2,
    breakerFailures: 5,
    breakerCooldownMs: 30_000,
    ...options,
  });
  clients.push(c);
  return c;
}

const messages = [
  { role: 'system' as const, content: 'Answer in JSON.' },
  { role: 'user' as const, content: 'Hello' },
];

async function failure(promise: Promise<unknown>): Promise<AiError> {
  const err = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  if (!(err instanceof AiError)) throw new Error(`expected an AiError, got ${String(err)}`);
  return err;
}

describe('AiClient.complete', () => {
  it('sends the model, messages, key and JSON schema; answers text, usage and latency', async () => {
    fake.enqueue(
      answer.json(
        { ok: true },
        { usage: { prompt_tokens: 12, completion_tokens: 3, total_tokens: 15 } },
      ),
    );
    const schema = { type: 'object', properties: { ok: { type: 'boolean' } } };
    const result = await client().complete({
      model: 'gpt-test',
      messages,
      jsonSchema: { name: 'check', schema },
    });
    expect(JSON.parse(result.text)).toEqual({ ok: true });
    expect(result.usage).toEqual({ promptTokens: 12, completionTokens: 3, totalTokens: 15 });
    expect(result.latencyMs).toBeGreaterThanOrEqual(0);
    const [request] = fake.chatRequests();
    expect(request.headers.authorization).toBe(`Bearer ${KEY}`);
    expect(request.body).toMatchObject({
      model: 'gpt-test',
      messages,
      response_format: { type: 'json_schema', json_schema: { name: 'check', schema } },
    });
    expect(request.body?.stream).toBeUndefined();
  });

  it('reports null token counts when the service reports no usage', async () => {
    fake.enqueue(answer.text('plain', { usage: null }));
    const result = await client().complete({ model: 'gpt-test', messages });
    expect(result).toMatchObject({
      text: 'plain',
      usage: { promptTokens: null, completionTokens: null, totalTokens: null },
    });
    expect(fake.chatRequests()[0].body?.response_format).toBeUndefined();
  });

  it('falls back to json_object once when the service rejects json_schema with a 400', async () => {
    fake.acceptsJsonSchema = false;
    fake.enqueue(answer.json({ ok: true }));
    const result = await client().complete({
      model: 'gpt-test',
      messages,
      jsonSchema: { name: 'check', schema: { type: 'object' } },
    });
    expect(result.text).toBe('{"ok":true}');
    const formats = fake.chatRequests().map((r) => r.body?.response_format?.type);
    expect(formats).toEqual(['json_schema', 'json_object']);
  });

  it('sends "none" as the key of a service without keys', async () => {
    fake.enqueue(answer.text('hi'));
    await client({ apiKey: null }).complete({ model: 'gpt-test', messages });
    expect(fake.chatRequests()[0].headers.authorization).toBe('Bearer none');
  });

  it('times out a slow answer', async () => {
    fake.enqueue(answer.slow(2_000));
    const err = await failure(
      client({ timeoutMs: 200, maxRetries: 0 }).complete({ model: 'gpt-test', messages }),
    );
    expect(err.reason).toBe('timeout');
    expect(err.message).toBe('The AI service did not answer within 1 s; try again');
    // The client gave up on the request: the double sees the connection closed.
    await expect(fake.chatRequests()[0].outcome).resolves.toBe('aborted');
  });

  it('retries a 429 and succeeds', async () => {
    fake.enqueue(answer.error(429, { retryAfter: '0' }), answer.text('after the wait'));
    const result = await client().complete({ model: 'gpt-test', messages });
    expect(result.text).toBe('after the wait');
    expect(fake.chatRequests()).toHaveLength(2);
  });

  it('gives up after the retries of three 500s', async () => {
    fake.handle(() => answer.error(500));
    const err = await failure(client({ maxRetries: 2 }).complete({ model: 'gpt-test', messages }));
    expect(err).toMatchObject({ reason: 'unavailable', code: 1602, status: 500 });
    expect(err.message).toBe('The AI service is unavailable right now (HTTP 500); try again later');
    expect(fake.chatRequests()).toHaveLength(3);
  }, 15_000);

  it('maps a 429 that lasts to rate_limited', async () => {
    fake.handle(() => answer.error(429, { retryAfter: '0' }));
    const err = await failure(client({ maxRetries: 1 }).complete({ model: 'gpt-test', messages }));
    expect(err.reason).toBe('rate_limited');
    expect(err.message).toBe('The AI service is busy (too many requests); try again in a minute');
  });

  it('never shows the API key the service repeats in its 401', async () => {
    const guarded = await startFakeOpenAi({ apiKey: 'sk-the-right-key-000000' });
    try {
      const c = client({ baseUrl: guarded.url });
      const err = await failure(c.complete({ model: 'gpt-test', messages }));
      expect(err.reason).toBe('auth');
      expect(err.message).toBe(
        "The AI service refused this server's API key; tell the site's operator",
      );
      expect(JSON.stringify({ ...err, message: err.message, stack: err.stack })).not.toContain(KEY);
      expect(guarded.chatRequests()).toHaveLength(1);
    } finally {
      await guarded.close();
    }
  });

  it('strips the key from a service message it shows', async () => {
    fake.enqueue(answer.error(400, { message: `Key ${KEY} may not use max_tokens above 10` }));
    const err = await failure(client().complete({ model: 'gpt-test', messages }));
    expect(err.reason).toBe('bad_request');
    expect(err.message).toBe(
      'The AI service rejected the request: Key *** may not use max_tokens above 10',
    );
  });

  it('names an unknown model', async () => {
    fake.enqueue(
      answer.error(404, {
        message: 'The model `gpt-9` does not exist or you do not have access to it.',
        code: 'model_not_found',
      }),
    );
    const err = await failure(client().complete({ model: 'gpt-9', messages }));
    expect(err).toMatchObject({
      reason: 'unknown_model',
      message: 'The AI service has no model named gpt-9',
    });
  });

  it('cancels when the caller aborts', async () => {
    fake.enqueue(answer.hang());
    const controller = new AbortController();
    const pending = client().complete({ model: 'gpt-test', messages, signal: controller.signal });
    await waitFor(() => fake.chatRequests().length === 1);
    controller.abort();
    const err = await failure(pending);
    expect(err.reason).toBe('cancelled');
    await expect(fake.chatRequests()[0].outcome).resolves.toBe('aborted');
  });
});

describe('AiClient.stream', () => {
  it('passes the pieces in order and resolves with the whole text and the usage', async () => {
    fake.enqueue(
      answer.text('Hello, world!', {
        chunks: ['Hel', 'lo, ', 'world', '!'],
        usage: { prompt_tokens: 7, completion_tokens: 4, total_tokens: 11 },
      }),
    );
    const pieces: string[] = [];
    const result = await client().stream({ model: 'gpt-test', messages }, (t) => pieces.push(t));
    expect(pieces).toEqual(['Hel', 'lo, ', 'world', '!']);
    expect(result.text).toBe('Hello, world!');
    expect(result.usage).toEqual({ promptTokens: 7, completionTokens: 4, totalTokens: 11 });
    expect(fake.chatRequests()[0].body).toMatchObject({
      stream: true,
      stream_options: { include_usage: true },
    });
  });

  it('cancels mid-stream when the caller aborts, and the service sees the connection closed', async () => {
    fake.enqueue(answer.stall(['first ', 'second ']));
    const controller = new AbortController();
    const pieces: string[] = [];
    const pending = client().stream(
      { model: 'gpt-test', messages, signal: controller.signal },
      (t) => {
        pieces.push(t);
        if (pieces.length === 2) controller.abort();
      },
    );
    const err = await failure(pending);
    expect(err.reason).toBe('cancelled');
    expect(pieces).toEqual(['first ', 'second ']);
    await expect(fake.chatRequests()[0].outcome).resolves.toBe('aborted');
  });

  it('times out a stream that stops', async () => {
    fake.enqueue(answer.stall(['only this ']));
    const pieces: string[] = [];
    const err = await failure(
      client({ timeoutMs: 300 }).stream({ model: 'gpt-test', messages }, (t) => pieces.push(t)),
    );
    expect(err.reason).toBe('timeout');
    expect(pieces).toEqual(['only this ']);
    await expect(fake.chatRequests()[0].outcome).resolves.toBe('aborted');
  });

  it('rethrows what onDelta throws and stops the stream', async () => {
    fake.enqueue(answer.stall(['a', 'b']));
    const boom = new Error('the page went away');
    const c = client({ breakerFailures: 1 });
    await expect(
      c.stream({ model: 'gpt-test', messages }, () => {
        throw boom;
      }),
    ).rejects.toBe(boom);
    await expect(fake.chatRequests()[0].outcome).resolves.toBe('aborted');
    expect(c.breakerOpen).toBe(false);
  });

  it('streams without usage from a service that rejects stream_options', async () => {
    fake.handle((request) =>
      request.body?.stream_options
        ? answer.error(400, { message: 'Unrecognized request argument: stream_options' })
        : answer.text('ok', { chunks: ['o', 'k'] }),
    );
    const result = await client().stream({ model: 'gpt-test', messages }, () => undefined);
    expect(result.text).toBe('ok');
    expect(result.usage.totalTokens).toBeNull();
    expect(fake.chatRequests()).toHaveLength(2);
  });
});

describe('AiClient.listModels', () => {
  it('lists the ids the service offers', async () => {
    await expect(client().listModels()).resolves.toEqual(['gpt-test', 'gpt-test-mini']);
    expect(fake.requests[0]).toMatchObject({ method: 'GET', path: '/v1/models' });
  });
});

describe('circuit breaker', () => {
  it('opens after N service failures, fails fast while open, and closes after the cooldown', async () => {
    const c = client({ maxRetries: 0, breakerFailures: 3, breakerCooldownMs: 300 });
    fake.handle(() => answer.error(503));
    for (let i = 0; i < 3; i++) {
      expect((await failure(c.complete({ model: 'gpt-test', messages }))).reason).toBe(
        'unavailable',
      );
    }
    expect(c.breakerOpen).toBe(true);
    const fast = await failure(c.complete({ model: 'gpt-test', messages }));
    expect(fast).toMatchObject({ reason: 'breaker_open', code: 1602 });
    expect(fast.message).toBe('The AI service is unavailable right now; try again in 1 s');
    expect(fake.chatRequests()).toHaveLength(3);

    await sleep(350);
    fake.handle(() => answer.text('back'));
    await expect(c.complete({ model: 'gpt-test', messages })).resolves.toMatchObject({
      text: 'back',
    });
    expect(c.breakerOpen).toBe(false);
    expect(fake.chatRequests()).toHaveLength(4);
  });

  it('re-opens when the trial call after the cooldown fails', async () => {
    const c = client({ maxRetries: 0, breakerFailures: 1, breakerCooldownMs: 200 });
    fake.handle(() => answer.error(500));
    await failure(c.complete({ model: 'gpt-test', messages }));
    expect(c.breakerOpen).toBe(true);
    await sleep(250);
    expect((await failure(c.complete({ model: 'gpt-test', messages }))).reason).toBe('unavailable');
    expect(c.breakerOpen).toBe(true);
    expect(fake.chatRequests()).toHaveLength(2);
  });

  it('counts consecutive service failures only: not 4xx, not cancels', async () => {
    const c = client({ maxRetries: 0, breakerFailures: 2 });
    fake.enqueue(answer.error(500), answer.error(400), answer.error(500));
    await failure(c.complete({ model: 'gpt-test', messages }));
    expect((await failure(c.complete({ model: 'gpt-test', messages }))).reason).toBe('bad_request');
    await failure(c.complete({ model: 'gpt-test', messages }));
    // 500, 400 (the service is up: the count starts again), 500: one in a row
    expect(c.breakerOpen).toBe(false);

    fake.handle(() => answer.error(401));
    for (let i = 0; i < 3; i++) await failure(c.complete({ model: 'gpt-test', messages }));
    expect(c.breakerOpen).toBe(false);
  });

  it('neither counts nor forgets failures over a cancel', async () => {
    const c = client({ maxRetries: 0, breakerFailures: 2 });
    fake.enqueue(answer.error(500), answer.hang(), answer.error(500));
    await failure(c.complete({ model: 'gpt-test', messages }));
    const controller = new AbortController();
    const cancelled = c.complete({ model: 'gpt-test', messages, signal: controller.signal });
    await waitFor(() => fake.chatRequests().length === 2);
    controller.abort();
    expect((await failure(cancelled)).reason).toBe('cancelled');
    expect(c.breakerOpen).toBe(false);
    await failure(c.complete({ model: 'gpt-test', messages }));
    expect(c.breakerOpen).toBe(true);
  });
});

describe('test double scripted over HTTP (POST /__script, for the e2e tests)', () => {
  const script = (body: unknown) =>
    fetch(`http://127.0.0.1:${fake.port}/__script`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });

  it('switches the default responder between its modes', async () => {
    const c = client({ maxRetries: 0, timeoutMs: 300 });
    expect((await script({ mode: 'error500' })).status).toBe(204);
    expect((await failure(c.complete({ model: 'gpt-test', messages }))).reason).toBe('unavailable');
    await script({ mode: 'error401' });
    expect((await failure(c.complete({ model: 'gpt-test', messages }))).reason).toBe('auth');
    await script({ mode: 'slow', delayMs: 1_000 });
    expect((await failure(c.complete({ model: 'gpt-test', messages }))).reason).toBe('timeout');
    await script({ mode: 'malformed' });
    const malformed = await c.complete({ model: 'gpt-test', messages });
    expect(() => JSON.parse(malformed.text) as unknown).toThrow(SyntaxError);
    await script({ mode: 'normal' });
    const pieces: string[] = [];
    const normal = await c.stream({ model: 'gpt-test', messages }, (t) => pieces.push(t));
    expect(pieces.length).toBeGreaterThan(1);
    expect(normal.text).toContain('```java src/main/java/com/example/demo/entity/Generated.java');
    expect(fake.requests.every((r) => r.path !== '/__script')).toBe(true);
  });

  it('refuses an unknown mode', async () => {
    const res = await script({ mode: 'chaos' });
    expect(res.status).toBe(400);
    expect(fake.mode).toBe('normal');
  });
});

function sleep(ms: number) {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

async function waitFor(condition: () => boolean, timeoutMs = 2_000) {
  const end = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > end) throw new Error('condition not met in time');
    await sleep(10);
  }
}
