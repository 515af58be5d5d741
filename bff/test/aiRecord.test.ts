import type { DataSource } from 'typeorm';
import type { AiModelConfig } from '../src/config';
import { AiCall } from '../src/entities/AiCall';
import { VipLedgerEntry } from '../src/entities/VipLedgerEntry';
import { AppError } from '../src/errors';
import {
  admit,
  type AiPolicy,
  AI_TEXT_CAP,
  type CallRequest,
  fail,
  removeUserData,
  resolveModel,
  STALE_MESSAGE,
  staleAfterMs,
  succeed,
  sweepStale,
  usage,
} from '../src/services/ai/record';
import { creditBalance, findBalance, grantVip } from '../src/services/vip';
import { bootstrap } from '../src/bootstrap';
import { describeEachDb, insertUser, startTestApp, type TestApp } from './support';

const model: AiModelConfig = {
  id: 'm-paid',
  name: 'Paid model',
  description: '',
  price: 3,
  isDefault: true,
};
const freeModel: AiModelConfig = {
  ...model,
  id: 'm-free',
  name: 'Free',
  price: 0,
  isDefault: false,
};
const policy: AiPolicy = {
  models: [model, freeModel],
  limits: { freeDaily: 4, vipDaily: 6, burstPerMinute: 100 },
  staleAfterMs: 60_000,
};
const NO_USAGE = { promptTokens: null, completionTokens: null, totalTokens: null };

/** The error a promise rejects with (fails the test when it resolves). */
async function rejection(promise: Promise<unknown>): Promise<unknown> {
  try {
    await promise;
  } catch (err) {
    return err;
  }
  throw new Error('Expected the promise to reject');
}

