import type { Logger } from 'pino';
import type { DataSource, EntityManager } from 'typeorm';
import {
  AI_NOT_CONFIGURED_MESSAGE,
  AiCode,
  type AiCall as AiCallDto,
  type AiCallAdmin,
  type AiCharge,
  type AiKind,
  type AiModel,
  type AiUsage,
} from '../../../../src/contract/ai';
import type {
  AiGenerateBody,
  AiGenerateEvent,
  AiTokenUsage,
} from '../../../../src/contract/codeGenerate';
import type { PageResult } from '../../../../src/contract/core';
import type { AiFromExampleBody, AiFromExampleResult } from '../../../../src/contract/template';
import type { AiParserBody, AiParserResult, Table } from '../../../../src/contract/text';
import {
  AiError,
  createAiClient,
  generateMessages,
  parseWithRepair,
  proposeTemplate,
  splitFiles,
  toTables,
  type AiClient,
} from '../../domain/ai';
import { resolveSettings } from '../../domain/generator';
import { renderInPool } from '../../domain/generator/pool';
import type { AiCall } from '../../entities/AiCall';
import { AppError } from '../../errors';
import type { Config } from '../../config';
import type { KvStore } from '../../store/types';
import {
  adminList,
  admit,
  type AdminListQuery,
  callPage,
  type CallRequest,
  type CallResult,
  checkBurst,
  fail,
  resolveModel,
  staleAfterMs,
  succeed,
  sweepStale,
  usage,
  type AiPolicy,
} from './record';
import { AI_TEMPLATE_ID_PREFIX, mergedSettings, recordGeneration } from '../codeGenerate';
import { recordParse } from '../text';
import { recordEvent } from '../usage';

/** What a finished model call hands to the record and to the caller. */
interface Finished<T> {
  result: CallResult;
  /** Writes the history entry in the closing transaction; answers its id. */
  record?: (tx: EntityManager) => Promise<number>;
  answer(historyId: number | null): T;
}

/** The answer so far, for a call that fails or is stopped part-way. */
interface Progress {
  output: string;
}

/** An admitted generation: the charge (the `start` event) and the streaming run. */
export interface AiGenerateRun {
  charge: AiCharge;
  /** Streams the answer to onDelta; resolves with the `done` event, rejects with an AppError. */
  run(onDelta: (text: string) => void, signal: AbortSignal): Promise<AiGenerateEvent>;
}

const notConfigured = () => new AppError(AiCode.NOT_CONFIGURED, AI_NOT_CONFIGURED_MESSAGE);

const tokenUsageOf = (call: AiCall): AiTokenUsage => ({
  promptTokens: call.promptTokens,
  completionTokens: call.completionTokens,
  totalTokens: call.totalTokens,
});

/** How often admissions look for calls whose server stopped (sweepStale), at most. */
const SWEEP_EVERY_MS = 60_000;

const NO_USAGE: AiTokenUsage = { promptTokens: null, completionTokens: null, totalTokens: null };

/** An engine error as the envelope shows it; anything else is ours and stays as it is. */
const shown = (err: unknown): unknown =>
  err instanceof AiError ? new AppError(err.code, err.message) : err;

/**
 * A client that answers every request with a recorded answer: a replayed template call goes
 * through the same reading and render-back as the live one, without reaching the service.
 */
function recordedClient(text: string): AiClient {
  const completion = { text, usage: NO_USAGE, latencyMs: 0 };
  return {
    complete: () => Promise.resolve(completion),
    stream: () => Promise.resolve(completion),
    listModels: () => Promise.resolve([]),
    breakerOpen: false,
    close: () => undefined,
  };
}

/**
 * The AI calls of one app: one client (and so one circuit breaker) for every request;
 * none when AI_BASE_URL or AI_MODELS is unset.
 * Each charged call is admitted (quota, balance, request id; aiRecord.admit), runs against the
 * model outside any transaction, and is closed as answered (history entry written) or failed
 * (refunded).
 */
/** What the AI service needs of the app; named here so the app's types can refer to the service. */
export interface AiServiceDeps {
  config: Config;
  dataSource: DataSource;
  store: KvStore;
  logger: Logger;
}

export class AiService {
  private readonly client: AiClient | null;
  private readonly policy: AiPolicy;
  /** When this process last swept stale calls (Date.now()); 0: not yet. */
  private lastSweep = 0;

