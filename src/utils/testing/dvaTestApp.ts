// dva-core's build expects the regenerator global that Umi's bundle provides in the browser.
import 'regenerator-runtime/runtime';
// @ts-expect-error dva-core ships no type declarations; DvaCoreApp below is the part used here.
import { create as createUntyped } from 'dva-core';
// @ts-expect-error dva-loading points at a declaration file it does not ship.
import createLoadingUntyped from 'dva-loading';
import type { RootState } from '@/models/rootState';
import { handleEffectError } from '@/utils/effectError';

interface DvaCoreApp {
  _models: { namespace: string }[];
  model(model: object): void;
  use(plugin: object): void;
  start(): void;
  _store: {
    dispatch: (action: { type: string; payload?: unknown }) => unknown;
    getState: () => unknown;
  };
}

const create = createUntyped as (hooksAndOpts: object) => DvaCoreApp;
const createLoading = createLoadingUntyped as () => object;

let latest: DvaCoreApp | undefined;

/** The app the test created last: what `getDvaApp()` returns in the app (see umiRuntime). */
export function latestTestApp(): DvaCoreApp | undefined {
  return latest;
}

/**
 * A real dva app for tests, wired like Umi's runtime: dva-loading and the app's onError hook.
 * Each model is copied because dva prefixes the keys of the object it is given.
 */
export function createTestApp(models: object[]) {
  const app = create({ onError: handleEffectError });
  app.use(createLoading());
  for (const model of models) app.model({ ...model });
  app.start();
  latest = app;
  const store = app._store;
  return {
    store,
    /** Resolves when the effect has finished (dva's promise middleware). */
    dispatch: (action: { type: string; payload?: unknown }) =>
      store.dispatch(action) as Promise<void>,
    getState: () => store.getState() as RootState,
  };
}

/** A promise plus its resolve/reject, to hold an effect mid-flight. */
export function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (reason: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}
