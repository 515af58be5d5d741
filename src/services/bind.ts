import type { CallDef, CallInput } from '@/contract/core';
import {
  callApi,
  downloadApi,
  streamApi,
  type RequestOptions,
  type StreamOptions,
} from '@/request';

/** The input may be left out when the call declares no required part (e.g. `userInfo()`). */
export type ServiceArgs<C extends CallDef> =
  object extends CallInput<C>
    ? [input?: CallInput<C>, options?: RequestOptions]
    : [input: CallInput<C>, options?: RequestOptions];

/** A service function for a json or multipart call, typed entirely by its contract entry. */
export function bindCall<C extends CallDef>(def: C) {
  return (...[input, options]: ServiceArgs<C>) =>
    callApi(def, (input ?? {}) as CallInput<C>, options);
}

/** A service function for a 'binary' call: resolves with the downloaded file. */
export function bindDownload<C extends CallDef>(def: C) {
  return (...[input, options]: ServiceArgs<C>) =>
    downloadApi(def, (input ?? {}) as CallInput<C>, options);
}

/** A service function for an 'sse' call: events go to `options.onEvent` as they arrive. */
export function bindStream<C extends CallDef>(def: C) {
  return (input: CallInput<C>, options: StreamOptions) => streamApi(def, input, options);
}