describeEachDb('AI call record', (db) => {
  let t: TestApp;
  let ds: DataSource;
  let n = 0;
  beforeAll(async () => {
    t = await startTestApp({ db });
    ds = t.deps.dataSource;
  });
  afterAll(() => t.close());

  const newUser = async (funds = 0) => {
    n += 1;
    const { id } = await insertUser(ds, `record-${n}@example.com`);
    if (funds > 0) await creditBalance(ds.manager, id, funds, 'Test credit');
    return id;
  };
  const balance = async (userId: string) => (await findBalance(ds.manager, userId)).balance;
  const request = (over: Partial<CallRequest> = {}): CallRequest => ({
    kind: 'parser',
    model,
    input: 'Users have an id and a name',
    summary: 'Users have an id and a name',
    ...over,
  });

  it('resolves the default model and answers an unknown one with a field error', () => {
    expect(resolveModel(policy.models, undefined)).toBe(model);
    expect(resolveModel(policy.models, 'm-free')).toBe(freeModel);
    expect(() => resolveModel(policy.models, 'nope')).toThrow(
      expect.objectContaining({
        code: 422,
        httpStatus: 422,
        data: { model: 'Unknown model "nope"' },
      }),
    );
  });

  it('records a pending call and charges its price in one step', async () => {
    const userId = await newUser(10);
    const admission = await admit(ds, policy, userId, request({ requestId: 'abc-12345' }));
    expect(admission.type).toBe('run');
    expect(admission.charge).toEqual({
      callId: admission.call.id,
      model: 'm-paid',
      charged: 3,
      balance: 7,
      remaining: 3,
    });
    const row = await ds.getRepository(AiCall).findOneByOrFail({ id: admission.call.id });
    expect(row).toMatchObject({
      userId,
      requestId: 'abc-12345',
      outcome: 'pending',
      charged: 3,
      summary: 'Users have an id and a name',
    });
    expect(await balance(userId)).toBe(7);
  });

  it('caps the recorded texts and keeps their full sizes', async () => {
    const userId = await newUser(10);
    const long = 'x'.repeat(AI_TEXT_CAP + 10);
    const { call } = await admit(ds, policy, userId, request({ input: long, summary: long }));
    await succeed(ds, call, { output: long, usage: NO_USAGE, latencyMs: 12.4 });
    const row = await ds.getRepository(AiCall).findOneByOrFail({ id: call.id });
    expect(row.input).toHaveLength(AI_TEXT_CAP);
    expect(row.output).toHaveLength(AI_TEXT_CAP);
    expect(row.summary).toHaveLength(200);
    expect([row.inputChars, row.outputChars, row.latencyMs]).toEqual([
      AI_TEXT_CAP + 10,
      AI_TEXT_CAP + 10,
      12,
    ]);
  });

  it('writes the history entry with the answered call', async () => {
    const userId = await newUser(10);
    const { call } = await admit(ds, policy, userId, request());
    const historyId = await succeed(
      ds,
      call,
      {
        output: '{}',
        usage: { promptTokens: 1, completionTokens: 2, totalTokens: 3 },
        latencyMs: 5,
      },
      async () => 42,
    );
    expect(historyId).toBe(42);
    const row = await ds.getRepository(AiCall).findOneByOrFail({ id: call.id });
    expect(row).toMatchObject({ outcome: 'ok', historyId: 42, totalTokens: 3 });
    expect(row.finishedAt).toBeInstanceOf(Date);
  });

  it('refunds a failed call, and a stopped one only when nothing arrived', async () => {
    const userId = await newUser(9);
    const failed = await admit(ds, policy, userId, request());
    const stoppedEarly = await admit(ds, policy, userId, request());
    const stoppedLate = await admit(ds, policy, userId, request());
    expect(await balance(userId)).toBe(0);
    await fail(ds, failed.call, 'failed', 'The AI service is down', {
      output: '',
      usage: NO_USAGE,
      latencyMs: 1,
    });
    await fail(ds, stoppedEarly.call, 'cancelled', null, {
      output: '',
      usage: NO_USAGE,
      latencyMs: 1,
    });
    await fail(ds, stoppedLate.call, 'cancelled', null, {
      output: 'part of it',
      usage: NO_USAGE,
      latencyMs: 1,
    });
    expect(await balance(userId)).toBe(6);
    const rows = await ds.getRepository(AiCall).find({ where: { userId }, order: { id: 'ASC' } });
    expect(rows.map((r) => [r.outcome, r.charged, r.error])).toEqual([
      ['failed', 0, 'The AI service is down'],
      ['cancelled', 0, null],
      ['cancelled', 3, null],
    ]);
    const reasons = await ds
      .getRepository(VipLedgerEntry)
      .find({ where: { userId }, order: { id: 'ASC' } });
    expect(reasons.filter((e) => e.amount > 0 && e.reason.startsWith('Refund'))).toHaveLength(2);
  });

  it('answers a finished request id again, refuses a running one, reruns a failed one', async () => {
    const userId = await newUser(10);
    const first = await admit(ds, policy, userId, request({ requestId: 'same-0001' }));
    const running = await rejection(admit(ds, policy, userId, request({ requestId: 'same-0001' })));
    expect(running).toMatchObject({ code: 903, message: 'This AI request is still running' });
    await fail(ds, first.call, 'failed', 'down', { output: '', usage: NO_USAGE, latencyMs: 1 });
    const again = await admit(ds, policy, userId, request({ requestId: 'same-0001' }));
    expect(again.type).toBe('run');
    expect(again.call.id).toBe(first.call.id);
    await succeed(ds, again.call, { output: 'answer', usage: NO_USAGE, latencyMs: 1 });
    const replay = await admit(ds, policy, userId, request({ requestId: 'same-0001' }));
    expect(replay.type).toBe('replay');
    expect(replay.call.output).toBe('answer');
    expect(replay.charge).toMatchObject({ callId: first.call.id, charged: 3, balance: 7 });
    expect(await ds.getRepository(AiCall).countBy({ userId })).toBe(1);
    const otherKind = await rejection(
      admit(ds, policy, userId, request({ kind: 'generate', requestId: 'same-0001' })),
    );
    expect(otherKind).toMatchObject({ code: 422, data: { requestId: expect.any(String) } });
  });

  it('keeps to the daily allowance; failed calls do not count; VIP members get more', async () => {
    const userId = await newUser();
    const free = request({ model: freeModel });
    const failed = await admit(ds, policy, userId, free);
    await fail(ds, failed.call, 'failed', 'down', { output: '', usage: NO_USAGE, latencyMs: 1 });
    for (let i = 0; i < 4; i += 1) await admit(ds, policy, userId, free);
    const refused = await rejection(admit(ds, policy, userId, free));
    expect(refused).toBeInstanceOf(AppError);
    expect(refused).toMatchObject({
      code: 903,
      message: 'You have used all 4 AI calls for today (VIP members get 6)',
    });
    expect(await usage(ds.manager, policy, userId, true)).toEqual({
      configured: true,
      vip: false,
      dailyLimit: 4,
      usedToday: 4,
      remaining: 0,
      balance: 0,
      burstPerMinute: 100,
    });
    await grantVip(ds.manager, userId, 'gold', null);
    await admit(ds, policy, userId, free);
    await admit(ds, policy, userId, free);
    expect(await rejection(admit(ds, policy, userId, free))).toMatchObject({
      message: 'You have used all 6 AI calls for today',
    });
  });

  it('refuses with 902 when the balance is short and records nothing', async () => {
    const userId = await newUser(2);
    expect(await rejection(admit(ds, policy, userId, request()))).toMatchObject({
      code: 902,
      message: 'Your VIP balance is too low: Paid model costs 3 credits per call, you have 2',
    });
    expect(await ds.getRepository(AiCall).countBy({ userId })).toBe(0);
    expect(await balance(userId)).toBe(2);
  });

  it('never overspends under parallel calls', async () => {
    const userId = await newUser(9);
    const results = await Promise.allSettled(
      Array.from({ length: 8 }, () =>
        admit(ds, { ...policy, limits: { ...policy.limits, freeDaily: 50 } }, userId, request()),
      ),
    );
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(3);
    const rejected = results.filter((r) => r.status === 'rejected');
    for (const r of rejected)
      expect((r as PromiseRejectedResult).reason).toMatchObject({ code: 902 });
    expect(await balance(userId)).toBe(0);
    expect(await ds.getRepository(AiCall).countBy({ userId })).toBe(3);
  });

  describe('calls whose server stopped', () => {
    const calls = () => ds.getRepository(AiCall);
    /** Makes the call older than the stale threshold, or just younger than it. */
    const age = (id: number, ms: number) =>
      calls().update({ id }, { createdAt: new Date(Date.now() - ms) });
    const stale = policy.staleAfterMs + 5_000;
    const refunds = async (userId: string) =>
      (await ds.getRepository(VipLedgerEntry).findBy({ userId })).filter((e) =>
        e.reason.startsWith('Refund'),
      ).length;

    it('derives the threshold from the time-out and the retries, with a margin', () => {
      expect(staleAfterMs({ timeoutMs: 60_000, maxRetries: 2 })).toBe(16 * 60_000);
      expect(staleAfterMs({ timeoutMs: 1_000, maxRetries: 0 })).toBe(2_000 + 10 * 60_000);
    });

    it('refunds a stale pending call met by its request id and runs the request again', async () => {
      const userId = await newUser(10);
      const first = await admit(ds, policy, userId, request({ requestId: 'stale-0001' }));
      expect(await balance(userId)).toBe(7);
      await age(first.call.id, stale);
      const again = await admit(ds, policy, userId, request({ requestId: 'stale-0001' }));
      expect(again.type).toBe('run');
      expect(again.call.id).not.toBe(first.call.id);
      expect(await calls().findOneByOrFail({ id: first.call.id })).toMatchObject({
        outcome: 'failed',
        error: STALE_MESSAGE,
        charged: 0,
        requestId: null,
        finishedAt: expect.any(Date),
      });
      expect(await calls().findOneByOrFail({ id: again.call.id })).toMatchObject({
        outcome: 'pending',
        requestId: 'stale-0001',
        charged: 3,
      });
      // Refunded 3, charged 3 again for the retry.
      expect(await balance(userId)).toBe(7);
      expect(await refunds(userId)).toBe(1);
      expect(again.charge).toMatchObject({ balance: 7, remaining: 3 });
    });

    it('still answers 903 for a pending call younger than the threshold', async () => {
      const userId = await newUser(10);
      const first = await admit(ds, policy, userId, request({ requestId: 'fresh-0001' }));
      await age(first.call.id, policy.staleAfterMs - 5_000);
      expect(
        await rejection(admit(ds, policy, userId, request({ requestId: 'fresh-0001' }))),
      ).toMatchObject({ code: 903, message: 'This AI request is still running' });
      expect(await calls().findOneByOrFail({ id: first.call.id })).toMatchObject({
        outcome: 'pending',
        charged: 3,
      });
      expect(await balance(userId)).toBe(7);
    });

    it('sweeps only stale pending calls, once', async () => {
      const userId = await newUser(20);
      const old = await admit(ds, policy, userId, request());
      const young = await admit(ds, policy, userId, request());
      const oldAnswered = await admit(ds, policy, userId, request());
      const oldFree = await admit(ds, policy, userId, request({ model: freeModel }));
      await succeed(ds, oldAnswered.call, { output: 'answer', usage: NO_USAGE, latencyMs: 1 });
      for (const { call } of [old, oldAnswered, oldFree]) await age(call.id, stale);
      await age(young.call.id, policy.staleAfterMs - 5_000);
      expect(await balance(userId)).toBe(11);

      expect(await sweepStale(ds, policy)).toBeGreaterThanOrEqual(2);
      const rows = await calls().find({ where: { userId }, order: { id: 'ASC' } });
      expect(rows.map((r) => [r.outcome, r.charged, r.error])).toEqual([
        ['failed', 0, STALE_MESSAGE],
        ['pending', 3, null],
        ['ok', 3, null],
        ['failed', 0, STALE_MESSAGE],
      ]);
      expect(await balance(userId)).toBe(14);
      expect(await refunds(userId)).toBe(1);
      expect(await sweepStale(ds, policy)).toBe(0);
      expect(await balance(userId)).toBe(14);
    });

    it('keeps a late end of a swept call from charging or refunding again', async () => {
      const userId = await newUser(10);
      const answered = await admit(ds, policy, userId, request());
      const failed = await admit(ds, policy, userId, request());
      await age(answered.call.id, stale);
      await age(failed.call.id, stale);
      await sweepStale(ds, policy);
      expect(await balance(userId)).toBe(10);
      // The server was only slow: the answer is kept, free; the failure changes nothing.
      await succeed(ds, answered.call, { output: 'late', usage: NO_USAGE, latencyMs: 1 });
      await fail(ds, failed.call, 'failed', 'down', { output: '', usage: NO_USAGE, latencyMs: 1 });
      expect(await calls().findOneByOrFail({ id: answered.call.id })).toMatchObject({
        outcome: 'ok',
        output: 'late',
        charged: 0,
        error: null,
      });
      expect(await calls().findOneByOrFail({ id: failed.call.id })).toMatchObject({
        outcome: 'failed',
        error: STALE_MESSAGE,
        charged: 0,
      });
      expect(failed.call).toMatchObject({ outcome: 'failed', charged: 0 });
      expect(await balance(userId)).toBe(10);
      expect(await refunds(userId)).toBe(2);
    });

    it('sweeps when the app starts', async () => {
      const userId = await newUser(10);
      const { call } = await admit(ds, policy, userId, request());
      // The app's own threshold, from its configuration (AI_TIMEOUT_MS, AI_MAX_RETRIES).
      await age(call.id, staleAfterMs(t.config.aiLimits) + 5_000);
      const second = await bootstrap(t.config);
      try {
        expect(await calls().findOneByOrFail({ id: call.id })).toMatchObject({
          outcome: 'failed',
          error: STALE_MESSAGE,
          charged: 0,
        });
        expect(await balance(userId)).toBe(10);
      } finally {
        await second.close();
      }
    });
  });

  it('deletes a user’s calls', async () => {
    const userId = await newUser(10);
    await admit(ds, policy, userId, request());
    await removeUserData(ds.manager, userId);
    expect(await ds.getRepository(AiCall).countBy({ userId })).toBe(0);
  });
});
