import { type AiClient, createAiClient } from '../../src/domain/ai/client';
import { type FakeOpenAi, startFakeOpenAi } from './fakeOpenAi';

/**
 * For one jest file: the AI service's test double and an AI client on it, started before all tests,
 * the double reset before each, both closed after all. Read `fake` and `client` inside tests.
 */
export function fakeAiClientPerFile(): { readonly fake: FakeOpenAi; readonly client: AiClient } {
  let fake: FakeOpenAi | undefined;
  let client: AiClient | undefined;
  beforeAll(async () => {
    fake = await startFakeOpenAi();
    client = createAiClient({
      baseUrl: fake.url,
      apiKey: 'sk-test',
      timeoutMs: 5_000,
      maxRetries: 0,
      breakerFailures: 5,
      breakerCooldownMs: 30_000,
    });
  });
  afterAll(async () => {
    client?.close();
    await fake?.close();
  });
  beforeEach(() => fake?.reset());
  const started = <T>(value: T | undefined): T => {
    if (value === undefined) throw new Error('fakeAiClientPerFile: read fake/client inside a test');
    return value;
  };
  return {
    get fake() {
      return started(fake);
    },
    get client() {
      return started(client);
    },
  };
}
