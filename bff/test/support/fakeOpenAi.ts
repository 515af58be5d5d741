/**
 * TEST DOUBLE of an external, paid service: an OpenAI-compatible chat API (OpenAI, DeepSeek, Qwen,
 * Ollama ... all speak it). Tests never call the real service; they start this real HTTP server on
 * loopback and point AI_BASE_URL (or createAiClient's baseUrl) at `fake.url`.
 *
 * It answers `GET /v1/models` and `POST /v1/chat/completions` (plain JSON, or server-sent events when
 * the body asks for `stream: true`, in OpenAI's chunk format with a final usage chunk and
 * `data: [DONE]`), and records every request (method, path, headers, parsed body, and whether the
 * client closed the connection before the answer was complete).
 *
 * What a chat completion answers, in this order:
 * 1. the next scripted answer of the queue (`enqueue(answer.text(...), answer.error(429) ...)`);
 * 2. else the handler set with `handle(fn)`;
 * 3. else the default deterministic responder (used by the e2e tests): a parser request (JSON schema
 *    "tables") gets one table made from the words of the user's text, a template request (JSON
 *    schema "template") a small Liquid template, anything else two Java files in fenced blocks,
 *    streamed in several chunks. `POST /__script` with `{ "mode": "normal" | "slow" | "error500" |
 *    "error429" | "error401" | "malformed" | "hang", "delayMs"?: n }` changes how it behaves, so a
 *    browser test running against a separate server process can script it.
 *
 * No jest globals here: Playwright's globalSetup starts it with `startFakeOpenAi({ port })` too.
 */
import http from 'node:http';
import type { AddressInfo, Socket } from 'node:net';

export interface FakeUsage {
  prompt_tokens: number;
  completion_tokens: number;
  total_tokens: number;
}

/** One scripted answer to a chat completion (or to any request, for `error`/`hang`). */
export type FakeAnswer =
  | {
      kind: 'text';
      /** The assistant message content. */
      text: string;
      /** Streamed answers: these pieces in order (default: the text cut into about 4 pieces). */
      chunks?: string[];
      /** Reported token usage; null: the answer reports none. Default: counted from the sizes. */
      usage?: FakeUsage | null;
      /** Wait before sending the headers (a slow model). */
      delayMs?: number;
      /** Streamed answers: wait between chunks. */
      chunkDelayMs?: number;
    }
  | {
      kind: 'error';
      status: number;
      message: string;
      type?: string;
      code?: string | null;
      /** Sent as the Retry-After header (seconds, or an HTTP date). */
      retryAfter?: string;
      delayMs?: number;
    }
  /** Never answers; the request stays open until the client gives up. */
  | { kind: 'hang' }
  /** Headers and these stream pieces (or, not streaming, the headers only), then silence. */
  | { kind: 'stall'; chunks: string[] };

/** Builders for scripted answers. */
export const answer = {
  text(text: string, options: Omit<Extract<FakeAnswer, { kind: 'text' }>, 'kind' | 'text'> = {}) {
    return { kind: 'text', text, ...options } satisfies FakeAnswer;
  },
  /** A JSON value as the message content (what a structured-output request expects). */
  json(value: unknown, options: Omit<Extract<FakeAnswer, { kind: 'text' }>, 'kind' | 'text'> = {}) {
    return answer.text(JSON.stringify(value), options);
  },
  /** Content that is not valid JSON, as a model sometimes writes it. */
  malformed(text = '{"tables": [{"tableName": "user", "fields": [') {
    return answer.text(text);
  },
  error(
    status: number,
    options: Partial<Omit<Extract<FakeAnswer, { kind: 'error' }>, 'kind' | 'status'>> = {},
  ) {
    return {
      kind: 'error',
      status,
      message: options.message ?? `${http.STATUS_CODES[status] ?? 'Error'} (fake AI service)`,
      type: options.type ?? (status >= 500 ? 'server_error' : 'invalid_request_error'),
      code: options.code ?? null,
      ...(options.retryAfter !== undefined ? { retryAfter: options.retryAfter } : {}),
      ...(options.delayMs !== undefined ? { delayMs: options.delayMs } : {}),
    } satisfies FakeAnswer;
  },
  /** A text answer whose headers come after `delayMs`. */
  slow(delayMs: number, text = 'slow answer') {
    return answer.text(text, { delayMs });
  },
  hang(): FakeAnswer {
    return { kind: 'hang' };
  },
  stall(chunks: string[] = ['partial ']): FakeAnswer {
    return { kind: 'stall', chunks };
  },
};

