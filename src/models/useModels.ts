import { getDvaApp, useSelector, useStore } from 'umi';

interface NamedModel {
  namespace: string;
}

interface DvaApp {
  model(model: object): void;
}

type State = Record<string, unknown>;

/**
 * Registers the models a route reads with the app's dva store when the route first renders. Umi
 * registers only src/models (what the root layout reads) at start; a route model and its services
 * load with the chunk of the route that uses them instead of with the app. A route lists every
 * model its page and components read, and the models those `put` to.
 */
export function useModels(...models: NamedModel[]): void {
  const store = useStore();
  const missing = useSelector((state: State) =>
    models.some((model) => !(model.namespace in state)),
  );
  if (!missing) return;
  // Registering during render is safe: the new slices are read by this subtree only, and dva's
  // effects (dva-loading's per-effect flags included) are wired the same as for start-up models.
  const app = getDvaApp() as DvaApp;
  for (const model of models) {
    // A registered model has its slice at once (dva replaces the root reducer synchronously), so
    // the store's state says which of the list are still missing.
    if (model.namespace in (store.getState() as State)) continue;
    // dva prefixes the keys of the object it is given; the module's own object stays as written.
    app.model({ ...model });
  }
}
