/**
 * The route of every contract call without its schemas (id, method, path, kind, access,
 * cacheable), typed by the call, for the client's service functions.
 *
 * Here it is read off the contract. The browser build replaces this module with the same table
 * written out as plain data (config/contractRoutesPlugin.ts), so that the zod schemas the contract
 * carries stay out of the start-up bundle; tests, the mocks and type checks use this one.
 */
import type { CallRoute } from './basics';
import type { CallDef, RouteOf } from './core';
import { contract } from './index';

type Contract = typeof contract;
export type Routes = {
  [K in keyof Contract]: {
    [N in keyof Contract[K]]: Contract[K][N] extends CallDef ? RouteOf<Contract[K][N]> : never;
  };
};

function routeOf({ id, method, path, kind, access, cacheable }: CallDef): CallRoute {
  return { id, method, path, kind, access, cacheable };
}

export const routes = Object.fromEntries(
  Object.entries(contract).map(([key, calls]) => [
    key,
    Object.fromEntries(
      Object.entries(calls as Record<string, CallDef>).map(([name, def]) => [name, routeOf(def)]),
    ),
  ]),
) as Routes;