export interface RecordedRequest {
  method: string;
  /** Path without the query string, e.g. `/v1/chat/completions`. */
  path: string;
  headers: http.IncomingHttpHeaders;
  /** The JSON body, or null when there is none or it is not JSON. */
  body: ChatBody | null;
  /** 'aborted': the client closed the connection before the answer was complete. */
  outcome: Promise<'finished' | 'aborted'>;
}

/** The parts of a chat completion request the double looks at. */
export interface ChatBody {
  model?: string;
  messages?: { role: string; content: unknown }[];
  stream?: boolean;
  stream_options?: { include_usage?: boolean };
  response_format?: { type: string; json_schema?: { name?: string; schema?: unknown } };
  [key: string]: unknown;
}

export type FakeHandler = (request: RecordedRequest) => FakeAnswer | Promise<FakeAnswer>;

export type FakeMode =
  'normal' | 'slow' | 'error500' | 'error429' | 'error401' | 'malformed' | 'hang';
const MODES: readonly FakeMode[] = [
  'normal',
  'slow',
  'error500',
  'error429',
  'error401',
  'malformed',
  'hang',
];

export interface FakeOpenAiOptions {
  /** 0 (default): any free port. */
  port?: number;
  /** Served by GET /v1/models. */
  models?: string[];
  /** When set, requests without `Authorization: Bearer <apiKey>` get OpenAI's 401. */
  apiKey?: string;
  /** Default responder: wait between streamed chunks (so a page shows the code arriving). */
  chunkDelayMs?: number;
}

export interface FakeOpenAi {
  /** The base URL to configure: `http://127.0.0.1:<port>/v1`. */
  readonly url: string;
  readonly port: number;
  /** Every request to /v1, oldest first. */
  readonly requests: RecordedRequest[];
  /** The chat completion requests only. */
  chatRequests(): RecordedRequest[];
  /** Answers for the next chat completions, in order. */
  enqueue(...answers: FakeAnswer[]): void;
  /** Answers chat completions when the queue is empty (null: the default responder). */
  handle(handler: FakeHandler | null): void;
  /** false: a 400 for `response_format: json_schema`, like services without structured output. */
  acceptsJsonSchema: boolean;
  models: string[];
  /** The default responder's behaviour (what `POST /__script` sets). */
  mode: FakeMode;
  /** `slow` mode: how long before the headers. */
  slowDelayMs: number;
  /** Clears the queue, handler, records and mode. */
  reset(): void;
  close(): Promise<void>;
}

