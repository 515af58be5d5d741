import { Code } from '../../../src/contract/core';
import { AppError } from '../errors';
import type { KvStore } from '../store/types';

export const rateLimited = (message: string) => new AppError(Code.RATE_LIMITED, message);

/**
 * Counts one event under `key` in a fixed window and throws 903 with `message` once the count
 * passes `limit`. The window starts with the first event.
 */
export async function countOrLimit(
  store: KvStore,
  key: string,
  limit: number,
  windowMs: number,
  message: string,
): Promise<void> {
  const count = await store.increment(key, windowMs);
  if (count > limit) throw rateLimited(message);
}
