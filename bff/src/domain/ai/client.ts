import OpenAI, { BadRequestError } from 'openai';
import type { AiTokenUsage } from '../../../../src/contract/codeGenerate';
import { createBreaker } from './breaker';
import { AiError, AiIdleTimeoutError, cleanServiceText, toAiError } from './errors';

export interface AiClientOptions {
  /** An OpenAI-compatible API, e.g. `https://api.openai.com/v1`, `http://127.0.0.1:11434/v1`. */
  baseUrl: string;
  /** null: a service without keys (Ollama); the placeholder "none" is sent. */
  apiKey: string | null;
  /** Per request: until the answer starts, and between two pieces of it. */
  timeoutMs: number;
  /**
   * Retries with back-off on 429, 5xx, time-outs and connection errors (honouring Retry-After), by
   * the openai client, before an answer starts: a silent service fails after (maxRetries + 1)
   * time-outs. An answer that stops midway is not retried (its pieces are already delivered).
   */
  maxRetries: number;
  breakerFailures: number;
  breakerCooldownMs: number;
}

export interface AiMessage {
  role: 'system' | 'user' | 'assistant';
  content: string;
}

export interface AiCompletion {
  text: string;
  /** Null counts when the service reports none. */
  usage: AiTokenUsage;
  /** The whole call, retries included. */
  latencyMs: number;
}

export interface AiJsonSchema {
  name: string;
  schema: Record<string, unknown>;
}

export interface AiCompleteRequest {
  model: string;
  messages: AiMessage[];
  /** Ask for structured output following this schema. */
  jsonSchema?: AiJsonSchema;
  signal?: AbortSignal;
}

export interface AiStreamRequest {
  model: string;
  messages: AiMessage[];
  signal?: AbortSignal;
}

/** Every method throws AiError (a cancel: reason 'cancelled'), except that `stream` rethrows what its `onDelta` throws. */
export interface AiClient {
  /**
   * One answer; with jsonSchema asks for structured output (response_format json_schema, falling
   * back to json_object once if the service rejects json_schema with a 400).
   */
  complete(req: AiCompleteRequest): Promise<AiCompletion>;
  /** Streams; onDelta gets each text piece as it arrives; resolves with the whole text. */
  stream(req: AiStreamRequest, onDelta: (text: string) => void): Promise<AiCompletion>;
  /** The model ids the service offers. */
  listModels(signal?: AbortSignal): Promise<string[]>;
  /** The circuit breaker is open: calls fail at once without reaching the service. */
  readonly breakerOpen: boolean;
  /** Stops the breaker's timers (the server shuts down). */
  close(): void;
}

type ChatParams = OpenAI.Chat.Completions.ChatCompletionCreateParamsNonStreaming;

const NO_USAGE: AiTokenUsage = { promptTokens: null, completionTokens: null, totalTokens: null };

function toUsage(usage: OpenAI.Completions.CompletionUsage | null | undefined): AiTokenUsage {
  if (!usage) return NO_USAGE;
  const count = (n: unknown) => (typeof n === 'number' && Number.isInteger(n) ? n : null);
  const promptTokens = count(usage.prompt_tokens);
  const completionTokens = count(usage.completion_tokens);
  const totalTokens =
    count(usage.total_tokens) ??
    (promptTokens !== null && completionTokens !== null ? promptTokens + completionTokens : null);
  return { promptTokens, completionTokens, totalTokens };
}

/** An error thrown by the caller's onDelta: passed through untouched and not held against the service. */
class CallerError {
  constructor(readonly error: unknown) {}
}

function abortError(): Error {
  const err = new Error('The request was aborted');
  err.name = 'AbortError';
  return err;
}

/**
 * fetch for the openai client, adding a time-out on the answer's body. The client's own `timeout`
 * only covers the wait for the response headers; a service that then stalls mid-answer (a stream
 * that stops) would hang forever. Here every read of the body must bring data within `idleMs`, else
 * the request is aborted and the body fails with AiIdleTimeoutError (not an AbortError: openai's
 * stream reader would take that for a cancel and end quietly).
 */
function fetchWithIdleTimeout(idleMs: number): typeof fetch {
  return async (input, init) => {
    const controller = new AbortController();
    const outer = init?.signal;
    const forward = () => controller.abort(outer?.reason);
    if (outer?.aborted) forward();
    else outer?.addEventListener('abort', forward, { once: true });
    const release = () => outer?.removeEventListener('abort', forward);

    let response: Response;
    try {
      response = await fetch(input, { ...init, signal: controller.signal });
    } catch (err) {
      release();
      // undici rejects with the signal's reason, a DOMException that openai does not take for an
      // abort (so not for its time-out) when it comes from another realm, as under jest.
      if (controller.signal.aborted) throw abortError();
      throw err;
    }
    const source = response.body;
    if (!source) {
      release();
      return response;
    }
    const reader = source.getReader();
    const body = new ReadableStream<Uint8Array>({
      async pull(out) {
        const read = reader.read();
        let timer: NodeJS.Timeout | undefined;
        const idle = new Promise<never>((_, reject) => {
          timer = setTimeout(() => reject(new AiIdleTimeoutError(idleMs)), idleMs);
        });
        try {
          const { done, value } = await Promise.race([read, idle]);
          if (done) {
            release();
            out.close();
          } else out.enqueue(value);
        } catch (err) {
          release();
          // Aborting makes the pending read fail too; nobody waits for it any more.
          read.catch(() => undefined);
          if (err instanceof AiIdleTimeoutError) controller.abort(err);
          out.error(err);
        } finally {
          clearTimeout(timer);
        }
      },
      cancel(reason) {
        release();
        return reader.cancel(reason);
      },
    });
    return new Response(body, {
      status: response.status,
      statusText: response.statusText,
      headers: response.headers,
    });
  };
}

