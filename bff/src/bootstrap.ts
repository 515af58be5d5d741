import type Koa from 'koa';
import { createApp } from './app';
import type { Config } from './config';
import { openDatabase } from './db/dataSource';
import { closeLayoutWorker } from './domain/diagram';
import { closeRenderPool } from './domain/generator/pool';
import { closeWallpaperPool } from './domain/wallpaper/pool';
import { createLogger } from './logger';
import { AiService } from './services/ai';
import { usageRecorderOf } from './services/usage';
import { orderServiceOf } from './services/order';
import { createResolveUser } from './services/user';
import { createStore } from './store';
import { createFileStorage } from './storage';
import type { AppDeps } from './types';

export interface Booted {
  app: Koa;
  deps: AppDeps;
  /**
   * Closes the AI client, the file storage client, the template render pool, the usage recorder
   * (writing what it holds), the store, the database and the log file, in that order.
   */
  close(): Promise<void>;
  /** Resolves once every log line written so far is on disk (the log file writes asynchronously). */
  flushLogs(): Promise<void>;
}

/** Opens the database (running pending migrations), the store and the logs, and builds the app. */
export async function bootstrap(
  config: Config,
  extra: Pick<AppDeps, 'resolveUser' | 'routes'> = {},
): Promise<Booted> {
  const log = await createLogger(config);
  const { logger } = log;
  try {
    const { dataSource, applied } = await openDatabase(config.db, config.dbLimits);
    for (const name of applied) logger.info({ migration: name }, 'migration applied');
    let store;
    try {
      store = await createStore(config, dataSource);
    } catch (err) {
      await dataSource.destroy();
      throw err;
    }
    if (config.sessionSecretGenerated) {
      logger.warn('SESSION_SECRET is not set: a random one is used, so sessions end at restart');
    }
    const usage = usageRecorderOf(dataSource, logger);
    const base = { config, dataSource, store, logger };
    const ai = new AiService(base);
    const deps: AppDeps = {
      ...base,
      ...extra,
      resolveUser: extra.resolveUser ?? createResolveUser(dataSource),
      ai,
      files: createFileStorage(config),
      flushLogs: log.flush,
      accessLogger: log.access,
    };
    // AI calls left pending by a server that stopped during them are refunded now, not only
    // when a later call comes by. A failure here leaves them to that later sweep.
    try {
      await ai.sweepStale();
    } catch (err) {
      logger.error({ err }, 'sweeping stale AI calls failed');
    }
    const stopOrderExpiry = orderServiceOf(deps).startExpiryJob();
    return {
      app: createApp(deps),
      deps,
      flushLogs: log.flush,
      async close() {
        stopOrderExpiry();
        deps.ai?.close();
        deps.files?.close();
        await closeRenderPool();
        await closeWallpaperPool();
        await closeLayoutWorker();
        await usage.close();
        await store.close();
        await dataSource.destroy();
        await log.close();
      },
    };
  } catch (err) {
    logger.fatal({ err }, 'start-up failed');
    await log.close();
    throw err;
  }
}
