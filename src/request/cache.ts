import Hex from 'crypto-js/enc-hex';
import SHA256 from 'crypto-js/sha256';

/** SPEC.md section 9: request cache time-to-live. */
export const CACHE_TTL_MS = 60_000;

interface CacheEntry {
  timestamp: number;
  data: unknown;
}

/** SHA-256 (hex) of the path (with its query) plus the JSON body. */
export function cacheKey(path: string, body: unknown): string {
  const json = body === undefined ? '' : JSON.stringify(body);
  return SHA256(path + json).toString(Hex);
}

function isEntry(value: unknown): value is CacheEntry {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as CacheEntry).timestamp === 'number' &&
    'data' in value
  );
}

/** The cached response for `key` if younger than the TTL; stale or unreadable entries are removed. */
export function readCache(key: string, now: number = Date.now()): unknown {
  let text: string | null;
  try {
    text = window.sessionStorage.getItem(key);
  } catch {
    return undefined;
  }
  if (text === null) return undefined;
  let entry: unknown;
  try {
    entry = JSON.parse(text);
  } catch {
    entry = undefined;
  }
  if (isEntry(entry) && now - entry.timestamp < CACHE_TTL_MS) return entry.data;
  try {
    window.sessionStorage.removeItem(key);
  } catch {
    // A storage that cannot remove cannot have served the entry either.
  }
  return undefined;
}

/** Stores a response; a full or blocked sessionStorage only costs the cache, never the call. */
export function writeCache(key: string, data: unknown, now: number = Date.now()): void {
  const entry: CacheEntry = { timestamp: now, data };
  try {
    window.sessionStorage.setItem(key, JSON.stringify(entry));
  } catch {
    // QuotaExceededError or storage disabled: the answer is still returned to the caller.
  }
}
