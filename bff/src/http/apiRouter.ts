import Router from '@koa/router';

/** Distinct method and path pairs remembered; past this the memory starts over. */
const MATCHES_MAX = 2_000;

/**
 * @koa/router with its matches remembered. The router tests every route's regular expression
 * against every request (a hundred of them here), though the answer for a method and path never
 * changes once the routes are registered; paths with ids (`/api/issue/42`) are bounded by
 * MATCHES_MAX. A route added (`register`, `use`) forgets what was remembered.
 */
export class ApiRouter extends Router {
  private readonly matches = new Map<string, Router.RoutesMatch>();
  /** The number of layers the remembered matches were made against. */
  private layers = 0;

  override match(path: string, method: string): Router.RoutesMatch {
    if (this.stack.length !== this.layers) {
      this.matches.clear();
      this.layers = this.stack.length;
    }
    const key = `${method} ${path}`;
    let found = this.matches.get(key);
    if (!found) {
      found = super.match(path, method);
      if (this.matches.size >= MATCHES_MAX) this.matches.clear();
      this.matches.set(key, found);
    }
    // Copies: the dispatcher appends to the list it is given when routers are nested.
    return { path: [...found.path], pathAndMethod: [...found.pathAndMethod], route: found.route };
  }
}