/** Starts the double on 127.0.0.1. */
export async function startFakeOpenAi(options: FakeOpenAiOptions = {}): Promise<FakeOpenAi> {
  const queue: FakeAnswer[] = [];
  const timers = new Set<NodeJS.Timeout>();
  const sockets = new Set<Socket>();
  let handler: FakeHandler | null = null;

  const sleep = (ms: number, res: http.ServerResponse) =>
    new Promise<void>((resolve) => {
      if (ms <= 0 || res.destroyed) return resolve();
      const timer = setTimeout(() => {
        timers.delete(timer);
        resolve();
      }, ms);
      timers.add(timer);
    });

  const server = http.createServer((req, res) => {
    void (async () => {
      const raw = await readBody(req);
      const path = (req.url ?? '/').split('?')[0];
      if (path === '/__script' && req.method === 'POST') return script(raw, res);
      const recorded: RecordedRequest = {
        method: req.method ?? 'GET',
        path,
        headers: req.headers,
        body: parseJson(raw),
        outcome: new Promise((resolve) =>
          res.on('close', () => resolve(res.writableFinished ? 'finished' : 'aborted')),
        ),
      };
      fake.requests.push(recorded);
      if (options.apiKey && req.headers.authorization !== `Bearer ${options.apiKey}`) {
        return sendAnswer(res, recorded, invalidKey(req.headers.authorization));
      }
      if (req.method === 'GET' && path === '/v1/models') return sendModels(res);
      if (req.method === 'POST' && path === '/v1/chat/completions') {
        return sendAnswer(res, recorded, await nextAnswer(recorded));
      }
      return sendAnswer(res, recorded, answer.error(404, { message: `No route ${path}` }));
    })().catch((err: unknown) => {
      if (!res.headersSent) res.writeHead(500, { 'content-type': 'text/plain' });
      res.end(`fake AI service failed: ${String(err)}`);
    });
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });

  async function nextAnswer(request: RecordedRequest): Promise<FakeAnswer> {
    const format = request.body?.response_format;
    if (!fake.acceptsJsonSchema && format?.type === 'json_schema') {
      return answer.error(400, {
        message: "Invalid parameter: 'response_format' of type 'json_schema' is not supported",
        code: 'invalid_parameter',
      });
    }
    const queued = queue.shift();
    if (queued) return queued;
    if (handler) return handler(request);
    return defaultAnswer(request, fake.mode, fake.slowDelayMs, options.chunkDelayMs ?? 0);
  }

  function sendModels(res: http.ServerResponse) {
    sendJson(res, 200, {
      object: 'list',
      data: fake.models.map((id) => ({ id, object: 'model', created: 0, owned_by: 'fake' })),
    });
  }

  async function sendAnswer(res: http.ServerResponse, request: RecordedRequest, a: FakeAnswer) {
    const streaming = request.body?.stream === true;
    switch (a.kind) {
      case 'hang':
        return;
      case 'error': {
        await sleep(a.delayMs ?? 0, res);
        if (res.destroyed) return;
        const headers: http.OutgoingHttpHeaders = {};
        if (a.retryAfter !== undefined) headers['retry-after'] = a.retryAfter;
        return sendJson(
          res,
          a.status,
          {
            error: { message: a.message, type: a.type ?? null, param: null, code: a.code ?? null },
          },
          headers,
        );
      }
      case 'stall':
        if (!streaming) {
          res.writeHead(200, { 'content-type': 'application/json' });
          res.flushHeaders();
          return;
        }
        startStream(res);
        for (const piece of a.chunks) writeEvent(res, chunk(request, { content: piece }, null));
        return;
      case 'text': {
        await sleep(a.delayMs ?? 0, res);
        if (res.destroyed) return;
        const usage = a.usage === undefined ? countUsage(request, a.text) : a.usage;
        const model = request.body?.model ?? 'fake-model';
        if (!streaming) {
          return sendJson(res, 200, {
            id: 'chatcmpl-fake',
            object: 'chat.completion',
            created: Math.floor(Date.now() / 1000),
            model,
            choices: [
              {
                index: 0,
                message: { role: 'assistant', content: a.text, refusal: null },
                finish_reason: 'stop',
                logprobs: null,
              },
            ],
            ...(usage ? { usage } : {}),
          });
        }
        startStream(res);
        writeEvent(res, chunk(request, { role: 'assistant', content: '' }, null));
        for (const piece of a.chunks ?? cut(a.text, 4)) {
          await sleep(a.chunkDelayMs ?? 0, res);
          if (res.destroyed) return;
          writeEvent(res, chunk(request, { content: piece }, null));
        }
        writeEvent(res, chunk(request, {}, 'stop'));
        if (usage && request.body?.stream_options?.include_usage) {
          writeEvent(res, { ...chunk(request, {}, null), choices: [], usage });
        }
        res.end('data: [DONE]\n\n');
        return;
      }
    }
  }

  function script(raw: string, res: http.ServerResponse) {
    const body = parseJson(raw) as { mode?: unknown; delayMs?: unknown } | null;
    const mode = body?.mode;
    if (typeof mode !== 'string' || !(MODES as readonly string[]).includes(mode)) {
      return sendJson(res, 400, { error: `mode must be one of ${MODES.join(', ')}` });
    }
    fake.mode = mode as FakeMode;
    if (typeof body?.delayMs === 'number') fake.slowDelayMs = body.delayMs;
    queue.length = 0;
    handler = null;
    res.writeHead(204).end();
  }

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, '127.0.0.1', () => resolve());
  });
  const port = (server.address() as AddressInfo).port;
  const initialModels = options.models ?? ['fake-model', 'fake-model-large'];

  const fake: FakeOpenAi = {
    url: `http://127.0.0.1:${port}/v1`,
    port,
    requests: [],
    chatRequests: () => fake.requests.filter((r) => r.path === '/v1/chat/completions'),
    enqueue: (...answers) => void queue.push(...answers),
    handle: (h) => void (handler = h),
    acceptsJsonSchema: true,
    models: [...initialModels],
    mode: 'normal',
    slowDelayMs: 5_000,
    reset() {
      queue.length = 0;
      handler = null;
      fake.requests.length = 0;
      fake.acceptsJsonSchema = true;
      fake.models = [...initialModels];
      fake.mode = 'normal';
      fake.slowDelayMs = 5_000;
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        for (const timer of timers) clearTimeout(timer);
        timers.clear();
        // Hanging and streaming answers keep their connections open: end them too.
        for (const socket of sockets) socket.destroy();
        server.close((err) => (err ? reject(err) : resolve()));
      }),
  };
  return fake;
}

