import { buildPath, type Envelope } from '@/contract/basics';
import type { CallData, CallDef, CallInput, RouteOf } from '@/contract/core';
import type * as CallsModule from './calls';
import type { RequestOptions, StreamOptions } from './options';
import { statusError } from './statusError';
import { NETWORK_FAILURE } from './statusText';

type Calls = typeof CallsModule;

let stack: Promise<Calls> | undefined;
let loaded: Calls | undefined;

/**
 * The calls' machinery (umi-request with qs, crypto-js and the signer, nprogress, the session
 * cache) is a chunk of its own, fetched by the first call rather than before the first render.
 * A failed fetch is tried again by the next call.
 */
export function loadRequestStack(): Promise<Calls> {
  stack ??= import(/* webpackChunkName: "request" */ './calls').then(
    (calls) => (loaded = calls),
    (error: unknown) => {
      stack = undefined;
      throw error;
    },
  );
  return stack;
}

/**
 * Starts fetching the calls' machinery without waiting for a call. Every page calls as soon as it
 * has rendered (the layout's news, the user's session), so the app starts this beside the first
 * route's chunks: its first calls then go out right after the first commit instead of after one
 * more round trip. A failure here is the first call's to report.
 */
export function preloadRequestStack(): void {
  loadRequestStack().catch(() => undefined);
}

/**
 * Runs a call with the machinery: at once when it is loaded (the call starts, progress bar and all,
 * before this returns, as a direct call would), else once its chunk is here. When the chunk cannot
 * be fetched the call fails as one that got no answer (status 0), shown the catalogue's way, unless
 * the caller had cancelled it.
 */
async function withCalls<T>(
  def: CallDef | RouteOf<CallDef>,
  input: unknown,
  options: RequestOptions,
  run: (calls: Calls) => Promise<T>,
): Promise<T> {
  if (loaded) return run(loaded);
  let calls: Calls;
  try {
    calls = await loadRequestStack();
  } catch (err) {
    if (options.signal?.aborted) {
      options.callback?.(err);
      throw err;
    }
    const params = (input as { params?: Record<string, unknown> } | undefined)?.params;
    throw statusError(NETWORK_FAILURE, undefined, err, buildPath(def.path, params), options);
  }
  return run(calls);
}

/** See `callApi` in ./calls. */
export function callApi<C extends CallDef>(
  def: C | RouteOf<C>,
  input: CallInput<C>,
  options: RequestOptions = {},
): Promise<Envelope<CallData<C>>> {
  return withCalls(def, input, options, (calls) => calls.callApi(def, input, options));
}

/** See `downloadApi` in ./calls. */
export function downloadApi<C extends CallDef>(
  def: C | RouteOf<C>,
  input: CallInput<C>,
  options: RequestOptions = {},
): Promise<Blob> {
  return withCalls(def, input, options, (calls) => calls.downloadApi(def, input, options));
}

/** See `streamApi` in ./calls. */
export function streamApi<C extends CallDef>(
  def: C | RouteOf<C>,
  input: CallInput<C>,
  options: StreamOptions,
): Promise<Envelope<CallData<C>> | null> {
  return withCalls(def, input, options, (calls) => calls.streamApi(def, input, options));
}
