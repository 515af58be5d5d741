import type { DataSource, EntityManager } from 'typeorm';
import type {
  AiCall as AiCallDto,
  AiCallAdmin,
  AiCharge,
  AiKind,
  AiUsage,
} from '../../../../src/contract/ai';
import type { AiTokenUsage } from '../../../../src/contract/codeGenerate';
import { Code, type PageResult } from '../../../../src/contract/core';
import type { AiLimits, AiModelConfig } from '../../config';
import { likePattern } from '../../db/like';
import { AiCall } from '../../entities/AiCall';
import { User } from '../../entities/User';
import { AppError, notSignedIn } from '../../errors';
import type { KvStore } from '../../store/types';
import { countOrLimit, rateLimited } from '../rateLimit';
import { creditBalance, debitBalance, findBalance, findVip } from '../vip';
import { newestFirstPage } from '../../db/paging';

/**
 * The record and the money of AI calls: who may call, what a call costs, and what each
 * call did. The model itself is called by the AI service between admit() and succeed()/fail().
 */

/**
 * Longest input and output text kept per call (characters). The recorded answer is the only copy of
 * an AI generation's files (history) and what a replayed request id answers, so it must be whole:
 * models stop far below this (their output token limit); the cap only guards against a runaway
 * service.
 */
export const AI_TEXT_CAP = 1_000_000;
const SUMMARY_LENGTH = 200;
const ERROR_LENGTH = 500;
const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

/** What the record needs of the configuration. */
export interface AiPolicy {
  models: AiModelConfig[];
  limits: Pick<AiLimits, 'freeDaily' | 'vipDaily' | 'burstPerMinute'>;
  /** A pending call older than this is one whose server stopped (staleAfterMs). */
  staleAfterMs: number;
}

/** What a call settled as stale tells its user (its error). */
export const STALE_MESSAGE = 'The server stopped during this AI call; it was refunded';

/** Added to the longest wait on the service: a streamed answer and the render-back of a template. */
const STALE_MARGIN_MS = 10 * MINUTE;

/**
 * How old a pending call must be before it is taken for one whose server stopped (died, was
 * killed or restarted) while the model answered: nothing will ever finish it, yet it keeps its
 * charge, counts against the day and blocks its request id. A request to the service that gets no
 * answer fails after timeoutMs × (maxRetries + 1) (the client's time-out, once per attempt); a
 * parse or a template makes up to two requests (one repair round), hence twice that; the margin
 * covers the back-off between attempts, a streamed answer (only the pause between its pieces is
 * timed) and the template's render-back. With the defaults (60 s, 2 retries): 16 minutes.
 * A call that outlives it anyway is settled when it ends (see succeed and fail).
 */
export function staleAfterMs(limits: Pick<AiLimits, 'timeoutMs' | 'maxRetries'>): number {
  return 2 * limits.timeoutMs * (limits.maxRetries + 1) + STALE_MARGIN_MS;
}

/** The requested model, or the default one; an unknown id is a field error. */
export function resolveModel(models: AiModelConfig[], id: string | undefined): AiModelConfig {
  const found =
    id === undefined ? models.find((m) => m.isDefault) : models.find((m) => m.id === id);
  if (found) return found;
  const message = `Unknown model "${id ?? ''}"`;
  throw new AppError(Code.VALIDATION, message, 422, { model: message });
}

/** 903 once the user has made more than `perMinute` AI calls in the current minute window. */
export function checkBurst(store: KvStore, userId: string, perMinute: number): Promise<void> {
  return countOrLimit(
    store,
    `ai:burst:${userId}`,
    perMinute,
    MINUTE,
    'Too many AI calls in a minute; wait a moment and try again',
  );
}

const isSqlite = (manager: EntityManager) => {
  const { type } = manager.connection.options;
  return type === 'better-sqlite3' || type === 'sqlite';
};

/**
 * Locks the user's account row for the rest of the transaction (MySQL/MariaDB), so the quota
 * count, the charge and the record of one user's calls happen one call at a time across
 * processes; SQLite runs top-level transactions one at a time anyway (db/dataSource.ts).
 */
async function lockUser(tx: EntityManager, userId: string): Promise<void> {
  const query = tx
    .getRepository(User)
    .createQueryBuilder('u')
    .select('u.id')
    .where('u.id = :userId', { userId });
  if (!isSqlite(tx)) query.setLock('pessimistic_write');
  // The guard found the user; a deletion since then ends the session.
  if (!(await query.getOne())) throw notSignedIn();
}

/**
 * Settles a call whose server stopped: failed, refunded, and without its request id, so a retry
 * with that id runs on a new row that a late end of this call (a server that was only slow) cannot
 * touch. Only a row still pending changes (another process may have settled it first); answers
 * whether this one did. The caller holds the user's row lock.
 */
