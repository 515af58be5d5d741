import { message } from 'antd';
import { allCalls, buildPath, contract, type CallDef, type FeatureKey } from '@/contract';
import { exampleGenerateBody } from '@/contract/text';
import { configureRequest } from '@/request';
import { startTestServer, type TestServer } from '@/request/testServer';
import { upload, userInfo } from './user';
import { exportZip } from './text';
import { aiGenerate } from './codeGenerate';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
  configureRequest({ apiBase: server.base, navigate: jest.fn() });
});

afterAll(() => server.close());

beforeEach(() => {
  server.requests.length = 0;
  sessionStorage.clear();
  server.reply(() => ({ body: { code: 200, message: 'ok', data: null } }));
});

type Service = (input?: unknown, options?: unknown) => Promise<unknown>;

async function loadServices(key: FeatureKey): Promise<Record<string, Service>> {
  return (await import(`./${key}`)) as Record<string, Service>;
}

describe('service functions', () => {
  it.each(Object.keys(contract) as FeatureKey[])(
    '%s exports exactly one function per contract call',
    async (key) => {
      const services = await loadServices(key);
      expect(Object.keys(services).sort()).toEqual(Object.keys(contract[key]).sort());
      Object.values(services).forEach((fn) => expect(typeof fn).toBe('function'));
    },
  );

  const jsonCalls = allCalls.filter((def) => def.kind === 'json');
  it.each(jsonCalls.map((def) => [def.id, def] as [string, CallDef]))(
    '%s calls its method and path with its example input',
    async (id, def) => {
      const [key, name] = id.split('.') as [FeatureKey, string];
      const services = await loadServices(key);
      const example = def.example ?? {};
      await expect(services[name](example)).resolves.toEqual({
        code: 200,
        message: 'ok',
        data: null,
      });
      const [req] = server.requests;
      expect(req.method).toBe(def.method);
      expect(new URL(req.url, server.base).pathname).toBe(buildPath(def.path, example.params));
      if (example.body !== undefined)
        expect(JSON.parse(req.body.toString('utf8'))).toEqual(example.body);
    },
  );

  it('lets calls without input be called bare', async () => {
    await userInfo();
    expect(server.requests[0].url).toBe('/api/userDetail/userInfo');
  });

  it('uploads FormData', async () => {
    const form = new FormData();
    form.append('file', new File(['x'], 'x.png', { type: 'image/png' }));
    await upload({ body: form });
    expect(server.requests[0].headers['content-type']).toMatch(/^multipart\/form-data/);
  });

  it('binds the zip export to downloadApi', async () => {
    server.reply(() => ({
      body: Buffer.from('PK'),
      headers: { 'Content-Type': 'application/zip' },
    }));
    const blob = await exportZip({ body: exampleGenerateBody });
    expect(await blob.text()).toBe('PK');
  });

  it('binds the AI generation to the event stream reader', async () => {
    jest.spyOn(message, 'error').mockReturnValue(undefined as never);
    server.reply(() => ({
      headers: { 'Content-Type': 'text/event-stream' },
      chunks: ['data: {"c":1}\n\n'],
    }));
    const onEvent = jest.fn();
    const body = { tables: [], instruction: 'CRUD', target: 'Java' };
    await expect(aiGenerate({ body }, { onEvent })).resolves.toBeNull();
    expect(onEvent).toHaveBeenCalledWith({ event: 'message', data: '{"c":1}', id: undefined });
  });
});
