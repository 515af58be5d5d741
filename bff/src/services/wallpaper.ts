import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { LRUCache } from 'lru-cache';
import type { PageResult } from '../../../src/contract/core';
import {
  wallpaperRenderBody,
  type WallpaperItem,
  type WallpaperListQuery,
  type WallpaperSettings,
} from '../../../src/contract/wallpaper';
import type { RenderedImage, RenderJob } from '../domain/wallpaper/engine';
import { GALLERY, type GalleryEntry } from '../domain/wallpaper/gallery';
import { renderWallpaperInPool } from '../domain/wallpaper/pool';
import type { FileStorage } from '../storage';

/**
 * Wallpaper renders and the gallery. Same settings, same bytes: a render is kept in a bounded
 * in-memory LRU under the hash of its normalised settings (fast for the studio's live preview,
 * which asks for the same picture again and again), and identical renders in flight share one
 * worker job. Gallery pictures are kept in the upload storage instead, so they survive restarts
 * and every instance behind a load balancer serves them as /files/… (docs/wallpaper.md).
 */

export type Rendered = Pick<RenderedImage, 'bytes' | 'contentType' | 'width' | 'height'>;

const CACHE_BYTES = 64 * 1024 * 1024;

const cache = new LRUCache<string, Rendered>({
  maxSize: CACHE_BYTES,
  // A picture bigger than a quarter of the cache is not worth evicting everything else for.
  maxEntrySize: CACHE_BYTES / 4,
  sizeCalculation: (image) => image.bytes.byteLength,
});
const inFlight = new Map<string, Promise<Rendered>>();

/** The settings in a fixed key order (zod already filled the defaults), for the cache key. */
export function settingsKey(job: RenderJob): string {
  const settings = job.settings;
  const keys = Object.keys(settings).sort() as (keyof WallpaperSettings)[];
  const ordered = keys.map((key) => [key, settings[key]]);
  return createHash('sha256')
    .update(JSON.stringify([ordered, job.thumbWidth ?? 0]))
    .digest('hex');
}

export async function renderWallpaper(job: RenderJob): Promise<Rendered> {
  const key = settingsKey(job);
  const hit = cache.get(key);
  if (hit) return hit;
  const running = inFlight.get(key);
  if (running) return running;
  const started = renderWallpaperInPool(job)
    .then((image) => {
      const kept: Rendered = {
        bytes: Buffer.from(image.bytes),
        contentType: image.contentType,
        width: image.width,
        height: image.height,
      };
      cache.set(key, kept);
      return kept;
    })
    .finally(() => inFlight.delete(key));
  inFlight.set(key, started);
  return started;
}

/** Empties the render cache (tests that count renders). */
export function clearWallpaperCache(): void {
  cache.clear();
}

/** The download name: wallpaper-1920x1080.png. */
export function wallpaperFileName(settings: WallpaperSettings): string {
  return `wallpaper-${settings.width}x${settings.height}.${settings.format}`;
}

const THUMB_WIDTH = { landscape: 480, portrait: 240 };

function galleryJobs(entry: GalleryEntry): { full: RenderJob; thumb: RenderJob } {
  const settings = wallpaperRenderBody.parse({ ...entry.settings, format: 'png' });
  const thumbWidth =
    settings.width >= settings.height ? THUMB_WIDTH.landscape : THUMB_WIDTH.portrait;
  return { full: { settings }, thumb: { settings, thumbWidth } };
}

/** Renders `job` into the storage once; the stored name is the settings' hash. */
async function stored(storage: FileStorage, job: RenderJob): Promise<string> {
  const name = `${settingsKey(job).slice(0, 32)}.png`;
  if (!(await storage.exists(name))) {
    const image = await renderWallpaper(job);
    const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'wallpaper-'));
    const file = path.join(dir, name);
    try {
      await fs.writeFile(file, image.bytes);
      await storage.put(name, file, 'image/png');
    } finally {
      await fs.rm(dir, { recursive: true, force: true });
    }
  }
  return `/files/${name}`;
}

/** A page of the gallery; its pictures are rendered on first request and kept in the storage. */
export async function findWallpapers(
  storage: FileStorage,
  query: Required<Pick<WallpaperListQuery, 'page' | 'pageSize'>> & Pick<WallpaperListQuery, 'size'>,
): Promise<PageResult<WallpaperItem>> {
  const { page, pageSize, size } = query;
  const matching = size ? GALLERY.filter((entry) => entry.size === size) : GALLERY;
  const slice = matching.slice((page - 1) * pageSize, page * pageSize);
  const list = await Promise.all(
    slice.map(async (entry) => {
      const jobs = galleryJobs(entry);
      const [url, thumbUrl] = await Promise.all([
        stored(storage, jobs.full),
        stored(storage, jobs.thumb),
      ]);
      return {
        id: entry.id,
        title: entry.title,
        width: jobs.full.settings.width,
        height: jobs.full.settings.height,
        size: entry.size,
        theme: jobs.full.settings.theme,
        language: entry.language,
        thumbUrl,
        url,
      };
    }),
  );
  return { list, total: matching.length, page, pageSize };
}
