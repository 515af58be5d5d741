import fs from 'fs';
import path from 'path';
import request from 'supertest';
import { z } from 'zod';
import {
  allCalls,
  buildPath,
  Code,
  contract,
  envelopeSchema,
  fieldErrorsSchema,
  type CallDef,
} from '../../src/contract';
import {
  mockKey,
  type MockFile,
  type MockHandler,
  type MockRequest,
  type MockResponse,
} from '../../mock/_support/http';
import { servedCallIds } from '../src/http/route';
import { signedHeaders, startTestApp, type TestApp } from './support';

/**
 * Holds the mocks and the BFF to the contract of SPEC.md section 7, call by call.
 * Mocks are loaded the way Umi loads them: every `mock/**\/*.ts`, default export or module.
 */

const MOCK_DIR = path.resolve(__dirname, '../../mock');

interface MockEntry {
  file: string;
  key: string;
  method: string;
  pattern: RegExp;
  handler: MockHandler;
}

function mockFiles(dir: string): string[] {
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .flatMap((entry) => {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) return mockFiles(full);
      return /\.[jt]s$/.test(entry.name) && !entry.name.endsWith('.d.ts') ? [full] : [];
    })
    .sort((a, b) => a.localeCompare(b));
}

/** Umi matches with path-to-regexp: a `:name` is one path segment, a trailing slash is allowed. */
function pathPattern(routePath: string): RegExp {
  const source = routePath
    .split(/(:[A-Za-z_][A-Za-z0-9_]*)/)
    .map((part) =>
      part.startsWith(':') ? '([^/]+?)' : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'),
    )
    .join('');
  return new RegExp(`^${source}/?$`, 'i');
}

function loadMocks(): MockEntry[] {
  return mockFiles(MOCK_DIR).flatMap((file) => {
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const mod = require(file) as { default?: Record<string, MockHandler> };
    const table = mod.default ?? (mod as Record<string, MockHandler>);
    return Object.entries(table).map(([key, handler]) => {
      const [method, routePath] = key.split(/\s+/);
      return {
        file: path.relative(MOCK_DIR, file),
        key,
        method,
        pattern: pathPattern(routePath),
        handler,
      };
    });
  });
}

interface Answer {
  status: number;
  headers: Record<string, string>;
  json?: unknown;
  raw: Buffer;
}

/** Calls a mock handler with a minimal Express-like request and collects what it answers. */
function invoke(handler: MockHandler, req: MockRequest): Answer {
  const answer: Answer = { status: 200, headers: {}, raw: Buffer.alloc(0) };
  const chunks: Buffer[] = [];
  let ended = false;
  const res: MockResponse = {
    status(code) {
      answer.status = code;
      return res;
    },
    json(body) {
      answer.headers['content-type'] = 'application/json';
      answer.json = JSON.parse(JSON.stringify(body));
      ended = true;
    },
    setHeader(name, value) {
      answer.headers[name.toLowerCase()] = String(value);
    },
    write(chunk) {
      chunks.push(Buffer.from(chunk));
    },
    end(chunk) {
      if (chunk !== undefined) chunks.push(Buffer.from(chunk));
      ended = true;
    },
  };
  handler(req, res);
  if (!ended) throw new Error('The mock handler did not finish its answer');
  answer.raw = Buffer.concat(chunks);
  return answer;
}

/** What the contract test uploads to multipart calls. */
const sampleUpload: MockFile = {
  fieldname: 'file',
  originalname: 'schema.sql',
  mimetype: 'application/sql',
  buffer: Buffer.from('CREATE TABLE t (id INT PRIMARY KEY);'),
  size: 36,
};

function exampleRequest(def: CallDef): MockRequest & { url: string } {
  const example = def.example ?? {};
  const params = (example.params ?? {}) as Record<string, string>;
  return {
    url: buildPath(def.path, params),
    params,
    query: (example.query ?? {}) as Record<string, unknown>,
    body: def.kind === 'multipart' ? (example.body ?? {}) : example.body,
    files: def.kind === 'multipart' ? [sampleUpload] : undefined,
  };
}

const mocks = loadMocks();

