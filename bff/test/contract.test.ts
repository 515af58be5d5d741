import fs from 'fs';
import path from 'path';
import request from 'supertest';
import { strToU8, zipSync } from 'fflate';
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
import { AI_NOT_CONFIGURED_MESSAGE, AiCode } from '../../src/contract/ai';
import { PayCode } from '../../src/contract/sponsor';
import { closeWallpaperPool } from '../src/domain/wallpaper/pool';
import { servedCallIds } from '../src/http/route';
import { UserCode } from '../src/services/user';
import { signedHeaders, signIn, startTestApp, type SignedIn, type TestApp } from './support';

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

/**
 * Calls a mock handler with a minimal Express-like request and collects what it answers. Most
 * mocks answer at once; a few (the diagram's layout) answer once a promise settles.
 */
function invoke(handler: MockHandler, req: MockRequest): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const answer: Answer = { status: 200, headers: {}, raw: Buffer.alloc(0) };
    const chunks: Buffer[] = [];
    const finish = () => {
      clearTimeout(timer);
      answer.raw = Buffer.concat(chunks);
      resolve(answer);
    };
    const timer = setTimeout(
      () => reject(new Error('The mock handler did not finish its answer')),
      10_000,
    );
    const res: MockResponse = {
      status(code) {
        answer.status = code;
        return res;
      },
      json(body) {
        answer.headers['content-type'] = 'application/json';
        answer.json = JSON.parse(JSON.stringify(body));
        finish();
      },
      setHeader(name, value) {
        answer.headers[name.toLowerCase()] = String(value);
      },
      write(chunk) {
        chunks.push(Buffer.from(chunk));
      },
      end(chunk) {
        if (chunk !== undefined) chunks.push(Buffer.from(chunk));
        finish();
      },
    };
    handler(req, res);
  });
}

/** What the contract test uploads to multipart calls: a schema, or a template group's zip. */
const sampleUpload: MockFile = {
  fieldname: 'file',
  originalname: 'schema.sql',
  mimetype: 'application/sql',
  buffer: Buffer.from('CREATE TABLE t (id INT PRIMARY KEY);'),
  size: 36,
};
const templateZip = Buffer.from(
  zipSync({
    'template.json': strToU8(
      JSON.stringify({
        name: 'Imported',
        description: '',
        language: 'java',
        options: [],
        files: [{ path: 'README.md', scope: 'all', language: 'markdown' }],
      }),
    ),
    'README.md': strToU8('{{ tables | size }} tables\n'),
  }),
);
const uploads: Record<string, MockFile> = {
  'template.importZip': {
    fieldname: 'file',
    originalname: 'template.zip',
    mimetype: 'application/zip',
    buffer: templateZip,
    size: templateZip.length,
  },
};
const uploadFor = (def: CallDef): MockFile => uploads[def.id] ?? sampleUpload;

