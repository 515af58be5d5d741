import routes, { type AppRoute } from '../../config/routes';

/** Every path of config/routes.ts; the catch-all `*` as a path no route has. */
export function allRoutePaths(): string[] {
  const paths: string[] = [];
  const walk = (list: AppRoute[]) => {
    for (const route of list) {
      if (route.routes) walk(route.routes);
      else paths.push(route.path === '*' ? '/no-such-page/at-all' : route.path);
    }
  };
  walk(routes);
  return [...new Set(paths)];
}
