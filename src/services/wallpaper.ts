import { routes } from '@/contract/routes';
import { bindCall, bindDownload } from './bind';

/** Service functions of feature `wallpaper`, one per call of src/contract/wallpaper.ts. */

/** Render code as a wallpaper: resolves with the PNG or SVG. */
export const render = bindDownload(routes.wallpaper.render);

/** A page of the ready-made wallpapers. */
export const findList = bindCall(routes.wallpaper.findList);