function exampleRequest(def: CallDef): MockRequest & { url: string } {
  const example = def.example ?? {};
  const params = (example.params ?? {}) as Record<string, string>;
  return {
    url: buildPath(def.path, params),
    params,
    query: (example.query ?? {}) as Record<string, unknown>,
    body: def.kind === 'multipart' ? (example.body ?? {}) : example.body,
    files: def.kind === 'multipart' ? [uploadFor(def)] : undefined,
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

/** The binary calls that answer a text file (a log, a CSV export) rather than a zip. */
const LOG_DOWNLOAD = 'admin.downloadLog';
/** The binary call that answers a picture (its example asks for a PNG). */
const WALLPAPER_RENDER = 'wallpaper.render';

/** A PNG's signature and the width and height of its IHDR chunk. */
function expectPng(bytes: Buffer, width: number, height: number): void {
  expect(bytes.subarray(0, 8).toString('hex')).toBe('89504e470d0a1a0a');
  expect([bytes.readUInt32BE(16), bytes.readUInt32BE(20)]).toEqual([width, height]);
}
const ORDER_EXPORT = 'sponsor.adminExportOrders';
/** The binary call that answers a picture (SVG unless PNG is asked for) rather than a zip. */
const IMAGE_DOWNLOAD = 'text.diagram';

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
    async (_id, def) => {
      const request = exampleRequest(def);
      const { entry, params } = route(def.method, request.url);
      // A mock declared earlier with a broader pattern would shadow this one in Umi.
      expect(entry.key).toBe(mockKey(def));

      const answer = await invoke(entry.handler, { ...request, params });
      expect(answer.status).toBe(200);
      if (def.kind === 'binary' && def.id === LOG_DOWNLOAD) {
        expect(answer.headers['content-type']).toMatch(/^text\/plain/);
        expect(answer.raw.toString('utf8')).toMatch(/^\{.*\}\n/);
        return;
      }
      if (def.kind === 'binary' && def.id === WALLPAPER_RENDER) {
        expect(answer.headers['content-type']).toBe('image/png');
        expectPng(answer.raw, 640, 360);
        return;
      }
      if (def.kind === 'binary' && def.id === ORDER_EXPORT) {
        expect(answer.headers['content-type']).toBe('text/csv; charset=utf-8');
        expect(answer.raw.toString('utf8')).toMatch(/^\uFEFForderId,createdAt,/);
        return;
      }
      if (def.kind === 'binary' && def.id === IMAGE_DOWNLOAD) {
        expect(answer.headers['content-type']).toBe('image/svg+xml');
        expect(answer.raw.toString('utf8')).toMatch(
          /^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"[^]*<\/svg>$/,
        );
        return;
      }
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
    async (_id, def) => {
      const request = exampleRequest(def);
      const { entry, params } = route(def.method, request.url);
      const first = await invoke(entry.handler, { ...request, params });
      const second = await invoke(entry.handler, { ...request, params });
      expect(second).toEqual(first);
    },
  );

  it('answers an invalid body with 422 and field errors, like the BFF', async () => {
    const { entry, params } = route('POST', contract.user.login.path);
    const answer = await invoke(entry.handler, {
      params,
      query: {},
      body: { email: 'not an e-mail' },
    });
    expect(answer.status).toBe(422);
    const envelope = envelopeSchema(fieldErrorsSchema).parse(answer.json);
    expect(envelope.code).toBe(Code.VALIDATION);
    expect(envelope.message).toBe('Please enter a valid email address');
    expect(envelope.data).toEqual(expect.objectContaining({ email: expect.any(String) }));
  });

  it('words a missing field without its own message as the form would', async () => {
    const { entry, params } = route('POST', contract.user.sendVerifyCode.path);
    const answer = await invoke(entry.handler, {
      params,
      query: {},
      body: { email: 'ada@example.com' },
    });
    expect(answer.status).toBe(422);
    expect(answer.json).toEqual({
      code: Code.VALIDATION,
      message: 'Please enter Purpose',
      data: { purpose: 'Please enter Purpose' },
    });
  });

  it('answers a missing required body part with the UI library’s wording', async () => {
    const { entry, params } = route('POST', contract.text.parser.path);
    const answer = await invoke(entry.handler, { params, query: {}, body: {} });
    expect(answer.status).toBe(422);
    expect(z.object({ message: z.string() }).parse(answer.json).message).toBe('Please enter Text');
  });
});

const USER_EMAIL = 'user@contract.example.com';
const ADMIN_EMAIL = 'admin@contract.example.com';
/** The account the examples of user.login and user.sendVerifyCode name. */
const EXAMPLE_EMAIL = 'ada@example.com';
const EXAMPLE_PASSWORD = 'correct horse battery';

interface Expected {
  status: number;
  code: number;
}

const OK: Expected = { status: 200, code: Code.OK };

/**
 * Examples that cannot succeed on the test's database, with the answer they must get instead and
 * why. Every other public call, signed-in 'user' call and 'admin' call made by an admin must answer
 * code 200 with valid data. (message.read's example, id 1, is not here: the plain user is the first
 * account created, so message 1 is that user's welcome message.)
 */
