// The calls' machinery, loaded on the first call by ./client.ts (its own chunk, not start-up code).
import { stringify } from 'qs';
import { extend, type RequestOptionsInit, type ResponseError } from 'umi-request';
import { buildPath, Code, type CallRoute, type Envelope } from '@/contract/basics';
import type { CallData, CallDef, CallInput, RouteOf } from '@/contract/core';
import { cacheKey, readCache, writeCache } from './cache';
import { envelopeFailure, present } from './catalogue';
import { getApiBase } from './config';
import { EnvelopeError, HttpError } from './errors';
import { clearToken, getToken } from './identity';
import { progressDone, progressStart } from './progress';
import { signHeaders } from './signature';
import type { RequestOptions, ServerSentEvent, StreamOptions } from './options';
import { statusError } from './statusError';
import { invalidResponseText, NETWORK_FAILURE } from './statusText';

/** Cookies travel with every call, cross-origin API bases included (SPEC.md section 6). */
const client = extend({ credentials: 'include' });

/** The input of any call, seen without its call-specific types. */
interface LooseInput {
  params?: Record<string, unknown>;
  query?: Record<string, unknown>;
  body?: unknown;
}

interface Target {
  /** Path with query string, relative to the API base: cache key and notification text. */
  path: string;
  url: string;
  /** Path of the final URL (API base prefix included), as signed. */
  pathname: string;
}

interface Answer {
  body: unknown;
  response: Response;
}

function target(def: CallRoute, input: LooseInput): Target {
  const path = buildPath(def.path, input.params);
  const query = input.query
    ? stringify(input.query, { skipNulls: true, arrayFormat: 'repeat' })
    : '';
  const pathWithQuery = query ? `${path}?${query}` : path;
  const url = `${getApiBase().replace(/\/+$/, '')}${pathWithQuery}`;
  return { path: pathWithQuery, url, pathname: new URL(url, window.location.href).pathname };
}

function requestInit(
  def: CallRoute,
  input: LooseInput,
  t: Target,
  options: RequestOptions,
): RequestOptionsInit {
  // umi-request sends plain objects as UTF-8 JSON and FormData as given (the browser sets the boundary).
  return {
    method: def.method,
    headers: signHeaders(t.pathname),
    data: input.body,
    signal: options.signal,
  };
}

function responseOf(err: unknown): Response | undefined {
  const response = (err as Partial<ResponseError> | null)?.response;
  return response && typeof response.status === 'number' ? response : undefined;
}

/** One HTTP exchange; 422 is an ordinary answer, every other non-2xx status rejects. */
async function send(
  def: CallRoute,
  input: LooseInput,
  t: Target,
  options: RequestOptions,
  responseType: 'json' | 'blob',
): Promise<Answer> {
  try {
    const { data, response } = await client(t.url, {
      ...requestInit(def, input, t, options),
      responseType,
      getResponse: true,
    });
    return { body: data, response };
  } catch (err) {
    const response = responseOf(err);
    if (response?.status === Code.VALIDATION)
      return { body: (err as ResponseError).data, response };
    throw err;
  }
}

async function blobToData(blob: Blob): Promise<unknown> {
  const text = await blob.text();
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/** Duck-typed: the fetch implementation's Blob need not be this realm's Blob class. */
function isBlob(value: unknown): value is Blob {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as Blob).text === 'function' &&
    typeof (value as Blob).size === 'number'
  );
}

function isJsonResponse(response: Response): boolean {
  return (response.headers.get('content-type') ?? '').includes('application/json');
}

function isEnvelope(value: unknown): value is Envelope<unknown> {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  return typeof v.code === 'number' && typeof v.message === 'string';
}

/** Turns a failed umi-request exchange into what the call rejects with. */
async function failure(err: unknown, t: Target, options: RequestOptions): Promise<unknown> {
  if (options.signal?.aborted) {
    // The caller cancelled: nothing went wrong that the user must hear about.
    options.callback?.(err);
    return err;
  }
  const response = responseOf(err);
  if (!response) return statusError(NETWORK_FAILURE, undefined, err, t.path, options);
  const raw = (err as ResponseError).data;
  return statusError(
    response.status,
    isBlob(raw) ? await blobToData(raw) : raw,
    err,
    t.path,
    options,
  );
}

/** A 2xx answer that is not an envelope (e.g. an HTML fallback page): shown and rejected. */
function invalidAnswer(answer: Answer, options: RequestOptions): HttpError {
  const error = new HttpError(answer.response.status, invalidResponseText(), answer.body);
  present({ severity: 'error', text: error.statusText, showMessage: true }, options.display);
  return error;
}

/**
 * Shows a non-200 envelope (901/902/903 warn, others are errors). `signedWith` is the token the
 * call was signed with: a 901 to a call that left before the user signed out (or in again) speaks
 * of a session the client has already left, so it neither drops the new token nor opens sign-in.
 */
function presentEnvelope(
  envelope: Envelope<unknown>,
  options: RequestOptions,
  signedWith: string,
): void {
  if (envelope.code === Code.NOT_SIGNED_IN) {
    if (getToken() !== signedWith) return;
    // The BFF holds no session for us, so a stored token is stale and would spoil every signature.
    clearToken();
  }
  const found = envelopeFailure(envelope);
  if (found) present(found, options.display);
}

