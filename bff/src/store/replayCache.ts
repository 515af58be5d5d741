import { Code } from '../../../src/contract/core';
import { AppError } from '../errors';
import type { KvStore } from './types';

/**
 * Remembers request signatures for as long as they could be replayed. One instance on its own keeps
 * them in memory (no database round trip per request, and signed reads keep working while the
 * database is away); instances that share Redis keep them there, so a request replayed to another
 * instance is refused too.
 */
export interface ReplayCache {
  readonly kind: 'memory' | 'redis';
  /**
   * True the first time `key` (16 bytes: a sign's last cipher block) is claimed within `ttlMs`,
   * false for a replay.
   */
  claim(key: Buffer, ttlMs: number): Promise<boolean>;
}

/**
 * The default bound: about 220 MB at worst (an entry takes about 110 bytes), enough for a sustained
 * 5,500 signed requests a second per instance with the 6-minute window; beyond that, Redis.
 */
export const REPLAY_CACHE_MAX_ENTRIES = 2_000_000;

/** The memory is full of signatures that may still be replayed: refuse rather than forget one. */
export class ReplayCacheFullError extends AppError {
  constructor() {
    super(Code.RATE_LIMITED, 'The service is busy right now; please try again in a moment', 503);
    this.name = 'ReplayCacheFullError';
  }
}

/**
 * A bounded map with expiry. Every caller uses the same TTL, so insertion order is expiry order and
 * expired entries are dropped from the front as they are met: each claim costs O(1) amortised.
 * Entries are kept small: the key's 16 bytes (128 bits) as a one-byte string,
 * the expiry whole seconds since the cache started (a small integer V8 stores inline), rounded up.
 */
export class MemoryReplayCache implements ReplayCache {
  readonly kind = 'memory';
  private readonly expiries = new Map<string, number>();
  private readonly start: number;

  constructor(
    private readonly maxEntries = REPLAY_CACHE_MAX_ENTRIES,
    private readonly now: () => number = Date.now,
  ) {
    this.start = now();
  }

  get size(): number {
    return this.expiries.size;
  }

  claim(key: Buffer, ttlMs: number): Promise<boolean> {
    const id = key.toString('latin1', 0, 16);
    const now = (this.now() - this.start) / 1000;
    this.dropExpired(now);
    const expiry = this.expiries.get(id);
    if (expiry !== undefined && expiry > now) return Promise.resolve(false);
    if (this.expiries.size >= this.maxEntries) return Promise.reject(new ReplayCacheFullError());
    this.expiries.set(id, Math.ceil(now + ttlMs / 1000));
    return Promise.resolve(true);
  }

  private dropExpired(now: number): void {
    for (const [key, expiry] of this.expiries) {
      if (expiry > now) return;
      this.expiries.delete(key);
    }
  }
}

/** Redis `SET NX PX` through the shared store. */
class StoreReplayCache implements ReplayCache {
  readonly kind = 'redis';
  constructor(private readonly store: KvStore) {}

  claim(key: Buffer, ttlMs: number): Promise<boolean> {
    return this.store.setIfAbsent(`sign:${key.toString('base64url')}`, '1', ttlMs);
  }
}

/** Redis when the store is Redis (instances share it), else this instance's memory. */
export function createReplayCache(store: KvStore, maxEntries?: number): ReplayCache {
  return store.kind === 'redis' ? new StoreReplayCache(store) : new MemoryReplayCache(maxEntries);
}