async function settleStale(tx: EntityManager, call: AiCall): Promise<boolean> {
  const { affected } = await tx.getRepository(AiCall).update(
    { id: call.id, outcome: 'pending' },
    {
      outcome: 'failed',
      error: STALE_MESSAGE,
      charged: 0,
      requestId: null,
      finishedAt: new Date(),
    },
  );
  if (!affected) return false;
  if (call.charged > 0) {
    await creditBalance(tx, call.userId, call.charged, `Refund of AI call #${call.id}`);
  }
  return true;
}

const isStale = (call: AiCall, policy: Pick<AiPolicy, 'staleAfterMs'>, now = Date.now()) =>
  call.outcome === 'pending' && now - call.createdAt.getTime() > policy.staleAfterMs;

/**
 * Settles every stale pending call (see staleAfterMs), each in its own transaction with its
 * user's row locked like an admission. Answers how many this process settled.
 */
export async function sweepStale(
  dataSource: DataSource,
  policy: Pick<AiPolicy, 'staleAfterMs'>,
): Promise<number> {
  const before = new Date(Date.now() - policy.staleAfterMs);
  const stale = await dataSource
    .getRepository(AiCall)
    .createQueryBuilder('c')
    .select(['c.id', 'c.userId', 'c.charged'])
    .where("c.outcome = 'pending'")
    .andWhere('c.createdAt < :before', { before })
    .getMany();
  let settled = 0;
  for (const call of stale) {
    const done = await dataSource.manager.transaction(async (tx) => {
      await lockUser(tx, call.userId);
      return settleStale(tx, call);
    });
    if (done) settled += 1;
  }
  return settled;
}

function startOfUtcDay(now: Date): Date {
  return new Date(Math.floor(now.getTime() / DAY) * DAY);
}

/** Today's (UTC) calls that count against the allowance: running, answered or stopped. */
async function usedToday(
  manager: EntityManager,
  userId: string,
  exceptId: number | null = null,
): Promise<number> {
  const query = manager
    .getRepository(AiCall)
    .createQueryBuilder('c')
    .where('c.userId = :userId', { userId })
    .andWhere('c.createdAt >= :since', { since: startOfUtcDay(new Date()) })
    .andWhere('c.outcome IN (:...outcomes)', { outcomes: ['pending', 'ok', 'cancelled'] });
  if (exceptId !== null) query.andWhere('c.id <> :exceptId', { exceptId });
  return query.getCount();
}

async function dailyLimit(
  manager: EntityManager,
  policy: AiPolicy,
  userId: string,
): Promise<{ vip: boolean; limit: number }> {
  const vip = (await findVip(manager, userId)) !== null;
  return { vip, limit: vip ? policy.limits.vipDaily : policy.limits.freeDaily };
}

export interface CallRequest {
  kind: AiKind;
  model: AiModelConfig;
  requestId?: string;
  /** The whole input as recorded (capped at AI_TEXT_CAP). */
  input: string;
  /** What lists show of the input. */
  summary: string;
}

/** A call to make (charged, recorded as pending), or a finished one to answer again. */
export type Admission =
  | { type: 'run'; call: AiCall; charge: AiCharge }
  | { type: 'replay'; call: AiCall; charge: AiCharge };

const oneLine = (text: string, max: number) => text.replace(/\s+/g, ' ').trim().slice(0, max);

/**
 * Steps 4 and 5 of an AI call, in one transaction with the user's row locked: a request id seen
 * before answers its finished call (or 903 while it runs); otherwise the daily allowance is
 * checked, the call is recorded as pending and its price is taken from the balance. A failure
 * leaves nothing behind: no record, no charge.
 */
