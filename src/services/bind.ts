import type { CallDef, CallInput, RouteOf } from '@/contract/core';
import {
  callApi,
  downloadApi,
  streamApi,
  type RequestOptions,
  type StreamOptions,
} from '@/request';

/**
 * Service functions bind a call's route (src/contract/routes.ts), not the call itself: the route
 * carries the call's types without its zod schemas, which would otherwise load with the app.
 */

/** The input may be left out when the call declares no required part (e.g. `userInfo()`). */
export type ServiceArgs<C extends CallDef> =
  object extends CallInput<C>
    ? [input?: CallInput<C>, options?: RequestOptions]
    : [input: CallInput<C>, options?: RequestOptions];

/** A service function for a json or multipart call, typed entirely by its contract entry. */
export function bindCall<C extends CallDef>(route: RouteOf<C>) {
  return (...[input, options]: ServiceArgs<C>) =>
    callApi<C>(route, (input ?? {}) as CallInput<C>, options);
}

/** A service function for a 'binary' call: resolves with the downloaded file. */
export function bindDownload<C extends CallDef>(route: RouteOf<C>) {
  return (...[input, options]: ServiceArgs<C>) =>
    downloadApi<C>(route, (input ?? {}) as CallInput<C>, options);
}

/** A service function for an 'sse' call: events go to `options.onEvent` as they arrive. */
export function bindStream<C extends CallDef>(route: RouteOf<C>) {
  return (input: CallInput<C>, options: StreamOptions) => streamApi<C>(route, input, options);
}
