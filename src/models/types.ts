/**
 * Typing for the dva models: every model is a `DvaModel<State, Effects, Reducers>` whose effects and
 * reducers are typed by their payload (`RootState`, what `useSelector` sees, is in rootState.ts).
 * Effects run services through `yield* run(call, service, input)`, so the awaited envelope keeps
 * its contract type instead of the `any` a bare `yield call(...)` would give.
 */
import { Code, type Envelope } from '@/contract/basics';

export interface AnyAction {
  type: string;
  payload?: unknown;
  [extra: string]: unknown;
}

export interface PayloadAction<P> {
  type: string;
  payload: P;
}

/** The `loading` slice dva-loading maintains: in-flight effects globally, per model, per effect. */
export interface LoadingState {
  global: boolean;
  models: Partial<Record<string, boolean>>;
  effects: Partial<Record<string, boolean>>;
}

/** A redux-saga effect description; only the saga middleware interprets it. */
export type SagaEffect = unknown;

export interface EffectsCommandMap {
  call: <A extends unknown[], R>(fn: (...args: A) => R, ...args: A) => SagaEffect;
  /** Inside a model, an unprefixed type addresses the model's own reducers and effects. */
  put: (action: AnyAction) => SagaEffect;
  /** The selector names the slices it reads, so this file needs no model's state. */
  select: <S, T>(selector: (state: S) => T) => SagaEffect;
}

/**
 * A generator effect. The next-value type is `never` because values only come back through
 * `run`, which types them; a bare `yield` result is never read. `R` is what the dispatch promise
 * resolves with (form submits read the envelope to map 422 field errors); it never settles when
 * the effect failed, see docs/frontend.md.
 */
export type Effect<P = void, R = void> = (
  action: PayloadAction<P>,
  effects: EffectsCommandMap,
) => Generator<SagaEffect, R, never>;

export type Reducer<S, P = void> = (state: S, action: PayloadAction<P>) => S;

export interface DvaModel<S, E extends object, R extends object> {
  namespace: string;
  state: S;
  effects: E;
  reducers: R;
}

/** Calls an async service through the saga `call` effect and returns its resolved value, typed. */
export function* run<A extends unknown[], R>(
  call: EffectsCommandMap['call'],
  fn: (...args: A) => Promise<R>,
  ...args: A
): Generator<SagaEffect, R, R> {
  return yield call(fn, ...args);
}

/** The data of a successful envelope (`code` 200); undefined for a business failure. */
export function okData<T>(envelope: Envelope<T>): T | undefined {
  return envelope.code === Code.OK ? envelope.data : undefined;
}

/** Reads the store through the saga `select` effect and returns the selected value, typed. */
export function* pick<S, T>(
  select: EffectsCommandMap['select'],
  selector: (state: S) => T,
): Generator<SagaEffect, T, T> {
  return yield select(selector);
}

/**
 * Marks a model that its routes register when they first render (`useModels`), not the app at
 * start. Umi's dva plugin registers a file of src/models at start only when its default export is
 * the model object itself; a model exported through this call loads with the chunks of the routes
 * that read it (registry.test.ts checks what Umi registers).
 */
export function routeModel<M extends { namespace: string }>(model: M): M {
  return model;
}