/**
 * Calls one contract call and resolves with its envelope for any 2xx or 422 answer, after showing a
 * non-200 code. Rejects with an HttpError for other statuses and network failures, after showing or
 * redirecting as the catalogue (or `options.display`) says.
 */
export async function callApi<C extends CallDef>(
  def: C | RouteOf<C>,
  input: CallInput<C>,
  options: RequestOptions = {},
): Promise<Envelope<CallData<C>>> {
  const loose = (input ?? {}) as LooseInput;
  const t = target(def, loose);
  const key =
    def.kind === 'json' && (def.cacheable || options.cache)
      ? cacheKey(t.path, loose.body)
      : undefined;
  if (key) {
    const hit = readCache(key);
    if (hit !== undefined) {
      options.callback?.(hit);
      return hit as Envelope<CallData<C>>;
    }
  }
  let answer: Answer;
  const signedWith = getToken();
  progressStart();
  try {
    answer = await send(def, loose, t, options, 'json');
  } catch (err) {
    throw await failure(err, t, options);
  } finally {
    progressDone();
  }
  options.callback?.(answer.body);
  if (!isEnvelope(answer.body)) throw invalidAnswer(answer, options);
  presentEnvelope(answer.body, options, signedWith);
  if (key && answer.body.code === Code.OK) writeCache(key, answer.body);
  return answer.body as Envelope<CallData<C>>;
}

/**
 * Calls a 'binary' call (e.g. the zip export) and resolves with the file. A JSON envelope answer
 * instead of the file is shown like any envelope and rejects with an EnvelopeError.
 */
export async function downloadApi<C extends CallDef>(
  def: C | RouteOf<C>,
  input: CallInput<C>,
  options: RequestOptions = {},
): Promise<Blob> {
  const loose = (input ?? {}) as LooseInput;
  const t = target(def, loose);
  let answer: Answer;
  const signedWith = getToken();
  progressStart();
  try {
    answer = await send(def, loose, t, options, 'blob');
  } catch (err) {
    throw await failure(err, t, options);
  } finally {
    progressDone();
  }
  const blob = answer.body as Blob;
  if (!isJsonResponse(answer.response)) {
    options.callback?.(blob);
    return blob;
  }
  const parsed = await blobToData(blob);
  options.callback?.(parsed);
  if (!isEnvelope(parsed) || parsed.code === Code.OK) {
    throw invalidAnswer({ body: parsed, response: answer.response }, options);
  }
  presentEnvelope(parsed, options, signedWith);
  throw new EnvelopeError(parsed);
}

function parseEvent(block: string): ServerSentEvent | undefined {
  const data: string[] = [];
  let event = 'message';
  let id: string | undefined;
  for (const line of block.split(/\r?\n/)) {
    if (!line || line.startsWith(':')) continue;
    const colon = line.indexOf(':');
    const field = colon < 0 ? line : line.slice(0, colon);
    const value = colon < 0 ? '' : line.slice(colon + 1).replace(/^ /, '');
    if (field === 'data') data.push(value);
    else if (field === 'event') event = value;
    else if (field === 'id') id = value;
  }
  return data.length ? { event, data: data.join('\n'), id } : undefined;
}

async function readEvents(
  response: Response,
  onEvent: (event: ServerSentEvent) => void,
): Promise<ServerSentEvent[]> {
  const events: ServerSentEvent[] = [];
  const emit = (block: string) => {
    const event = parseEvent(block);
    if (!event) return;
    events.push(event);
    onEvent(event);
  };
  if (!response.body) return events;
  const reader = response.body.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    buffer += decoder.decode(value, { stream: true });
    let end = buffer.search(/\r?\n\r?\n/);
    while (end >= 0) {
      emit(buffer.slice(0, end));
      buffer = buffer.slice(end).replace(/^\r?\n\r?\n/, '');
      end = buffer.search(/\r?\n\r?\n/);
    }
  }
  emit(buffer + decoder.decode());
  return events;
}

/**
 * Calls an 'sse' call and hands each server-sent event to `options.onEvent` as it arrives. Resolves
 * with null when the stream ends (the callback gets all events), or with the envelope when the BFF
 * answered JSON instead (shown like any envelope). Failures reject with an HttpError, as callApi.
 */
export async function streamApi<C extends CallDef>(
  def: C | RouteOf<C>,
  input: CallInput<C>,
  options: StreamOptions,
): Promise<Envelope<CallData<C>> | null> {
  const loose = (input ?? {}) as LooseInput;
  const t = target(def, loose);
  const signedWith = getToken();
  progressStart();
  try {
    // parseResponse: false hands back the live Response so its body can be read as it streams.
    const response = (await client(t.url, {
      ...requestInit(def, loose, t, options),
      parseResponse: false,
    })) as Response;
    const failed = !response.ok && response.status !== Code.VALIDATION;
    if (failed || isJsonResponse(response)) {
      const body: unknown = await blobToData(await response.blob());
      if (failed) throw statusError(response.status, body, undefined, t.path, options);
      options.callback?.(body);
      if (!isEnvelope(body)) throw invalidAnswer({ body, response }, options);
      presentEnvelope(body, options, signedWith);
      return body as Envelope<CallData<C>>;
    }
    const events = await readEvents(response, options.onEvent);
    options.callback?.(events);
    return null;
  } catch (err) {
    if (err instanceof HttpError) throw err;
    throw await failure(err, t, options);
  } finally {
    progressDone();
  }
}
