import path from 'node:path';
import { Code } from '../../../../src/contract/core';
import { AppError } from '../../errors';
import { ProcessPool, type StopReason } from '../workerPool/processPool';
import type { RenderedImage, RenderJob } from './engine';

/**
 * Wallpaper renders in their own pool of worker processes (the generic ProcessPool that user
 * templates use too): a 7,680 px PNG takes the CPU for seconds, and must never do so on the event
 * loop. Its own pool, not the template one, because its workers hold shiki's grammars and the
 * fonts (a bigger heap) and its time limit is per render, not per file.
 */

export interface WallpaperPoolOptions {
  size?: number;
  /** Hard limit per render, milliseconds. */
  timeoutMs?: number;
  maxQueue?: number;
}

export const DEFAULT_WALLPAPER_TIMEOUT_MS = 20_000;

function stopped(reason: StopReason): Error {
  switch (reason.kind) {
    case 'stepTimeout':
    case 'totalTimeout':
      return new AppError(
        Code.VALIDATION,
        `Rendering took longer than ${reason.seconds} s and was stopped; try a smaller size or less code`,
        422,
      );
    case 'outOfMemory':
      return new AppError(
        Code.VALIDATION,
        'Rendering ran out of memory and was stopped; try a smaller size or less code',
        422,
      );
    case 'crashed':
      return new Error(`The wallpaper renderer stopped unexpectedly (${reason.detail})`);
  }
}

export class WallpaperPool {
  private readonly pool: ProcessPool<RenderJob, RenderedImage>;

  constructor(options: WallpaperPoolOptions = {}) {
    const timeoutMs = options.timeoutMs ?? DEFAULT_WALLPAPER_TIMEOUT_MS;
    this.pool = new ProcessPool<RenderJob, RenderedImage>(
      {
        entry: path.join(__dirname, 'worker'),
        size: options.size ?? 2,
        timeoutMs,
        totalTimeoutMs: timeoutMs,
        maxQueue: options.maxQueue ?? 32,
        maxOldGenerationSizeMb: 512,
        maxYoungGenerationSizeMb: 48,
      },
      {
        busy: () =>
          new AppError(
            Code.RATE_LIMITED,
            'The wallpaper renderer is busy; please try again in a moment',
            503,
          ),
        stopped: (job, reason) => job.reject(stopped(reason)),
      },
    );
  }

  whenReady(): Promise<void> {
    return this.pool.whenReady();
  }

  /** A render the engine could not finish is the input's fault here: 422, never a 500. */
  render(job: RenderJob): Promise<RenderedImage> {
    return this.pool.run(job).catch((err: unknown) => {
      if (err instanceof AppError) throw err;
      throw new AppError(
        Code.VALIDATION,
        'This code could not be drawn; remove unusual characters and try again',
        422,
      );
    });
  }

  close(): Promise<void> {
    return this.pool.close();
  }
}

let shared: WallpaperPool | null = null;

/** Renders in the process-wide wallpaper pool (started on first use). */
export function renderWallpaperInPool(job: RenderJob): Promise<RenderedImage> {
  shared ??= new WallpaperPool();
  return shared.render(job);
}

/** Stops the process-wide wallpaper pool (tests, shutdown); the next render starts a new one. */
export async function closeWallpaperPool(): Promise<void> {
  const pool = shared;
  shared = null;
  await pool?.close();
}