const EXCEPTIONS: Record<string, Expected & { why: string }> = {
  'user.upload': {
    status: 200,
    code: Code.NOT_SIGNED_IN,
    why: 'a visitor may upload only a feedback screenshot; the test sends a schema file',
  },
  'user.resetPassword': {
    status: 200,
    code: UserCode.BAD_CREDENTIALS,
    why: 'the example code 123456 is not a reset code the BFF sent',
  },
  'home.readTip': {
    status: 404,
    code: Code.NOT_FOUND,
    why: 'the example reads tip 1 and no tip exists yet (admin.createTip runs later)',
  },
  'text.loadFields': {
    status: 404,
    code: Code.NOT_FOUND,
    why: 'the example reads parse history entry 1 and the example user has none by that id',
  },
  'codeGenerate.loadFields': {
    status: 404,
    code: Code.NOT_FOUND,
    why: 'the example reads generation history entry 1 and the example user has generated nothing (generateCode runs anonymously)',
  },
  // AI is not configured in this test app (bff/test/ai.test.ts runs these against a test double).
  ...Object.fromEntries(
    ['text.aiParser', 'codeGenerate.aiGenerate', 'template.aiFromExample'].map((id) => [
      id,
      {
        status: 200,
        code: AiCode.NOT_CONFIGURED,
        why: `AI_BASE_URL is not set here, so the call answers "${AI_NOT_CONFIGURED_MESSAGE}"`,
      },
    ]),
  ),
  'admin.downloadLog': {
    status: 404,
    code: Code.NOT_FOUND,
    why: 'the example names a log file of a fixed day; the test app only has the files of today',
  },
  // No payment provider is configured here (bff/test/order*.test.ts pay through the sandbox).
  'sponsor.createOrder': {
    status: 200,
    code: PayCode.NOT_CONFIGURED,
    why: 'no payment provider is configured in this test app',
  },
  ...Object.fromEntries(
    ['sponsor.checkOrder', 'sponsor.closeOrder', 'sponsor.adminRefund'].map((id) => [
      id,
      {
        status: 404,
        code: Code.NOT_FOUND,
        why: 'the example names order o1, which does not exist',
      },
    ]),
  ),
  'user.deleteAccount': {
    status: 200,
    code: UserCode.BAD_CREDENTIALS,
    why: 'the example password is not the plain user’s (signed in by code, no password yet), so that account survives for the calls after it',
  },
};