  constructor(private readonly deps: AiServiceDeps) {
    const { config } = deps;
    const { timeoutMs, maxRetries, breakerFailures, breakerCooldownMs } = config.aiLimits;
    this.client =
      config.aiBaseUrl !== null && config.aiModels.length > 0
        ? createAiClient({
            baseUrl: config.aiBaseUrl,
            apiKey: config.aiApiKey,
            timeoutMs,
            maxRetries,
            breakerFailures,
            breakerCooldownMs,
          })
        : null;
    this.policy = {
      models: config.aiModels,
      limits: config.aiLimits,
      staleAfterMs: staleAfterMs(config.aiLimits),
    };
  }

  /** Stops the client's breaker timers (the server shuts down). */
  close(): void {
    this.client?.close();
  }

  private get manager(): EntityManager {
    return this.deps.dataSource.manager;
  }

  /** The configured models with their price; empty when AI is off. */
  models(): AiModel[] {
    if (!this.client) return [];
    return this.policy.models.map(({ id, name, description, price, isDefault }) => ({
      id,
      name,
      description,
      price,
      isDefault,
    }));
  }

  usage(userId: string | null): Promise<AiUsage> {
    return usage(this.manager, this.policy, userId, this.client !== null);
  }

  callPage(
    userId: string,
    query: { page: number; pageSize: number; kind?: AiKind },
  ): Promise<PageResult<AiCallDto>> {
    return callPage(this.manager, userId, query);
  }

  adminList(query: AdminListQuery): Promise<PageResult<AiCallAdmin>> {
    return adminList(this.manager, query);
  }

  /**
   * Settles the pending calls whose server stopped (aiRecord.staleAfterMs): failed and refunded.
   * Run at start-up (bootstrap) and, at most once a minute, by admissions.
   */
  async sweepStale(): Promise<number> {
    this.lastSweep = Date.now();
    const settled = await sweepStale(this.deps.dataSource, this.policy);
    if (settled > 0) this.deps.logger.warn({ settled }, 'stale AI calls settled and refunded');
    return settled;
  }

  /** A sweep when the last one is a minute old; its failure is logged, the call goes on. */
  private async sweepIfDue(): Promise<void> {
    if (Date.now() - this.lastSweep < SWEEP_EVERY_MS) return;
    try {
      await this.sweepStale();
    } catch (err) {
      this.deps.logger.error({ err }, 'sweeping stale AI calls failed');
    }
  }

  /** Steps 1 to 5: configured, model, burst, then the admission transaction. */
  private async open(
    userId: string,
    body: { model?: string; requestId?: string },
    request: Omit<CallRequest, 'model' | 'requestId'>,
  ) {
    const client = this.client;
    if (!client) throw notConfigured();
    const model = resolveModel(this.policy.models, body.model);
    await checkBurst(this.deps.store, userId, this.policy.limits.burstPerMinute);
    await this.sweepIfDue();
    const admission = await admit(this.deps.dataSource, this.policy, userId, {
      ...request,
      model,
      requestId: body.requestId,
    });
    return { client, model, admission };
  }

  /** Steps 6 and 7: the model call, then the record of how it ended. */
  private async execute<T>(
    call: AiCall,
    signal: AbortSignal | undefined,
    work: (progress: Progress) => Promise<Finished<T>>,
  ): Promise<T> {
    const started = Date.now();
    const progress: Progress = { output: '' };
    try {
      const finished = await work(progress);
      const historyId = await succeed(this.deps.dataSource, call, finished.result, finished.record);
      return finished.answer(historyId);
    } catch (err) {
      const cancelled =
        signal?.aborted === true || (err instanceof AiError && err.reason === 'cancelled');
      const error = shown(err);
      const message = error instanceof AppError ? error.message : 'Server error';
      await fail(
        this.deps.dataSource,
        call,
        cancelled ? 'cancelled' : 'failed',
        cancelled ? null : message,
        {
          output: progress.output,
          usage: NO_USAGE,
          latencyMs: Date.now() - started,
        },
      );
      throw error;
    } finally {
      // Never the prompt, the answer or the key: what the call was and how it went.
      this.deps.logger.info(
        {
          aiCall: call.id,
          userId: call.userId,
          kind: call.kind,
          model: call.model,
          outcome: call.outcome,
          latencyMs: call.latencyMs,
          totalTokens: call.totalTokens,
          charged: call.charged,
        },
        'ai call',
      );
      recordEvent(this.deps.dataSource, {
        type: 'ai',
        userId: call.userId,
        model: call.model,
        tokens: call.totalTokens ?? 0,
        failed: call.outcome !== 'ok',
      });
    }
  }

