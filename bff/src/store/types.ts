/**
 * The small key-value store behind sessions, the signature replay cache and rate limits
 * (ARCHITECTURE.md "Sessions, scale"): a database table by default, Redis when REDIS_URL is set.
 * Every entry expires; TTLs are in milliseconds.
 */
export interface KvStore {
  readonly kind: 'db' | 'redis';
  get(key: string): Promise<string | null>;
  set(key: string, value: string, ttlMs: number): Promise<void>;
  delete(key: string): Promise<void>;
  /** Stores the value only when the key is absent (or expired); true when it was stored. */
  setIfAbsent(key: string, value: string, ttlMs: number): Promise<boolean>;
  /** Adds 1 and returns the new count; the TTL starts when the counter is created. */
  increment(key: string, ttlMs: number): Promise<number>;
  /** Resolves when the store answers; rejects while it is unreachable (the readiness check). */
  ping(): Promise<void>;
  close(): Promise<void>;
}