function readBody(req: http.IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const parts: Buffer[] = [];
    req.on('data', (part: Buffer) => parts.push(part));
    req.on('end', () => resolve(Buffer.concat(parts).toString('utf8')));
    req.on('error', reject);
  });
}

function parseJson(raw: string): ChatBody | null {
  if (!raw) return null;
  try {
    const value: unknown = JSON.parse(raw);
    return value !== null && typeof value === 'object' ? (value as ChatBody) : null;
  } catch {
    return null;
  }
}

function sendJson(
  res: http.ServerResponse,
  status: number,
  body: unknown,
  headers: http.OutgoingHttpHeaders = {},
) {
  res.writeHead(status, { 'content-type': 'application/json', ...headers });
  res.end(JSON.stringify(body));
}

/** OpenAI's answer to a wrong key; like OpenAI it repeats (part of) the key it got. */
function invalidKey(authorization: string | undefined): FakeAnswer {
  const key = (authorization ?? '').replace(/^Bearer /, '');
  return answer.error(401, {
    message: `Incorrect API key provided: ${key}. You can find your API key at https://platform.openai.com/account/api-keys.`,
    code: 'invalid_api_key',
  });
}

function startStream(res: http.ServerResponse) {
  res.writeHead(200, {
    'content-type': 'text/event-stream',
    'cache-control': 'no-cache',
    connection: 'keep-alive',
  });
  res.flushHeaders();
}

function writeEvent(res: http.ServerResponse, data: unknown) {
  if (!res.destroyed) res.write(`data: ${JSON.stringify(data)}\n\n`);
}

function chunk(
  request: RecordedRequest,
  delta: { role?: string; content?: string },
  finishReason: string | null,
) {
  return {
    id: 'chatcmpl-fake',
    object: 'chat.completion.chunk',
    created: Math.floor(Date.now() / 1000),
    model: request.body?.model ?? 'fake-model',
    choices: [{ index: 0, delta, finish_reason: finishReason, logprobs: null }],
  };
}

/** `text` in about `n` pieces (fewer for short texts), joined they give it back. */
function cut(text: string, n: number): string[] {
  if (text.length === 0) return [];
  const size = Math.max(1, Math.ceil(text.length / n));
  const pieces: string[] = [];
  for (let i = 0; i < text.length; i += size) pieces.push(text.slice(i, i + size));
  return pieces;
}