export function admit(
  dataSource: DataSource,
  policy: AiPolicy,
  userId: string,
  request: CallRequest,
): Promise<Admission> {
  const { kind, model, requestId } = request;
  return dataSource.manager.transaction(async (tx) => {
    await lockUser(tx, userId);
    const calls = tx.getRepository(AiCall);
    let earlier = requestId ? await calls.findOneBy({ userId, requestId }) : null;
    // Its server stopped: refunded, and this request runs as a new call.
    if (earlier && isStale(earlier, policy) && (await settleStale(tx, earlier))) earlier = null;
    if (earlier && earlier.kind !== kind) {
      const message = 'This requestId belongs to another kind of AI call';
      throw new AppError(Code.VALIDATION, message, 422, { requestId: message });
    }
    const { vip, limit } = await dailyLimit(tx, policy, userId);
    if (earlier?.outcome === 'ok') {
      const { balance } = await findBalance(tx, userId);
      const remaining = Math.max(0, limit - (await usedToday(tx, userId)));
      return {
        type: 'replay',
        call: earlier,
        charge: {
          callId: earlier.id,
          model: earlier.model,
          charged: earlier.charged,
          balance,
          remaining,
        },
      };
    }
    if (earlier?.outcome === 'pending') throw rateLimited('This AI request is still running');

    const used = await usedToday(tx, userId, earlier?.id ?? null);
    if (used >= limit) {
      const more = vip ? '' : ` (VIP members get ${policy.limits.vipDaily})`;
      throw rateLimited(`You have used all ${limit} AI calls for today${more}`);
    }
    const { balance: before } = await findBalance(tx, userId);
    if (before < model.price) {
      throw new AppError(
        Code.VIP_REQUIRED,
        `Your VIP balance is too low: ${model.name} costs ${model.price} credits per call, you have ${before}`,
      );
    }
    const now = new Date();
    const fields = {
      userId,
      requestId: requestId ?? null,
      kind,
      model: model.id,
      outcome: 'pending' as const,
      error: null,
      summary: oneLine(request.summary, SUMMARY_LENGTH),
      input: request.input.slice(0, AI_TEXT_CAP),
      output: '',
      inputChars: request.input.length,
      outputChars: 0,
      promptTokens: null,
      completionTokens: null,
      totalTokens: null,
      latencyMs: null,
      charged: model.price,
      historyId: null,
      createdAt: now,
      finishedAt: null,
    };
    // A failed or stopped call with this request id runs again on its own row.
    const call = earlier ? calls.merge(earlier, fields) : calls.create(fields);
    await calls.save(call);
    const balance =
      model.price > 0
        ? await debitBalance(tx, userId, model.price, `AI call #${call.id} (${model.id})`)
        : before;
    return {
      type: 'run',
      call,
      charge: {
        callId: call.id,
        model: model.id,
        charged: model.price,
        balance,
        remaining: limit - used - 1,
      },
    };
  });
}

export interface CallResult {
  /** The model's answer as recorded (capped at AI_TEXT_CAP). */
  output: string;
  usage: AiTokenUsage;
  latencyMs: number | null;
}

const finishedFields = (result: CallResult) => ({
  output: result.output.slice(0, AI_TEXT_CAP),
  outputChars: result.output.length,
  promptTokens: result.usage.promptTokens,
  completionTokens: result.usage.completionTokens,
  totalTokens: result.usage.totalTokens,
  latencyMs: result.latencyMs === null ? null : Math.round(result.latencyMs),
  finishedAt: new Date(),
});

/**
 * Records an answered call; `record` writes its history entry in the same transaction and answers
 * the entry's id. Answers that id.
 */
export function succeed(
  dataSource: DataSource,
  call: AiCall,
  result: CallResult,
  record?: (tx: EntityManager) => Promise<number>,
): Promise<number | null> {
  return dataSource.manager.transaction(async (tx) => {
    const historyId = record ? await record(tx) : null;
    const fields = { ...finishedFields(result), outcome: 'ok' as const, historyId };
    const calls = tx.getRepository(AiCall);
    const { affected } = await calls.update({ id: call.id, outcome: 'pending' }, fields);
    Object.assign(call, fields);
    if (!affected) {
      // Settled as stale while it ran (sweepStale): it was refunded, so it stays free; the
      // answer is still the user's.
      Object.assign(call, { error: null, charged: 0 });
      await calls.update({ id: call.id }, { ...fields, error: null, charged: 0 });
    }
    return historyId;
  });
}

/**
 * Records a failed or stopped call. A failure is refunded; a stopped call only when nothing of the
 * answer arrived (the user saw part of it otherwise).
 */
export async function fail(
  dataSource: DataSource,
  call: AiCall,
  outcome: 'failed' | 'cancelled',
  error: string | null,
  result: CallResult,
): Promise<void> {
  await dataSource.manager.transaction(async (tx) => {
    const refund = call.charged > 0 && (outcome === 'failed' || result.output === '');
    const fields = {
      ...finishedFields(result),
      outcome,
      error: error === null ? null : error.slice(0, ERROR_LENGTH),
      charged: refund ? 0 : call.charged,
    };
    const { affected } = await tx
      .getRepository(AiCall)
      .update({ id: call.id, outcome: 'pending' }, fields);
    // Not pending any more: settled as stale while it ran, refunded then already.
    if (!affected) {
      Object.assign(call, { outcome: 'failed', error: STALE_MESSAGE, charged: 0 });
      return;
    }
    if (refund) await creditBalance(tx, call.userId, call.charged, `Refund of AI call #${call.id}`);
    Object.assign(call, fields);
  });
}