/** The first mock Umi would pick for a request, with the path parameters it would extract. */
function route(method: string, url: string): { entry: MockEntry; params: Record<string, string> } {
  for (const entry of mocks) {
    if (entry.method !== method) continue;
    const match = entry.pattern.exec(url);
    if (!match) continue;
    const names = [...entry.key.matchAll(/:([A-Za-z_][A-Za-z0-9_]*)/g)].map((m) => m[1]);
    const params = Object.fromEntries(
      names.map((name, i) => [name, decodeURIComponent(match[i + 1])]),
    );
    return { entry, params };
  }
  throw new Error(`No mock answers ${method} ${url}`);
}

describe('the contract', () => {
  it('gives every call a unique id and a unique method + path', () => {
    const ids = allCalls.map((def) => def.id);
    const keys = allCalls.map(mockKey);
    expect(new Set(ids).size).toBe(ids.length);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('names every call after its feature key', () => {
    for (const [feature, calls] of Object.entries(contract)) {
      for (const def of Object.values(calls) as CallDef[]) {
        expect(def.id.startsWith(`${feature}.`)).toBe(true);
      }
    }
  });

  it.each(allCalls.map((def) => [def.id, def] as const))(
    '%s has an example the contract accepts',
    (_id, def) => {
      const request = exampleRequest(def);
      if (def.params) expect(def.params.safeParse(request.params).success).toBe(true);
      if (def.query) expect(def.query.safeParse(request.query).success).toBe(true);
      if (def.body && def.kind !== 'multipart') {
        expect(def.body.safeParse(request.body).success).toBe(true);
      }
    },
  );
});

describe('mocks', () => {
  const contractKeys = new Map(allCalls.map((def) => [mockKey(def), def]));

  it('has no stray mock: every key is a contract call of the file’s feature', () => {
    const stray = mocks
      .filter((entry) => {
        const def = contractKeys.get(entry.key);
        const feature = entry.file.replace(/\.[jt]s$/, '');
        return !def || !def.id.startsWith(`${feature}.`);
      })
      .map((entry) => `${entry.file}: ${entry.key}`);
    expect(stray).toEqual([]);
  });

  it('defines each call once', () => {
    const keys = mocks.map((entry) => entry.key);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it.each(allCalls.map((def) => [def.id, def] as const))(
    '%s: the mock answers the example request and validates',
    (_id, def) => {
      const request = exampleRequest(def);
      const { entry, params } = route(def.method, request.url);
      // A mock declared earlier with a broader pattern would shadow this one in Umi.
      expect(entry.key).toBe(mockKey(def));

      const answer = invoke(entry.handler, { ...request, params });
      expect(answer.status).toBe(200);
      if (def.kind === 'binary') {
        expect(answer.headers['content-type']).toBe('application/zip');
        // A zip starts with a local file header and ends with the end-of-central-directory record.
        expect(answer.raw.subarray(0, 4).toString('hex')).toBe('504b0304');
        expect(answer.raw.subarray(-22, -18).toString('hex')).toBe('504b0506');
        expect(answer.raw.readUInt16LE(answer.raw.length - 12)).toBeGreaterThan(0);
        return;
      }
      if (def.kind === 'sse') {
        expect(answer.headers['content-type']).toMatch(/^text\/event-stream/);
        const events = answer.raw.toString('utf8').split('\n\n').filter(Boolean);
        expect(events.length).toBeGreaterThan(1);
        for (const event of events) expect(event).toMatch(/^event: \w+\ndata: .+$/);
        return;
      }
      expect(answer.headers['content-type']).toBe('application/json');
      const envelope = envelopeSchema(def.response).parse(answer.json);
      expect(envelope.code).toBe(Code.OK);
      expect('data' in envelope).toBe(true);
    },
  );

  it.each(allCalls.map((def) => [def.id, def] as const))(
    '%s: the mock answers the same request the same way',
    (_id, def) => {
      const request = exampleRequest(def);
      const { entry, params } = route(def.method, request.url);
      const first = invoke(entry.handler, { ...request, params });
      const second = invoke(entry.handler, { ...request, params });
      expect(second).toEqual(first);
    },
  );

  it('answers an invalid body with 422 and field errors, like the BFF', () => {
    const { entry, params } = route('POST', contract.user.login.path);
    const answer = invoke(entry.handler, { params, query: {}, body: { email: 'not an e-mail' } });
    expect(answer.status).toBe(422);
    const envelope = envelopeSchema(fieldErrorsSchema).parse(answer.json);
    expect(envelope.code).toBe(Code.VALIDATION);
    expect(envelope.message).toBe('Please enter a valid email address');
    expect(envelope.data).toEqual(expect.objectContaining({ email: expect.any(String) }));
  });

  it('words a missing field without its own message as the form would', () => {
    const { entry, params } = route('POST', contract.user.sendVerifyCode.path);
    const answer = invoke(entry.handler, { params, query: {}, body: { email: 'ada@example.com' } });
    expect(answer.status).toBe(422);
    expect(answer.json).toEqual({
      code: Code.VALIDATION,
      message: 'Please enter Purpose',
      data: { purpose: 'Please enter Purpose' },
    });
  });

  it('answers a missing required body part with the UI library’s wording', () => {
    const { entry, params } = route('POST', contract.text.parser.path);
    const answer = invoke(entry.handler, { params, query: {}, body: {} });
    expect(answer.status).toBe(422);
    expect(z.object({ message: z.string() }).parse(answer.json).message).toBe('Please enter Text');
  });
});

describe('the BFF', () => {
  let testApp: TestApp;
  let served: Set<string>;
  const notServed: string[] = [];

  beforeAll(async () => {
    testApp = await startTestApp();
    served = new Set(servedCallIds(testApp.app));
  });
  afterAll(async () => {
    await testApp?.close();
  });

  /** The call's example request, signed as an anonymous visitor. */
  function send(def: CallDef): request.Test {
    const example = exampleRequest(def);
    const agent = request(testApp.app.callback());
    const methods = {
      GET: agent.get.bind(agent),
      POST: agent.post.bind(agent),
      PUT: agent.put.bind(agent),
      DELETE: agent.delete.bind(agent),
    };
    const req = methods[def.method](example.url)
      .set(signedHeaders(example.url))
      .query(example.query as Record<string, string>);
    if (def.kind === 'multipart') {
      let form = req.attach(sampleUpload.fieldname, sampleUpload.buffer, sampleUpload.originalname);
      for (const [name, value] of Object.entries(example.body ?? {})) {
        form = form.field(name, String(value));
      }
      return form;
    }
    return example.body === undefined ? req : req.send(example.body as object);
  }

  it('serves contract calls only', () => {
    const ids = new Set(allCalls.map((def) => def.id));
    expect([...served].filter((id) => !ids.has(id))).toEqual([]);
  });

  it.each(allCalls.map((def) => [def.id, def] as const))(
    '%s: served with its method and a valid answer, or listed as not served yet',
    async (_id, def) => {
      const res = await send(def);
      if (!served.has(def.id)) {
        // Not served means not answered at all: a route outside the contract's wrapper would show here.
        expect(res.status).toBe(404);
        notServed.push(def.id);
        return;
      }
      // 404/405 would mean the path or the method differs from the contract.
      expect([404, 405]).not.toContain(res.status);
      const type = String(res.headers['content-type'] ?? '');
      if (def.access === 'public' && def.kind === 'binary') {
        expect(res.status).toBe(200);
        expect(type).toBe('application/zip');
        return;
      }
      if (def.access === 'public' && def.kind === 'sse') {
        expect(res.status).toBe(200);
        expect(type).toMatch(/^text\/event-stream/);
        return;
      }
      expect(type).toMatch(/^application\/json/);
      const envelope = envelopeSchema(def.response).parse(res.body);
      if (def.access === 'public') {
        expect(res.status).toBe(200);
        expect(envelope).toMatchObject({ code: Code.OK });
        expect('data' in envelope).toBe(true);
      } else {
        // Signed but anonymous: the guard answers "not signed in" before anything else.
        expect(envelope.code).toBe(Code.NOT_SIGNED_IN);
      }
    },
  );

  it('lists the calls it does not serve yet, and those are exactly the unserved ones', () => {
    const unserved = allCalls.filter((def) => !served.has(def.id));
    console.log(
      [
        `Contract calls the BFF does not serve yet: ${unserved.length} of ${allCalls.length}`,
        ...unserved.map((def) => `  - ${def.id}  ${def.method} ${def.path}`),
      ].join('\n'),
    );
    expect(notServed).toEqual(unserved.map((def) => def.id));
  });
});
