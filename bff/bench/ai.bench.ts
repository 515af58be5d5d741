/**
 * `npm run bench`: what our AI path adds to a model call. The model is the loopback test double
 * (bff/test/support/fakeOpenAi.ts, answering at once), so the figures are our own cost: the same
 * structured-output request sent straight through the AI client (reference) beside
 * `POST /api/text/aiParser` through the whole stack (signature, session, admission transaction
 * with the ledger debit, the model call, validation, the parser's naming and type mapping, the
 * record and the parse history), and a streamed `aiGenerate` beside the client's own stream.
 * Median of several runs, ratios against the reference measured in the same run.
 */
import { parseWithRepair } from '../src/domain/ai';
import { createAiClient } from '../src/domain/ai/client';
import { creditBalance } from '../src/services/vip';
import { startFakeOpenAi } from '../test/support/fakeOpenAi';
import { signedRequest, signIn, startTestApp } from '../test/support';
import { f2, median, table } from './support';

const RUNS = 30;
const TEXT = 'order: id, customer name, total amount with two decimals, created time';

async function timed(fn: () => Promise<unknown>, runs = RUNS): Promise<number> {
  for (let i = 0; i < 3; i++) await fn();
  const ms: number[] = [];
  for (let i = 0; i < runs; i++) {
    const t0 = process.hrtime.bigint();
    await fn();
    ms.push(Number(process.hrtime.bigint() - t0) / 1e6);
  }
  return median(ms);
}

async function main(): Promise<void> {
  const fake = await startFakeOpenAi({ models: ['fake-model'] });
  const t = await startTestApp({
    smtp: true,
    env: {
      AI_BASE_URL: fake.url,
      AI_MODELS: 'fake-model=Fake model',
      AI_MODEL_PRICES: 'fake-model=1',
      AI_FREE_DAILY: '100000',
      AI_BURST_PER_MINUTE: '100000',
    },
  });
  const client = createAiClient({
    baseUrl: fake.url,
    apiKey: null,
    timeoutMs: 10_000,
    maxRetries: 0,
    breakerFailures: 5,
    breakerCooldownMs: 30_000,
  });
  try {
    const me = await signIn(t, 'bench@example.com');
    await creditBalance(t.deps.dataSource.manager, me.user.id, 100_000, 'bench');

    const direct = await timed(() => parseWithRepair(client, 'fake-model', TEXT));
    const parser = await timed(async () => {
      const res = await signedRequest(t, 'post', '/api/text/parser', me).send({ text: TEXT });
      if (res.body.code !== 200) throw new Error(JSON.stringify(res.body));
    });
    const ai = await timed(async () => {
      const res = await signedRequest(t, 'post', '/api/text/aiParser', me).send({ text: TEXT });
      if (res.body.code !== 200) throw new Error(JSON.stringify(res.body));
    });

    const { tables } = await parseWithRepair(client, 'fake-model', TEXT);
    const instruction = 'A REST controller with CRUD endpoints';
    const target = 'Spring Boot REST controller (Java 17)';
    const streamDirect = await timed(() =>
      client.stream(
        { model: 'fake-model', messages: [{ role: 'user', content: instruction }] },
        () => undefined,
      ),
    );
    const streamOurs = await timed(async () => {
      const res = await signedRequest(t, 'post', '/api/codeGenerate/aiGenerate', me).send({
        tables,
        instruction,
        target,
      });
      if (!String(res.text).includes('event: done')) throw new Error(res.text);
    });

    console.log(
      `AI calls against the loopback double (answers at once), median of ${RUNS} runs: our cost per call`,
    );
    table(
      ['case', 'ms', 'vs reference'],
      [
        ['AI client → double, structured output (reference)', f2(direct), '1.00x'],
        [
          'POST /api/text/parser, same text (no model)',
          f2(parser),
          `${(parser / direct).toFixed(2)}x`,
        ],
        ['POST /api/text/aiParser, whole stack', f2(ai), `${(ai / direct).toFixed(2)}x`],
        ['  of which ours (aiParser − reference)', f2(ai - direct), ''],
        ['AI client → double, streamed (reference)', f2(streamDirect), '1.00x'],
        [
          'POST /api/codeGenerate/aiGenerate, SSE to done',
          f2(streamOurs),
          `${(streamOurs / streamDirect).toFixed(2)}x`,
        ],
      ],
    );
  } finally {
    client.close();
    await t.close();
    await fake.close();
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
