import type { DataSource } from 'typeorm';
import type { Config } from '../config';
import { DbKvStore } from './dbStore';
import { RedisKvStore } from './redisStore';
import type { KvStore } from './types';

export type { KvStore } from './types';
export { DbKvStore } from './dbStore';
export { RedisKvStore } from './redisStore';

/** Redis when REDIS_URL is set, else the database table. */
export async function createStore(
  config: Pick<Config, 'redisUrl'>,
  dataSource: DataSource,
): Promise<KvStore> {
  if (!config.redisUrl) return new DbKvStore(dataSource);
  const store = new RedisKvStore(config.redisUrl);
  try {
    await store.ready();
  } catch (err) {
    await store.close().catch(() => undefined);
    throw err;
  }
  return store;
}