/** Roughly 4 characters per token, like the real services' rule of thumb. */
function countUsage(request: RecordedRequest, text: string): FakeUsage {
  const promptChars = (request.body?.messages ?? []).reduce(
    (sum, m) => sum + (typeof m.content === 'string' ? m.content.length : 0),
    0,
  );
  const prompt = Math.ceil(promptChars / 4);
  const completion = Math.ceil(text.length / 4);
  return {
    prompt_tokens: prompt,
    completion_tokens: completion,
    total_tokens: prompt + completion,
  };
}

function lastUserText(request: RecordedRequest): string {
  const users = (request.body?.messages ?? []).filter((m) => m.role === 'user');
  const content = users[users.length - 1]?.content;
  return typeof content === 'string' ? content : '';
}

/**
 * The default responder: deterministic answers shaped by the request. The JSON schema names are
 * those the engine asks with (bff/src/domain/ai/parseAnswer.ts, templateFromExample.ts).
 */
function defaultAnswer(
  request: RecordedRequest,
  mode: FakeMode,
  slowDelayMs: number,
  chunkDelayMs: number,
): FakeAnswer {
  switch (mode) {
    case 'error500':
      return answer.error(500, { message: 'The server had an error processing your request' });
    case 'error429':
      return answer.error(429, { message: 'Rate limit reached', retryAfter: '0' });
    case 'error401':
      return invalidKey(request.headers.authorization);
    case 'hang':
      return answer.hang();
    case 'malformed':
      return answer.malformed();
    case 'normal':
    case 'slow':
      break;
  }
  const delayMs = mode === 'slow' ? slowDelayMs : 0;
  const schemaName = request.body?.response_format?.json_schema?.name;
  const wantsJson = request.body?.response_format !== undefined;
  const text = lastUserText(request);
  // A json_object request (no schema name) is told apart by its prompt: only templates are Liquid.
  const template =
    schemaName === 'template' || (wantsJson && !schemaName && /Liquid/.test(systemText(request)));
  if (wantsJson && !template) return answer.json(tablesFromWords(text), { delayMs });
  if (template) {
    return answer.json(
      {
        name: '{{ table.className }}Dto.java',
        language: 'java',
        content:
          'package {{ settings.package }};\n\npublic class {{ table.className }}Dto {\n' +
          '{% for field in table.fields %}    private {{ field.javaType }} {{ field.propertyName }};\n' +
          '{% endfor %}}\n',
      },
      { delayMs },
    );
  }
  const className = /"className"\s*:\s*"([A-Za-z_][A-Za-z0-9_]*)"/.exec(text)?.[1] ?? 'Generated';
  const files =
    `Here is the code.\n\n` +
    '```java src/main/java/com/example/demo/entity/' +
    `${className}.java\npackage com.example.demo.entity;\n\npublic class ${className} {\n    private Long id;\n}\n` +
    '```\n\n' +
    '```java src/main/java/com/example/demo/controller/' +
    `${className}Controller.java\npackage com.example.demo.controller;\n\npublic class ${className}Controller {\n}\n` +
    '```\n';
  return answer.text(files, { delayMs, chunks: cut(files, 8), chunkDelayMs });
}

function systemText(request: RecordedRequest): string {
  const system = (request.body?.messages ?? []).find((m) => m.role === 'system')?.content;
  return typeof system === 'string' ? system : '';
}

/** One table named after the first word of the text, a column per further word (at most 20). */
function tablesFromWords(text: string) {
  const words = [...new Set((text.toLowerCase().match(/[a-z][a-z0-9_]*/g) ?? []).slice(0, 21))];
  const tableName = words[0] ?? 'item';
  const column = (name: string, primary: boolean) => ({
    columnName: name,
    sqlType: primary ? 'bigint' : 'varchar',
    length: primary ? null : 255,
    precision: null,
    scale: null,
    nullable: !primary,
    primaryKey: primary,
    autoIncrement: primary,
    unique: false,
    defaultValue: null,
    comment: primary ? 'Primary key' : `The ${name}`,
  });
  const rest = words.slice(1).filter((w) => w !== 'id');
  return {
    tables: [
      {
        tableName,
        comment: `Made from the words of the text`,
        fields: [column('id', true), ...rest.map((w) => column(w, false))],
      },
    ],
  };
}
