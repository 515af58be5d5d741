import { contract } from '../../../src/contract';
import { route } from '../http/route';
import { countOrLimit } from '../services/rateLimit';
import { findWallpapers, renderWallpaper, wallpaperFileName } from '../services/wallpaper';
import { fileStorageOf } from '../storage';
import type { RouteModule } from '../types';

/** Renders per address and 10 minutes: a live preview asks often, a script should not. */
export const WALLPAPER_RENDERS_PER_WINDOW = 600;

export const wallpaperRoutes: RouteModule = (router, deps) => {
  const calls = contract.wallpaper;
  route(router, calls.render, async ({ body, ctx }) => {
    await countOrLimit(
      deps.store,
      `wallpaper-render:${ctx.ip}`,
      WALLPAPER_RENDERS_PER_WINDOW,
      10 * 60 * 1000,
      'Too many wallpaper renders from this address; please try again in a few minutes',
    );
    const image = await renderWallpaper({ settings: body });
    ctx.type = image.contentType;
    ctx.set('Content-Disposition', `inline; filename="${wallpaperFileName(body)}"`);
    ctx.body = Buffer.from(image.bytes);
  });
  route(router, calls.findList, ({ body }) => findWallpapers(fileStorageOf(deps), body));
};