describe('the BFF', () => {
  let testApp: TestApp;
  let served: Set<string>;
  let user: SignedIn;
  let admin: SignedIn;
  const notServed: string[] = [];

  beforeAll(async () => {
    testApp = await startTestApp({
      smtp: true,
      // The example's address signs in here and gets a code again in its sendVerifyCode example.
      env: { ADMIN_EMAILS: ADMIN_EMAIL, CODE_RESEND_SECONDS: '0' },
    });
    served = new Set(servedCallIds(testApp.app));
    // The plain user first, so the first message (id 1) is theirs: see EXCEPTIONS.
    user = await signIn(testApp, USER_EMAIL);
    admin = await signIn(testApp, ADMIN_EMAIL);
    // The account user.login's example signs in to, with the example's password.
    const example = await signIn(testApp, EXAMPLE_EMAIL);
    const passwordPath = contract.user.changePassword.path;
    const set = await request(testApp.app.callback())
      .put(passwordPath)
      .set(signedHeaders(passwordPath, { token: example.token }))
      .set('Cookie', example.cookie)
      .send({ password: EXAMPLE_PASSWORD });
    expect(set.body).toMatchObject({ code: Code.OK });
  });
  afterAll(async () => {
    await testApp?.close();
    await closeWallpaperPool();
  });

  /** The call's example request, signed as an anonymous visitor or as a signed-in account. */
  function send(def: CallDef, as?: SignedIn): request.Test {
    const example = exampleRequest(def);
    const agent = request(testApp.app.callback());
    const methods = {
      GET: agent.get.bind(agent),
      POST: agent.post.bind(agent),
      PUT: agent.put.bind(agent),
      DELETE: agent.delete.bind(agent),
    };
    let req = methods[def.method](example.url)
      .set(signedHeaders(example.url, { token: as?.token }))
      .query(example.query as Record<string, string>);
    if (as) req = req.set('Cookie', as.cookie);
    if (def.kind === 'multipart') {
      const upload = uploadFor(def);
      let form = req.attach(upload.fieldname, upload.buffer, upload.originalname);
      for (const [name, value] of Object.entries(example.body ?? {})) {
        form = form.field(name, String(value));
      }
      return form;
    }
    return example.body === undefined ? req : req.send(example.body as object);
  }

  /** A served call's answer: the expected status and an envelope with the expected code. */
  function expectAnswer(def: CallDef, res: request.Response, expected: Expected): void {
    const type = String(res.headers['content-type'] ?? '');
    if (expected.code === Code.OK && (def.kind === 'binary' || def.kind === 'sse')) {
      expect(res.status).toBe(200);
      const binaryType =
        def.id === LOG_DOWNLOAD
          ? /^text\/plain/
          : def.id === WALLPAPER_RENDER
            ? /^image\/png$/
            : def.id === ORDER_EXPORT
              ? /^text\/csv; charset=utf-8$/
              : def.id === IMAGE_DOWNLOAD
                ? /^image\/svg\+xml$/
                : /^application\/zip$/;
      expect(type).toMatch(def.kind === 'binary' ? binaryType : /^text\/event-stream/);
      return;
    }
    expect(type).toMatch(/^application\/json/);
    expect(res.status).toBe(expected.status);
    // Data must match the call's response schema on success; failures carry their own data.
    const envelope = envelopeSchema(expected.code === Code.OK ? def.response : z.unknown()).parse(
      res.body,
    );
    expect(envelope.code).toBe(expected.code);
    if (expected.code === Code.OK) expect('data' in envelope).toBe(true);
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
      // 404/405 would mean the path or the method differs from the contract (unless a public
      // call's example names a record that does not exist, as listed in EXCEPTIONS).
      const missing = def.access === 'public' && EXCEPTIONS[def.id]?.status === 404;
      if (!missing) expect([404, 405]).not.toContain(res.status);
      // Signed but anonymous: the guard answers "not signed in" before anything else.
      expectAnswer(
        def,
        res,
        def.access === 'public'
          ? (EXCEPTIONS[def.id] ?? OK)
          : { status: 200, code: Code.NOT_SIGNED_IN },
      );
    },
  );

  const userCalls = allCalls.filter((def) => def.access === 'user');
  const adminCalls = allCalls.filter((def) => def.access === 'admin');

  it.each(userCalls.map((def) => [def.id, def] as const))(
    '%s: a signed-in user gets a valid answer',
    async (_id, def) => {
      const res = await send(def, user);
      if (!served.has(def.id)) {
        expect(res.status).toBe(404);
        return;
      }
      expectAnswer(def, res, EXCEPTIONS[def.id] ?? OK);
    },
  );

  it.each(adminCalls.map((def) => [def.id, def] as const))(
    '%s: HTTP 403 for a signed-in user, a valid answer for an admin',
    async (_id, def) => {
      const asUser = await send(def, user);
      const asAdmin = await send(def, admin);
      if (!served.has(def.id)) {
        expect([asUser.status, asAdmin.status]).toEqual([404, 404]);
        return;
      }
      expectAnswer(def, asUser, { status: 403, code: Code.FORBIDDEN });
      expectAnswer(def, asAdmin, EXCEPTIONS[def.id] ?? OK);
    },
  );

  it('takes exceptions for contract calls only', () => {
    const ids = new Set(allCalls.map((def) => def.id));
    expect(Object.keys(EXCEPTIONS).filter((id) => !ids.has(id))).toEqual([]);
  });

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