/** The caller's allowance; zeros for an anonymous caller. */
export async function usage(
  manager: EntityManager,
  policy: AiPolicy,
  userId: string | null,
  configured: boolean,
): Promise<AiUsage> {
  if (userId === null) {
    return {
      configured,
      vip: false,
      dailyLimit: 0,
      usedToday: 0,
      remaining: 0,
      balance: 0,
      burstPerMinute: 0,
    };
  }
  const { vip, limit } = await dailyLimit(manager, policy, userId);
  const used = await usedToday(manager, userId);
  return {
    configured,
    vip,
    dailyLimit: limit,
    usedToday: used,
    remaining: Math.max(0, limit - used),
    balance: (await findBalance(manager, userId)).balance,
    burstPerMinute: policy.limits.burstPerMinute,
  };
}

/** The list columns (no input or output text). */
const LIST_COLUMNS = [
  'id',
  'userId',
  'kind',
  'model',
  'outcome',
  'error',
  'summary',
  'inputChars',
  'outputChars',
  'promptTokens',
  'completionTokens',
  'totalTokens',
  'latencyMs',
  'charged',
  'createdAt',
] as const;

function toDto(row: AiCall): AiCallDto {
  return {
    id: row.id,
    kind: row.kind,
    model: row.model,
    outcome: row.outcome,
    error: row.error,
    summary: row.summary,
    inputChars: row.inputChars,
    outputChars: row.outputChars,
    promptTokens: row.promptTokens,
    completionTokens: row.completionTokens,
    totalTokens: row.totalTokens,
    latencyMs: row.latencyMs,
    charged: row.charged,
    createdAt: row.createdAt.toISOString(),
  };
}

/** A page of the user's own calls, newest first. */
export async function callPage(
  manager: EntityManager,
  userId: string,
  query: { page: number; pageSize: number; kind?: AiKind },
): Promise<PageResult<AiCallDto>> {
  const { page, pageSize } = query;
  const qb = manager
    .getRepository(AiCall)
    .createQueryBuilder('c')
    .select(LIST_COLUMNS.map((c) => `c.${c}`))
    .where('c.userId = :userId', { userId });
  if (query.kind) qb.andWhere('c.kind = :kind', { kind: query.kind });
  const [rows, total] = await newestFirstPage(qb, { page, pageSize });
  return { list: rows.map(toDto), total, page, pageSize };
}

export interface AdminListQuery {
  page: number;
  pageSize: number;
  kind?: AiKind;
  email?: string;
  model?: string;
  outcome?: AiCallDto['outcome'];
  /** UTC days (YYYY-MM-DD), inclusive. */
  from?: string;
  to?: string;
}

/** Every user's calls, newest first, with the caller's e-mail; filters combine. */
export async function adminList(
  manager: EntityManager,
  query: AdminListQuery,
): Promise<PageResult<AiCallAdmin>> {
  const { page, pageSize } = query;
  const qb = manager
    .getRepository(AiCall)
    .createQueryBuilder('c')
    .select(LIST_COLUMNS.map((c) => `c.${c}`))
    .leftJoin(User, 'u', 'u.id = c.userId')
    .addSelect('u.email', 'userEmail');
  if (query.kind) qb.andWhere('c.kind = :kind', { kind: query.kind });
  if (query.outcome) qb.andWhere('c.outcome = :outcome', { outcome: query.outcome });
  if (query.model) qb.andWhere('c.model = :model', { model: query.model });
  const email = query.email?.trim().toLowerCase() ?? '';
  // Stored e-mails are lower-case already.
  if (email) qb.andWhere("u.email LIKE :email ESCAPE '!'", { email: likePattern(email) });
  if (query.from)
    qb.andWhere('c.createdAt >= :from', { from: new Date(`${query.from}T00:00:00Z`) });
  if (query.to) {
    const end = new Date(new Date(`${query.to}T00:00:00Z`).getTime() + DAY);
    qb.andWhere('c.createdAt < :end', { end });
  }
  const total = await qb.getCount();
  const { entities, raw } = await qb
    .orderBy('c.createdAt', 'DESC')
    .addOrderBy('c.id', 'DESC')
    .offset((page - 1) * pageSize)
    .limit(pageSize)
    .getRawAndEntities<{ userEmail: string | null }>();
  const list = entities.map((row, i) => ({
    ...toDto(row),
    userId: row.userId,
    userEmail: raw[i]?.userEmail ?? null,
  }));
  return { list, total, page, pageSize };
}

/** Deletes the user's AI calls (account deletion). */
export async function removeUserData(manager: EntityManager, userId: string): Promise<void> {
  await manager.getRepository(AiCall).delete({ userId });
}