  /** Free text → tables in the parser's shape, recorded in the parse history (source ai). */
  async parse(userId: string, body: AiParserBody, signal?: AbortSignal): Promise<AiParserResult> {
    const { client, model, admission } = await this.open(userId, body, {
      kind: 'parser',
      input: body.text,
      summary: body.text,
    });
    const { call, charge } = admission;
    const answer = (tables: Table[], historyId: number | null): AiParserResult => ({
      inputType: 'plain',
      tables,
      diagnostics: [],
      historyId,
      ai: charge,
    });
    if (admission.type === 'replay') {
      let recorded: unknown;
      try {
        recorded = JSON.parse(call.output);
      } catch {
        // Unreadable only if the record was cut (AI_TEXT_CAP): a 1603, not a server error.
        recorded = null;
      }
      try {
        return answer(toTables(recorded), call.historyId);
      } catch (err) {
        throw shown(err);
      }
    }
    return this.execute(call, signal, async () => {
      const parsed = await parseWithRepair(client, model.id, body.text, signal);
      const { tables } = parsed;
      return {
        result: { output: parsed.text, usage: parsed.usage, latencyMs: parsed.latencyMs },
        record: (tx) =>
          recordParse(tx, userId, {
            text: body.text,
            result: { inputType: 'plain', tables, diagnostics: [] },
            source: 'ai',
          }),
        answer: (historyId) => answer(tables, historyId),
      };
    });
  }

  /**
   * Admits a generation (errors before streaming are thrown here, so the route answers them as
   * JSON); the run streams the answer and records the files in the generation history.
   */
  async generate(userId: string, body: AiGenerateBody): Promise<AiGenerateRun> {
    const settings = resolveSettings(
      { options: [] },
      await mergedSettings(this.manager, userId, body.settings),
    );
    const input = `${body.target}\n${body.instruction}\n\n${JSON.stringify(body.tables)}`;
    const { client, model, admission } = await this.open(userId, body, {
      kind: 'generate',
      input,
      summary: `${body.target}: ${body.instruction}`,
    });
    const { call, charge } = admission;
    if (admission.type === 'replay') {
      return {
        charge,
        run: async (onDelta) => {
          onDelta(call.output);
          return {
            type: 'done',
            files: splitFiles(call.output),
            historyId: call.historyId,
            usage: tokenUsageOf(call),
          };
        },
      };
    }
    const messages = generateMessages({
      tables: body.tables,
      instruction: body.instruction,
      target: body.target,
      settings,
    });
    return {
      charge,
      run: (onDelta, signal) =>
        this.execute(call, signal, async (progress) => {
          const completion = await client.stream({ model: model.id, messages, signal }, (text) => {
            progress.output += text;
            onDelta(text);
          });
          const files = splitFiles(completion.text);
          return {
            result: {
              output: completion.text,
              usage: completion.usage,
              latencyMs: completion.latencyMs,
            },
            record: (tx) =>
              recordGeneration(tx, userId, {
                templateId: `${AI_TEMPLATE_ID_PREFIX}${model.id}`.slice(0, 64),
                templateName: `AI · ${model.name}`,
                tables: body.tables,
                settings,
                files,
              }),
            answer: (historyId): AiGenerateEvent => ({
              type: 'done',
              files,
              historyId,
              usage: completion.usage,
            }),
          };
        }),
    };
  }

  /**
   * A Liquid template proposed from an example file, rendered back over the example's table in
   * the worker pool (the model's template is as untrusted as any user's).
   */
  async fromExample(
    userId: string,
    body: AiFromExampleBody,
    signal?: AbortSignal,
  ): Promise<AiFromExampleResult> {
    const settings = resolveSettings(
      { options: [] },
      await mergedSettings(this.manager, userId, body.settings),
    );
    const { client, model, admission } = await this.open(userId, body, {
      kind: 'template',
      input: body.example,
      summary: `${body.table.tableName}: ${body.example}`,
    });
    const { call, charge } = admission;
    const input = {
      table: body.table,
      example: body.example,
      language: body.language,
      settings,
      render: renderInPool,
      signal,
    };
    if (admission.type === 'replay') {
      try {
        const { result } = await proposeTemplate(recordedClient(call.output), model.id, input);
        return { ...result, ai: charge };
      } catch (err) {
        throw shown(err);
      }
    }
    return this.execute(call, signal, async () => {
      const proposal = await proposeTemplate(client, model.id, input);
      return {
        result: { output: proposal.text, usage: proposal.usage, latencyMs: proposal.latencyMs },
        answer: () => ({ ...proposal.result, ai: charge }),
      };
    });
  }
}

/** The app's one AI service, which createApp puts in the deps. */
export function aiServiceOf(deps: { ai?: AiService }): AiService {
  if (!deps.ai) throw new Error('The AI service is made by createApp');
  return deps.ai;
}
