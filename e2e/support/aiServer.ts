import { type FakeOpenAi, startFakeOpenAi } from '../../bff/test/support/fakeOpenAi';

/**
 * The test double of the AI service (an OpenAI-compatible API) the BFF talks to during the e2e run
 * (AI_BASE_URL). Its default responder answers deterministically; tests change its behaviour over
 * HTTP with `scriptAi` because it runs in the Playwright runner, not in the test workers.
 */
let running: FakeOpenAi | null = null;

/** The models playwright.config.ts gives the BFF in AI_MODELS / AI_MODEL_PRICES. */
export const E2E_AI_MODELS = { free: 'free-model', paid: 'paid-model' } as const;

export async function startAiServer(port: number): Promise<void> {
  // Streamed chunks arrive a little apart, so the page shows code arriving and Stop has time.
  running = await startFakeOpenAi({
    port,
    models: Object.values(E2E_AI_MODELS),
    chunkDelayMs: 150,
  });
}

export async function stopAiServer(): Promise<void> {
  await running?.close();
  running = null;
}

export type AiMode = 'normal' | 'slow' | 'error500' | 'malformed' | 'hang';

/** Sets how the double's default responder behaves from now on (for every caller). */
export async function scriptAi(mode: AiMode, delayMs?: number): Promise<void> {
  const port = process.env.E2E_AI_PORT;
  if (!port) throw new Error('E2E_AI_PORT is not set: playwright.config.ts chooses it');
  const res = await fetch(`http://127.0.0.1:${port}/__script`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(delayMs === undefined ? { mode } : { mode, delayMs }),
  });
  if (!res.ok) throw new Error(`The AI double refused mode ${mode}: ${await res.text()}`);
}
