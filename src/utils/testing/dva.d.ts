/** Just enough of dva-core and dva-loading (both untyped) for the model tests. */
declare module 'dva-core' {
  interface DvaCoreApp {
    model(model: object): void;
    use(plugin: object): void;
    start(): void;
    _store: {
      dispatch: (action: { type: string; payload?: unknown }) => unknown;
      getState: () => unknown;
      subscribe: (listener: () => void) => () => void;
    };
  }
  export function create(hooksAndOpts?: object, createOpts?: object): DvaCoreApp;
}

declare module 'dva-loading' {
  export default function createLoading(opts?: object): object;
}
