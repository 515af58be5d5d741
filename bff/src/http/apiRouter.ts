import Router from '@koa/router';
import compose from 'koa-compose';

/** Distinct method and path pairs remembered; past this the memory starts over. */
const DISPATCHES_MAX = 2_000;

/** What a method and path dispatch to, worked out once. */
interface Dispatch {
  /** Layers whose path matched, whatever their methods (allowedMethods reads them). */
  matched: Router.Layer[];
  /** The most specific route's path, as @koa/router names it in `ctx._matchedRoute`. */
  route: string | RegExp | null;
  /** The matching routes' layers, each with its captures and params, then their handlers. */
  run: Router.Middleware | null;
}

/** Sets what @koa/router sets on entering a layer; the captures and params are the path's. */
function enterLayer(layer: Router.Layer, path: string): Router.Middleware {
  const captures = layer.captures(path);
  const params = layer.params(path, captures, {});
  return (ctx, next) => {
    ctx.captures = [...captures];
    ctx.params = Object.assign(ctx.params ?? {}, params);
    // @koa/router puts them on the request too; its types leave that out.
    (ctx.request as { params?: Record<string, string> }).params = ctx.params;
    ctx.routerPath = layer.path as string;
    ctx.routerName = layer.name ?? undefined;
    ctx._matchedRoute = layer.path;
    if (layer.name) ctx._matchedRouteName = layer.name;
    return next();
  };
}

/**
 * @koa/router with each method and path dispatched as it was the first time. The router tests
 * every route's regular expression against every request (a hundred of them here), then builds
 * and composes the matched layers' chain again, though none of it changes once the routes are
 * registered; paths with ids (`/api/issue/42`) are bounded by DISPATCHES_MAX. A route added
 * (`register`, `use`) forgets what was remembered. The router's `host` and `routerPath` options
 * are not supported: the API router uses neither.
 */
export class ApiRouter extends Router {
  private readonly dispatches = new Map<string, Dispatch>();
  /** The number of layers the remembered dispatches were made against. */
  private layers = 0;

  private dispatchOf(path: string, method: string): Dispatch {
    if (this.stack.length !== this.layers) {
      this.dispatches.clear();
      this.layers = this.stack.length;
    }
    const key = `${method} ${path}`;
    let found = this.dispatches.get(key);
    if (!found) {
      const match = this.match(path, method);
      const layers = match.pathAndMethod;
      found = {
        matched: match.path,
        route: match.route ? layers[layers.length - 1].path : null,
        run: match.route
          ? compose(layers.flatMap((layer) => [enterLayer(layer, path), ...layer.stack]))
          : null,
      };
      if (this.dispatches.size >= DISPATCHES_MAX) this.dispatches.clear();
      this.dispatches.set(key, found);
    }
    return found;
  }

  override middleware(): Router.Middleware {
    const dispatch = (ctx: Router.RouterContext, next: () => Promise<unknown>) => {
      const { matched, route, run } = this.dispatchOf(ctx.path, ctx.method);
      // A copy: a router nested after this one appends its own matches to the list.
      ctx.matched = ctx.matched ? [...ctx.matched, ...matched] : [...matched];
      ctx.router = this;
      if (!run) return next();
      ctx._matchedRoute = route as string;
      return run(ctx, next);
    };
    return Object.assign(dispatch, { router: this }) as Router.Middleware;
  }
}