/** An OpenAI-compatible client with time-outs, retries and a circuit breaker (see AiClient). */
export function createAiClient(options: AiClientOptions): AiClient {
  const { timeoutMs, apiKey } = options;
  const openai = new OpenAI({
    baseURL: options.baseUrl,
    apiKey: apiKey ?? 'none',
    timeout: timeoutMs,
    maxRetries: options.maxRetries,
    fetch: fetchWithIdleTimeout(timeoutMs),
    // Not from OPENAI_* variables of the environment: this server talks to the configured service only.
    organization: null,
    project: null,
    webhookSecret: null,
    // The client's own log lines carry request details; the service layer logs each call instead.
    logLevel: 'off',
  });
  const breaker = createBreaker({
    failures: options.breakerFailures,
    cooldownMs: options.breakerCooldownMs,
  });

  /** Runs one call through the breaker, its failures as AiErrors. */
  function guarded<T>(
    model: string | undefined,
    signal: AbortSignal | undefined,
    work: () => Promise<T>,
  ): Promise<T> {
    return breaker.run(async () => {
      try {
        return await work();
      } catch (err) {
        if (err instanceof CallerError) throw err;
        throw toAiError(err, { model, timeoutMs, signal, apiKey });
      }
    });
  }

  function notCancelled(signal: AbortSignal | undefined) {
    // openai ends a stream quietly when it is aborted; a cut-off answer must not pass for a whole one.
    if (signal?.aborted) throw new AiError('cancelled', 'The AI call was cancelled');
  }

  function answered(text: string) {
    if (text.trim() === '')
      throw new AiError('bad_answer', 'The AI model answered nothing; try again');
    return text;
  }

  return {
    async complete({ model, messages, jsonSchema, signal }) {
      const started = Date.now();
      const create = (format: ChatParams['response_format']) =>
        openai.chat.completions.create(
          { model, messages, ...(format ? { response_format: format } : {}) },
          { signal },
        );
      const res = await guarded(model, signal, async () => {
        if (!jsonSchema) return create(undefined);
        try {
          return await create({
            type: 'json_schema',
            json_schema: { name: jsonSchema.name, schema: jsonSchema.schema, strict: true },
          });
        } catch (err) {
          // Services without structured output (older Ollama, vLLM, some gateways) answer 400.
          if (!(err instanceof BadRequestError)) throw err;
          return create({ type: 'json_object' });
        }
      });
      // Compatible services are not all strict about the answer's shape: read it defensively.
      const message = res.choices?.[0]?.message;
      if (message?.refusal) {
        throw new AiError(
          'bad_answer',
          `The AI model declined to answer: ${cleanServiceText(message.refusal, apiKey)}`,
        );
      }
      return {
        text: answered(message?.content ?? ''),
        usage: toUsage(res.usage),
        latencyMs: Date.now() - started,
      };
    },

    async stream({ model, messages, signal }, onDelta) {
      const started = Date.now();
      let text = '';
      let usage = NO_USAGE;
      try {
        await guarded(model, signal, async () => {
          const open = (withUsage: boolean) =>
            openai.chat.completions.create(
              {
                model,
                messages,
                stream: true,
                ...(withUsage ? { stream_options: { include_usage: true } } : {}),
              },
              { signal },
            );
          let chunks;
          try {
            chunks = await open(true);
          } catch (err) {
            // Some compatible services reject stream_options; token counts are then unknown.
            if (!(err instanceof BadRequestError)) throw err;
            chunks = await open(false);
          }
          for await (const chunk of chunks) {
            if (chunk.usage) usage = toUsage(chunk.usage);
            const piece = chunk.choices?.[0]?.delta?.content;
            if (!piece) continue;
            text += piece;
            try {
              onDelta(piece);
            } catch (err) {
              throw new CallerError(err);
            }
          }
          notCancelled(signal);
        });
      } catch (err) {
        if (err instanceof CallerError) throw err.error;
        throw err;
      }
      return { text: answered(text), usage, latencyMs: Date.now() - started };
    },

    async listModels(signal) {
      return guarded(undefined, signal, async () => {
        const ids: string[] = [];
        for await (const model of openai.models.list({ signal })) ids.push(model.id);
        return ids;
      });
    },

    get breakerOpen() {
      return breaker.open;
    },

    close() {
      breaker.close();
    },
  };
}
